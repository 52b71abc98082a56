/**
 * The form stack (Formily, @formily/antd-v5 and the engine's widgets): its own chunk, loaded when a
 * form first opens (FormDialog's useFormKit, the form pages of FormScreen), not with a list.
 */
import { createForm, onFormValuesChange } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { Form as FormLayout } from '@formily/antd-v5';
import React from 'react';
import type { FormilySchema } from '@/engine/format/compile';
import { formilyComponents } from '@/engine/react/widgets';

export { createForm, onFormValuesChange };

const SchemaField = createSchemaField({ components: formilyComponents as any });

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
