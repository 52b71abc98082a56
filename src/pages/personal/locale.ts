/**
 * The personal pages' texts join the app's messages when the first of those pages loads, so they
 * are not part of the console's first load (/#/login -> /#/wel/index budget). Each page imports
 * this module (src/locales/area.ts).
 */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/personalPages';
import zh from '@/locales/zh-CN/personalPages';

addMessages(zh, en);
