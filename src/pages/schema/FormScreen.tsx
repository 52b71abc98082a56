/**
 * list.kind "none": one form loaded with api.detail (or the first form.loadWhen call whose
 * condition holds) and saved with api.submit, e.g. security settings. With form.steps it is a
 * wizard: one step at a time, each validated before the next, back / next, submit on the last.
 * A step with a `route` is reachable by it: with ?id= the route re-enters that saved row at the
 * step alone (prefilled by the step's `load`, saved by its `save`); without, the wizard begins
 * as a new one (a new row starts at its first step).
 *
 * The same page shows a list screen's add and edit forms when its routes name an `add` or an
 * `edit` view ("form as a page"): the add page submits api.add (or submit), the edit page loads
 * api.detail with ?id= and submits api.update (or submit) with the id; both return to the list.
 */
import { createForm } from '@formily/core';
import { App, Button, Card, Result, Space, Spin, Steps } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { history } from 'umi';
import { formSchema, saveCall, visibleSteps } from '@/engine/compile';
import { evaluate, resolve, text, trimValues } from '@/engine/runtime';
import { call } from '@/services/request';
import { useScreen } from './context';
import { FormBody } from './FormDialog';

export default function FormScreen({ page, view = 'list' }: { page?: 'add' | 'edit'; view?: string }) {
  const { screen, locale, t, ctx, can } = useScreen();
  const { message } = App.useApp();
  // A list screen's edit page loads and saves the row of ?id=; its add page starts empty.
  const fixed = useMemo(
    () => (page === 'edit' ? { [screen.detail?.idParam ?? 'id']: ctx.query?.[screen.detail?.idParam ?? 'id'] } : page === 'add' ? {} : resolve(screen.list?.params, ctx)),
    [screen, ctx, page],
  );
  // The step this route re-enters on a saved row (?id=), if any (wizards of list.kind "none").
  const savedId = !page && ctx.query?.id ? String(ctx.query.id) : undefined;
  const entered = savedId ? screen.form?.steps?.findIndex((st) => st.route === view && st.save) ?? -1 : -1;
  const reentry = entered >= 0 ? { index: entered, step: screen.form!.steps![entered] } : undefined;
  const loadCall =
    page === 'add'
      ? undefined
      : reentry
        ? reentry.step.load ?? screen.api.detail
        : screen.form?.loadWhen?.find((l) => evaluate(l.when, fixed))?.api ?? screen.api.detail;
  const loadParams = reentry ? { id: savedId } : fixed;
  const [initial, setInitial] = useState<Record<string, any> | undefined>(loadCall ? undefined : fixed);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (!loadCall) return;
    // The page's fixed params (e.g. the kind of application chosen) win over the loaded values.
    call(loadCall, loadParams)
      .then((r) => {
        const data = r?.code === 200 && r.data && typeof r.data === 'object' ? r.data : undefined;
        // A saved row that cannot be loaded leaves nothing to re-enter.
        if (reentry && !data) return setMissing(true);
        setInitial({ ...(data ?? {}), ...fixed });
      })
      .catch(() => (reentry ? setMissing(true) : setInitial(fixed)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen.key, loadCall, savedId]);
  const mode = page ?? (screen.api.detail || reentry ? 'edit' : 'add');
  // A list screen's form page: its steps would be the list's, it has none.
  const steps = page ? undefined : screen.form?.steps;
  const schema = useMemo(
    () => formSchema(screen.fields, { mode, locale: locale as any, columns: screen.form?.columns ?? 1, steps }),
    [screen, locale, mode, steps],
  );
  const form = useMemo(() => createForm({ initialValues: initial }), [initial]);
  const shown = reentry ? [{ step: reentry.step, index: reentry.index }] : steps ? visibleSteps(steps, { ...fixed, ...(initial ?? {}) }) : [];
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
        // Re-entering a saved row: only the step's fields, with the row's id, to the step's own call.
        const names = new Set(
          screen.fields.filter((f) => f.inForm !== false && !f.readOnly && (!reentry || reentry.step.fields.includes(f.name))).map((f) => f.name),
        );
        const body = Object.fromEntries(Object.entries(trimValues(values)).filter(([k]) => names.has(k)));
        const api = reentry ? reentry.step.save : saveCall(screen, mode);
        // A form without a call only chooses where to go ("$form.<field>" in form.next).
        const encoded = screen.formEncoded?.includes(reentry ? 'steps' : screen.api.submit ? 'submit' : mode === 'add' ? 'add' : 'update');
        const r = api ? await call(api, reentry ? { id: savedId, ...body } : { ...fixed, ...body }, encoded ? { form: true } : {}) : { code: 200 };
        if (r?.code === 200) {
          if (page) {
            message.success(t(page === 'edit' ? 'engine.updated' : 'engine.added'));
            history.push(screen.routes.list);
            return;
          }
          if (api) message.success(t(steps && !reentry ? 'engine.submitted' : 'engine.saved'));
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
      {missing ? (
        <Result status="404" title={t('engine.notFound')} />
      ) : initial === undefined ? (
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
                  {t(steps && !reentry ? 'engine.submit' : reentry || saveCall(screen, mode) ? 'engine.save' : 'engine.next')}
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
