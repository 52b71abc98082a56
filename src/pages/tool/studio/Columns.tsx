/** The 列表 part of the designer: the columns, their labels, widths and display, drag to reorder, and adding a field. */
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import React, { useState } from 'react';
import { displayModules, widgetRegistry, widgets } from '@/engine/format/registry';
import { DictPicker } from './dictionaries';
import { FieldName } from './screenList';
import { fieldFindings, setLabel, textOf, type DesignerProps, type Findings, type Lang, type T } from './parts';
import { insertIn, moveIn, removeIn, setIn } from './textEdit';
import type { Field } from '@/engine/format/types';

const Row_ = (props: React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: React.CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  return (
    <tr {...props} ref={setNodeRef} style={style} {...attributes}>
      {React.Children.map(props.children, (child: any) =>
        child?.key === 'drag'
          ? React.cloneElement(child, { children: <HolderOutlined style={{ cursor: 'grab', touchAction: 'none' }} {...listeners} data-testid="studio-drag" /> })
          : child,
      )}
    </tr>
  );
};

export default function Columns({ doc, text, edit, t, lang, contract }: DesignerProps & Findings) {
  const fields = doc.fields ?? [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (name: string) => fields.findIndex((f) => f.name === name);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    edit(moveIn(text, ['fields'], at(String(active.id)), at(String(over.id))));
  };
  const set = (i: number, key: keyof Field, value: unknown, group = true) =>
    edit(setIn(text, ['fields', i, key], value), group ? `fields/${fields[i].name}/${key}` : undefined);
  // A column's label in one language, edited in place (one undo group per field and language).
  const labelColumn = (locale: 'zh-CN' | 'en-US') => {
    const title = t(locale === 'zh-CN' ? 'studio.col.labelZh' : 'studio.col.labelEn');
    const short = locale === 'zh-CN' ? 'zh' : 'en';
    return {
      title,
      // Wide enough for a label of eight characters or two English words without cutting it.
      width: 150,
      render: (_: unknown, f: Field, i: number) => (
        <Input
          size="small"
          value={textOf(f.label, locale)}
          aria-label={`${f.name} ${title}`}
          data-testid={`label-${short}-${f.name}`}
          onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, locale, e.target.value), `fields/${f.name}/label/${short}`)}
        />
      ),
    };
  };
  const [adding, setAdding] = useState(false);
  return (
    <>
      {(doc as any).$extends ? <Alert type="info" showIcon message={t('studio.extends')} style={{ marginBottom: 8 }} /> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((f) => f.name)} strategy={verticalListSortingStrategy}>
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            data-testid="studio-columns"
            scroll={{ x: 'max-content' }}
            components={{ body: { row: Row_ } }}
            dataSource={fields}
            columns={[
              { key: 'drag', title: '', width: 30, render: () => null },
              {
                title: t('studio.col.name'),
                dataIndex: 'name',
                width: 120,
                render: (name: string, f: Field, i: number) => {
                  const found = fieldFindings(contract, i);
                  return (
                    <Space size={2} title={found.map((p) => p.message).join('\n') || undefined}>
                      {found.length ? (
                        <Tag color="error" data-testid={`contract-${name}`}>
                          !
                        </Tag>
                      ) : null}
                      <FieldName field={f} lang={lang} />
                    </Space>
                  );
                },
              },
              labelColumn('zh-CN'),
              labelColumn('en-US'),
              {
                title: t('studio.col.width'),
                width: 84,
                render: (_: unknown, f: Field, i: number) => (
                  <InputNumber
                    size="small"
                    style={{ width: 72 }}
                    min={40}
                    max={800}
                    value={f.width}
                    placeholder={t('studio.diff.auto')}
                    data-testid={`width-${f.name}`}
                    onChange={(v) => set(i, 'width', v ?? undefined)}
                  />
                ),
              },
              {
                title: t('studio.col.display'),
                width: 100,
                render: (_: unknown, f: Field, i: number) => (
                  <Select
                    size="small"
                    style={{ width: 90 }}
                    value={f.display ?? 'plain'}
                    data-testid={`display-${f.name}`}
                    onChange={(v) => set(i, 'display', v === 'plain' ? undefined : v, false)}
                    options={[
                      { value: 'plain', label: t('studio.display.plain') },
                      ...displayModules.map((d) => ({ value: d.name, label: textOf(d.label, lang) })),
                    ]}
                  />
                ),
              },
              {
                title: t('studio.col.copyable'),
                width: 64,
                render: (_: unknown, f: Field, i: number) => (
                  <Checkbox
                    checked={f.display === 'copy'}
                    data-testid={`copy-${f.name}`}
                    onChange={(e) => set(i, 'display', e.target.checked ? 'copy' : undefined, false)}
                  />
                ),
              },
              {
                title: t('studio.col.ellipsis'),
                width: 56,
                render: (_: unknown, f: Field, i: number) => (
                  <Checkbox
                    checked={f.display === 'ellipsis'}
                    data-testid={`ellipsis-${f.name}`}
                    onChange={(e) => set(i, 'display', e.target.checked ? 'ellipsis' : undefined, false)}
                  />
                ),
              },
              {
                title: t('studio.col.dict'),
                width: 170,
                render: (_: unknown, f: Field, i: number) => (
                  <DictPicker value={f.dict} t={t} testid={`dict-${f.name}`} onChange={(v) => set(i, 'dict', v, false)} />
                ),
              },
              {
                title: t('studio.col.inList'),
                width: 70,
                render: (_: unknown, f: Field, i: number) => (
                  <Switch
                    size="small"
                    checked={f.inList !== false}
                    data-testid={`inlist-${f.name}`}
                    onChange={(v) => set(i, 'inList', v ? undefined : false, false)}
                  />
                ),
              },
              {
                title: t('studio.col.search'),
                width: 70,
                render: (_: unknown, f: Field, i: number) => (
                  <Switch
                    size="small"
                    checked={Boolean(f.search)}
                    data-testid={`search-${f.name}`}
                    onChange={(v) => set(i, 'search', v ? true : undefined, false)}
                  />
                ),
              },
              {
                title: '',
                width: 60,
                render: (_: unknown, f: Field, i: number) => (
                  <Button size="small" danger type="link" data-testid={`remove-${f.name}`} onClick={() => edit(removeIn(text, ['fields'], i))}>
                    {t('studio.col.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </SortableContext>
      </DndContext>
      <Button size="small" style={{ marginTop: 8 }} onClick={() => setAdding(true)} data-testid="studio-add-field">
        {t('studio.addField')}
      </Button>
      <AddField
        open={adding}
        t={t}
        lang={lang}
        names={fields.map((f) => f.name)}
        onCancel={() => setAdding(false)}
        onOk={(f) => (setAdding(false), edit(insertIn(text, ['fields'], fields.length, f)))}
      />
    </>
  );
}

function AddField(props: { open: boolean; t: T; lang: Lang; names: string[]; onCancel: () => void; onOk: (f: Field) => void }) {
  const { t } = props;
  const [form] = Form.useForm();
  return (
    <Modal
      open={props.open}
      title={t('studio.addField')}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'studio-add-field-ok' } as any}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ widget: 'text' }}
        onFinish={(v) => props.onOk({ name: v.name, label: { 'zh-CN': v.zh, 'en-US': v.en }, ...(v.widget !== 'text' ? { widget: v.widget } : {}) })}
      >
        <Form.Item
          name="name"
          label={t('studio.addFieldName')}
          rules={[
            { required: true, pattern: /^[A-Za-z][A-Za-z0-9]*$/, message: t('studio.addFieldNameRule') },
            { validator: async (_r, v) => (v && props.names.includes(v) ? Promise.reject(new Error(t('studio.addFieldNameTaken'))) : undefined) },
          ]}
        >
          <Input data-testid="studio-field-name" />
        </Form.Item>
        <Form.Item name="zh" label={t('studio.col.labelZh')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-field-zh" />
        </Form.Item>
        <Form.Item name="en" label={t('studio.col.labelEn')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-field-en" />
        </Form.Item>
        <Form.Item name="widget" label={t('studio.prop.widget')}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="studio-field-widget"
            options={widgets.filter((w) => widgetRegistry[w].palette !== false).map((w) => ({ value: w, label: textOf(widgetRegistry[w].label, props.lang) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
