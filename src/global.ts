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
