import { isIP } from 'node:net';

/**
 * What kind of address an outbound call would reach, by the IANA special-purpose registries. `public`
 * is everything else. The guard (outbound-guard.ts) refuses `link-local` (the cloud's instance-metadata
 * service), `multicast`, `unspecified` and `reserved` always, and `loopback`, `private` and `shared`
 * unless the operator allows private ranges (`svc.outbound.allow-private`).
 */
export type AddressRange =
  | 'public'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

/** Ranges `svc.outbound.allow-private` opens; the others are never reached. */
export const PRIVATE_RANGES: ReadonlySet<AddressRange> = new Set(['loopback', 'private', 'shared']);

/** How an address of each range is named in a refusal. */
export const RANGE_NAMES: Readonly<Record<Exclude<AddressRange, 'public'>, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  shared: 'a shared (carrier-grade NAT) address',
  'link-local': 'a link-local address',
  multicast: 'a multicast address',
  unspecified: 'the unspecified address',
  reserved: 'a reserved address',
};

/** The range of an IPv4 or IPv6 address (IPv4 forms inside IPv6 by the IPv4 they carry); `public` for anything else. */
export function addressRange(address: string): AddressRange {
  const kind = isIP(address);
  if (kind === 4) return ipv4Range(address.split('.').map(Number) as [number, number, number, number]);
  if (kind !== 6) return 'public';
  const h = hextets(address.toLowerCase());
  if (h === undefined) return 'reserved';
  const v4 = embeddedIpv4(h);
  if (v4 !== undefined) return ipv4Range(v4);
  if (h.every((g) => g === 0)) return 'unspecified';
  if (h.slice(0, 7).every((g) => g === 0) && h[7] === 1) return 'loopback';
  const first = h[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((first & 0xffc0) === 0xfec0) return 'private'; // fec0::/10, the deprecated site-local
  if ((first & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  return 'public';
}

/** 169.254.0.0/16, fe80::/10, and an IPv6 address carrying a link-local IPv4 one. */
export function isLinkLocal(address: string): boolean {
  return addressRange(address) === 'link-local';
}

function ipv4Range([a, b]: readonly [number, number, number, number]): AddressRange {
  if (a === 0) return 'unspecified'; // 0.0.0.0/8, "this network" (0.0.0.0 reaches the host itself)
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'shared'; // 100.64.0.0/10
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved'; // 240.0.0.0/4 and the broadcast address
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part folded in, a zone dropped). */
function hextets(address: string): number[] | undefined {
  let a = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? (a.split('::') as [string, string]) : [a, undefined];
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((x) => Number.parseInt(x, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible
 * (::/96 but :: and ::1), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address.
 */
function embeddedIpv4(h: readonly number[]): [number, number, number, number] | undefined {
  const zeros = (from: number, to: number) => h.slice(from, to).every((g) => g === 0);
  const bytes = (hi: number, lo: number): [number, number, number, number] => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
  const mapped = zeros(0, 5) && h[5] === 0xffff;
  const translated = zeros(0, 4) && h[4] === 0xffff && h[5] === 0;
  const compatible = zeros(0, 6) && (h[6] !== 0 || h[7]! > 1);
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6);
  if (mapped || translated || compatible || nat64) return bytes(h[6]!, h[7]!);
  if (h[0] === 0x2002) return bytes(h[1]!, h[2]!);
  return undefined;
}
