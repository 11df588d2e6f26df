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

const MAX_ENDPOINT = bounds.uri;

/** Why the endpoint is refused, or null when it may be stored. */
export function endpointProblem(endpoint: string): string | null {
  if (endpoint.length > MAX_ENDPOINT) return `endpoint must be at most ${MAX_ENDPOINT} characters`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `endpoint must use http or https, not ${url.protocol.replace(/:$/, '')}`;
  if (url.username !== '' || url.password !== '') return 'endpoint must not carry credentials';
  if (url.hash !== '') return 'endpoint must not carry a fragment';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^169\.254\./.test(host) || /^fe[89ab][0-9a-f]?:/.test(host) || host === 'metadata.google.internal') {
    return 'endpoint must not be a link-local address';
  }
  return null;
}

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
