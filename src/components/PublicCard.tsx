/**
 * The frame every public account page shares (login, register, reset, lock): the gradient
 * backdrop, the language switch, and a card headed by the logo, a heading and a subtitle.
 * The card is a plain box with antd's card look: the login page draws no antd (docs/performance.md).
 */
import React from 'react';
import LangSwitch from '@/components/LangSwitch';
import '@/pages/login/login.less';

export default function PublicCard({
  heading,
  subtitle,
  className,
  testId,
  lang = true,
  children,
}: {
  heading: React.ReactNode;
  subtitle?: React.ReactNode;
  className?: string;
  testId?: string;
  /** The language switch (the lock page has none: the user is mid-session). */
  lang?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="bbn-login" data-testid={testId}>
      {lang && (
        <div className="bbn-login-lang">
          <LangSwitch />
        </div>
      )}
      <div className={`bbn-login-card ${className ?? ''}`}>
        <div className="bbn-login-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>{heading}</h1>
            {subtitle && <p>{subtitle}</p>}
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
