/** /step/verification1: send a code to the account's bound phone (GET /sfbn-resource/login/verify-code/send). */
import { MobileOutlined } from '@ant-design/icons';
import { message, Button, Space } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { webConfig } from '@/config/web';
import { get } from '@/services/request';
import Restart from './Restart';
import { getResetState, setResetState } from './state';

/** Sends the authentication code; true when sent. Shared with the resend link of step 2. */
export async function sendCode(userName: string, onError: (text: string) => void): Promise<boolean> {
  try {
    const res = await get('/sfbn-resource/login/verify-code/send', { userName, codeType: 'authentication' }, { auth: false, silentCodes: [400] });
    if (res?.code === 200) {
      setResetState({ sentAt: Date.now() });
      return true;
    }
  } catch (e: any) {
    onError(e?.body?.msg || e?.message);
  }
  return false;
}

export default function SendCodeStep() {
  const intl = useIntl();

  const state = getResetState();
  const [busy, setBusy] = useState(false);
  if (!state?.userName) return <Restart />;

  const send = async () => {
    setBusy(true);
    const sent = await sendCode(state.userName, (text) => message.error({ content: text, duration: webConfig.messageDuration }));
    setBusy(false);
    if (sent) {
      message.success({ content: intl.formatMessage({ id: 'reset.sent' }), duration: webConfig.messageDuration });
      history.push('/step/verification2');
    }
  };

  return (
    <div className="bbn-reset-center" data-testid="reset-send">
      <MobileOutlined style={{ fontSize: 40, color: '#409eff' }} />
      <h2>{intl.formatMessage({ id: 'reset.sendTitle' })}</h2>
      <p>{intl.formatMessage({ id: 'reset.sendHint' }, { user: state.userName, phone: state.phone || '--' })}</p>
      <Space>
        <Button onClick={() => history.push('/step/resetpass')}>{intl.formatMessage({ id: 'reset.back' })}</Button>
        <Button type="primary" loading={busy} onClick={send} data-testid="reset-send-code">
          {intl.formatMessage({ id: 'reset.send' })}
        </Button>
      </Space>
    </div>
  );
}
