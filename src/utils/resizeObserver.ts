/**
 * Stands in for the resize-observer-polyfill package (aliased in .umirc.ts): every browser the
 * console supports (its build targets) has ResizeObserver.
 */
export default globalThis.ResizeObserver;
