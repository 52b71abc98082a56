/**
 * umi's locale plugin bundles this file into every first load, so it is empty: the English
 * messages are a chunk of their own (./en-US/index.ts, loaded by src/locales/area.ts before the
 * first render in English and before a switch to English).
 */
export default {};
