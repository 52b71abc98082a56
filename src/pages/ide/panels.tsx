/** The IDE's panels: compile result, problems, deploy, call and export (spec 2.5, 5). */
import { CopyOutlined } from '@ant-design/icons';
import { useDebounceFn } from 'ahooks';
import { App, Alert, Button, Checkbox, Descriptions, Empty, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import React, { useMemo, useState } from 'react';
import { useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { contractApi, parseJson, type ContractFile, type Diagnostic, type Param } from '@/services/contract';
import { saveFile } from '@/utils/saveFile';

export const TRUNCATE = 100;
const LETTERS = /^[A-Za-z]+$/;

export function truncate(text: string, n = TRUNCATE): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, any>) => intl.formatMessage({ id }, values);
}

/** Copies text with the spec's copy debounce (800 ms) and its message 复制成功. */
function CopyButton({ text, testId }: { text: string; testId: string }) {
  const t = useT();
  const { message } = App.useApp();
  const { run } = useDebounceFn(
    async () => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        const ta = document.createElement('textarea');
        ta.value = text;
        document.body.appendChild(ta);
        ta.select();
        document.execCommand('copy');
        ta.remove();
      }
      message.success(t('ide.msg.copied'));
    },
    { wait: webConfig.copyDebounce, leading: true, trailing: false },
  );
  return <Button size="small" type="link" icon={<CopyOutlined />} disabled={!text} onClick={run} data-testid={testId} aria-label={t('ide.copy')} />;
}

export interface CompileOutput {
  contractName: string;
  contractAbi: string;
  byteCodeBin: string;
}

export function ResultPanel({ result }: { result: CompileOutput | null }) {
  const t = useT();
  if (!result) return <div style={{ color: '#909399', padding: '12px 0' }}>{t('ide.result.empty')}</div>;
  const rows: [keyof CompileOutput, string][] = [
    ['contractName', t('ide.result.contractName')],
    ['contractAbi', t('ide.result.contractAbi')],
    ['byteCodeBin', t('ide.result.byteCodeBin')],
  ];
  return (
    <div data-testid="compile-result">
      {rows.map(([key, label]) => (
        <div className="ide-result-row" key={key}>
          <span className="ide-result-label">{label}</span>
          <span className="ide-result-value" data-testid={`result-${key}`} title={result[key].length > TRUNCATE ? undefined : result[key]}>
            {truncate(result[key])}
          </span>
          <CopyButton text={result[key]} testId={`copy-${key}`} />
        </div>
      ))}
    </div>
  );
}

export function ProblemsPanel({ diagnostics, onPick }: { diagnostics: Diagnostic[]; onPick: (d: Diagnostic) => void }) {
  const t = useT();
  if (!diagnostics.length) return <div style={{ color: '#909399', padding: '12px 0' }}>{t('ide.problems.empty')}</div>;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <div data-testid="problems">
      <div style={{ padding: '6px 0', color: '#606266' }}>{t('ide.problems.count', { errors, warnings: diagnostics.length - errors })}</div>
      {diagnostics.map((d, i) => (
        <div key={i} className="ide-problem" onClick={() => onPick(d)} data-testid="problem">
          <Tag color={d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'default'}>{d.severity}</Tag>
          <span className="ide-mono">
            {d.file}:{d.line}:{d.column}
          </span>{' '}
          {d.type}: {d.message}
        </div>
      ))}
    </div>
  );
}

/** One input per parameter; the form's texts go to the server as they are (it parses per type). */
export function ParamInputs({
  params,
  values,
  onChange,
  testPrefix,
}: {
  params: Param[];
  values: string[];
  onChange: (v: string[]) => void;
  testPrefix: string;
}) {
  const t = useT();
  if (!params.length) return <div style={{ color: '#909399' }}>{t('ide.params.none')}</div>;
  const hasArray = params.some((p) => /\]$/.test(p.type) || p.type.startsWith('('));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {params.map((p, i) => (
        <Space.Compact key={`${p.name}-${i}`} style={{ width: '100%' }}>
          <Space.Addon>
            <span className="ide-mono">{p.type}</span>
          </Space.Addon>
          <Input
            placeholder={t('ide.params.placeholder', { name: p.name || `#${i + 1}`, type: p.type })}
            value={values[i] ?? ''}
            onChange={(e) => {
              const next = [...values];
              next[i] = e.target.value;
              onChange(next);
            }}
            data-testid={`${testPrefix}-param-${i}`}
          />
        </Space.Compact>
      ))}
      {hasArray && <div style={{ color: '#909399', fontSize: 12 }}>{t('ide.params.arrayHint')}</div>}
    </Space>
  );
}

const isEmpty = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Why a panel's buttons are disabled (spec 4's gate), above them. */
function GateReason({ reason }: { reason?: string }) {
  return reason ? <Alert type="info" showIcon message={reason} data-testid="gate-reason" /> : null;
}

export function DeployPanel({
  files,
  activeId,
  projectId,
  network,
  enabled,
  disabledReason,
  onDone,
}: {
  files: ContractFile[];
  activeId?: string;
  projectId: string;
  network: number;
  enabled: boolean;
  disabledReason?: string;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  // A file holding only a library or an abstract contract has nothing to deploy.
  const candidates = files.filter((f) => f.contractStatus === 4 && f.deployable !== false);
  const [chosen, setChosen] = useState<string>();
  const current = candidates.find((f) => f.id === chosen) ?? candidates.find((f) => f.id === activeId) ?? candidates[0];
  const params = parseJson<Param[]>(current?.contractConstructorParamList, []);
  // The constructor's values belong to the contract chosen: another contract starts empty (adjusted while rendering).
  const [values, setValues] = useState<string[]>([]);
  const [valuesOf, setValuesOf] = useState(current?.id);
  if (valuesOf !== current?.id) {
    setValuesOf(current?.id);
    setValues([]);
  }
  const [busy, setBusy] = useState(false);

  const deploy = async () => {
    if (!current) return;
    if (params.some((_, i) => isEmpty(values[i]))) {
      message.error(t('ide.msg.paramRequired'));
      return;
    }
    setBusy(true);
    try {
      const r = await contractApi.deploy({
        contractName: current.contractName,
        contractProjectId: projectId,
        contractId: current.id,
        contractSource: current.contractSource,
        funcParam: params.map((_, i) => values[i]),
        networkType: network,
      });
      if (r.code === 200) {
        message.success(t('ide.msg.deploying'));
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };

  if (!candidates.length) return <Empty description={t('ide.deploy.none')} data-testid="deploy-none" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="deploy-panel">
      <GateReason reason={disabledReason} />
      <div>{t('ide.contract')}</div>
      <Select
        style={{ width: '100%' }}
        value={current?.id}
        onChange={setChosen}
        options={candidates.map((f) => ({ value: f.id, label: f.contractName }))}
        data-testid="deploy-contract"
      />
      <div>{t('ide.params')}</div>
      <ParamInputs params={params} values={values} onChange={setValues} testPrefix="deploy" />
      <Button type="primary" block loading={busy} disabled={!enabled} onClick={deploy} data-testid="deploy-submit">
        {t('ide.deploy')}
      </Button>
    </Space>
  );
}

interface AbiFunction {
  key: string;
  name: string;
  inputs: Param[];
  readOnly: boolean;
}

function functionsOf(file: ContractFile | undefined): AbiFunction[] {
  const abi = parseJson<any[]>(file?.contractAbi, []).filter((f) => f.type === 'function');
  const count = new Map<string, number>();
  abi.forEach((f) => count.set(f.name, (count.get(f.name) ?? 0) + 1));
  const typeOf = (p: any): string => (p.type.startsWith('tuple') ? `(${p.components.map(typeOf).join(',')})${p.type.slice(5)}` : p.type);
  return abi.map((f) => {
    const inputs = (f.inputs ?? []).map((p: any) => ({ name: p.name, type: typeOf(p) }));
    const key = count.get(f.name)! > 1 ? `${f.name}(${inputs.map((p: Param) => p.type).join(',')})` : f.name;
    return { key, name: f.name, inputs, readOnly: f.stateMutability === 'view' || f.stateMutability === 'pure' };
  });
}

function Value({ v }: { v: unknown }) {
  return <span className="ide-mono">{typeof v === 'string' ? v : JSON.stringify(v)}</span>;
}

function EventList({ events }: { events: any[] }) {
  const t = useT();
  if (!events.length) return <div style={{ color: '#909399' }}>{t('ide.call.noEvents')}</div>;
  return (
    <List
      size="small"
      dataSource={events}
      renderItem={(e: any) => (
        <List.Item data-testid="event">
          <div style={{ width: '100%' }}>
            <strong>{e.event || e.signature}</strong> <span style={{ color: '#909399' }}>#{e.blockNumber}</span>
            {(e.args ?? []).map((a: any, i: number) => (
              <div key={i} className="ide-mono">
                {a.name || `#${i}`} ({a.type}): <Value v={a.value} />
              </div>
            ))}
          </div>
        </List.Item>
      )}
    />
  );
}

export function CallPanel({
  files,
  activeId,
  enabled,
  disabledReason,
}: {
  files: ContractFile[];
  activeId?: string;
  enabled: boolean;
  disabledReason?: string;
}) {
  const t = useT();
  const { message } = App.useApp();
  const deployed = files.filter((f) => f.contractStatus === 5 && f.contractAddress);
  const [chosen, setChosen] = useState<string>();
  const current = deployed.find((f) => f.id === chosen) ?? deployed.find((f) => f.id === activeId) ?? deployed[0];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- known by the file and its ABI; `current` is a new object with each answer of the file list
  const fns = useMemo(() => functionsOf(current), [current?.id, current?.contractAbi]);
  const [fnKey, setFnKey] = useState<string>();
  const fn = fns.find((f) => f.key === fnKey);
  const [values, setValues] = useState<string[]>([]);
  const [result, setResult] = useState<any>(null);
  const [events, setEvents] = useState<any[] | null>(null);
  const [busy, setBusy] = useState(false);
  // Another contract starts with no function chosen and no result; another function with empty values
  // (adjusted while rendering, not in an effect after a render with the old ones).
  const [shownFor, setShownFor] = useState({ contract: current?.id, fn: fnKey });
  if (shownFor.contract !== current?.id) {
    setShownFor({ contract: current?.id, fn: undefined });
    setFnKey(undefined);
    setResult(null);
    setEvents(null);
    setValues([]);
  } else if (shownFor.fn !== fnKey) {
    setShownFor({ contract: current?.id, fn: fnKey });
    setValues([]);
  }

  const run = async () => {
    if (!current) return;
    if (!fn) {
      message.error(t('ide.msg.chooseFunction'));
      return;
    }
    if (fn.inputs.some((_, i) => isEmpty(values[i]) && fn.inputs[i].type !== 'string')) {
      message.error(t('ide.msg.paramRequired'));
      return;
    }
    setBusy(true);
    try {
      const r = await contractApi.call({
        contractAbi: current.contractAbi,
        bytecodeBin: current.byteCodeBin,
        contractId: current.id,
        funcName: fn.key,
        funcParam: fn.inputs.map((_, i) => values[i] ?? ''),
      });
      if (r.code === 200) {
        message.success(t('ide.msg.called'));
        setResult(r.data);
      } else setResult({ error: r.msg });
    } finally {
      setBusy(false);
    }
  };

  const lookEvents = async () => {
    if (!current) return;
    const r = await contractApi.events(current.id);
    if (r.code === 200) setEvents(r.data ?? []);
  };

  if (!deployed.length)
    return (
      <>
        <GateReason reason={disabledReason} />
        <Empty description={t('ide.call.none')} data-testid="call-none" />
      </>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="call-panel">
      <GateReason reason={disabledReason} />
      <div>{t('ide.contract')}</div>
      <Select
        style={{ width: '100%' }}
        value={current?.id}
        onChange={setChosen}
        options={deployed.map((f) => ({ value: f.id, label: f.contractName }))}
        data-testid="call-contract"
      />
      <div className="ide-mono" style={{ color: '#606266' }} data-testid="call-address">
        {t('ide.address')}: {current?.contractAddress}
      </div>
      <div>{t('ide.function')}</div>
      <Select
        style={{ width: '100%' }}
        value={fnKey}
        onChange={setFnKey}
        showSearch
        placeholder={t('ide.msg.chooseFunction')}
        options={fns.map((f) => ({
          value: f.key,
          label: (
            <span data-testid={`fn-${f.key}`}>
              {f.key} <Tag color={f.readOnly ? 'blue' : 'orange'}>{t(f.readOnly ? 'ide.call.view' : 'ide.call.tx')}</Tag>
            </span>
          ),
        }))}
        data-testid="call-function"
      />
      {fn && <ParamInputs params={fn.inputs} values={values} onChange={setValues} testPrefix="call" />}
      <Space>
        <Button type="primary" loading={busy} disabled={!enabled} onClick={run} data-testid="call-submit">
          {t('ide.call')}
        </Button>
        <Button disabled={!enabled} onClick={lookEvents} data-testid="call-events">
          {t('ide.events')}
        </Button>
      </Space>
      {result?.error && <Alert type="error" showIcon message={result.error} data-testid="call-error" />}
      {result?.kind === 'view' && (
        <Descriptions size="small" column={1} bordered title={t('ide.call.result')} data-testid="call-result">
          {result.outputs.map((o: any, i: number) => (
            <Descriptions.Item key={i} label={`${o.name || `#${i}`} (${o.type})`}>
              <Value v={o.value} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {result?.kind === 'transaction' && (
        <div data-testid="call-result">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('ide.call.txHash')}>
              <Typography.Text className="ide-mono" copyable>
                {result.transactionHash}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('ide.call.block')}>{result.blockNumber}</Descriptions.Item>
            <Descriptions.Item label={t('ide.call.gasUsed')}>{result.gasUsed}</Descriptions.Item>
          </Descriptions>
          <div style={{ margin: '8px 0 4px' }}>{t('ide.call.events')}</div>
          <EventList events={result.events ?? []} />
        </div>
      )}
      {events && (
        <div data-testid="event-look">
          <div style={{ margin: '8px 0 4px' }}>{t('ide.call.events')}</div>
          <EventList events={events} />
        </div>
      )}
    </Space>
  );
}

export function ExportPanel({
  files,
  projectId,
  enabled,
  disabledReason,
}: {
  files: ContractFile[];
  projectId: string;
  enabled: boolean;
  disabledReason?: string;
}) {
  const t = useT();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const letters = [{ pattern: LETTERS, message: t('ide.msg.lettersOnly') }];

  const submit = async (v: { artifactName: string; group: string; contractIdList?: string[] }) => {
    setBusy(true);
    try {
      const r = await contractApi.exportProject({
        artifactName: v.artifactName,
        group: v.group,
        contractProjectId: projectId,
        contractIdList: v.contractIdList?.length ? v.contractIdList : files.map((f) => f.id),
      });
      if (r.code !== 200) return;
      const blob = await contractApi.download(r.data.link);
      saveFile(blob, r.data.fileName);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={!enabled} data-testid="export-form">
      <GateReason reason={disabledReason} />
      <Form.Item name="artifactName" label={t('ide.export.artifactName')} rules={[{ required: true, message: t('ide.msg.projectRequired') }, ...letters]}>
        <Input data-testid="export-artifact" />
      </Form.Item>
      <Form.Item name="group" label={t('ide.export.group')} rules={[{ required: true, message: t('ide.msg.packageRequired') }, ...letters]}>
        <Input data-testid="export-group" />
      </Form.Item>
      <Form.Item name="contractIdList" label={t('ide.export.contracts')} initialValue={files.map((f) => f.id)}>
        <Checkbox.Group options={files.map((f) => ({ value: f.id, label: f.contractName }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="export-submit">
        {t('ide.export')}
      </Button>
    </Form>
  );
}
