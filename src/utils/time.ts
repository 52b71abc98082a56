import dayjs from 'dayjs';
import { webConfig } from '@/config/web';

/** The product's date format, YYYY-MM-DD HH:mm:ss (spec 9). */
export const formatDateTime = (d: Date | string | number) => dayjs(d).format(webConfig.dateFormat);
