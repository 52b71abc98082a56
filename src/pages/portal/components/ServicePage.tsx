/**
 * Renders a marketing page from its copy (hero + blocks). Plain elements and portal.less classes
 * only, so every portal page stays light. `children` are placed after the hero (e.g. the
 * resolver form on the identifier-resolution page).
 */
import React from 'react';
import { Link, useIntl } from 'umi';
import PortalIcon from './PortalIcon';
import type { Action, Block, LocalizedCopy, PageCopy } from './types';

export function usePageCopy<T = PageCopy>(copy: LocalizedCopy<T>): T {
  const { locale } = useIntl();
  return locale === 'en-US' ? copy['en-US'] : copy['zh-CN'];
}

export function ActionLink({ a, large }: { a: Action; large?: boolean }) {
  const cls = `pn-btn ${a.primary ? 'pn-btn-primary' : 'pn-btn-ghost'}${large ? ' pn-btn-lg' : ''}`;
  if (a.href) {
    return (
      <a className={cls} href={a.href} target="_blank" rel="noopener noreferrer">
        {a.label}
      </a>
    );
  }
  return (
    <Link className={cls} to={a.to ?? '/home'}>
      {a.label}
    </Link>
  );
}

function Head({ title, intro, level = 2 }: { title?: string; intro?: string; level?: 2 }) {
  if (!title && !intro) return null;
  return (
    <div className="pn-section-head">
      {title && React.createElement(`h${level}`, null, title)}
      {intro && <p>{intro}</p>}
    </div>
  );
}

function BlockView({ block, more }: { block: Block; more: string }) {
  switch (block.type) {
    case 'cards':
      return (
        <>
          <Head title={block.title} intro={block.intro} />
          <div className={`pn-grid cols-${block.cols ?? 3}`}>
            {block.items.map((it) => {
              const inner = (
                <>
                  {it.icon && <PortalIcon name={it.icon} />}
                  <h3>{it.title}</h3>
                  <p>{it.text}</p>
                  {it.to && <span className="pn-card-more">{more} →</span>}
                </>
              );
              return it.to ? (
                <Link key={it.title} to={it.to} className="pn-card">
                  {inner}
                </Link>
              ) : (
                <div key={it.title} className="pn-card">
                  {inner}
                </div>
              );
            })}
          </div>
        </>
      );
    case 'split':
      return (
        <div className={`pn-split${block.reverse ? ' is-reverse' : ''}`}>
          <div>
            <h2>{block.title}</h2>
            {block.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            {block.bullets && (
              <ul className="pn-bullets">
                {block.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="pn-split-art">
            <img src={block.art} alt={block.alt} width={520} height={360} loading="lazy" decoding="async" />
          </div>
        </div>
      );
    case 'steps':
      return (
        <>
          <Head title={block.title} intro={block.intro} />
          <ol className="pn-steps">
            {block.items.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </>
      );
    case 'stats':
      return (
        <>
          <Head title={block.title} intro={block.intro} />
          <dl className="pn-stats">
            {block.items.map((s) => (
              <div key={s.label}>
                <dt className="pn-sr">{s.label}</dt>
                <dd style={{ margin: 0 }}>
                  <strong>{s.value}</strong>
                  <span aria-hidden="true">{s.label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      );
    case 'table':
      return (
        <>
          <Head title={block.title} intro={block.intro} />
          <table className="pn-table">
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((r) => (
                <tr key={r[0]}>
                  {r.map((c, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {c}
                      </th>
                    ) : (
                      <td key={i}>{c}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
    case 'timeline':
      return (
        <>
          <Head title={block.title} intro={block.intro} />
          <ol className="pn-timeline">
            {block.items.map((s) => (
              <li key={s.time + s.title}>
                <time>{s.time}</time>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </>
      );
    default:
      return null;
  }
}

export function Hero({ hero }: { hero: PageCopy['hero'] }) {
  return (
    <section className="pn-hero" data-testid="portal-hero">
      <div className="pn-hero-inner">
        <div>
          <span className="pn-eyebrow">{hero.eyebrow}</span>
          <h1 data-testid="page-title">{hero.title}</h1>
          <p>{hero.lead}</p>
          {hero.actions && (
            <div className="pn-hero-actions">
              {hero.actions.map((a) => (
                <ActionLink key={a.label} a={a} large />
              ))}
            </div>
          )}
        </div>
        {/* The page's largest paint (LCP): fetched first and drawn with the text, not decoded off-frame.
            Lower-case attribute: React 18 does not know `fetchPriority` and warns about it. */}
        <img className="pn-hero-art" src={hero.art} alt={hero.alt} width={480} height={360} {...{ fetchpriority: 'high' }} />
      </div>
    </section>
  );
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  const intl = useIntl();
  const more = intl.formatMessage({ id: 'portal.learnMore' });
  return (
    <>
      {blocks.map((b, i) =>
        b.type === 'cta' ? (
          <section key={i} className="pn-cta" id={b.id}>
            <h2>{b.title}</h2>
            <p>{b.text}</p>
            <div className="pn-hero-actions" style={{ justifyContent: 'center' }}>
              {b.actions.map((a) => (
                <ActionLink key={a.label} a={a} large />
              ))}
            </div>
          </section>
        ) : (
          <section key={i} className="pn-section" id={b.id}>
            <div className="pn-section-inner">
              <BlockView block={b} more={more} />
            </div>
          </section>
        ),
      )}
    </>
  );
}

export default function ServicePage({ copy, testId, children }: { copy: LocalizedCopy; testId: string; children?: React.ReactNode }) {
  const c = usePageCopy(copy);
  return (
    <div data-testid={testId}>
      <Hero hero={c.hero} />
      {children}
      <Blocks blocks={c.blocks} />
    </div>
  );
}
