/**
 * block4?q=...: where a search goes. A number is a block; 0x and 64 hex digits a transaction (else
 * a block hash); 0x and 40 hex digits a contract (else an account). Found: the page replaces this
 * one; not found: says so here.
 */
import './locale';
import { Result, Spin } from 'antd';
import React, { useEffect, useState } from 'react';
import { history, useSearchParams } from 'umi';
import { browserApi } from '@/services/browser';
import { Header, useChainSet, useT } from './common';

export type SearchKind = 'block' | 'hash' | 'address' | 'invalid';

export function searchKind(q: string): SearchKind {
  if (/^\d+$/.test(q)) return 'block';
  if (/^0x[0-9a-fA-F]{64}$/.test(q)) return 'hash';
  if (/^0x[0-9a-fA-F]{40}$/.test(q)) return 'address';
  return 'invalid';
}

export default function SearchPage() {
  const t = useT();
  const set = useChainSet();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let alive = true;
    setMissing(false);
    const networkType = set.networkType;
    const go = (to: string) => alive && history.replace(to);
    const none = () => alive && setMissing(true);
    const kind = searchKind(q);
    if (kind === 'block') browserApi.blockInfo({ networkType, number: q }).then(() => go(set.block(q)), none);
    else if (kind === 'hash')
      browserApi.tradeInfo({ networkType, hash: q }).then(
        () => go(set.trade(q.toLowerCase())),
        () => browserApi.blockInfo({ networkType, hash: q }).then((r) => go(set.block(r.data.number)), none),
      );
    else if (kind === 'address')
      browserApi.contractPage({ networkType, current: 1, size: 1 }, { address: q }).then(
        (r) => go(r.data.records.length ? set.contract(r.data.records[0].address) : set.address(q)),
        none,
      );
    else none();
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a chain's `set` is known by its networkType
  }, [q, set.networkType]);
  return (
    <div className="bbn-browser" data-testid="browser-search-page">
      <Header set={set} title={t('browser.search.title')} />
      {missing ? (
        <div data-testid="search-missing">
          <Result status="404" title={t(searchKind(q) === 'invalid' ? 'browser.search.invalid' : 'browser.notFound.any', { q })} />
        </div>
      ) : (
        <Spin />
      )}
    </div>
  );
}
