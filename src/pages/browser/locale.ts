/** The browser area's texts join the app's messages when its first page loads (src/locales/area.ts). */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/browser';
import zh from '@/locales/zh-CN/browser';

addMessages(zh, en);
