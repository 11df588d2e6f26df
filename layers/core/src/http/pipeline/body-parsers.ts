import { parseInt64Json } from '../../kernel/int64-json.ts';
import { ProblemError } from '../../kernel/problem.ts';

export const isJson = (ct: string) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(ct) || /^application\/merge-patch\+json/i.test(ct);

export const isForm = (ct: string) => /^application\/x-www-form-urlencoded\b/i.test(ct);

/**
 * A form body (routes that list application/x-www-form-urlencoded) as an object of strings; a
 * repeated field's values are joined with commas, as API Gateway joins a repeated query parameter.
 */
export function parseForm(raw: Buffer): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of new URLSearchParams(raw.toString('utf8'))) out[k] = Object.hasOwn(out, k) ? `${out[k]},${v}` : v;
  return out;
}

/** Strict UTF-8: a body with invalid byte sequences is refused, never silently repaired to U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** A JSON body; `int64` reads integer literals as exact bigints (kernel/int64-json.ts). */
export function parseJson(raw: Buffer, numbers: 'int64' | undefined): unknown {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new ProblemError('request.malformed-json', 'The request body is not valid UTF-8 (RFC 8259 requires it).');
  }
  if (numbers === 'int64') return parseInt64Json(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ProblemError(
      'request.malformed-json',
      `The request body is not valid JSON: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
