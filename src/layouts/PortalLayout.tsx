/** Marketing shell (spec 2.1): header and footer only on marketing routes. Filled in by the portal work. */
import React from 'react';
import { Outlet } from 'umi';

export default function PortalLayout() {
  return <Outlet />;
}
