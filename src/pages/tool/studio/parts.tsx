/**
 * The studio's forms for the parts of a screen beyond its columns and fields (docs/studio.md):
 * status tabs (views), detail sections, wizard steps, conditions in words built from pickers,
 * where a select's options come from, and the ordered buttons with their permission codes.
 * Every change is an edit of the file's text in place (textEdit.ts), so it is one undo step and
 * the published file's diff is exactly that change.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { detailFields, moduleOf } from '@/engine/compile';
import { useOptions } from '@/engine/options';
import type { Condition, Field, OptionsSource, Payload, ScreenFile, Text } from '@/engine/types';
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
function ValuePicker(props: {
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

const BUILTIN_LABELS = ['add', 'bulkDelete', 'export', 'view', 'edit', 'delete', 'addChild'];

/** The toolbar or row buttons in order: add, remove, move up and down, each with its permission code. */
export function ButtonList({ doc, text, edit, t, lang, which, builtin }: DesignerProps & { which: 'toolbar' | 'row'; builtin: string[] }) {
  const now = doc.list?.[which] ?? [];
  const label = (n: string) => (BUILTIN_LABELS.includes(n) ? t(`studio.action.${n}`) : textOf(doc.actions?.[n]?.label, lang) || n);
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

/** The filter of a status tab: one field and its value ({params: {field: value}}). */
function filterOf(p: Payload | undefined): { field?: string; value?: unknown } {
  const [k, v] = Object.entries(p ?? {})[0] ?? [];
  return { field: k, value: v };
}

/** One line saying what a part of the screen is, where it is offered (issue 34: a newcomer did not know 状态页签, 详情分区, 向导步骤). */
export function Explain({ what, t }: { what: 'tabs' | 'sections' | 'steps'; t: T }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid={`studio-explain-${what}`}>
      {t(`studio.explain.${what}`)}
    </Typography.Paragraph>
  );
}

/** Status tabs (views): each a list of the entity with its own filter and route; the first is the list's own. */
export function StatusTabs(props: DesignerProps) {
  const { doc, text, edit, t, lang } = props;
  const views = doc.views ?? {};
  const [adding, setAdding] = useState(false);
  const fields = doc.fields ?? [];
  const setFilter = (k: string, field: string | undefined, value: unknown, group?: string) => {
    const f = fields.find((x) => x.name === field);
    const typed = typeof value === 'string' && value !== '' && f && moduleOf(f)?.value === 'number' ? Number(value) : value;
    edit(setIn(text, ['views', k, 'params'], field ? { [field]: typed ?? '' } : undefined), group);
  };
  const remove = (k: string) => {
    const left = Object.keys(views).filter((x) => x !== k);
    let next = text;
    // One tab left is no tabs: the list is the screen's list again.
    for (const x of left.length < 2 ? Object.keys(views) : [k]) if (x !== 'list') next = setIn(next, ['routes', x], undefined);
    next = left.length < 2 ? setIn(next, ['views'], undefined) : setIn(next, ['views', k], undefined);
    edit(next);
  };
  return (
    <div data-testid="studio-tabs">
      <Explain what="tabs" t={t} />
      {!Object.keys(views).length ? <Alert type="info" message={t('studio.tabs.none')} style={{ marginBottom: 8 }} /> : null}
      {Object.entries(views).map(([k, v]) => {
        const flt = filterOf(v.params);
        return (
          <Card
            key={k}
            size="small"
            style={{ marginBottom: 8 }}
            data-testid={`tab-${k}`}
            title={textOf(v.label, lang) || k}
            extra={
              <Button size="small" danger type="link" onClick={() => remove(k)} data-testid={`remove-tab-${k}`}>
                {t('studio.tabs.remove')}
              </Button>
            }
          >
            <Space wrap>
              <Space.Compact size="small">
                <Space.Addon>{t('studio.col.labelZh')}</Space.Addon>
                <Input
                  value={textOf(v.label, 'zh-CN')}
                  onChange={(e) => edit(setLabel(text, ['views', k, 'label'], v.label, 'zh-CN', e.target.value), `views/${k}/label/zh`)}
                />
              </Space.Compact>
              <Space.Compact size="small">
                <Space.Addon>{t('studio.col.labelEn')}</Space.Addon>
                <Input
                  value={textOf(v.label, 'en-US')}
                  onChange={(e) => edit(setLabel(text, ['views', k, 'label'], v.label, 'en-US', e.target.value), `views/${k}/label/en`)}
                />
              </Space.Compact>
            </Space>
            <Space wrap style={{ marginTop: 6 }}>
              <span>{t('studio.tabs.filter')}</span>
              <Select
                size="small"
                allowClear
                style={{ minWidth: 120 }}
                value={flt.field}
                placeholder={t('studio.tabs.filterField')}
                data-testid={`tab-${k}-field`}
                onChange={(f) => setFilter(k, f, undefined)}
                options={fields.map((f) => ({ value: f.name, label: textOf(f.label, lang) || f.name }))}
              />
              {flt.field ? (
                <ValuePicker
                  field={fields.find((f) => f.name === flt.field)}
                  value={flt.value}
                  onChange={(val) => setFilter(k, flt.field, val, `views/${k}/value`)}
                  t={t}
                  locale={props.locale}
                  sandbox={props.sandbox}
                  testid={`tab-${k}-value`}
                />
              ) : null}
            </Space>
          </Card>
        );
      })}
      <Button size="small" onClick={() => setAdding(true)} data-testid="studio-add-tab" disabled={!doc.api?.list || !doc.routes?.list}>
        {t('studio.tabs.add')}
      </Button>
      <AddTab
        open={adding}
        t={t}
        taken={(c) => c === 'list' || Boolean(views[c]) || Boolean(doc.routes?.[c])}
        onCancel={() => setAdding(false)}
        onOk={(code, zh, en) => {
          setAdding(false);
          const api = doc.api.list!;
          let next = text;
          // The first tab added also makes the list's own tab (all rows), so there are two.
          if (!Object.keys(views).length) next = setIn(next, ['views'], { list: { label: { 'zh-CN': '全部', 'en-US': 'All' }, api } });
          next = setIn(next, ['views', code], { label: { 'zh-CN': zh, 'en-US': en }, api });
          next = setIn(next, ['routes', code], `${doc.routes.list}/${code}`);
          edit(next);
        }}
      />
    </div>
  );
}

function AddTab(props: { open: boolean; t: T; taken: (code: string) => boolean; onCancel: () => void; onOk: (code: string, zh: string, en: string) => void }) {
  const { t } = props;
  const [form] = Form.useForm();
  return (
    <Modal
      open={props.open}
      title={t('studio.tabs.add')}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'studio-add-tab-ok' } as any}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => props.onOk(v.code, v.zh, v.en)}>
        <Form.Item
          name="code"
          label={t('studio.tabs.code')}
          rules={[
            { required: true, pattern: /^[a-z][a-z0-9]*$/, message: t('studio.newCodeRule') },
            {
              validator: async (_r, v) => (v && (props.taken(v) || v.startsWith('detail')) ? Promise.reject(new Error(t('studio.tabs.codeTaken'))) : undefined),
            },
          ]}
        >
          <Input data-testid="studio-tab-code" />
        </Form.Item>
        <Form.Item name="zh" label={t('studio.col.labelZh')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-tab-zh" />
        </Form.Item>
        <Form.Item name="en" label={t('studio.col.labelEn')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-tab-en" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface Group {
  title: Text;
  fields?: string[];
  visibleWhen?: Condition;
}

/** Titled groups of fields in order: detail sections (detail.sections) or wizard steps (form.steps). */
function Groups(
  props: DesignerProps & { where: (string | number)[]; groups: Group[] | undefined; kind: 'sections' | 'steps'; eligible: Field[]; conditions?: boolean },
) {
  const { text, edit, t, lang, kind } = props;
  const list = props.groups ?? [];
  const at = (i: number, ...rest: (string | number)[]) => [...props.where, i, ...rest];
  const add = () => {
    // The new group's title in both languages (the screen's own text, renamed in the boxes below).
    const [zh, en] = kind === 'sections' ? ['分区', 'Section'] : ['步骤', 'Step'];
    const g = { title: { 'zh-CN': `${zh} ${list.length + 1}`, 'en-US': `${en} ${list.length + 1}` }, fields: [] as string[] };
    edit(props.groups ? insertIn(text, props.where, list.length, g) : setIn(text, props.where, [g]));
  };
  const remove = (i: number) => edit(list.length === 1 ? setIn(text, props.where, undefined) : removeIn(text, props.where, i));
  return (
    <div data-testid={`studio-${kind}`}>
      <Explain what={kind} t={t} />
      {!list.length ? <Alert type="info" message={t(`studio.${kind}.none`)} style={{ marginBottom: 8 }} /> : null}
      {list.map((g, i) => (
        <Card
          key={i}
          size="small"
          style={{ marginBottom: 8 }}
          data-testid={`${kind}-${i}`}
          title={textOf(g.title, lang)}
          extra={
            <Space size={2}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('studio.groups.up')}
                disabled={i === 0}
                onClick={() => edit(moveIn(text, props.where, i, i - 1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('studio.groups.down')}
                disabled={i === list.length - 1}
                onClick={() => edit(moveIn(text, props.where, i, i + 1))}
              />
              <Button size="small" danger type="link" onClick={() => remove(i)} data-testid={`remove-${kind}-${i}`}>
                {t('studio.groups.remove')}
              </Button>
            </Space>
          }
        >
          <Space wrap>
            <Space.Compact size="small">
              <Space.Addon>{t('studio.groups.title')}</Space.Addon>
              <Input
                value={textOf(g.title, 'zh-CN')}
                data-testid={`${kind}-${i}-zh`}
                onChange={(e) => edit(setLabel(text, at(i, 'title'), g.title, 'zh-CN', e.target.value), `${kind}/${i}/zh`)}
              />
            </Space.Compact>
            <Space.Compact size="small">
              <Space.Addon>{t('studio.groups.titleEn')}</Space.Addon>
              <Input
                value={textOf(g.title, 'en-US')}
                data-testid={`${kind}-${i}-en`}
                onChange={(e) => edit(setLabel(text, at(i, 'title'), g.title, 'en-US', e.target.value), `${kind}/${i}/en`)}
              />
            </Space.Compact>
          </Space>
          <Form.Item label={t('studio.groups.fields')} style={{ margin: '6px 0 0' }}>
            <Select
              size="small"
              mode="multiple"
              value={g.fields ?? []}
              data-testid={`${kind}-${i}-fields`}
              onChange={(v: string[]) => edit(setIn(text, at(i, 'fields'), v))}
              options={props.eligible.map((f) => ({ value: f.name, label: textOf(f.label, lang) || f.name }))}
            />
          </Form.Item>
          {props.conditions ? (
            <Form.Item label={t('studio.prop.visibleWhen')} style={{ margin: '6px 0 0' }}>
              <ConditionEditor
                value={g.visibleWhen}
                kind="visible"
                fields={props.doc.fields ?? []}
                onChange={(c, group) => edit(setIn(text, at(i, 'visibleWhen'), c), group)}
                t={t}
                lang={lang}
                locale={props.locale}
                sandbox={props.sandbox}
                testid={`${kind}-${i}-when`}
              />
            </Form.Item>
          ) : null}
        </Card>
      ))}
      <Button size="small" onClick={add} data-testid={`studio-add-${kind}`}>
        {t(`studio.${kind}.add`)}
      </Button>
    </div>
  );
}

/** Detail sections: the detail in titled parts. */
export function Sections(props: DesignerProps) {
  const eligible = detailFields({ fields: props.doc.fields ?? [] });
  return <Groups {...props} where={['detail', 'sections']} groups={props.doc.detail?.sections} kind="sections" eligible={eligible} />;
}

/** Wizard steps: a form screen's form in steps, each shown by a condition if it has one. */
export function Steps(props: DesignerProps) {
  if (props.doc.list?.kind !== 'none')
    return (
      <>
        <Explain what="steps" t={props.t} />
        <Alert type="info" message={props.t('studio.steps.formOnly')} data-testid="studio-steps-form-only" />
      </>
    );
  const eligible = (props.doc.fields ?? []).filter((f) => f.inForm !== false && !f.readOnly);
  return <Groups {...props} where={['form', 'steps']} groups={props.doc.form?.steps} kind="steps" eligible={eligible} conditions />;
}
