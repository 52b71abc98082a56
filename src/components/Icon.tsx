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

/** Menu icons by the name the server sends in `source`; unknown names fall back to a tile. */
const icons: Record<string, React.ComponentType> = {
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
  const C = (name && icons[name]) || AppstoreOutlined;
  return <C />;
}
