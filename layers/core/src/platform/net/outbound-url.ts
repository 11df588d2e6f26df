import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { bounds } from '../../kernel/bounds.ts';

/**
 * The one guard of addresses the service fetches on an admin's or a user's say (semantic repository
 * endpoints, ontology URLs, import sources, the ai plugin's OpenAI-compatible endpoint): an absolute
 * http(s) URL without credentials or fragment whose host is not link-local, where the cloud's
 * instance-metadata service lives (169.254.0.0/16, fe80::/10, also written as an IPv4-mapped,
 * -compatible or NAT64 IPv6 address). Loopback and private addresses stay allowed on purpose:
 * that is how a laptop instance talks to a local SPARQL endpoint, LLM server or second instance.
 *
 * `endpointProblem` checks the text (for request schemas); `resolvedEndpointProblem` also resolves
 * the host name and refuses it when any of its addresses is link-local, checked before each call.
 * A name that resolves differently between the check and the connection (DNS rebinding) is not
 * caught: the check closes names that point at the metadata service, not a hostile resolver.
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
 * `endpointProblem`, then the addresses the host name resolves to (within LOOKUP_TIMEOUT_MS). A
 * name that does not resolve is not refused here: the call fails as unreachable, as it would anyway.
 */
export async function resolvedEndpointProblem(endpoint: string, lookup: Lookup = systemLookup): Promise<string | null> {
  const problem = endpointProblem(endpoint);
  if (problem) return problem;
  const host = hostOf(new URL(endpoint));
  if (isIP(host) !== 0) return null;
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
  const bad = addresses.find(isLinkLocal);
  return bad === undefined ? null : `endpoint must not be a link-local address (${host} resolves to ${bad})`;
}

/** 169.254.0.0/16, fe80::/10, and an IPv6 address carrying a link-local IPv4 one. */
export function isLinkLocal(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return address.startsWith('169.254.');
  if (kind !== 6) return false;
  const h = hextets(address.toLowerCase());
  if (h === undefined) return false;
  if ((h[0]! & 0xffc0) === 0xfe80) return true;
  const v4 = embeddedIpv4(h);
  return v4?.startsWith('169.254.') === true;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part folded in). */
function hextets(address: string): number[] | undefined {
  let a = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? (a.split('::') as [string, string]) : [a, undefined];
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((x) => parseInt(x, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96) or NAT64 (64:ff9b::/96) address. */
function embeddedIpv4(h: readonly number[]): string | undefined {
  const zeros = (from: number, to: number) => h.slice(from, to).every((g) => g === 0);
  const mapped = zeros(0, 5) && h[5] === 0xffff;
  const compatible = zeros(0, 6) && (h[6] !== 0 || h[7]! > 1);
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !compatible && !nat64) return undefined;
  return [h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8, h[7]! & 0xff].join('.');
}
