/**
 * Toasts from code that runs before antd is needed (the request layer, the session store): antd's
 * message and its theme load on the first toast, not with the page. The login page draws no antd
 * component, so its first load stays without antd's runtime (docs/performance.md); in the console
 * the chunk is already there and the toast shows at once.
 */
import type { ArgsProps } from 'antd/es/message';

type Kind = 'success' | 'error' | 'warning' | 'info';

let loading: Promise<(typeof import('./antdMessage'))['message']> | null = null;

/** antd's static message (with the theme and language), loaded once. */
export function loadMessage() {
  loading ??= import(/* webpackChunkName: "antd-message" */ './antdMessage').then((m) => m.message);
  return loading;
}

/** Shows a toast; the promise settles once it is on screen (or failed to load). */
export function toast(kind: Kind, args: ArgsProps): Promise<void> {
  return loadMessage().then(
    (m) => {
      m[kind](args);
    },
    () => undefined,
  );
}
