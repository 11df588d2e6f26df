import DOMPurify, { type Config } from 'dompurify';

/**
 * Lab journal content is HTML written by other users: it is sanitised with DOMPurify before it
 * is shown (and before it is sent, so the server's own refusal of scripts is never the only
 * guard). Only the HTML profile: no SVG or MathML, no forms, no styles, no event handlers or
 * script URLs (DOMPurify's defaults); links open without handing over the window; an image
 * without `alt` gets an empty one.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      }
      // An image its author did not describe is announced as nothing rather than as its URL.
      if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The HTML to render: what is left after sanitising. */
export function sanitizeJournal(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Sanitises what the user wrote; `removed` says whether anything unsafe was taken out. */
export function cleanJournalInput(html: string): { html: string; removed: boolean } {
  const clean = sanitizeJournal(html);
  return { html: clean, removed: purifier().removed.length > 0 };
}

/** True when the content has no visible text or media (an empty editor leaves `<br>` or `<p></p>`). */
export function isBlankJournal(html: string): boolean {
  return (
    html
      .replace(/<(?!img\b)[^>]*>/gi, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(html)
  );
}
