import {
  ApartmentOutlined,
  AppstoreOutlined,
  BellOutlined,
  CloudOutlined,
  CodeOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  MailOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
  AlertOutlined,
  NotificationOutlined,
} from '@ant-design/icons';
import React from 'react';
import type { MenuIconName } from '@/engine/registry';

/** Menu icons by the name the server sends in `source`; unknown names fall back to a tile. */
const icons: Record<MenuIconName, React.ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  BellOutlined,
  CloudOutlined,
  CodeOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  MailOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
  AlertOutlined,
  NotificationOutlined,
};

export default function MenuIcon({ name }: { name?: string }) {
  const C = (name && icons[name as MenuIconName]) || AppstoreOutlined;
  return <C />;
}
