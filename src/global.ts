/** Loaded once before the app renders (umi convention). */
import 'nprogress/nprogress.css';
import { installGlobalErrorCapture } from '@/stores/errorLog';

installGlobalErrorCapture();

// The browser's save shortcut is blocked everywhere (spec 2.5).
window.addEventListener(
  'keydown',
  (e) => {
    if ((e.ctrlKey || e.metaKey) && (e.key === 's' || e.key === 'S')) e.preventDefault();
  },
  true,
);

// <html lang> follows the locale (screen readers, hyphenation, Lighthouse). The locale plugin
// keeps the choice in localStorage 'umi_locale' (zh-CN by default) and fires 'languagechange' on a
// switch without reload. Read directly: umi's getLocale needs the plugin runtime, not ready here.
const applyLang = () => document.documentElement.setAttribute('lang', localStorage.getItem('umi_locale') || 'zh-CN');
applyLang();
window.addEventListener('languagechange', applyLang);
