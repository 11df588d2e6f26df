import { Parser } from 'htmlparser2';
import { bounds } from '../../kernel/bounds.ts';
import { unsafeJournalHtml } from '../references/journal-html.ts';

/**
 * A model's answer made into lab journal HTML. The answer is untrusted: it is re-serialised from
 * htmlparser2's parse through an allowlist (text structure, tables, links to http(s)/mailto; no
 * other attribute survives, and the content of script-like elements is dropped), text is
 * re-escaped, script-URL words in the text are defused, and the result must then pass the very
 * check every lab journal entry passes (references/journal-html.ts). An answer without tags (plain
 * text or Markdown) becomes escaped paragraphs. (htmlparser2 rather than sanitize-html: the latter
 * brings postcss and some 180 KB into a bundle that must stay under 1.5 MB.)
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
]);
const VOID = new Set(['br']);
/** Elements whose content is never text for a reader: dropped with everything inside. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'title',
  'head',
  'select',
  'option',
  'frameset',
  'noembed',
  'xmp',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (t: string) => escapeText(t).replace(/"/g, '&quot;');

/** `javascript:` and friends lose their colon to an entity: they read the same and match no check. */
const defuse = (html: string) =>
  html
    .replace(/(javascript|vbscript)(\s*):/gi, '$1$2&#58;')
    .replace(/data(\s*):(\s*)text\/html/gi, 'data$1&#58;$2text/html');

function href(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  // Browsers ignore whitespace and control characters inside a scheme: so does the check.
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(compact) ? compact : null;
}

/** The allowlisted re-serialisation of `html` (tags outside the list dropped, their text kept). */
export function sanitiseHtml(html: string): string {
  const out: string[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        // htmlparser2 closes every element it opens (void ones at once): depth counts them all.
        if (dropDepth > 0 || DROP_CONTENT.has(name)) {
          dropDepth += 1;
          return;
        }
        if (!ALLOWED.has(name)) return;
        const link = name === 'a' ? href(attribs['href']) : null;
        out.push(link ? `<a href="${escapeAttr(link)}">` : `<${name}>`);
      },
      ontext(text) {
        if (dropDepth === 0) out.push(escapeText(text));
      },
      onclosetag(name, isImplied) {
        if (dropDepth > 0) {
          dropDepth -= 1;
          return;
        }
        if (ALLOWED.has(name) && !VOID.has(name) && !(isImplied && name === 'br')) out.push(`</${name}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out.join('');
}

const textOnly = (html: string): string => {
  const out: string[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (dropDepth > 0 || DROP_CONTENT.has(name)) dropDepth += 1;
      },
      ontext(text) {
        if (dropDepth === 0) out.push(text);
      },
      onclosetag() {
        if (dropDepth > 0) dropDepth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.join('');
};

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((l) => defuse(escapeText(l)))
          .join('<br>')}</p>`,
    )
    .join('\n');
}

/** Strips a Markdown code fence wrapped around the whole answer (```html … ```). */
const unfence = (s: string) => s.trim().replace(/^```[a-z]*\s*\n([\s\S]*?)\n?```$/i, '$1');

export function journalHtmlFromModel(answer: string): string {
  const raw = unfence(answer);
  let html = /<\/?[a-z][\s\S]*?>/i.test(raw) ? defuse(sanitiseHtml(raw)).trim() : paragraphs(raw);
  // Belt and braces: whatever the allowlist let through must still pass the shared rules.
  if (html !== '' && unsafeJournalHtml(html) !== null) html = paragraphs(textOnly(raw));
  return html.slice(0, bounds.journalContent);
}

/** Text of a stored entry for a prompt (tags and script-like content dropped). */
export const textOfHtml = (html: string): string => textOnly(html).replace(/\s+/g, ' ').trim();
