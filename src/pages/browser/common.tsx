/**
 * What every chain-browser page shares: which chain the route's set shows, links between the
 * pages, formatting of hashes, amounts and times, and the search box.
 */
import { Input, Space, Tag, Typography } from 'antd';
import React from 'react';
import { history, Link, useIntl, useLocation } from 'umi';

/** The two sub-chain sets (spec 2.4) and the chain each one's browser reads (docs/domain/browser.md). */
export const SETS = {
  permissioned: { base: '/subchain/permissioned', networkType: 2 },
  ottpermissioned: { base: '/subchain/ottpermissioned', networkType: 1 },
} as const;
export type SetName = keyof typeof SETS;

function chainSet(name: SetName) {
  const set = SETS[name];
  return {
    name,
    networkType: set.networkType,
    home: `${set.base}/browser1`,
    block: (n: number | string) => `${set.base}/block?number=${n}`,
    trade: (hash: string) => `${set.base}/block1?hash=${hash}`,
    contract: (address: string) => `${set.base}/block2?address=${address}`,
    address: (address: string) => `${set.base}/block3?address=${address}`,
    search: (q: string) => `${set.base}/block4?q=${encodeURIComponent(q)}`,
  };
}
/** One object per set for the page's life: memoised rows and tables that take it are not drawn again. */
const CHAIN_SETS = { permissioned: chainSet('permissioned'), ottpermissioned: chainSet('ottpermissioned') };

export function useChainSet() {
  const { pathname } = useLocation();
  return CHAIN_SETS[pathname.startsWith(SETS.ottpermissioned.base) ? 'ottpermissioned' : 'permissioned'];
}
export type ChainSet = ReturnType<typeof useChainSet>;

export function useT() {
  const intl = useIntl();
  // One function per locale, so columns and rows memoised on it stay put between renders.
  return React.useCallback((id: string, values?: Record<string, any>) => intl.formatMessage({ id }, values), [intl]);
}

/** 0x1234…abcd */
export const short = (h: string | null | undefined, keep = 8) => (!h ? '' : h.length <= keep * 2 + 2 ? h : `${h.slice(0, keep + 2)}…${h.slice(-keep + 2)}`);

/** A wei amount in the chain's coin (18 decimals), trailing zeros dropped. */
// Written out: the build turns ** into Math.pow, which refuses bigints.
const WEI_PER_COIN = BigInt('1000000000000000000');
export function formatCoin(wei: string | number | bigint): string {
  const v = BigInt(wei);
  const neg = v < BigInt(0);
  const a = neg ? -v : v;
  const whole = a / WEI_PER_COIN;
  const frac = (a % WEI_PER_COIN).toString().padStart(18, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole.toLocaleString('en-US')}${frac ? `.${frac}` : ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds since the epoch as the users' local date and time. */
export function formatTime(s: number): string {
  const d = new Date(s * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function Mono({ children, full }: { children: string; full?: boolean }) {
  return (
    <Typography.Text code copyable={full ? { text: children } : false} style={{ wordBreak: 'break-all' }}>
      {children}
    </Typography.Text>
  );
}

export const BlockLink = ({ set, n }: { set: ChainSet; n: number }) => <Link to={set.block(n)}>{n}</Link>;
export const TradeLink = ({ set, hash }: { set: ChainSet; hash: string }) => (
  <Link to={set.trade(hash)} title={hash}>
    {short(hash)}
  </Link>
);
/** An address, named when it is a known contract, linked to its contract or address page. */
export function AddressLink({
  set,
  address,
  name,
  contract,
  nameOnly,
}: {
  set: ChainSet;
  address: string | null;
  name?: string;
  contract?: boolean;
  nameOnly?: boolean;
}) {
  if (!address) return <>--</>;
  // nameOnly (a narrow column): a known contract by its name alone, its address in the tooltip.
  return (
    <Link to={contract || name ? set.contract(address) : set.address(address)} title={name ? `${name} ${address}` : address}>
      {name ? (nameOnly ? name : `${name} (${short(address, 6)})`) : short(address)}
    </Link>
  );
}

export function StatusTag({ status }: { status: number }) {
  const t = useT();
  return <Tag color={status === 1 ? 'success' : 'error'}>{t(status === 1 ? 'browser.status.success' : 'browser.status.failed')}</Tag>;
}

/** Block number, transaction hash or address: each goes to its page (block4 decides). */
export function SearchBox({ set, initial = '' }: { set: ChainSet; initial?: string }) {
  const t = useT();
  return (
    <Input.Search
      data-testid="browser-search"
      defaultValue={initial}
      allowClear
      enterButton={t('browser.search')}
      placeholder={t('browser.search.placeholder')}
      onSearch={(v) => {
        const q = v.trim();
        if (q) history.push(set.search(q));
      }}
      style={{ maxWidth: 640 }}
    />
  );
}

/** A page's title line: back to the browser home, the title, the search box. */
export function Header({ set, title }: { set: ChainSet; title: React.ReactNode }) {
  const t = useT();
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        <Link to={set.home} data-testid="browser-home-link">
          {t('browser.home')}
        </Link>
        <span>/</span>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="browser-title">
          {title}
        </Typography.Title>
      </Space>
      <SearchBox set={set} />
    </Space>
  );
}
