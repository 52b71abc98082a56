/** The parts that group a screen: status tabs (views), detail sections and form steps (groups of fields). */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { detailFields, moduleOf } from '@/engine/format/compile';
import type { Condition, Field, Payload, Text } from '@/engine/format/types';
import { insertIn, moveIn, removeIn, setIn } from './textEdit';
import { ConditionEditor, setLabel, textOf, ValuePicker, type DesignerProps, type T } from './parts';

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
