/**
 * The IDE opened from the menu (合约开发) has no project: the user picks one of theirs, or names a
 * new one, and the IDE opens it for development.
 */
import { FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Input, List, Space } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { CONTRACT_CALLS, PROJECTS_PAGE, type ProjectRow } from '@/services/contract';
import { useRead, useWritingApi } from '@/services/query';

/** The IDE's query for a project opened for development (as the project list's 开发 link). */
export function ideLocation(p: { id: string; contractProjectName: string; createTime?: string }) {
  const q = new URLSearchParams({
    id: p.id,
    type: '1',
    contractProjectName: p.contractProjectName,
    createTime: p.createTime ?? '',
    paths: '/development/index',
    cz: '1',
    bushu: '1',
  });
  return `/development/index?${q}`;
}

export default function ProjectPicker() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const { data, isFetching: loading } = useRead<ProjectRow[]>([CONTRACT_CALLS.chainContractProject_page, PROJECTS_PAGE], {
    select: (r) => (r.code === 200 ? r.data.records : []),
  });
  // A project made here changes the projects' resource: the list above (and any other list of them) is asked again.
  const api = useWritingApi();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!name.trim()) {
      message.error(t('ide.pick.nameRequired'));
      return;
    }
    setCreating(true);
    try {
      const r = await api.call<ProjectRow>(CONTRACT_CALLS.chainContractProject_save, { contractProjectName: name.trim() });
      if (r.code === 200) {
        message.success(t('ide.pick.created'));
        history.push(ideLocation(r.data));
      }
    } finally {
      setCreating(false);
    }
  };

  return (
    <Card title={t('ide.pick.title')} data-testid="ide-picker" style={{ maxWidth: 720, margin: '24px auto' }}>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input value={name} onChange={(e) => setName(e.target.value)} onPressEnter={create} placeholder={t('ide.pick.newName')} data-testid="picker-name" />
        <Button type="primary" icon={<PlusOutlined />} loading={creating} onClick={create} data-testid="picker-create">
          {t('ide.pick.create')}
        </Button>
      </Space.Compact>
      <List
        loading={loading}
        dataSource={data ?? []}
        locale={{ emptyText: <Empty description={t('ide.pick.none')} /> }}
        renderItem={(p) => (
          <List.Item
            data-testid="picker-project"
            actions={[
              <Button key="open" type="link" icon={<FolderOpenOutlined />} onClick={() => history.push(ideLocation(p))} data-testid={`picker-open-${p.id}`}>
                {t('ide.pick.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={p.contractProjectName} description={`${p.createTime ?? ''}`} />
          </List.Item>
        )}
      />
    </Card>
  );
}
