/**
 * The one place that says which Chromium runs and with which flags: Debian's packages, never a
 * downloaded browser; no network but localhost (the flags turn off Chromium's own calls home).
 * CHROMIUM_PATH overrides either binary.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell: the same
 * build without the desktop browser's UI layers, what Playwright itself runs for headless tests).
 * The browser suite took 310 s with it against 413 s with /usr/bin/chromium on the same files and
 * machine (2026-11-26): the tests are bound by Chromium's CPU on two cores.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** The desktop browser (package chromium): the benchmark and Lighthouse measure what users run. */
export const DESKTOP_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
