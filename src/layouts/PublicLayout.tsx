/** The public pages outside the portal (login, register, password reset, errors...): antd's theme and locale. */
import React from 'react';
import { Outlet } from 'umi';
import AntdProvider from '@/components/AntdProvider';

export default function PublicLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
