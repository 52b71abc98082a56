/** Web constants of spec 9. One place, so a deployment changes values, not code. */
export const webConfig = {
  title: 'BBN Console',
  /** Application prefix of every local-storage key. */
  storagePrefix: 'bbn-',
  tenantMode: false,
  captchaMode: false,
  tenantId: '000000',
  firstPage: '/wel/index',
  /**
   * Pages a user whose identity is not authenticated (status other than 2) may open by their
   * address or a button, never by a menu click (spec 6: a menu click other than home needs
   * status 2): the identity application (the home page's 去实名认证), the personal center (the
   * header dropdown) and the message center (the bell); else nobody could apply. Every other
   * console route needs status 2 (src/utils/routeGuard.ts statusAdmits).
   */
  openToUnverified: ['/digital/', '/personal/', '/integral/', '/Message/'],
  lockPage: '/lock',
  /** Seconds of token age after which a refresh is requested (spec 9 notes 3000). */
  tokenTime: 3000,
  /** How often the token age is checked, in ms. */
  tokenCheckInterval: 10_000,
  requestTimeout: 50_000,
  chunkLoadTimeout: 120_000,
  messageDuration: 3,
  debounce: 300,
  copyDebounce: 800,
  copyBidDebounce: 900,
  compileDebounce: 1000,
  themeColor: '#409EFF',
  dateFormat: 'YYYY-MM-DD HH:mm:ss',
  pageSizes: [10, 30, 50, 100, 200],
  sharedPageSizes: [10, 20, 50, 100],
  badgeMax: 99,
  breakpoints: [768, 992, 1200],
  headerScrollThreshold: 100,
  clientId: process.env.CLIENT_ID || 'saber',
  clientSecret: process.env.CLIENT_SECRET || 'saber_secret',
  /** sm2 public key of the gateway (the default is the mock's); set SM2_PUBLIC_KEY at build time. */
  sm2PublicKey:
    process.env.SM2_PUBLIC_KEY ||
    '0482f9b4aca4adaa1d57db39a2946b74f6c7b86b21ed8b8ca334dd17b2af670723baf9ee76d2b72007ee2df12cbb2a734b54448b8bfc4631c9f126d60428be2958',
  /**
   * Sites /myiframe may frame: their origins (scheme, host, port), set with FRAME_ORIGINS at build
   * time (comma-separated). Any other site's address is refused with a message, so a link cannot
   * show a stranger's page (a phishing form) inside the console. Empty by default.
   */
  frameOrigins: String(process.env.FRAME_ORIGINS || '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean),
  /** Response codes the caller handles itself: they reject without a toast (spec 8; contents not shown, empty by default). */
  silentCodes: [] as number[],
} as const;
