import sanitizeHtml from 'sanitize-html';
import { bounds } from '../../kernel/bounds.ts';
import { unsafeJournalHtml } from '../references/journal-html.ts';

/**
 * A model's answer made into lab journal HTML. The answer is untrusted: it is sanitised to a small
 * allowlist (text structure, tables, links to http(s)/mailto), script-URL words in the text are
 * defused, and the result must then pass the very check every lab journal entry passes
 * (references/journal-html.ts). An answer without tags (plain text or Markdown) becomes
 * escaped paragraphs.
 */
const ALLOWED = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
};

/** `javascript:` and friends lose their colon to an entity: they read the same and match no check. */
const defuse = (html: string) => html
  .replace(/(javascript|vbscript)(\s*):/gi, '$1$2&#58;')
  .replace(/data(\s*):(\s*)text\/html/gi, 'data$1&#58;$2text/html');

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraphs(text: string): string {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '')
    .map((p) => `<p>${p.split('\n').map((l) => defuse(escapeText(l))).join('<br>')}</p>`).join('\n');
}

/** Strips a Markdown code fence wrapped around the whole answer (```html … ```). */
const unfence = (s: string) => s.trim().replace(/^```[a-z]*\s*\n([\s\S]*?)\n?```$/i, '$1');

export function journalHtmlFromModel(answer: string): string {
  const raw = unfence(answer);
  let html = /<\/?[a-z][\s\S]*?>/i.test(raw) ? defuse(sanitizeHtml(raw, ALLOWED)).trim() : paragraphs(raw);
  // Belt and braces: whatever the sanitiser let through must still pass the shared rules.
  if (html !== '' && unsafeJournalHtml(html) !== null) html = paragraphs(sanitizeHtml(raw, { allowedTags: [], allowedAttributes: {} }));
  return html.slice(0, bounds.journalContent);
}

/** Text of a stored entry for a prompt (tags dropped). */
export const textOfHtml = (html: string): string => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
