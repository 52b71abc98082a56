/**
 * Addresses the portal links to. External ones open in a new tab. The blockchain browser is the
 * backbone network's public explorer; a deployment that runs its own changes it here.
 */
export const BROWSER_URL = 'https://explorer.bitfactory.cn/';

export const FRIENDLY_LINKS: { id: string; href: string }[] = [
  { id: 'portal.link.miit', href: 'https://www.miit.gov.cn/' },
  { id: 'portal.link.cac', href: 'https://www.cac.gov.cn/' },
  { id: 'portal.link.caict', href: 'http://www.caict.ac.cn/' },
  { id: 'portal.link.ccsa', href: 'https://www.ccsa.org.cn/' },
  { id: 'portal.link.aii', href: 'https://www.aii-alliance.org/' },
  { id: 'portal.link.network', href: 'https://bitfactory.cn/' },
];

export interface NavLeaf {
  id: string;
  to?: string;
  href?: string;
}
export interface NavGroup {
  id: string;
  to?: string;
  children?: NavLeaf[];
}

/** The top navigation of spec 2.1. */
export const NAV: NavGroup[] = [
  { id: 'portal.nav.home', to: '/home' },
  {
    id: 'portal.nav.platform',
    children: [
      { id: 'portal.nav.tnaas', to: '/platform/TNaas' },
      { id: 'portal.nav.tbaas', to: '/platform/Tbaas' },
      { id: 'portal.nav.acrossChain', to: '/platform/acrossChain' },
    ],
  },
  {
    id: 'portal.nav.solutions',
    children: [
      { id: 'portal.nav.solution', to: '/platform/solution' },
      { id: 'portal.nav.deposit', to: '/platform/depositPlatform' },
    ],
  },
  {
    id: 'portal.nav.ecosystem',
    children: [
      { id: 'portal.nav.construction', to: '/platform/construction' },
      { id: 'portal.nav.result', to: '/platform/result' },
    ],
  },
  {
    id: 'portal.nav.open',
    children: [
      { id: 'portal.nav.resolution', to: '/platform/resolution' },
      { id: 'portal.nav.browser', href: BROWSER_URL },
    ],
  },
];

/** The console's login page in a new tab (spec 2.2), whatever path the app is served under. */
export function loginHref(): string {
  return `${window.location.pathname}#/login`;
}
