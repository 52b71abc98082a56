/**
 * Illustrations live in public/portal (drawn by scripts/portal-art/generate.py) and are referenced
 * relative to the document: with hash history the document URL never changes, so this works under
 * any base path and keeps the images out of the JavaScript.
 */
export const art = (name: string, card = false) => `portal/${name}${card ? '-card' : ''}.svg`;
