/** The captcha input with its image (click for a new one), shared by the login and registration forms. */
import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Space } from 'antd';
import React from 'react';

export default function CaptchaItem({
  captcha,
  reload,
  placeholder,
  requiredMessage,
  refreshTitle,
  inputTestId,
  imageTestId,
}: {
  captcha: { key: string; image: string } | null;
  reload: () => void;
  placeholder: string;
  requiredMessage: string;
  refreshTitle: string;
  inputTestId: string;
  imageTestId: string;
}) {
  return (
    <Form.Item>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
          <Input prefix={<SafetyOutlined />} placeholder={placeholder} maxLength={8} data-testid={inputTestId} aria-label={placeholder} />
        </Form.Item>
        <button type="button" className="bbn-captcha" onClick={reload} title={refreshTitle} data-testid={imageTestId} data-key={captcha?.key ?? ''}>
          {captcha && <img src={captcha.image} alt={placeholder} width={100} height={40} />}
        </button>
      </Space.Compact>
    </Form.Item>
  );
}
