/**
 * The add / edit dialog (and the dialogs of form actions): a Formily form compiled from fields.
 * Width from the schema (default 520), never closed by a click outside, buttons 确定 / 取消.
 * The form stack (formKit.tsx) loads when a dialog first opens: the dialog shows at once, with a
 * spinner until its fields can be drawn (issue 26).
 */
import type { Form } from '@formily/core';
import { Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React, { useMemo, useState } from 'react';
import { DEFAULT_FORM_WIDTH, formColumns, formSchema } from '@/engine/format/compile';
import { trimValues } from '@/engine/format/runtime';
import type { Field } from '@/engine/format/types';
import { useScreen } from './context';

type FormKit = typeof import('./formKit');
let loadedKit: FormKit | null = null;
const loadFormKit = () => import(/* webpackChunkName: "form-kit" */ './formKit').then((m) => (loadedKit = m));

/** The form stack, or null while its chunk loads (a form's first opening). */
export function useFormKit(): FormKit | null {
  const { data } = useQuery({ queryKey: ['chunk:form-kit'], queryFn: loadFormKit, staleTime: Infinity, gcTime: Infinity, enabled: !loadedKit });
  return loadedKit ?? data ?? null;
}

interface FormDialogProps {
  title: string;
  fields: Field[];
  mode: 'add' | 'edit';
  width?: number;
  columns?: 1 | 2;
  initialValues?: Record<string, any>;
  loading?: boolean;
  /** Pointer of the fields in the screen file (errors name it). */
  at?: string;
  onSubmit: (values: Record<string, any>) => Promise<boolean>;
  onClose: () => void;
  /** Extra footer (audit pass / refuse replace OK). */
  footer?: (form: Form) => React.ReactNode;
  testId?: string;
}

export default function FormDialog(p: FormDialogProps) {
  const { locale, t } = useScreen();
  const width = p.width ?? DEFAULT_FORM_WIDTH;
  const columns = formColumns(width, p.columns);
  const schema = useMemo(() => formSchema(p.fields, { mode: p.mode, locale: locale as any, columns, at: p.at }), [p.fields, p.mode, locale, columns, p.at]);
  const kit = useFormKit();
  const form = useMemo(
    () =>
      kit?.createForm({
        initialValues: p.initialValues,
        effects() {
          kit.onFormValuesChange(() => undefined);
        },
      }),
    // A new form per opening: the dialog is mounted per use.
    [kit, p.initialValues],
  );
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!form) return;
    setBusy(true);
    try {
      await form.submit(async (values: any) => {
        const ok = await p.onSubmit(trimValues(values));
        if (ok) p.onClose();
      });
    } catch {
      // validation messages are shown under the fields
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={p.title}
      width={width}
      maskClosable={false}
      destroyOnHidden
      okText={t('engine.ok')}
      cancelText={t('engine.cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={p.onClose}
      footer={
        p.footer
          ? (_, { CancelBtn }) => (
              <>
                {<CancelBtn />}
                {form && p.footer!(form)}
              </>
            )
          : undefined
      }
      data-testid={p.testId ?? 'schema-form'}
      wrapClassName="engine-form-dialog"
    >
      <Spin spinning={Boolean(p.loading) || !form}>
        {p.loading || !kit || !form ? <div style={{ minHeight: 120 }} /> : <kit.FormBody form={form} schema={schema} />}
      </Spin>
    </Modal>
  );
}
