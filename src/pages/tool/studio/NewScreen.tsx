/** A new screen: its code and names asked, its text from the template. */
import { Form, Input, Modal } from 'antd';
import type { T } from './parts';

/** A new screen from the template: a list with search, the add/edit dialog, on calls of its own. */
export function templateOf(code: string, zh: string, en: string): string {
  return `${JSON.stringify(
    {
      $schema: '../screen.schema.json',
      key: `custom.${code}`,
      title: { 'zh-CN': zh, 'en-US': en },
      routes: { list: `/custom/${code}` },
      menu: { parent: 'system-base', sort: 100, icon: 'AppstoreOutlined' },
      api: {
        list: `GET /sfbn-system/${code}/list`,
        detail: `GET /sfbn-system/${code}/detail`,
        submit: `POST /sfbn-system/${code}/submit`,
        remove: `POST /sfbn-system/${code}/remove`,
      },
      fields: [
        {
          name: 'name',
          label: { 'zh-CN': '名称', 'en-US': 'Name' },
          search: true,
          maxLength: 50,
          required: { 'zh-CN': '请输入名称', 'en-US': 'Enter the name' },
        },
      ],
      list: { toolbar: ['add'], row: ['view', 'edit', 'delete'] },
      form: { width: 520 },
    },
    null,
    2,
  )}\n`;
}

export default function NewScreen(props: {
  open: boolean;
  t: T;
  taken: (code: string) => boolean;
  onCancel: () => void;
  onOk: (code: string, zh: string, en: string) => void;
}) {
  const { t } = props;
  const [form] = Form.useForm();
  return (
    <Modal
      open={props.open}
      title={t('studio.newTitle')}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'studio-new-ok' } as any}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => props.onOk(v.code, v.zh, v.en)}>
        <Form.Item
          name="code"
          label={t('studio.newCode')}
          rules={[
            { required: true, pattern: /^[a-z][a-z0-9]*$/, message: t('studio.newCodeRule') },
            { validator: async (_r, v) => (v && props.taken(v) ? Promise.reject(new Error(t('studio.newCodeTaken'))) : undefined) },
          ]}
        >
          <Input data-testid="studio-new-code" />
        </Form.Item>
        <Form.Item name="zh" label={t('studio.newZh')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-new-zh" />
        </Form.Item>
        <Form.Item name="en" label={t('studio.newEn')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-new-en" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
