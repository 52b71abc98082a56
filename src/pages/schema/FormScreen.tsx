/**
 * list.kind "none": one form loaded with api.detail (or the first form.loadWhen call whose
 * condition holds) and saved with api.submit, e.g. security settings. With form.steps it is a
 * wizard: one step at a time, each validated before the next, back / next, submit on the last.
 *
 * The same page shows a list screen's add and edit forms when its routes name an `add` or an
 * `edit` view ("form as a page"): the add page submits api.add (or submit), the edit page loads
 * api.detail with ?id= and submits api.update (or submit) with the id; both return to the list.
 */
import { createForm } from '@formily/core';
import { App, Button, Card, Space, Spin, Steps } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { history } from 'umi';
import { formSchema, saveCall, visibleSteps } from '@/engine/compile';
import { evaluate, resolve, text, trimValues } from '@/engine/runtime';
import { call } from '@/services/request';
import { useScreen } from './context';
import { FormBody } from './FormDialog';

export default function FormScreen({ page }: { page?: 'add' | 'edit' }) {
  const { screen, locale, t, ctx, can } = useScreen();
  const { message } = App.useApp();
  // A list screen's edit page loads and saves the row of ?id=; its add page starts empty.
  const fixed = useMemo(
    () => (page === 'edit' ? { [screen.detail?.idParam ?? 'id']: ctx.query?.[screen.detail?.idParam ?? 'id'] } : page === 'add' ? {} : resolve(screen.list?.params, ctx)),
    [screen, ctx, page],
  );
  const loadCall = page === 'add' ? undefined : screen.form?.loadWhen?.find((l) => evaluate(l.when, fixed))?.api ?? screen.api.detail;
  const [initial, setInitial] = useState<Record<string, any> | undefined>(loadCall ? undefined : fixed);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (!loadCall) return;
    // The page's fixed params (e.g. the kind of application chosen) win over the loaded values.
    call(loadCall, fixed)
      .then((r) => setInitial({ ...(r?.code === 200 && r.data && typeof r.data === 'object' ? r.data : {}), ...fixed }))
      .catch(() => setInitial(fixed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen.key, loadCall]);
  const mode = page ?? (screen.api.detail ? 'edit' : 'add');
  // A list screen's form page: its steps would be the list's, it has none.
  const steps = page ? undefined : screen.form?.steps;
  const schema = useMemo(
    () => formSchema(screen.fields, { mode, locale: locale as any, columns: screen.form?.columns ?? 1, steps }),
    [screen, locale, mode, steps],
  );
  const form = useMemo(() => createForm({ initialValues: initial }), [initial]);
  const shown = steps ? visibleSteps(steps, { ...fixed, ...(initial ?? {}) }) : [];
  const last = !steps || current >= shown.length - 1;

  // Only the current step is displayed; the others keep their values (display "hidden").
  useEffect(() => {
    if (!steps) return;
    steps.forEach((_s, i) => form.setFieldState(`step${i}`, (st: any) => (st.display = shown[current]?.index === i ? 'visible' : 'hidden')));
  });

  const save = async () => {
    setBusy(true);
    try {
      await form.submit(async (values: any) => {
        // Only what the form declares is sent (loaded rows carry ids and statuses the call must not see).
        const names = new Set(screen.fields.filter((f) => f.inForm !== false && !f.readOnly).map((f) => f.name));
        const body = Object.fromEntries(Object.entries(trimValues(values)).filter(([k]) => names.has(k)));
        const api = saveCall(screen, mode);
        // A form without a call only chooses where to go ("$form.<field>" in form.next).
        const r = api ? await call(api, { ...fixed, ...body }) : { code: 200 };
        if (r?.code === 200) {
          if (page) {
            message.success(t(page === 'edit' ? 'engine.updated' : 'engine.added'));
            history.push(screen.routes.list);
            return;
          }
          if (api) message.success(t(steps ? 'engine.submitted' : 'engine.saved'));
          const next = screen.form?.next?.replace(/\$form\.(\w+)/g, (_m, k) => encodeURIComponent(String(values[k] ?? '')));
          if (next) history.push(next);
          else if (mode === 'add') form.reset();
        }
      });
    } catch {
      // field messages shown
    } finally {
      setBusy(false);
    }
  };
  const next = async () => {
    try {
      await form.validate(`step${shown[current].index}.*`);
    } catch {
      return; // the messages show under the fields of this step
    }
    setCurrent((c) => c + 1);
  };
  return (
    <Card
      title={page ? `${t(page === 'edit' ? 'engine.edit' : 'engine.add')} · ${text(screen.title, locale)}` : text(screen.title, locale)}
      data-testid="schema-form-screen"
      data-page={page}
    >
      {initial === undefined ? (
        <Spin />
      ) : (
        <div style={{ maxWidth: screen.form?.width ?? 720 }}>
          {steps && (
            <Steps
              current={current}
              style={{ marginBottom: 24 }}
              data-testid="schema-steps"
              items={shown.map(({ step }) => ({ title: text(step.title, locale) }))}
            />
          )}
          <FormBody form={form} schema={schema} labelWidth={screen.form?.labelWidth} />
          {can(page ?? 'submit') && (
            <Space style={{ marginLeft: '25%' }}>
              {steps && current > 0 && (
                <Button onClick={() => setCurrent((c) => c - 1)} data-action="prev">
                  {t('engine.prev')}
                </Button>
              )}
              {last ? (
                <Button type="primary" loading={busy} onClick={save} data-action="save">
                  {t(steps ? 'engine.submit' : saveCall(screen, mode) ? 'engine.save' : 'engine.next')}
                </Button>
              ) : (
                <Button type="primary" onClick={next} data-action="next">
                  {t('engine.next')}
                </Button>
              )}
              {page ? (
                <Button onClick={() => history.push(screen.routes.list)} data-action="back">
                  {t('engine.cancel')}
                </Button>
              ) : (
                !steps && saveCall(screen, mode) && <Button onClick={() => form.reset()}>{t('engine.cancel')}</Button>
              )}
            </Space>
          )}
        </div>
      )}
    </Card>
  );
}
