/**
 * block4?q=...: where a search goes. A number is a block; 0x and 64 hex digits a transaction (else
 * a block hash); 0x and 40 hex digits a contract (else an account). Found: the page replaces this
 * one; not found: says so here.
 */
import './locale';
import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React, { useEffect } from 'react';
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
  // Where the text leads (a block, a transaction, a contract, an address), or null: one read of
  // the query layer, cancelled when the user searches again before it answered.
  const found = useQuery({
    queryKey: ['browser-search', set.networkType, q],
    queryFn: async ({ signal }): Promise<string | null> => {
      const networkType = set.networkType;
      const kind = searchKind(q);
      if (kind === 'block') return browserApi.blockInfo({ networkType, number: q }, signal).then(() => set.block(q));
      if (kind === 'hash')
        return browserApi.tradeInfo({ networkType, hash: q }, signal).then(
          () => set.trade(q.toLowerCase()),
          () => browserApi.blockInfo({ networkType, hash: q }, signal).then((r) => set.block(r.data.number)),
        );
      if (kind === 'address') {
        const r = await browserApi.contractPage({ networkType, current: 1, size: 1 }, { address: q }, signal);
        return r.data.records.length ? set.contract(r.data.records[0].address) : set.address(q);
      }
      return null;
    },
    gcTime: 0,
  });
  const missing = found.isError || found.data === null;
  useEffect(() => {
    if (found.data) history.replace(found.data);
  }, [found.data]);
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
