/**
 * /subchain/{permissioned,ottpermissioned}/browser1: the chain browser's home. Figures and the
 * newest blocks and transactions refresh live (dynamicInfo since the newest block shown: only new
 * rows are prepended, the rows already shown are not drawn again, and the paged lists are not
 * drawn again at all); transactions per day in a chart loaded in its own chunk, asked for only
 * once the first page of blocks is on screen (the chart's library must not hold up the rows);
 * blocks, transactions, contracts, contract activity and nodes paged on the server.
 */
import './locale';
import { Card, Col, Row, Skeleton, Statistic, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React, { Suspense, memo, useCallback, useEffect, useRef, useState } from 'react';
import { browserApi, type BlockRow, type Overview, type TradeRow } from '@/services/browser';
import { AddressLink, BlockLink, formatTime, SearchBox, TradeLink, useChainSet, useT, type ChainSet } from './common';
import { BlockTable, ContractStatsTable, ContractTable, NodeTable, TradeTable } from './tables';
import './browser.less';

const TxChart = React.lazy(() => import('./TxChart'));

/** How often the home asks for what is new (ms). */
export const REFRESH_MS = 3000;
const LATEST = 10;

const LatestBlock = memo(function LatestBlock({ set, b }: { set: ChainSet; b: BlockRow }) {
  const t = useT();
  return (
    <li className="bbn-latest-row" data-testid={`latest-block-${b.number}`}>
      <span className="bbn-latest-main">
        <BlockLink set={set} n={b.number} />
      </span>
      <span>{formatTime(b.timestamp)}</span>
      <span>{t('browser.txCountOf', { n: b.txCount })}</span>
    </li>
  );
});

const LatestTrade = memo(function LatestTrade({ set, r }: { set: ChainSet; r: TradeRow }) {
  return (
    <li className="bbn-latest-row bbn-latest-trade" data-testid={`latest-trade-${r.hash}`}>
      <span className="bbn-latest-main">
        <TradeLink set={set} hash={r.hash} />
        <span className="bbn-latest-method" title={r.method || undefined} data-cell="method">
          {r.method}
        </span>
      </span>
      <span className="bbn-latest-cell bbn-latest-to" data-cell="to">
        <AddressLink set={set} address={r.to ?? r.contractAddress} name={r.toName || r.contractName} nameOnly />
      </span>
    </li>
  );
});

/** Newest first, at most LATEST; rows already held keep their objects (memo skips them). */
function prepend<T>(fresh: T[], held: T[], key: (x: T) => string): T[] {
  const seen = new Set(held.map(key));
  return [...fresh.filter((x) => !seen.has(key(x))), ...held].slice(0, LATEST);
}

const FIGURES: (keyof Overview)[] = ['blockHeight', 'txCount', 'contractCount', 'addressCount', 'nodeCount', 'avgBlockTime'];

export default function BrowserHome() {
  const t = useT();
  const set = useChainSet();
  const [figures, setFigures] = useState<Overview | null>(null);
  const [blocks, setBlocks] = useState<BlockRow[]>([]);
  const [trades, setTrades] = useState<TradeRow[]>([]);
  const newest = useRef(-1);
  // The block list's first answer is drawn: then the chart's data and library may come.
  const [listDrawn, setListDrawn] = useState(false);
  const onRows = useCallback(() => setListDrawn(true), []);
  const q = { networkType: set.networkType };

  // Reads of the query layer (src/services/query.ts), cancelled when the page or the set changes.
  const info =
    useQuery({ queryKey: ['GET /sfbn-alliance/browser/info', q], queryFn: ({ signal }) => browserApi.info(q, signal).then((r) => r.data), gcTime: 0 }).data ??
    null;
  const perDay =
    useQuery({
      queryKey: ['GET /sfbn-alliance/browser/overview', q],
      queryFn: ({ signal }) => browserApi.overview(q, signal).then((r) => r.data.txPerDay),
      enabled: listDrawn,
      gcTime: 0,
    }).data ?? [];
  // The live part: every REFRESH_MS (the next only once the last answered), only what is newer
  // than the newest block shown; a failed tick keeps what is shown and the next one tries again.
  useEffect(() => {
    newest.current = -1;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another chain set: what the last one's ticks gathered goes with it
    setBlocks([]);
    setTrades([]);
  }, [set.networkType]);
  const recent = useQuery({
    queryKey: ['GET /sfbn-alliance/browser/dynamicInfo', q],
    queryFn: ({ signal }) => browserApi.dynamicInfo({ ...q, afterBlock: Math.max(0, newest.current) }, signal).then((r) => r.data),
    refetchInterval: REFRESH_MS,
    gcTime: 0,
    structuralSharing: false,
  });
  useEffect(() => {
    const d = recent.data;
    if (!d) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each tick's answer is folded into what earlier ticks gathered (held in state: no render can compute it)
    setFigures((f) => (f && f.blockHeight === d.blockHeight && f.txCount === d.txCount ? f : d));
    if (d.blocks.length && d.blocks[0].number > newest.current) {
      newest.current = d.blocks[0].number;
      setBlocks((held) => prepend(d.blocks, held, (b) => String(b.number)));
      setTrades((held) => prepend(d.trades, held, (x) => x.hash));
    }
  }, [recent.data]);

  return (
    <div className="bbn-browser" data-testid="browser-home" data-network={set.networkType}>
      <Card className="bbn-browser-head">
        <h2 data-testid="browser-chain-name">
          {t(`browser.set.${set.name}`)} · {info ? `${info.chainName} (chainId ${info.chainId})` : ''}
        </h2>
        <SearchBox set={set} />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {FIGURES.map((k) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={t(`browser.figure.${k}`)}
                value={figures ? (figures[k] as number) : '--'}
                suffix={k === 'avgBlockTime' && figures ? t('browser.seconds') : undefined}
                valueRender={(v) => <span data-testid={`figure-${k}`}>{v}</span>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('browser.txPerDay')}>
            <Suspense fallback={<Skeleton active />}>
              {perDay.length > 0 ? <TxChart data={perDay} label={t('browser.trades')} /> : <Skeleton active />}
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card size="small" title={t('browser.latestBlocks')}>
            <ul className="bbn-latest" data-testid="latest-blocks">
              {blocks.map((b) => (
                <LatestBlock key={b.number} set={set} b={b} />
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card size="small" title={t('browser.latestTrades')}>
            <ul className="bbn-latest" data-testid="latest-trades">
              {trades.map((r) => (
                <LatestTrade key={r.hash} set={set} r={r} />
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
      <Lists set={set} onRows={onRows} />
    </div>
  );
}

/** The paged lists: drawn again only when the set changes, never by the live refresh above. */
const Lists = memo(function Lists({ set, onRows }: { set: ChainSet; onRows: () => void }) {
  const t = useT();
  return (
    <Card style={{ marginTop: 16 }}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'blocks', label: t('browser.blocks'), children: <BlockTable set={set} onRows={onRows} /> },
          { key: 'trades', label: t('browser.trades'), children: <TradeTable set={set} /> },
          { key: 'contracts', label: t('browser.contracts'), children: <ContractTable set={set} /> },
          { key: 'stats', label: t('browser.contractStats'), children: <ContractStatsTable set={set} /> },
          { key: 'nodes', label: t('browser.nodes'), children: <NodeTable set={set} /> },
        ]}
      />
    </Card>
  );
});
