/** The studio's texts join the app's messages when its page loads (src/locales/area.ts). */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/studio';
import zh from '@/locales/zh-CN/studio';

addMessages(zh, en);
