/** The playground area's texts join the app's messages when its first page loads (src/locales/area.ts). */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/playground';
import zh from '@/locales/zh-CN/playground';

addMessages(zh, en);
