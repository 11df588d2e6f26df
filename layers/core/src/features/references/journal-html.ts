import { badRequest } from '../../kernel/problem.ts';

/**
 * Lab journal content is HTML shown to other users. Upstream sanitises it and refuses (400,
 * `InvalidHtmlResponse`) content the sanitiser would change; without a full HTML sanitiser we
 * refuse the constructs that carry script or embed foreign documents, and keep everything else
 * byte for byte. The answer is problem JSON carrying upstream's `message` and `suppliedHtml`.
 */
const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'script, style, frame, object, form and document-level elements',
    pattern:
      /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|link|meta|base|svg|math|template)\b/i,
  },
  { what: 'event-handler attributes', pattern: /<[^>]*\s(on[a-z]+)\s*=/i },
  { what: 'script URLs', pattern: /(javascript|vbscript)\s*:|data\s*:\s*text\/html/i },
];

/** The reason the content is refused, or null when it is acceptable. */
export function unsafeJournalHtml(html: string): string | null {
  const hit = FORBIDDEN.find((f) => f.pattern.test(html));
  return hit ? `Lab journal content must not contain ${hit.what}.` : null;
}

export function checkJournalHtml(html: string): void {
  const reason = unsafeJournalHtml(html);
  if (reason) throw badRequest(reason, { message: reason, suppliedHtml: html });
}
