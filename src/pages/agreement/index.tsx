/** /redirectpage: the service agreement (spec 2.2), linked from registration and the portal footer. */
import React from 'react';
import { Link, useIntl } from 'umi';
import LangSwitch from '@/components/LangSwitch';
import text from './text';
import './agreement.less';

export default function AgreementPage() {
  const intl = useIntl();
  const a = intl.locale === 'en-US' ? text['en-US'] : text['zh-CN'];
  return (
    <div className="bbn-agreement" data-testid="agreement-page">
      <header className="bbn-agreement-bar">
        <Link to="/home">{intl.formatMessage({ id: 'portal.brand' })}</Link>
        <LangSwitch />
      </header>
      <article className="bbn-agreement-body">
        <h1>{a.title}</h1>
        <p className="bbn-agreement-meta">{a.updated}</p>
        <p>{a.preface}</p>
        {a.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.items.map((i) => (
              <p key={i.slice(0, 16)}>{i}</p>
            ))}
          </section>
        ))}
        <p className="bbn-agreement-back">
          <Link to="/register">{intl.formatMessage({ id: 'agreement.back' })}</Link>
        </p>
      </article>
    </div>
  );
}
