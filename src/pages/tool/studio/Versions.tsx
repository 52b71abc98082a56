/**
 * 历史版本: the git log of the screen file (studio/router.ts /history: who made each version,
 * who approved it, when, its summary). Any two versions, or one and the published screen, are
 * compared in business words; a restore is a change like any other: submitted for review, or
 * published directly by an administrator.
 */
import { Alert, App, Button, Drawer, Space, Spin, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenFile } from '@/engine/format/types';
import { devCall } from '@/services/devApi';
import { ChangeList, changeWords, type Labels } from './ChangeList';
import type { Lang, T } from './parts';

const API = '/api/__dev/studio';

interface VersionRow {
  id: string;
  author: string;
  approver: string;
  at: string;
  summary: string;
  direct: boolean;
}

const parse = (text: string): ScreenFile => {
  try {
    return JSON.parse(text);
  } catch {
    return {} as ScreenFile;
  }
};

export default function Versions(props: {
  path: string;
  /** The published screen and its version (null: not published yet). */
  base: ScreenFile | null;
  baseHash: string | null;
  admin: boolean;
  t: T;
  lang: Lang;
  labels: Labels;
  onClose: () => void;
  /** A restore published directly: the file's new text and version. */
  onRestored: (text: string, hash: string) => void;
}) {
  const { t, path } = props;
  const { message } = App.useApp();
  const [picked, setPicked] = useState<string[]>([]);
  const [compare, setCompare] = useState<{ before: ScreenFile; after: ScreenFile; testid: string } | null>(null);
  // The file's commits, read each time the drawer opens (gcTime 0: a publish adds one).
  const log = useQuery({
    queryKey: [`GET ${API}/history`, { path }],
    queryFn: ({ signal }) => devCall<VersionRow[] | { git: string; detail: string }>(`${API}/history?path=${encodeURIComponent(path)}`, { signal }),
    gcTime: 0,
  }).data;
  const rows = log?.ok ? (log.data as VersionRow[]) : null;
  const version = async (id: string) => parse((await devCall<{ text: string }>(`${API}/version?path=${encodeURIComponent(path)}&id=${id}`)).data.text);
  const when = (id: string) => rows?.find((r) => r.id === id)?.at ?? '';
  const compareTwo = async () => {
    // Older first: the words say what the newer one changed.
    const [a, b] = [...picked].sort((x, y) => when(x).localeCompare(when(y)));
    setCompare({ before: await version(a), after: await version(b), testid: 'studio-compare-two' });
  };
  const restore = async (id: string) => {
    const text = (await devCall<{ text: string }>(`${API}/version?path=${encodeURIComponent(path)}&id=${id}`)).data.text;
    const words = changeWords(props.base ?? {}, parse(text), props.labels);
    const body = JSON.stringify({ path, text, baseHash: props.baseHash, words: words.zh, wordsEn: words.en, restoreOf: id });
    const r = await devCall<{ hash: string }>(props.admin ? `${API}/publish` : `${API}/change/submit`, { method: 'POST', body });
    if (!r.ok) return void message.error(r.status === 409 ? t('studio.conflict') : r.msg);
    if (props.admin) props.onRestored(text.endsWith('\n') ? text : `${text}\n`, r.data.hash);
    else {
      message.success(t('studio.history.restoreSubmitted'));
      props.onClose();
    }
  };
  return (
    <Drawer open width={820} title={t('studio.history')} onClose={props.onClose} data-testid="studio-versions">
      {!log ? (
        <Spin />
      ) : !rows ? (
        <Alert type="error" message={t('studio.git.failed')} description={log.msg} />
      ) : !rows.length ? (
        <Alert type="info" message={t('studio.history.empty')} />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Button size="small" disabled={picked.length !== 2} onClick={() => void compareTwo()} data-testid="studio-compare-picked">
              {t('studio.history.compareTwo')}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={rows}
            data-testid="studio-version-list"
            rowSelection={{
              selectedRowKeys: picked,
              onChange: (keys) => setPicked((keys as string[]).slice(-2)),
              getCheckboxProps: (r) => ({ 'aria-label': r.summary }) as any,
            }}
            columns={[
              { title: t('studio.history.summary'), dataIndex: 'summary', ellipsis: true },
              { title: t('studio.history.who'), dataIndex: 'author', width: 90 },
              {
                title: t('studio.history.approver'),
                dataIndex: 'approver',
                width: 120,
                render: (v: string, r: VersionRow) => (r.direct ? <Tag>{t('studio.history.direct')}</Tag> : v),
              },
              { title: t('studio.history.at'), dataIndex: 'at', width: 170, render: (v: string) => new Date(v).toLocaleString(props.lang) },
              {
                title: '',
                width: 170,
                render: (_: unknown, r: VersionRow) => (
                  <Space>
                    <a onClick={async () => setCompare({ before: props.base ?? ({} as ScreenFile), after: await version(r.id), testid: 'studio-compare' })}>
                      {t('studio.history.compare')}
                    </a>
                    <a onClick={() => void restore(r.id)} data-testid={`restore-${r.id}`}>
                      {t(props.admin ? 'studio.history.restore' : 'studio.history.restoreSubmit')}
                    </a>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      {compare ? (
        changeWords(compare.before, compare.after, props.labels).zh.length ? (
          <ChangeList before={compare.before} after={compare.after} testid={compare.testid} labels={props.labels} />
        ) : (
          <Alert type="info" message={t('studio.history.same')} />
        )
      ) : null}
    </Drawer>
  );
}
