/**
 * The studio's forms for the parts of a screen beyond its columns and fields (docs/studio.md):
 * conditions in words built from pickers, where a select's options come from, and the ordered
 * buttons with their permission codes (status tabs, sections and steps: tabs.tsx).
 * Every change is an edit of the file's text in place (textEdit.ts), so it is one undo step and
 * the published file's diff is exactly that change.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useOptions } from '@/engine/react/options';
import type { Problem } from '@/engine/format/check';
import { builtinActionRegistry, builtinRowActions, builtinToolbarActions } from '@/engine/format/registry';
import type { Condition, Field, OptionsSource, ScreenFile, Text } from '@/engine/format/types';
import { DictPicker } from './dictionaries';
import { conditionOf, describeCondition, OPS, simpleOf, type Op } from './conditions';
import { insertIn, moveIn, removeIn, setIn } from './textEdit';

export type Lang = 'zh-CN' | 'en-US';
export type T = (id: string, v?: Record<string, string | number>) => string;

export interface DesignerProps {
  doc: ScreenFile;
  text: string;
  edit: (text: string, group?: string) => void;
  t: T;
  lang: Lang;
  path: string;
  locale: string;
  /** The preview's sandbox: option lists of the pickers load from it. */
  sandbox: string;
}

export const textOf = (v: Text | undefined, lang: Lang) => (v === undefined ? '' : typeof v === 'string' ? v : (v[lang] ?? ''));

/** A label in one language: a plain string label becomes {zh-CN, en-US} when edited. */
export function setLabel(text: string, path: (string | number)[], current: Text | undefined, lang: Lang, value: string): string {
  if (current === undefined || typeof current === 'string') {
    const both = { 'zh-CN': typeof current === 'string' ? current : '', 'en-US': typeof current === 'string' ? current : '', [lang]: value };
    return setIn(text, path, both);
  }
  return setIn(text, [...path, lang], value);
}

/** A value picker for one field: its options when it has some (several with `multiple`), else a text box. */
export function ValuePicker(props: {
  field?: Field;
  value: unknown;
  multiple?: boolean;
  onChange: (v: unknown) => void;
  t: T;
  locale: string;
  sandbox: string;
  testid: string;
}) {
  const opts = useOptions(props.field, props.locale, false, {}, props.sandbox);
  if (opts.length)
    return (
      <Select
        size="small"
        style={{ minWidth: 140 }}
        mode={props.multiple ? 'multiple' : undefined}
        value={
          props.multiple
            ? ((props.value as unknown[]) ?? []).map((v) => opts.find((o) => String(o.value) === String(v))?.value ?? v)
            : (opts.find((o) => String(o.value) === String(props.value))?.value ?? props.value)
        }
        placeholder={props.t('studio.cond.pickValue')}
        data-testid={props.testid}
        onChange={props.onChange}
        options={opts.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  const shown = props.multiple ? ((props.value as unknown[]) ?? []).join(',') : props.value === undefined ? '' : String(props.value);
  return (
    <Input
      size="small"
      style={{ width: 160 }}
      value={shown}
      placeholder={props.t('studio.cond.pickValue')}
      data-testid={props.testid}
      onChange={(e) => props.onChange(props.multiple ? e.target.value.split(',').filter(Boolean) : e.target.value)}
    />
  );
}

/**
 * A condition built from pickers (field, comparison, value) and read back in words:
 * `当 类型 等于 节假日 时显示`. Stored as the schema's condition ({field, equals | notEquals | in | empty}).
 */
export function ConditionEditor(props: {
  value: Condition | undefined;
  kind: 'visible' | 'required';
  fields: Field[];
  onChange: (c: Condition | undefined, group?: string) => void;
  t: T;
  lang: Lang;
  locale: string;
  sandbox: string;
  testid: string;
}) {
  const { t, fields } = props;
  const simple = simpleOf(props.value);
  const field = fields.find((f) => f.name === simple?.field);
  const opts = useOptions(field, props.locale, false, {}, props.sandbox);
  const words = describeCondition(props.value, props.kind, t, {
    field: (n) => textOf(fields.find((f) => f.name === n)?.label, props.lang) || n,
    value: (_f, v) => opts.find((o) => String(o.value) === String(v))?.label ?? String(v),
  });
  const set = (next: { field?: string; op?: Op; value?: unknown }, group?: string) => {
    const s = { field: simple?.field ?? '', op: simple?.op ?? ('equals' as Op), value: simple?.value, ...next };
    if (!s.field) return;
    if (next.op && (next.op === 'in') !== (simple?.op === 'in')) s.value = undefined;
    if (next.field && next.field !== simple?.field) s.value = undefined;
    props.onChange(conditionOf(s), group);
  };
  return (
    <div data-testid={props.testid}>
      {props.value !== undefined && !simple ? (
        <Alert type="info" message={t('studio.cond.complex')} style={{ marginBottom: 4 }} />
      ) : (
        <Space wrap size={4}>
          <span>{t('studio.cond.when')}</span>
          <Select
            size="small"
            style={{ minWidth: 120 }}
            value={simple?.field}
            placeholder={t('studio.cond.pickField')}
            data-testid={`${props.testid}-field`}
            onChange={(v) => set({ field: v })}
            options={fields.map((f) => ({ value: f.name, label: textOf(f.label, props.lang) || f.name }))}
          />
          <Select
            size="small"
            style={{ minWidth: 90 }}
            value={simple?.op ?? 'equals'}
            disabled={!simple}
            data-testid={`${props.testid}-op`}
            onChange={(v) => set({ op: v })}
            options={OPS.map((o) => ({ value: o, label: t(`studio.cond.op.${o}`) }))}
          />
          {simple && simple.op !== 'empty' && simple.op !== 'notEmpty' ? (
            <ValuePicker
              field={field}
              value={simple.value}
              multiple={simple.op === 'in'}
              onChange={(v) => set({ value: v }, `${props.testid}/value`)}
              t={t}
              locale={props.locale}
              sandbox={props.sandbox}
              testid={`${props.testid}-value`}
            />
          ) : null}
        </Space>
      )}
      <div style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" data-testid={`${props.testid}-words`}>
          {words}
        </Typography.Text>
        {props.value !== undefined ? (
          <Button size="small" type="link" onClick={() => props.onChange(undefined)} data-testid={`${props.testid}-clear`}>
            {t('studio.cond.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Where a select's options come from: a dictionary, a call, or fixed options (edited in the JSON view). */
export function OptionsSourceEditor(props: { f: Field; i: number; text: string; edit: DesignerProps['edit']; t: T }) {
  const { f, i, text, edit, t } = props;
  const kind = f.dict !== undefined ? 'dict' : f.optionsFrom ? 'endpoint' : f.options ? 'fixed' : 'none';
  const at = (k: keyof Field) => ['fields', i, k];
  const choose = (k: string) => {
    let next = text;
    if (k !== 'dict' && f.dict !== undefined) next = setIn(next, at('dict'), undefined);
    if (k !== 'endpoint' && f.optionsFrom) next = setIn(next, at('optionsFrom'), undefined);
    if (k === 'dict') next = setIn(next, at('dict'), f.dict ?? '');
    if (k === 'endpoint') next = setIn(next, at('optionsFrom'), { api: 'GET /' });
    edit(next);
  };
  const src = f.optionsFrom as OptionsSource | undefined;
  const setSrc = (k: keyof OptionsSource, v: string) =>
    edit(setIn(text, ['fields', i, 'optionsFrom', k], v === '' && k !== 'api' ? undefined : v), `fields/${f.name}/optionsFrom/${k}`);
  return (
    <>
      <Form.Item label={t('studio.prop.source')}>
        <Radio.Group value={kind} onChange={(e) => choose(e.target.value)} data-testid="prop-source">
          <Radio value="none" disabled={kind === 'fixed'}>
            {t('studio.prop.source.none')}
          </Radio>
          <Radio value="dict">{t('studio.prop.source.dict')}</Radio>
          <Radio value="endpoint">{t('studio.prop.source.endpoint')}</Radio>
          {kind === 'fixed' ? <Radio value="fixed">{t('studio.prop.source.fixed')}</Radio> : null}
        </Radio.Group>
      </Form.Item>
      {kind === 'dict' ? (
        <Form.Item label={t('studio.col.dict')}>
          <DictPicker value={f.dict} t={t} testid="prop-dict" onChange={(v) => edit(setIn(text, at('dict'), v ?? ''))} />
        </Form.Item>
      ) : null}
      {kind === 'endpoint' && src ? (
        <>
          <Form.Item label={t('studio.prop.endpointApi')}>
            <Input value={src.api} data-testid="prop-endpoint-api" onChange={(e) => setSrc('api', e.target.value)} />
          </Form.Item>
          <Space>
            <Form.Item label={t('studio.prop.endpointLabel')}>
              <Input value={src.label ?? ''} data-testid="prop-endpoint-label" onChange={(e) => setSrc('label', e.target.value)} />
            </Form.Item>
            <Form.Item label={t('studio.prop.endpointValue')}>
              <Input value={src.value ?? ''} data-testid="prop-endpoint-value" onChange={(e) => setSrc('value', e.target.value)} />
            </Form.Item>
          </Space>
        </>
      ) : null}
    </>
  );
}

/** The toolbar or row buttons in order: add, remove, move up and down, each with its permission code. */
export function ButtonList({ doc, text, edit, t, lang, which }: DesignerProps & { which: 'toolbar' | 'row' }) {
  const now = doc.list?.[which] ?? [];
  // The built-in actions this list may take (the registry's), offered beside the screen's own.
  const builtin = which === 'row' ? builtinRowActions : builtinToolbarActions;
  const label = (n: string) => (builtinActionRegistry[n] ? t(builtinActionRegistry[n].studioLabel) : textOf(doc.actions?.[n]?.label, lang) || n);
  const others = [...new Set([...builtin, ...Object.keys(doc.actions ?? {})])].filter((n) => !now.includes(n));
  const path = ['list', which];
  const setList = (next: string) => edit(next);
  const add = (n: string) => setList(doc.list?.[which] ? insertIn(text, path, now.length, n) : setIn(text, path, [n]));
  const remove = (i: number) => {
    let next = removeIn(text, path, i);
    const code = doc.permissions?.[now[i]];
    const elsewhere = (which === 'toolbar' ? doc.list?.row : doc.list?.toolbar)?.includes(now[i]);
    if (code !== undefined && !elsewhere) next = setIn(next, ['permissions', now[i]], undefined);
    setList(next);
  };
  const setCode = (n: string, code: string) => {
    const next = !doc.permissions ? (code ? setIn(text, ['permissions'], { [n]: code }) : text) : setIn(text, ['permissions', n], code || undefined);
    edit(next, `permissions/${n}`);
  };
  return (
    <div data-testid={`studio-${which}`}>
      {now.map((n, i) => (
        <Space key={n} style={{ display: 'flex', marginBottom: 4 }} data-testid={`button-${which}-${n}`}>
          <span style={{ display: 'inline-block', width: 100 }}>{label(n)}</span>
          <Input
            size="small"
            style={{ width: 180 }}
            placeholder={t('studio.actions.permission')}
            aria-label={`${label(n)} ${t('studio.actions.permission')}`}
            value={doc.permissions?.[n] ?? ''}
            data-testid={`permission-${n}`}
            onChange={(e) => setCode(n, e.target.value)}
          />
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('studio.groups.up')}
            disabled={i === 0}
            onClick={() => setList(moveIn(text, path, i, i - 1))}
            data-testid={`up-${which}-${n}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('studio.groups.down')}
            disabled={i === now.length - 1}
            onClick={() => setList(moveIn(text, path, i, i + 1))}
            data-testid={`down-${which}-${n}`}
          />
          <Button size="small" danger type="link" onClick={() => remove(i)} data-testid={`remove-${which}-${n}`}>
            {t('studio.actions.remove')}
          </Button>
        </Space>
      ))}
      {others.length ? (
        <Select
          size="small"
          style={{ width: 200 }}
          value={null}
          placeholder={t('studio.actions.addButton')}
          data-testid={`add-${which}`}
          onChange={(n: string) => add(n)}
          options={others.map((n) => ({ value: n, label: label(n) }))}
        />
      ) : null}
    </div>
  );
}

/** The studio's own check found these for this file: the mock contract's findings, shown on their fields. */
export type Findings = { contract: Problem[] };
/** The checker's problems of the file (the JSON view marks them). */
export type Checked = { problems?: Problem[] };
export const fieldFindings = (contract: Problem[], i: number) => contract.filter((p) => new RegExp(`^/fields/${i}(/|$)`).test(p.pointer));
