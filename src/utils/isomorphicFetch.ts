/**
 * Stands in for the isomorphic-fetch package (aliased in .umirc.ts), which umi-request imports for
 * its side effect of installing the whatwg-fetch polyfill: every browser the console supports (its
 * build targets) has fetch, so the polyfill would only add bytes to every page that calls the gateway.
 */
export {};
