/** The ide area's texts join the app's messages when its first page loads (src/locales/area.ts). */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/ide';
import zh from '@/locales/zh-CN/ide';

addMessages(zh, en);
