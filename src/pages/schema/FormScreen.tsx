/**
 * list.kind "none": one form loaded with api.detail (or the first form.loadWhen call whose
 * condition holds) and saved with api.submit, e.g. security settings. With form.steps it is a
 * wizard: one step at a time, each validated before the next, back / next, submit on the last.
 * A step with a `route` is reachable by it: with ?id= the route re-enters that saved row at the
 * step alone (prefilled by the step's `load`, saved by its `save`); without, the wizard begins
 * as a new one (a new row starts at its first step).
 *
 * A new wizard may keep a draft (form.draft, steps[].draft): the steps' draft calls save it as the
 * user moves on, and the wizard offers to continue it when it opens. A step's `prefill` fills its
 * empty fields the first time it shows; an SMS code field (a widget whose module takes `sms`:
 * smsCode) is checked by its `sms.check` call before its step is left, and a widget whose module
 * says `saved: false` is never sent with the form.
 *
 * The same page shows a list screen's add and edit forms when its routes name an `add` or an
 * `edit` view ("form as a page"): the add page submits api.add (or submit), the edit page loads
 * api.detail with ?id= and submits api.update (or submit) with the id; both return to the list.
 */
import { createForm } from '@formily/core';
import { Alert, App, Button, Card, Result, Space, Spin, Steps } from 'antd';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { history } from 'umi';
import { formSchema, moduleOf, saveCall, visibleSteps } from '@/engine/format/compile';
import { evaluate } from '@/engine/format/conditions';
import { resolve, text, trimValues } from '@/engine/format/runtime';
import { useRead, useWritingApi } from '@/services/query';
import { useSandbox } from '@/services/sandbox';
import { messageOf } from '@/services/responseRules';
import { useScreen } from './context';
import { FormBody } from './formKit';

export default function FormScreen({ page, view = 'list' }: { page?: 'add' | 'edit'; view?: string }) {
  const { screen, locale, t, ctx, can } = useScreen();
  const { call } = useWritingApi(screen.changes);
  const { message } = App.useApp();
  // A list screen's edit page loads and saves the row of ?id=; its add page starts empty.
  const fixed = useMemo(
    () =>
      page === 'edit'
        ? { [screen.detail?.idParam ?? 'id']: ctx.query?.[screen.detail?.idParam ?? 'id'] }
        : page === 'add'
          ? {}
          : resolve(screen.list?.params, ctx),
    [screen, ctx, page],
  );
  // The step this route re-enters on a saved row (?id=), if any (wizards of list.kind "none").
  const savedId = !page && ctx.query?.id ? String(ctx.query.id) : undefined;
  const entered = savedId ? (screen.form?.steps?.findIndex((st) => st.route === view && st.save) ?? -1) : -1;
  const reentry = entered >= 0 ? { index: entered, step: screen.form!.steps![entered] } : undefined;
  const loadCall =
    page === 'add'
      ? undefined
      : reentry
        ? (reentry.step.load ?? screen.api.detail)
        : (screen.form?.loadWhen?.find((l) => evaluate(l.when, fixed))?.api ?? screen.api.detail);
  const loadParams = reentry ? { id: savedId } : fixed;
  const sandbox = useSandbox();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(0);
  // A new wizard's draft: the one offered when it opens, and the id the steps' draft calls save to.
  const newWizard = !page && !reentry && Boolean(screen.form?.steps);
  // Asked anew each time the wizard opens, and offered only from that answer: a wizard left and
  // opened again at once found the previous visit's answer still cached (the steps' later draft
  // saves are other resources), and continued from a step the draft had already passed.
  const offered = useRead(newWizard && screen.form?.draft ? [screen.form.draft.load, fixed, sandbox] : null, { staleTime: Infinity, refetchOnMount: 'always' });
  const [draftClosed, setDraftClosed] = useState(false);
  const draft =
    !draftClosed &&
    offered.isFetchedAfterMount &&
    !offered.isFetching &&
    offered.data?.code === 200 &&
    offered.data.data &&
    typeof offered.data.data === 'object'
      ? offered.data.data
      : null;
  const setDraft = (_none: null) => setDraftClosed(true);
  const draftId = useRef<string | undefined>();
  const prefilled = useRef(new Set<number>());
  // The row the form starts from: read once (staleTime Infinity: a save of a wizard step, which
  // invalidates the resource, does not load it again under the user's typing; the form is seeded once).
  const loadKey = loadCall ? ([loadCall, loadParams, sandbox] as const) : null;
  const loaded = useRead(loadKey, { staleTime: Infinity });
  const seedKey = JSON.stringify(loadKey);
  const [seed, setSeed] = useState<{ key: string; values: Record<string, any> } | undefined>();
  const initial: Record<string, any> | undefined = !loadCall ? fixed : seed?.key === seedKey ? seed.values : undefined;
  useEffect(() => {
    if (!loadCall || seed?.key === seedKey || loaded.isPending) return;
    // The page's fixed params (e.g. the kind of application chosen) win over the loaded values.
    const r = loaded.data;
    const data = r?.code === 200 && r.data && typeof r.data === 'object' ? r.data : undefined;
    // A saved row that cannot be loaded leaves nothing to re-enter.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form is seeded once from the first answer and then belongs to the user's typing (a later answer must not replace it)
    if (reentry && !data) setMissing(true);
    else setSeed({ key: seedKey, values: { ...(data ?? {}), ...fixed } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.status, loaded.data, seedKey]);
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

  // A step's prefill: its empty fields from the step's call, the first time it shows in a new wizard.
  const showing = shown[current];
  useEffect(() => {
    const st = showing?.step;
    if (!newWizard || !st?.prefill || initial === undefined || prefilled.current.has(showing.index)) return;
    prefilled.current.add(showing.index);
    call(st.prefill, fixed)
      .then((r) => {
        const data = r?.code === 200 && r.data && typeof r.data === 'object' ? r.data : {};
        for (const name of st.fields) {
          const now = form.values[name];
          if ((now === undefined || now === null || now === '') && ![undefined, null, ''].includes(data[name])) form.setValuesIn(name, data[name]);
        }
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showing?.index, newWizard, form]);

  /** The SMS codes of a step's fields, checked by their calls; false (message under the field) when one is refused. */
  const smsChecked = async (stepFields: string[] | undefined) => {
    const codes = screen.fields.filter((f) => moduleOf(f)?.sms && f.sms && (!stepFields || stepFields.includes(f.name)));
    for (const f of codes) {
      const field: any = form.query(f.name).take();
      if (field && field.visible === false) continue;
      let refused: string | undefined;
      try {
        const r: any = await call(f.sms!.check, { phone: form.values[f.sms!.phone], code: form.values[f.name] });
        if (r?.code !== 200) refused = messageOf(r);
      } catch (e: any) {
        refused = e?.body ? messageOf(e.body) : String(e?.message ?? messageOf(undefined));
      }
      if (refused) {
        form.setFieldState(f.name, (st: any) => (st.selfErrors = [refused]));
        return false;
      }
    }
    return true;
  };

  /** Continue the draft: its values in the form, at the first step with a required field still empty. */
  const continueDraft = () => {
    if (!draft) return;
    const names = new Set(screen.fields.filter((f) => f.inForm !== false && !f.readOnly).map((f) => f.name));
    form.setValues(Object.fromEntries(Object.entries(draft).filter(([k, v]) => names.has(k) && v !== null && v !== '')));
    draftId.current = String(draft.id);
    const required = (n: string) => Boolean(screen.fields.find((f) => f.name === n)?.required);
    const empty = (n: string) => [undefined, null, ''].includes(form.values[n]);
    const at = shown.findIndex(({ step }) => step.fields.some((n) => required(n) && empty(n)));
    setCurrent(at < 0 ? shown.length - 1 : at);
    setDraft(null);
  };
  const discardDraft = async () => {
    if (!draft || !screen.form?.draft?.remove) return;
    const r = await call(screen.form.draft.remove, { ids: String(draft.id) }).catch(() => undefined);
    if (r?.code === 200) {
      message.success(t('engine.draft.discarded'));
      setDraft(null);
    }
  };

  // Only the current step is displayed; the others keep their values (display "hidden").
  useEffect(() => {
    if (!steps) return;
    steps.forEach((_s, i) => form.setFieldState(`step${i}`, (st: any) => (st.display = shown[current]?.index === i ? 'visible' : 'hidden')));
  });

  const save = async () => {
    setBusy(true);
    try {
      await form.submit(async (values: any) => {
        // The SMS codes of what is submitted (the last step, or the step re-entered) first.
        if (!(await smsChecked(steps ? (reentry ?? shown[current])?.step.fields : undefined))) return;
        // Only what the form declares is sent (loaded rows carry ids and statuses the call must not see).
        // Re-entering a saved row: only the step's fields, with the row's id, to the step's own call.
        const names = new Set(
          screen.fields
            .filter((f) => f.inForm !== false && !f.readOnly && moduleOf(f)?.saved !== false && (!reentry || reentry.step.fields.includes(f.name)))
            .map((f) => f.name),
        );
        const body = Object.fromEntries(Object.entries(trimValues(values)).filter(([k]) => names.has(k)));
        const api = reentry ? reentry.step.save : saveCall(screen, mode);
        // A form without a call only chooses where to go ("$form.<field>" in form.next).
        const encoded = screen.formEncoded?.includes(reentry ? 'steps' : screen.api.submit ? 'submit' : mode === 'add' ? 'add' : 'update');
        const r = api ? await call(api, reentry ? { id: savedId, ...body } : { ...fixed, ...body }, encoded ? { form: true } : {}) : { code: 200 };
        // The row was removed meanwhile (a 404 passes the request layer, spec 8): say so, back to the list.
        if (r?.code === 404 && page === 'edit') {
          message.error(('msg' in r && r.msg) || t('engine.gone'));
          history.push(screen.routes.list);
          return;
        }
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
    const { step } = shown[current];
    if (!(await smsChecked(step.fields))) return;
    // A new wizard's draft: this step's fields saved by its draft call, onto the draft once it has an id.
    if (newWizard && step.draft) {
      const own = Object.fromEntries(Object.entries(trimValues(form.values)).filter(([k]) => step.fields.includes(k)));
      setBusy(true);
      try {
        const r: any = await call(
          step.draft,
          { ...fixed, ...(draftId.current ? { id: draftId.current } : {}), ...own },
          screen.formEncoded?.includes('steps') ? { form: true } : {},
        );
        if (r?.code !== 200) return;
        if (r.data?.id !== undefined) draftId.current = String(r.data.id);
        setDraft(null);
      } catch {
        return; // the refusal was shown
      } finally {
        setBusy(false);
      }
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
          {draft && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="schema-draft"
              message={t('engine.draft.found', { time: draft.updateTime ?? draft.createTime ?? '' })}
              action={
                <Space>
                  <Button size="small" type="primary" onClick={continueDraft} data-action="draft-continue">
                    {t('engine.draft.continue')}
                  </Button>
                  {screen.form?.draft?.remove && (
                    <Button size="small" danger onClick={discardDraft} data-action="draft-discard">
                      {t('engine.draft.discard')}
                    </Button>
                  )}
                </Space>
              }
            />
          )}
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
                <Button type="primary" onClick={next} loading={busy} data-action="next">
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
