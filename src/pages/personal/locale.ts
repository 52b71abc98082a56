/**
 * The personal pages' texts join the app's messages when the first of those pages loads, so they
 * are not part of the console's first load (/#/login -> /#/wel/index budget). Each page imports
 * this module; umi's addLocale merges and re-renders with the current language.
 */
import { addLocale } from 'umi';
import en from '@/locales/en-US/personalPages';
import zh from '@/locales/zh-CN/personalPages';

addLocale('zh-CN', zh, undefined as any);
addLocale('en-US', en, undefined as any);
