import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { bounds } from '../../kernel/bounds.ts';
import { config } from '../config/load.ts';
import { isLinkLocal } from './address-ranges.ts';
import { addressRefusal } from './outbound-fetch.ts';

export { isLinkLocal } from './address-ranges.ts';

/**
 * The text rules of addresses the service fetches on an admin's or a user's say (semantic repository
 * endpoints, ontology URLs, import sources, the ai plugin's OpenAI-compatible endpoint): an absolute
 * http(s) URL without credentials or fragment whose host is not link-local, where the cloud's
 * instance-metadata service lives (also written as an IPv4-mapped, -compatible, NAT64 or 6to4 IPv6
 * address: address-ranges.ts). These rules are part of the request schemas, so they stay exactly
 * the documented ones.
 *
 * Every other address passes the text rules (multicast, unspecified and reserved ones are never
 * reached, loopback and private ones only on an instance that allows them): whether they are reached
 * is decided where the connection is made: `outboundFetch`
 * (outbound-fetch.ts) resolves a name once and connects only to the addresses it checked, under
 * `svc.outbound.allow-private`. `resolvedEndpointProblem` applies the same address rules ahead of a
 * call, for a 400/409 that names the field instead of a failed call.
 */
const MAX_ENDPOINT = bounds.uri;
const LOOKUP_TIMEOUT_MS = 5_000;
const LINK_LOCAL = 'endpoint must not be a link-local address';

/** Why the endpoint is refused by its text alone, or null when it may be stored. */
export function endpointProblem(endpoint: string): string | null {
  if (endpoint.length > MAX_ENDPOINT) return `endpoint must be at most ${MAX_ENDPOINT} characters`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `endpoint must use http or https, not ${url.protocol.replace(/:$/, '')}`;
  if (url.username !== '' || url.password !== '') return 'endpoint must not carry credentials';
  if (url.hash !== '') return 'endpoint must not carry a fragment';
  const host = hostOf(url);
  if (host === 'metadata.google.internal' || host === 'metadata.google.internal.') return LINK_LOCAL;
  if (isIP(host) !== 0 && isLinkLocal(host)) return LINK_LOCAL;
  return null;
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

type Lookup = (host: string) => Promise<readonly string[]>;
const systemLookup: Lookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * `endpointProblem`, then the address rules of the connection (outbound-fetch.ts) on the literal or on
 * every address the host name resolves to (within LOOKUP_TIMEOUT_MS). A name that does not resolve is
 * not refused here: the call fails as unreachable, as it would anyway.
 */
export async function resolvedEndpointProblem(
  endpoint: string,
  lookup: Lookup = systemLookup,
  allowPrivate: boolean = config()['svc.outbound.allow-private'],
): Promise<string | null> {
  const problem = endpointProblem(endpoint);
  if (problem) return problem;
  const host = hostOf(new URL(endpoint));
  const refused = (address: string) => {
    const refusal = addressRefusal(host, address, allowPrivate);
    return refusal === null ? null : `endpoint must not be ${refusal}`;
  };
  if (isIP(host) !== 0) return refused(host);
  let addresses: readonly string[];
  try {
    addresses = await Promise.race([
      lookup(host),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS).unref(),
      ),
    ]);
  } catch {
    return null;
  }
  for (const a of addresses) {
    const refusal = refused(a);
    if (refusal !== null) return refusal;
  }
  return null;
}
