/**
 * antd's static message with the console's theme and language (AntdProvider configures the
 * static holder when it loads). Loaded through src/utils/toast.ts only, so pages drawn without
 * antd (login, portal) do not carry it in their first load.
 */
import '@/components/AntdProvider';

export { message } from 'antd';
