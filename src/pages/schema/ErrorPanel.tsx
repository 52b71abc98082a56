/** A screen that cannot be shown says which file and which field, never a blank page. */
import { Alert, Descriptions, Result } from 'antd';
import React from 'react';
import { useIntl } from 'umi';

export interface ScreenFault {
  file: string;
  pointer?: string;
  field?: string;
  message: string;
}

export default function ErrorPanel({ faults, load }: { faults: ScreenFault[]; load?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Result status="warning" data-testid="schema-error" title={t(load ? 'engine.error.load' : 'engine.error.title')} subTitle={t('engine.error.hint')}>
      {faults.map((f, i) => (
        <Descriptions key={i} bordered size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('engine.error.file')}>
            <code>{f.file}</code>
          </Descriptions.Item>
          {f.field ? (
            <Descriptions.Item label={t('engine.error.field')}>
              <code>{f.field}</code>
            </Descriptions.Item>
          ) : null}
          {f.pointer ? (
            <Descriptions.Item label={t('engine.error.pointer')}>
              <code>{f.pointer}</code>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('engine.error.message')}>
            <Alert type="error" message={f.message} showIcon={false} banner />
          </Descriptions.Item>
        </Descriptions>
      ))}
    </Result>
  );
}

/** The field named by a pointer such as /fields/3/widget, given the screen. */
export function fieldAt(screen: any, pointer: string): string | undefined {
  const m = /^(\/actions\/[^/]+)?\/fields\/(\d+)/.exec(pointer);
  if (!m) return undefined;
  const list = m[1] ? screen?.actions?.[m[1].split('/')[2]]?.fields : screen?.fields;
  return list?.[Number(m[2])]?.name;
}
