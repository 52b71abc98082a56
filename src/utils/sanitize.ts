import DOMPurify from 'dompurify';

/** Rich-text HTML as it may be stored and shown: DOMPurify's HTML profile (no scripts, no handlers). */
export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
