/** The sub-chain overview's texts join the app's messages when it loads (src/locales/area.ts). */
import { addMessages } from '@/locales/area';
import en from '@/locales/en-US/subOverview';
import zh from '@/locales/zh-CN/subOverview';

addMessages(zh, en);
