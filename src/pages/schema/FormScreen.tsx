/** list.kind "none": one form loaded with api.detail and saved with api.submit (e.g. security settings). */
import { createForm } from '@formily/core';
import { App, Button, Card, Space, Spin } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { saveCall } from '@/engine/compile';
import { resolve, text, trimValues } from '@/engine/runtime';
import { call } from '@/services/request';
import { useScreen } from './context';
import { compileFields, FormBody } from './FormDialog';

export default function FormScreen() {
  const { screen, locale, t, ctx, can } = useScreen();
  const { message } = App.useApp();
  const [initial, setInitial] = useState<Record<string, any> | undefined>(screen.api.detail ? undefined : {});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!screen.api.detail) return;
    call(screen.api.detail, resolve(screen.list?.params, ctx))
      .then((r) => setInitial(r?.code === 200 && r.data ? r.data : {}))
      .catch(() => setInitial({}));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen.key]);
  const mode = screen.api.detail ? 'edit' : 'add';
  const schema = useMemo(() => compileFields(screen.fields, mode, locale, screen.form?.columns ?? 1), [screen, locale, mode]);
  const form = useMemo(() => createForm({ initialValues: initial }), [initial]);
  const save = async () => {
    setBusy(true);
    try {
      await form.submit(async (values: any) => {
        const r = await call(saveCall(screen, mode)!, { ...resolve(screen.list?.params, ctx), ...trimValues(values) });
        if (r?.code === 200) {
          message.success(t('engine.saved'));
          if (mode === 'add') form.reset();
        }
      });
    } catch {
      // field messages shown
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={text(screen.title, locale)} data-testid="schema-form-screen">
      {initial === undefined ? (
        <Spin />
      ) : (
        <div style={{ maxWidth: screen.form?.width ?? 720 }}>
          <FormBody form={form} schema={schema} labelWidth={screen.form?.labelWidth} />
          {can('submit') && (
            <Space style={{ marginLeft: '25%' }}>
              <Button type="primary" loading={busy} onClick={save} data-action="save">
                {t('engine.save')}
              </Button>
              <Button onClick={() => form.reset()}>{t('engine.cancel')}</Button>
            </Space>
          )}
        </div>
      )}
    </Card>
  );
}
