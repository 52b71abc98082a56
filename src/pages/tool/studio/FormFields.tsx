import { Alert, Col, Form, Input, InputNumber, List, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { validators, widgetRegistry, widgets } from '@/engine/format/registry';
import { ConditionEditor, OptionsSourceEditor, fieldFindings, setLabel, textOf, type DesignerProps, type Findings, type Lang } from './parts';
import { setIn } from './textEdit';
import type { Field } from '@/engine/format/types';

/** The form's fields: pick one, edit its properties. */
export default function FormFields({ doc, text, edit, t, lang, contract, locale, sandbox }: DesignerProps & Findings) {
  const fields = doc.fields ?? [];
  const [picked, setPicked] = useState(fields[0]?.name);
  const i = fields.findIndex((f) => f.name === picked);
  const f = fields[i];
  const set = (key: keyof Field, value: unknown, group = true) => edit(setIn(text, ['fields', i, key], value), group ? `fields/${f.name}/${key}` : undefined);
  const requiredText = (l: Lang) => (f && typeof f.required === 'object' ? (f.required[l] ?? '') : typeof f?.required === 'string' ? f.required : '');
  return (
    <Row gutter={12}>
      <Col flex="180px">
        <List
          size="small"
          bordered
          dataSource={fields.filter((x) => x.inForm !== false || true)}
          renderItem={(x) => (
            <List.Item
              style={{ cursor: 'pointer', background: x.name === picked ? '#e6f4ff' : undefined }}
              onClick={() => setPicked(x.name)}
              data-testid={`form-field-${x.name}`}
            >
              {textOf(x.label, lang) || x.name}
            </List.Item>
          )}
        />
      </Col>
      <Col flex="1 1 0">
        {f ? (
          <Form layout="vertical" size="small" key={f.name} data-testid="studio-props">
            {fieldFindings(contract, i).length ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                data-testid="prop-contract"
                message={
                  fieldFindings(contract, i).some((p) => p.message.includes('is not stored by')) ? t('studio.prop.contract') : t('studio.prop.contractOther')
                }
                description={
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {fieldFindings(contract, i).map((p, k) => (
                      <li key={k}>{p.message}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            <Form.Item label={t('studio.col.labelZh')}>
              <Input
                value={textOf(f.label, 'zh-CN')}
                onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, 'zh-CN', e.target.value), `fields/${f.name}/label/zh`)}
              />
            </Form.Item>
            <Form.Item label={t('studio.col.labelEn')}>
              <Input
                value={textOf(f.label, 'en-US')}
                onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, 'en-US', e.target.value), `fields/${f.name}/label/en`)}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.widget')}>
              <Select
                value={f.widget ?? 'text'}
                onChange={(v) => set('widget', v === 'text' ? undefined : v, false)}
                options={widgets.map((w) => ({ value: w, label: textOf(widgetRegistry[w].label, lang) }))}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.required')}>
              <Switch checked={Boolean(f.required)} data-testid="prop-required" onChange={(v) => set('required', v ? true : undefined, false)} />
            </Form.Item>
            {f.required ? (
              <>
                <Form.Item label={t('studio.prop.requiredZh')}>
                  <Input value={requiredText('zh-CN')} onChange={(e) => set('required', { 'zh-CN': e.target.value, 'en-US': requiredText('en-US') })} />
                </Form.Item>
                <Form.Item label={t('studio.prop.requiredEn')}>
                  <Input value={requiredText('en-US')} onChange={(e) => set('required', { 'zh-CN': requiredText('zh-CN'), 'en-US': e.target.value })} />
                </Form.Item>
              </>
            ) : null}
            <Form.Item label={t('studio.prop.maxLength')}>
              <InputNumber min={1} max={10000} value={f.maxLength} onChange={(v) => set('maxLength', v ?? undefined)} />
            </Form.Item>
            <Form.Item label={t('studio.prop.validator')}>
              <Select
                allowClear
                mode="multiple"
                value={f.validator === undefined ? [] : [f.validator].flat()}
                onChange={(v: string[]) => set('validator', v.length === 0 ? undefined : v.length === 1 ? v[0] : v, false)}
                options={Object.keys(validators).map((v) => ({ value: v, label: t(`studio.validator.${v}`) }))}
              />
            </Form.Item>
            <OptionsSourceEditor f={f} i={i} text={text} edit={edit} t={t} />
            <Form.Item label={t('studio.prop.default')}>
              <Input
                value={f.default === undefined ? '' : String(f.default)}
                onChange={(e) => set('default', e.target.value === '' ? undefined : e.target.value)}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.inForm')}>
              <Switch checked={f.inForm !== false} onChange={(v) => set('inForm', v ? undefined : false, false)} />
            </Form.Item>
            {(['visibleWhen', 'requiredWhen'] as const).map((k) => (
              <Form.Item key={k} label={t(`studio.prop.${k}`)}>
                <ConditionEditor
                  value={f[k]}
                  kind={k === 'visibleWhen' ? 'visible' : 'required'}
                  fields={fields.filter((x) => x.name !== f.name)}
                  onChange={(c, group) => edit(setIn(text, ['fields', i, k], c), group && `fields/${f.name}/${group}`)}
                  t={t}
                  lang={lang}
                  locale={locale}
                  sandbox={sandbox}
                  testid={`prop-${k}`}
                />
              </Form.Item>
            ))}
          </Form>
        ) : null}
      </Col>
    </Row>
  );
}
