/**
 * The public BID resolver: GET /sfbn-id/resolver/bid without a token. The format is checked
 * first (glossary regex), so a malformed BID gets its message without a round trip; the
 * gateway's answer for an unknown one is shown inline rather than only as a toast.
 */
import React, { useState } from 'react';
import { useIntl } from 'umi';
import { get } from '@/services/request';
import { isBid } from '@/utils/bid';
import './resolver.less';

export interface BidDocument {
  id: string;
  publicKey?: { id: string; type: string; controller: string; publicKeyHex: string }[];
  authentication?: string[];
  extension?: {
    recovery?: string[];
    ttl?: number;
    type?: string | number;
    attributes?: { key: string; desc?: string; value?: string }[];
    acsns?: string[];
  };
  service?: { id: string; type: string; serviceEndpoint: string }[];
  created?: string;
  updated?: string;
  [k: string]: unknown;
}

const EXAMPLES = ['did:bid:efnVUgqQFfYeu97ABf6sGm3WFtVXHZB2', 'did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq'];

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; text: string } | { kind: 'done'; doc: BidDocument };

function List({ items }: { items?: string[] }) {
  if (!items?.length) return <>--</>;
  return (
    <ul className="rs-plain">
      {items.map((i) => (
        <li key={i}>
          <code>{i}</code>
        </li>
      ))}
    </ul>
  );
}

function DocumentView({ doc }: { doc: BidDocument }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ext = doc.extension ?? {};
  return (
    <div className="rs-doc" data-testid="resolver-result">
      <h3>{t('resolver.result')}</h3>
      <dl className="rs-dl">
        <dt>{t('resolver.id')}</dt>
        <dd>
          <code data-testid="resolver-doc-id">{doc.id}</code>
        </dd>
        <dt>{t('resolver.publicKey')}</dt>
        <dd>
          <div className="rs-scroll">
            <table className="pn-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">{t('resolver.keyType')}</th>
                  <th scope="col">{t('resolver.controller')}</th>
                  <th scope="col">publicKeyHex</th>
                </tr>
              </thead>
              <tbody>
                {(doc.publicKey ?? []).map((k) => (
                  <tr key={k.id}>
                    <td>
                      <code>{k.id}</code>
                    </td>
                    <td>{k.type}</td>
                    <td>
                      <code>{k.controller}</code>
                    </td>
                    <td className="rs-hex">
                      <code>{k.publicKeyHex}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </dd>
        <dt>{t('resolver.authentication')}</dt>
        <dd>
          <List items={doc.authentication} />
        </dd>
        <dt>{t('resolver.extension')}</dt>
        <dd>
          <dl className="rs-dl rs-inner">
            <dt>{t('resolver.recovery')}</dt>
            <dd>
              <List items={ext.recovery} />
            </dd>
            <dt>{t('resolver.ttl')}</dt>
            <dd>{ext.ttl ?? '--'}</dd>
            <dt>{t('resolver.docType')}</dt>
            <dd>{ext.type ?? '--'}</dd>
            <dt>{t('resolver.chainCodes')}</dt>
            <dd>{ext.acsns?.length ? ext.acsns.join(', ') : '--'}</dd>
            <dt>{t('resolver.attributes')}</dt>
            <dd>
              {ext.attributes?.length ? (
                <ul className="rs-plain">
                  {ext.attributes.map((a) => (
                    <li key={a.key}>
                      <strong>{a.desc || a.key}</strong>: {a.value ?? '--'}
                    </li>
                  ))}
                </ul>
              ) : (
                '--'
              )}
            </dd>
          </dl>
        </dd>
        <dt>{t('resolver.service')}</dt>
        <dd>
          {doc.service?.length ? (
            <ul className="rs-plain">
              {doc.service.map((s) => (
                <li key={s.id}>
                  <code>{s.type}</code> {s.serviceEndpoint}
                </li>
              ))}
            </ul>
          ) : (
            '--'
          )}
        </dd>
        <dt>{t('resolver.created')}</dt>
        <dd>{doc.created ?? '--'}</dd>
        <dt>{t('resolver.updated')}</dt>
        <dd>{doc.updated ?? '--'}</dd>
      </dl>
      <details className="rs-raw">
        <summary>{t('resolver.raw')}</summary>
        <pre>{JSON.stringify(doc, null, 2)}</pre>
      </details>
    </div>
  );
}

/**
 * `auth`: the console's page sends the session, so the gateway records the console as the source.
 * `onResolved`: called after each answer of the gateway (the console page refreshes its figures).
 */
export default function Resolver({ auth = false, onResolved }: { auth?: boolean; onResolved?: () => void } = {}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [bid, setBid] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const resolve = async (value: string) => {
    const v = value.trim();
    if (!v) return setState({ kind: 'error', text: t('resolver.required') });
    if (!isBid(v)) return setState({ kind: 'error', text: t('resolver.malformed') });
    setState({ kind: 'busy' });
    try {
      const res = await get<BidDocument>('/sfbn-id/resolver/bid', { bid: v }, { auth, silentCodes: [400] });
      if (res?.code === 200 && res.data) setState({ kind: 'done', doc: res.data });
      // The gateway's reason is Chinese; other locales get their own sentence.
      else if (res?.code === 404) setState({ kind: 'error', text: (intl.locale === 'zh-CN' && res.msg) || t('resolver.notFound') });
      else setState({ kind: 'error', text: res?.msg || t('resolver.failed') });
    } catch (e: any) {
      setState({ kind: 'error', text: e?.code === 400 ? t('resolver.malformed') : t('resolver.failed') });
    }
    onResolved?.();
  };

  return (
    <section className="pn-section rs-section" aria-labelledby="resolver-heading">
      <div className="pn-section-inner">
        <form
          className="rs-form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            resolve(bid);
          }}
          noValidate
        >
          <label id="resolver-heading" htmlFor="resolver-input" className="rs-label">
            {t('resolver.label')}
          </label>
          <div className="rs-row">
            <input
              id="resolver-input"
              className="rs-input"
              value={bid}
              onChange={(e) => setBid(e.target.value)}
              placeholder={t('resolver.placeholder')}
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={state.kind === 'error'}
              aria-describedby="resolver-message"
              data-testid="resolver-input"
            />
            <button type="submit" className="pn-btn pn-btn-primary pn-btn-lg" disabled={state.kind === 'busy'} data-testid="resolver-submit">
              {t('resolver.submit')}
            </button>
          </div>
          <p className="rs-examples">
            {t('resolver.examples')}
            {EXAMPLES.map((x) => (
              <button
                key={x}
                type="button"
                className="rs-example"
                onClick={() => {
                  setBid(x);
                  resolve(x);
                }}
              >
                {x}
              </button>
            ))}
          </p>
          <div id="resolver-message" role="status" aria-live="polite">
            {state.kind === 'error' && (
              <p className="rs-error" data-testid="resolver-error">
                {state.text}
              </p>
            )}
          </div>
        </form>
        {state.kind === 'done' && <DocumentView doc={state.doc} />}
      </div>
    </section>
  );
}
