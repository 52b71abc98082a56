import { Button, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import React, { useState } from 'react';
import { menuGroups, menuIcons } from '@/engine/format/registry';
import { ButtonList, setLabel, textOf, type Checked, type DesignerProps, type Findings } from './parts';
import { Sections, StatusTabs, Steps } from './tabs';
import { setIn } from './textEdit';
import JsonView from './JsonView';
import Columns from './Columns';
import FormFields from './FormFields';

/** The forms of a screen's parts, one at a time; the JSON view is one of them. */
export default function Designer(props: DesignerProps & Findings & Checked & { broken?: boolean }) {
  const { t } = props;
  const [chosen, setTab] = useState('columns');
  // A text that is not JSON just now is edited in the JSON view only (the forms edit a screen).
  const tab = props.broken ? 'json' : chosen;
  // The parts as a bar of buttons that wraps (eight tabs do not fit the centre column).
  const parts: [string, React.ReactNode][] = [
    ['columns', <Columns key="columns" {...props} />],
    ['form', <FormFields key="form" {...props} />],
    ['actions', <Buttons key="actions" {...props} />],
    ['tabs', <StatusTabs key="tabs" {...props} />],
    ['sections', <Sections key="sections" {...props} />],
    ['steps', <Steps key="steps" {...props} />],
    ['menu', <MenuEntry key="menu" {...props} />],
    [
      'json',
      <JsonView key="json" path={props.path} text={props.text} onChange={(v) => props.edit(v, 'json')} locale={props.locale} t={t} problems={props.problems} />,
    ],
  ];
  return (
    <>
      <Radio.Group size="small" optionType="button" value={tab} onChange={(e) => setTab(e.target.value)} style={{ marginBottom: 8 }} data-testid="studio-parts">
        {parts.map(([k]) => (
          <Radio.Button key={k} value={k} disabled={props.broken && k !== 'json'} style={{ marginBottom: 4 }}>
            <span data-testid={`studio-tab-${k}`}>{t(`studio.tab.${k}`)}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
      {parts.find(([k]) => k === tab)![1]}
    </>
  );
}

/** The toolbar and row buttons, in order, each with its permission code (a button with a code shows only to users who hold it). */
function Buttons(props: DesignerProps) {
  const { t } = props;
  return (
    <Form layout="vertical">
      <Form.Item label={t('studio.actions.toolbar')}>
        <ButtonList {...props} which="toolbar" />
      </Form.Item>
      <Form.Item label={t('studio.actions.row')}>
        <ButtonList {...props} which="row" />
      </Form.Item>
    </Form>
  );
}

function MenuEntry({ doc, text, edit, t }: DesignerProps & Findings) {
  const menu = doc.menu;
  return (
    <Form layout="vertical" size="small" data-testid="studio-menu">
      <Form.Item label={t('studio.menu.nameZh')}>
        <Input value={textOf(doc.title, 'zh-CN')} onChange={(e) => edit(setLabel(text, ['title'], doc.title, 'zh-CN', e.target.value), 'title/zh')} />
      </Form.Item>
      <Form.Item label={t('studio.menu.nameEn')}>
        <Input value={textOf(doc.title, 'en-US')} onChange={(e) => edit(setLabel(text, ['title'], doc.title, 'en-US', e.target.value), 'title/en')} />
      </Form.Item>
      {menu ? (
        <>
          <Form.Item label={t('studio.menu.parent')}>
            <Select
              showSearch
              optionFilterProp="label"
              value={menu.parent}
              data-testid="studio-menu-parent"
              onChange={(v) => edit(setIn(text, ['menu', 'parent'], v))}
              options={menuGroups.map((g) => ({ value: g, label: t(`studio.group.${g}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('studio.menu.icon')}>
            <Select
              showSearch
              allowClear
              value={menu.icon}
              onChange={(v) => edit(setIn(text, ['menu', 'icon'], v))}
              options={menuIcons.map((g) => ({ value: g, label: g }))}
            />
          </Form.Item>
          <Form.Item label={t('studio.menu.sort')}>
            <InputNumber
              min={0}
              max={1000}
              precision={0}
              value={menu.sort}
              onChange={(v) => edit(setIn(text, ['menu', 'sort'], v ?? undefined), 'menu/sort')}
            />
          </Form.Item>
        </>
      ) : (
        <Space>
          <span>{t('studio.menu.none')}</span>
          <Button size="small" onClick={() => edit(setIn(text, ['menu'], { parent: 'system-base', sort: 100 }))}>
            {t('studio.menu.add')}
          </Button>
        </Space>
      )}
    </Form>
  );
}
