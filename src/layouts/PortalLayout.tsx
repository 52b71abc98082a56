/**
 * Marketing shell (spec 2.1): header and footer around the marketing routes only.
 * The header is transparent over the page banner and turns solid after the spec's 100 px of
 * scrolling (and back at the top). Plain React and CSS, no antd components: /home must load
 * light (docs/portal.md, performance).
 */
import React, { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useAppData, useIntl, useLocation } from 'umi';
import LangSwitch from '@/components/LangSwitch';
import { webConfig } from '@/config/web';
import { getToken } from '@/services/token';
import { applyRouteTitle } from '@/utils/routeTitle';
import Logo from './portal/Logo';
import { FRIENDLY_LINKS, loginHref, NAV, type NavGroup } from './portal/links';
import './portal/portal.less';

/** True once the page has scrolled past the threshold (spec 9: 100 px). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Checked in the next frame, not here: reading scrollY during the commit forces the page's
    // first layout inside React's task (60 ms on the CI machine), making one long task of both.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

function NavMenu({ group, open, onToggle, onClose }: { group: NavGroup; open: boolean; onToggle: () => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname } = useLocation();
  const key = group.id.split('.').pop();
  if (!group.children) {
    return (
      <li className="pn-item">
        <NavLink to={group.to!} className={({ isActive }) => `pn-link${isActive ? ' is-active' : ''}`} data-testid={`nav-${key}`}>
          {t(group.id)}
        </NavLink>
      </li>
    );
  }
  const active = group.children.some((c) => c.to && pathname.startsWith(c.to));
  const menuId = `pn-sub-${key}`;
  return (
    <li
      className={`pn-item pn-has-sub${open ? ' is-open' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          onClose();
          (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <button
        type="button"
        className={`pn-link${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
        data-testid={`nav-${key}`}
      >
        {t(group.id)}
        <svg className="pn-caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul className="pn-sub" id={menuId}>
        {group.children.map((c) => (
          <li key={c.id}>
            {c.to ? (
              <Link to={c.to} className={pathname === c.to ? 'is-active' : undefined} data-testid={`nav-${c.id.split('.').pop()}`}>
                {t(c.id)}
              </Link>
            ) : (
              <a href={c.href} target="_blank" rel="noopener noreferrer" data-testid={`nav-${c.id.split('.').pop()}`}>
                {t(c.id)}
                <span className="pn-sr">{t('portal.external')}</span>
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="pn-ext">
                  <path d="M5 2H2v8h8V7M7 1h4v4M11 1 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
                </svg>
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function PortalHeader() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(webConfig.headerScrollThreshold);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const signedIn = Boolean(getToken());

  // A navigation closes menus (adjusted while rendering the new path, not in an effect after it);
  // a click outside closes the open dropdown.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenGroup(null);
    setDrawer(false);
  }
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  const solid = scrolled || drawer;
  return (
    <header ref={ref} className={`pn-header${solid ? ' is-solid' : ''}`} data-testid="portal-header" data-solid={solid ? 'true' : 'false'}>
      <a className="pn-skip" href="#portal-main" onClick={(e) => (e.preventDefault(), document.getElementById('portal-main')?.focus())}>
        {t('portal.skip')}
      </a>
      <div className="pn-bar">
        <Link to="/home" className="pn-brand" aria-label={t('portal.brand')}>
          <Logo />
          <span className="pn-brand-text">
            <strong>{t('portal.brand')}</strong>
            <small>{t('portal.brandSub')}</small>
          </span>
        </Link>
        <button
          type="button"
          className="pn-burger"
          aria-expanded={drawer}
          aria-controls="pn-nav"
          aria-label={t('portal.menu')}
          onClick={() => setDrawer((v) => !v)}
          data-testid="portal-burger"
        >
          <span />
          <span />
          <span />
        </button>
        <nav id="pn-nav" className={`pn-nav${drawer ? ' is-open' : ''}`} aria-label={t('portal.menu')}>
          <ul className="pn-menu">
            {NAV.map((g) => (
              <NavMenu
                key={g.id}
                group={g}
                open={openGroup === g.id}
                onToggle={() => setOpenGroup((o) => (o === g.id ? null : g.id))}
                onClose={() => setOpenGroup(null)}
              />
            ))}
          </ul>
          <div className="pn-actions">
            <LangSwitch className="pn-lang" />
            {signedIn ? (
              <Link to={webConfig.firstPage} className="pn-btn pn-btn-primary" data-testid="portal-console">
                {t('portal.nav.console')}
              </Link>
            ) : (
              <>
                <a href={loginHref()} target="_blank" rel="noopener noreferrer" className="pn-btn pn-btn-ghost" data-testid="portal-login">
                  {t('portal.nav.login')}
                  <span className="pn-sr">{t('portal.external')}</span>
                </a>
                <Link to="/register" className="pn-btn pn-btn-primary" data-testid="portal-register">
                  {t('portal.nav.register')}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

function PortalFooter() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className="pn-footer" data-testid="portal-footer">
      <div className="pn-footer-inner">
        <section className="pn-footer-about">
          <div className="pn-footer-brand">
            <Logo size={32} />
            <strong>{t('portal.brand')}</strong>
          </div>
          <p>{t('portal.footer.aboutText')}</p>
        </section>
        <section>
          <h2>{t('portal.footer.services')}</h2>
          <ul>
            {(
              [
                'tnaas:/platform/TNaas',
                'tbaas:/platform/Tbaas',
                'acrossChain:/platform/acrossChain',
                'deposit:/platform/depositPlatform',
                'resolution:/platform/resolution',
              ] as const
            ).map((s) => {
              const [id, to] = s.split(':');
              return (
                <li key={id}>
                  <Link to={to}>{t(`portal.nav.${id}`)}</Link>
                </li>
              );
            })}
          </ul>
        </section>
        <section data-testid="portal-friendly-links">
          <h2>{t('portal.footer.links')}</h2>
          <ul>
            {FRIENDLY_LINKS.map((l) => (
              <li key={l.id}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {t(l.id)}
                  <span className="pn-sr">{t('portal.external')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('portal.footer.contact')}</h2>
          <ul className="pn-contact">
            <li>{t('portal.footer.address')}</li>
            <li>{t('portal.footer.phone')}</li>
            <li>{t('portal.footer.email')}</li>
          </ul>
        </section>
      </div>
      <div className="pn-footer-bottom">
        <span>{t('portal.footer.copyright')}</span>
        <Link to="/redirectpage">{t('portal.footer.agreement')}</Link>
      </div>
    </footer>
  );
}

export default function PortalLayout() {
  const { locale } = useIntl();
  const { pathname } = useLocation();
  const { clientRoutes } = useAppData();
  // A language switch does not navigate: the title follows the locale here.
  useEffect(() => {
    applyRouteTitle(clientRoutes, pathname);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigation sets the title itself (app.tsx); this follows a language switch
  }, [locale]);
  return (
    <div className="pn-root" data-testid="portal-layout">
      <PortalHeader />
      <main id="portal-main" className="pn-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PortalFooter />
    </div>
  );
}
