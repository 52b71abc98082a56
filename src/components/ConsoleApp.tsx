/**
 * What antd's App gave the console, without the part it never used: context-aware message and
 * modal (themed, in the user's language) for the shell and every page, and the base text style
 * of antd's App (colour, size, line height, font). antd's App also builds a notification holder
 * and its code (issue 13: the console's first load); nothing here shows notifications.
 *
 * The context is antd's own, so pages that call antd's `App.useApp()` get the same message and
 * modal; `notification` is what antd gives outside an App (an empty object).
 */
import { message as staticMessage, Modal, theme } from 'antd';
import AppContext from 'antd/es/app/context';
import React, { useContext, useMemo } from 'react';

type AppApi = React.ContextType<typeof AppContext>;

export function ConsoleApp({ children }: { children: React.ReactNode }) {
  const { token } = theme.useToken();
  const [message, messageHolder] = staticMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const value = useMemo<AppApi>(() => ({ message, modal, notification: {} as AppApi['notification'] }), [message, modal]);
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
