/**
 * The two kinds of untrusted addresses of the semantic area, checked before they are stored:
 *
 * - a repository `endpoint`: fetched by the service, so only an absolute http(s) URL, without
 *   credentials (they would be shown to every caller) and not a link-local address (the cloud
 *   instance-metadata service lives there). Any other scheme (file:, ftp:, gopher:, data:, …) is
 *   refused, so a repository cannot turn the lookup into a read of something else.
 * - a term IRI: spliced into a SPARQL query as `<iri>`, so it must be an absolute IRI made only
 *   of characters the SPARQL IRIREF production allows; nothing can break out of the brackets.
 */

import { ABSOLUTE_IRI, bounds } from '../../kernel/bounds.ts';

/** The endpoint rules live in platform/net/outbound-url.ts (shared with the importer and the ai plugin). */
export { endpointProblem } from '../../platform/net/outbound-url.ts';

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * Why the IRI is refused, or null when it is an absolute IRI safe to write as `<iri>`: the rule
 * of the request schemas (kernel/bounds.ts `ABSOLUTE_IRI`), with a reason for each way to fail.
 */
export function iriProblem(iri: string): string | null {
  if (iri.length > bounds.iri) return `must be at most ${bounds.iri} characters`;
  if (!SCHEME.test(iri)) return 'must be an absolute IRI (scheme:…)';
  if (!ABSOLUTE_IRI.test(iri)) return 'must not contain spaces, control characters or any of <>"{}|^`\\';
  return null;
}

/** The local name of an IRI: what follows the last `#`, `/` or `:` (percent-decoded when possible). */
export function localName(iri: string): string {
  const trimmed = iri.replace(/[#/]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('#'), trimmed.lastIndexOf('/'), trimmed.lastIndexOf(':'));
  const tail = trimmed.slice(cut + 1);
  if (tail === '') return iri;
  try {
    return decodeURIComponent(tail);
  } catch {
    return tail;
  }
}
