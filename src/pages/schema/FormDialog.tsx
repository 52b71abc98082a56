/**
 * The add / edit dialog (and the dialogs of form actions): a Formily form compiled from fields.
 * Width from the schema (default 520), never closed by a click outside, buttons 确定 / 取消.
 */
import { createForm, onFormValuesChange } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { Form as FormLayout } from '@formily/antd-v5';
import { Modal, Spin } from 'antd';
import React, { useMemo, useState } from 'react';
import { DEFAULT_FORM_WIDTH, formColumns, formSchema, type FormilySchema } from '@/engine/compile';
import { trimValues } from '@/engine/runtime';
import type { Field } from '@/engine/types';
import { formilyComponents } from '@/engine/widgets';
import { useScreen } from './context';

export const SchemaField = createSchemaField({ components: formilyComponents as any });

export interface FormDialogProps {
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
  footer?: (form: ReturnType<typeof createForm>) => React.ReactNode;
  testId?: string;
}

/** Labels of one width in pixels, so a full-row field (remark, rich text) lines up with the half-row ones. */
const LABEL_WIDTH = 120;

export function FormBody({ form, schema, labelWidth }: { form: any; schema: FormilySchema; labelWidth?: number }) {
  return (
    <FormProvider form={form}>
      {/* labelWrap: long English labels ("Account type") wrap instead of being cut. */}
      <FormLayout form={form} layout="horizontal" labelWidth={labelWidth ?? LABEL_WIDTH} labelWrap feedbackLayout="loose">
        <SchemaField schema={schema as any} />
      </FormLayout>
    </FormProvider>
  );
}

export default function FormDialog(p: FormDialogProps) {
  const { locale, t } = useScreen();
  const width = p.width ?? DEFAULT_FORM_WIDTH;
  const columns = formColumns(width, p.columns);
  const schema = useMemo(() => formSchema(p.fields, { mode: p.mode, locale: locale as any, columns, at: p.at }), [p.fields, p.mode, locale, columns, p.at]);
  const form = useMemo(
    () =>
      createForm({
        initialValues: p.initialValues,
        effects() {
          onFormValuesChange(() => undefined);
        },
      }),
    // A new form per opening: the dialog is mounted per use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [p.initialValues],
  );
  const [busy, setBusy] = useState(false);
  const submit = async () => {
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
      footer={p.footer ? (_, { CancelBtn }) => <>{<CancelBtn />}{p.footer!(form)}</> : undefined}
      data-testid={p.testId ?? 'schema-form'}
      wrapClassName="engine-form-dialog"
    >
      <Spin spinning={Boolean(p.loading)}>{p.loading ? <div style={{ minHeight: 120 }} /> : <FormBody form={form} schema={schema} />}</Spin>
    </Modal>
  );
}
