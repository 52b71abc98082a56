/**
 * /personal/resource/fileList/additive: upload a file to my files (spec 5 file rules). The upload
 * is the engine's file widget (same checks and messages as every schema form); the list is the
 * schema screen personal/resource.
 */
import { Button, Card, Space } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { FileUpload } from '@/engine/react/widgets';
import '../locale';

export default function AddFile() {
  const intl = useIntl();
  const [links, setLinks] = useState('');
  return (
    <Card title={intl.formatMessage({ id: 'personal.files.add' })} data-testid="file-additive">
      <Space direction="vertical" size="large">
        <FileUpload value={links} onChange={(v: string) => setLinks(v)} upload={{ api: 'POST /sfbn-resource/attach/upload', fieldName: 'file' }} />
        <Button type="primary" onClick={() => history.push('/personal/resource/index')} data-testid="file-back">
          {intl.formatMessage({ id: 'personal.files.back' })}
        </Button>
      </Space>
    </Card>
  );
}
