/**
 * What antd's App gave the console, without the part it never used: context-aware message and
 * modal (themed, in the user's language) for the shell and every page, and the base text style
 * of antd's App (colour, size, line height, font). antd's App also builds a notification holder
 * and its code (issue 13: the console's first load); nothing here shows notifications.
 *
 * The context is antd's own, so pages that call antd's `App.useApp()` get the same message and
 * modal; `notification` is what antd gives outside an App (an empty object).
 *
 * A confirmation belongs to the page that asked it: leaving that page (another pathname) closes
 * it, so a question never stands over the next screen and its 确定 never acts on the last one's
 * rows (issue 23). The holder sits above the pages, hence the bookkeeping here.
 */
import { message as staticMessage, Modal, theme } from 'antd';
import AppContext from 'antd/es/app/context';
import React, { useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'umi';

type AppApi = React.ContextType<typeof AppContext>;
type ModalApi = AppApi['modal'];
type Opened = { destroy: () => void; path: string };

const KINDS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

export function ConsoleApp({ children }: { children: React.ReactNode }) {
  const { token } = theme.useToken();
  const [message, messageHolder] = staticMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const { pathname } = useLocation();
  // The page a dialog is opened from is the one rendered last (this renders before its pages).
  const path = useRef(pathname);
  path.current = pathname;
  const opened = useRef(new Set<Opened>());
  const pageModal = useMemo<ModalApi>(() => {
    const wrapped = { ...modal } as ModalApi;
    for (const kind of KINDS) {
      (wrapped as any)[kind] = (config: Parameters<ModalApi['confirm']>[0]) => {
        const entry: Opened = { destroy: () => undefined, path: path.current };
        const instance = modal[kind]({
          ...config,
          afterClose: () => {
            opened.current.delete(entry);
            config.afterClose?.();
          },
        });
        entry.destroy = instance.destroy;
        opened.current.add(entry);
        return instance;
      };
    }
    return wrapped;
  }, [modal]);
  useEffect(() => {
    for (const entry of [...opened.current]) {
      if (entry.path !== pathname) {
        opened.current.delete(entry);
        entry.destroy();
      }
    }
  }, [pathname]);
  const value = useMemo<AppApi>(() => ({ message, modal: pageModal, notification: {} as AppApi['notification'] }), [message, pageModal]);
  return (
    <AppContext.Provider value={value}>
      <div className="ant-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {modalHolder}
        {messageHolder}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** The console's message and modal (antd's App.useApp, the same context). */
export const useApp = (): Pick<AppApi, 'message' | 'modal'> => useContext(AppContext);
