/**
 * The wire types a route of the mock may declare for its query, body and answer (mock/_lib/access.ts
 * `wire`), by name: `npm run gateway:openapi` publishes each declared one, with the types it uses,
 * in docs/gateway.openapi.json's components. A name here is checked by the compiler where a
 * route declares it; add a type of shared/wire here to let routes declare it.
 */
import type * as auth from './auth';
import type * as browser from './browser';
import type * as contract from './contract';
import type * as session from './session';

export interface WireTypes {
  CaptchaAnswer: auth.CaptchaAnswer;
  TokenRequest: auth.TokenRequest;
  RefreshRequest: auth.RefreshRequest;
  TokenAnswer: auth.TokenAnswer;
  UserInfo: auth.UserInfo;
  BrowserQuery: browser.BrowserQuery;
  BrowserPageQuery: browser.BrowserPageQuery;
  ChainInfo: browser.ChainInfo;
  OverviewAnswer: browser.OverviewAnswer;
  DynamicQuery: browser.DynamicQuery;
  DynamicInfo: browser.DynamicInfo;
  BlockQuery: browser.BlockQuery;
  BlockDetail: browser.BlockDetail;
  BlockRow: browser.BlockRow;
  BlockFilter: browser.BlockFilter;
  TradeQuery: browser.TradeQuery;
  TradeDetail: browser.TradeDetail;
  TradeRow: browser.TradeRow;
  TradeFilter: browser.TradeFilter;
  ContractQuery: browser.ContractQuery;
  ContractDetail: browser.ContractDetail;
  ContractRow: browser.ContractRow;
  ContractFilter: browser.ContractFilter;
  ContractActivity: browser.ContractActivity;
  NodeRow: browser.NodeRow;
  NodeFilter: browser.NodeFilter;
  ChainEvent: browser.ChainEvent;
  ContractFile: contract.ContractFile;
  ContractListQuery: contract.ContractListQuery;
  ContractSave: contract.ContractSave;
  IdQuery: contract.IdQuery;
  CompileRequest: contract.CompileRequest;
  CompileAnswer: contract.CompileAnswer;
  DeployRequest: contract.DeployRequest;
  CallRequest: contract.CallRequest;
  EventLookRequest: contract.EventLookRequest;
  ExportRequest: contract.ExportRequest;
  ExportAnswer: contract.ExportAnswer;
  PersonInfo: session.PersonInfo;
  UserStatus: session.UserStatus;
  TopMenu: session.TopMenu;
  MenuQuery: session.MenuQuery;
  MenuItem: session.MenuItem;
  ButtonNode: session.ButtonNode;
  Count: session.Count;
  DictQuery: session.DictQuery;
  DictEntry: session.DictEntry;
  RegionQuery: session.RegionQuery;
  RegionCodeQuery: session.RegionCodeQuery;
  Region: session.Region;
  MessageQuery: session.MessageQuery;
  Message: session.Message;
  IdsBody: session.IdsBody;
  UploadAnswer: session.UploadAnswer;
  // Alliance and contract area (mock/sfbn-alliance, mock/_chain): shared/wire/alliance.ts, contract.ts, browser.ts
  ContractContainer: contract.ContractContainer;
  TemplateInterface: contract.TemplateInterface;
  ProjectSummary: contract.ProjectSummary;
  ProjectStatusQuery: contract.ProjectStatusQuery;
  ProjectAuditQuery: contract.ProjectAuditQuery;
  ProjectScan: contract.ProjectScan;
  ExportKey: contract.ExportKey;
  ZipFile: contract.ZipFile;
  MyContract: contract.MyContract;
  DeployAnswer: contract.DeployAnswer;
  CallAnswer: contract.CallAnswer;
  Done: contract.Done;
}

/** The name of a declarable wire type. */
export type WireName = keyof WireTypes;
