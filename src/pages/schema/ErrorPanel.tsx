/**
 * A screen that cannot be shown says which file and which field, never a blank page. It speaks to
 * whoever meets it (issue 34): an operator on a console screen, product staff in the studio's
 * preview, in their language; the checker's own sentence, the JSON pointer and the developer's
 * command are folded away under 技术详情 (the studio's JSON view marks the same sentences in the file).
 */
import { Alert, Collapse, Descriptions, Result, Typography } from 'antd';
import React from 'react';
import { useIntl } from 'umi';

export interface ScreenFault {
  file: string;
  pointer?: string;
  field?: string;
  message: string;
}

export default function ErrorPanel({ faults, load, hint }: { faults: ScreenFault[]; load?: boolean; hint?: React.ReactNode }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  // The part of the screen a fault is in, by what it is (the pointer's first step), when no field names it.
  const part = (f: ScreenFault) => {
    const top = f.pointer?.split('/')[1];
    const id = `engine.error.part.${top}`;
    return top && intl.messages[id] ? t(id) : undefined;
  };
  const plain = (f: ScreenFault) =>
    load
      ? t('engine.error.plain.load')
      : f.field
        ? t('engine.error.plain.field', { field: f.field })
        : part(f)
          ? t('engine.error.plain.part', { part: part(f)! })
          : t('engine.error.plain.screen');
  return (
    // The test id on a wrapper: antd's Result drops attributes it does not know (tests/e2e/tour.ts looks for it).
    <div data-testid="schema-error">
      <Result status="warning" title={t(load ? 'engine.error.load' : 'engine.error.title')} subTitle={hint ?? t('engine.error.hint')}>
        {faults.map((f, i) => (
          <Descriptions key={i} bordered size="small" column={1} style={{ marginBottom: 12 }} data-testid="schema-error-fault">
            <Descriptions.Item label={t('engine.error.message')}>
              <Alert type="warning" message={plain(f)} showIcon={false} banner />
            </Descriptions.Item>
            <Descriptions.Item label={t('engine.error.file')}>
              <code>{f.file}</code>
            </Descriptions.Item>
            {f.field ? (
              <Descriptions.Item label={t('engine.error.field')}>
                <code>{f.field}</code>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ))}
        <Collapse
          size="small"
          data-testid="schema-error-technical"
          items={[
            {
              key: 'tech',
              label: t('engine.error.technical'),
              children: (
                <>
                  {faults.map((f, i) => (
                    <Descriptions key={i} size="small" column={1} style={{ marginBottom: 8 }}>
                      {f.pointer ? (
                        <Descriptions.Item label={t('engine.error.pointer')}>
                          <code>{f.pointer}</code>
                        </Descriptions.Item>
                      ) : null}
                      <Descriptions.Item label={t('engine.error.checker')}>
                        <code style={{ whiteSpace: 'pre-wrap' }}>{f.message}</code>
                      </Descriptions.Item>
                    </Descriptions>
                  ))}
                  <Typography.Text type="secondary">{t('engine.error.developer')}</Typography.Text>
                </>
              ),
            },
          ]}
        />
      </Result>
    </div>
  );
}

/** The field named by a pointer such as /fields/3/widget, given the screen. */
export function fieldAt(screen: any, pointer: string): string | undefined {
  const m = /^(\/actions\/[^/]+)?\/fields\/(\d+)/.exec(pointer);
  if (!m) return undefined;
  const list = m[1] ? screen?.actions?.[m[1].split('/')[2]]?.fields : screen?.fields;
  return list?.[Number(m[2])]?.name;
}
