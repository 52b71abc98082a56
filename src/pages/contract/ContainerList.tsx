/**
 * The lists behind the IDE: contract projects, contract templates and contract tools. Each row
 * opens the IDE (/development/index) with the query parameters of spec 2.5: id, type (1 project,
 * 2 template, 3 tool), contractProjectName, createTime, paths (back to this list), cz for
 * development (absent for read-only viewing), bushu=1 so deployments show up, Mask for the
 * administrator's review.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import React, { useRef, useState } from 'react';
import { history, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { S } from '@/services/contract';
import { call } from '@/services/request';
import { useSession } from '@/stores/session';

export type Kind = 'project' | 'template' | 'tool';

export const AUDIT_BUTTON = 'contract_project_audit';

interface KindSpec {
  type: number;
  listPath: string;
  nameField: string;
  descField: string;
  nameLabel: string;
  descLabel: string;
  api: { page: string; save: string; update: string; remove: (ids: string[]) => [string, Record<string, any>] };
}

const KINDS: Record<Kind, KindSpec> = {
  project: {
    type: 1,
    listPath: '/chainmanagement/contract/index',
    nameField: 'contractProjectName',
    descField: 'contractProjectDesc',
    nameLabel: 'contract.project.name',
    descLabel: 'contract.project.desc',
    api: {
      page: `GET ${S}/chainContractProject/page`,
      save: `POST ${S}/chainContractProject/save`,
      update: `POST ${S}/chainContractProject/update`,
      remove: (ids) => [`GET ${S}/chainContractProject/delete`, { id: ids.join(',') }],
    },
  },
  template: {
    type: 2,
    listPath: '/chainmanagement/moudle/index',
    nameField: 'templateName',
    descField: 'templateDesc',
    nameLabel: 'contract.template.name',
    descLabel: 'contract.template.desc',
    api: {
      page: `GET ${S}/chainContractProjectTemplate/list`,
      save: `POST ${S}/chainContractProjectTemplate/save`,
      update: `POST ${S}/chainContractProjectTemplate/update`,
      remove: (ids) => [`GET ${S}/chainContractProjectTemplate/delete`, { id: ids.join(',') }],
    },
  },
  tool: {
    type: 3,
    listPath: '/chainmanagement/contract/tool',
    nameField: 'toolName',
    descField: 'toolDesc',
    nameLabel: 'contract.tool.name',
    descLabel: 'contract.tool.desc',
    api: {
      page: `GET ${S}/chaincontracttool/page`,
      save: `POST ${S}/chaincontracttool/save`,
      update: `POST ${S}/chaincontracttool/update`,
      remove: (ids) => [`POST ${S}/chaincontracttool/remove`, { ids: ids.join(',') }],
    },
  },
};

/** The IDE's address for a row. */
export function ideUrl(kind: Kind, row: Record<string, any>, mode: 'develop' | 'view' | 'review'): string {
  const k = KINDS[kind];
  const q = new URLSearchParams({
    id: row.id,
    type: String(k.type),
    contractProjectName: row[k.nameField] ?? '',
    createTime: row.createTime ?? '',
    paths: k.listPath,
  });
  if (mode === 'develop') {
    q.set('cz', '1');
    q.set('bushu', '1');
  }
  if (mode === 'review') q.set('Mask', '1');
  return `/development/index?${q.toString()}`;
}

export default function ContainerList({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { message, modal } = App.useApp();
  const { userInfo, permission } = useSession();
  const k = KINDS[kind];
  const action = useRef<ActionType>();
  const [editing, setEditing] = useState<Record<string, any> | null>(null);
  const [form] = Form.useForm();
  const [templates, setTemplates] = useState<{ value: string; label: string }[]>([]);
  // The administrator holds the audit button code (mock/_lib/menus.ts bespokeButtons).
  const isAdmin = Boolean(permission[AUDIT_BUTTON]);

  const openForm = async (row: Record<string, any> | null) => {
    setEditing(row ?? {});
    form.resetFields();
    form.setFieldsValue(row ?? {});
    if (kind === 'project' && !row) {
      const r = await call(`GET ${S}/chainContractProjectTemplate/list`, { publishStatus: 1, size: 100 });
      setTemplates((r.data?.records ?? []).map((x: any) => ({ value: x.id, label: x.templateName })));
    }
  };

  const submit = async () => {
    const v = await form.validateFields();
    const isNew = !editing?.id;
    const r = await call(isNew ? k.api.save : k.api.update, { ...v, id: editing?.id });
    if (r.code !== 200) return;
    message.success(t(isNew ? 'contract.added' : 'contract.updated'));
    setEditing(null);
    action.current?.reload();
  };

  const remove = (row: Record<string, any>) =>
    modal.confirm({
      title: t('contract.delete'),
      content: t('contract.deleteConfirm', { name: row[k.nameField] }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const [spec, payload] = k.api.remove([row.id]);
        const r = await call(spec, payload);
        if (r.code === 200) {
          message.success(t('ide.msg.deleted'));
          action.current?.reload();
        }
      },
    });

  const audit = (row: Record<string, any>, approve: boolean) => {
    let reason = '';
    modal.confirm({
      title: t(approve ? 'contract.approve' : 'contract.refuse'),
      content: approve ? row.contractProjectName : <Input.TextArea maxLength={100} placeholder={t('contract.refuseReason')} onChange={(e) => (reason = e.target.value)} />,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'audit-ok' } as any,
      onOk: async () => {
        if (!approve && !reason.trim()) {
          message.error(t('contract.refuseReason.required'));
          throw new Error('reason required');
        }
        const r = await call(`GET ${S}/chainContractProject/audit`, { id: row.id, auditStatus: approve ? 2 : 3, auditReason: reason });
        if (r.code === 200) {
          message.success(r.msg);
          action.current?.reload();
        }
      },
    });
  };

  const togglePublish = async (row: Record<string, any>) => {
    const next = row.publishStatus ? 0 : 1;
    const r =
      kind === 'template'
        ? await call(`GET ${S}/chainContractProjectTemplate/changePublishStatus`, { id: row.id, publishStatus: next })
        : await call(`POST ${S}/chaincontracttool/publish`, { id: row.id, publishStatus: next });
    if (r.code === 200) {
      message.success(r.msg);
      action.current?.reload();
    }
  };

  const mine = (row: Record<string, any>) => isAdmin || row.creator === userInfo?.bid;

  const columns: ProColumns<Record<string, any>>[] = [
    { title: '#', dataIndex: 'index', valueType: 'indexBorder', width: 56 },
    {
      title: t(k.nameLabel),
      dataIndex: k.nameField,
      render: (_, row) => (
        <a onClick={() => history.push(ideUrl(kind, row, mine(row) ? 'develop' : 'view'))} data-testid={`open-${row[k.nameField]}`}>
          {row[k.nameField]}
        </a>
      ),
    },
    { title: t(k.descLabel), dataIndex: k.descField, search: false, ellipsis: true },
    { title: t('contract.project.files'), dataIndex: 'contractCount', search: false, width: 90 },
    kind === 'project'
      ? {
          title: t('contract.project.audit'),
          dataIndex: 'auditStatus',
          valueType: 'select',
          valueEnum: Object.fromEntries([0, 1, 2, 3].map((s) => [s, { text: t(`contract.project.audit.${s}`) }])),
          render: (_, row) => (
            <Tag color={['default', 'processing', 'success', 'error'][row.auditStatus]} data-testid={`audit-${row.contractProjectName}`}>
              {t(`contract.project.audit.${row.auditStatus}`)}
            </Tag>
          ),
        }
      : {
          title: t('contract.publishStatus'),
          dataIndex: 'publishStatus',
          valueType: 'select',
          valueEnum: { 0: { text: t('contract.unpublished') }, 1: { text: t('contract.published') } },
          render: (_, row) => <Tag color={row.publishStatus ? 'success' : 'default'}>{t(row.publishStatus ? 'contract.published' : 'contract.unpublished')}</Tag>,
        },
    { title: t('contract.creator'), dataIndex: 'createUserName', search: false, width: 100 },
    { title: t('contract.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    {
      title: t('contract.actions'),
      valueType: 'option',
      width: 280,
      render: (_, row) => {
        const own = mine(row);
        return (
          <Space size={4} wrap>
            {own && (
              <a onClick={() => history.push(ideUrl(kind, row, 'develop'))} data-testid={`develop-${row[k.nameField]}`}>
                {t('contract.develop')}
              </a>
            )}
            <a onClick={() => history.push(ideUrl(kind, row, 'view'))} data-testid={`view-${row[k.nameField]}`}>
              {t('contract.view')}
            </a>
            {own && <a onClick={() => openForm(row)}>{t('contract.edit')}</a>}
            {kind === 'project' && isAdmin && row.auditStatus === 1 && (
              <>
                <a onClick={() => history.push(ideUrl(kind, row, 'review'))}>{t('contract.view')}（Mask）</a>
                <a onClick={() => audit(row, true)} data-testid={`approve-${row.contractProjectName}`}>
                  {t('contract.approve')}
                </a>
                <a onClick={() => audit(row, false)} data-testid={`refuse-${row.contractProjectName}`}>
                  {t('contract.refuse')}
                </a>
              </>
            )}
            {kind !== 'project' && own && <a onClick={() => togglePublish(row)}>{t(row.publishStatus ? 'contract.publishOff' : 'contract.publishOn')}</a>}
            {own && (
              <a style={{ color: '#F56C6C' }} onClick={() => remove(row)}>
                {t('contract.delete')}
              </a>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ProTable<Record<string, any>>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        pagination={{ defaultPageSize: 10, pageSizeOptions: webConfig.pageSizes.map(String), showQuickJumper: true, hideOnSinglePage: true }}
        request={async (p) => {
          const { current, pageSize, ...filters } = p;
          const r = await call(k.api.page, { ...filters, current, size: pageSize });
          const data = r.data ?? {};
          return { data: data.records ?? [], total: data.total ?? 0, success: r.code === 200 };
        }}
        toolBarRender={() => [
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid={`add-${kind}`}>
            {t('contract.add')}
          </Button>,
        ]}
        data-testid={`list-${kind}`}
      />
      <Modal
        open={editing !== null}
        title={t(editing?.id ? 'contract.edit' : 'contract.add')}
        width={520}
        maskClosable={false}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onOk={submit}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'form-ok' } as any}
        destroyOnClose
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name={k.nameField} label={t(k.nameLabel)} rules={[{ required: true, whitespace: true, message: t('contract.required', { label: t(k.nameLabel) }) }]}>
            <Input maxLength={50} data-testid="form-name" />
          </Form.Item>
          <Form.Item name={k.descField} label={t(k.descLabel)}>
            <Input.TextArea maxLength={100} showCount />
          </Form.Item>
          {kind === 'project' && !editing?.id && (
            <Form.Item name="templateId" label={t('contract.project.template')}>
              <Select allowClear options={templates} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
