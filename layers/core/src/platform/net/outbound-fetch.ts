import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent } from 'undici';
import { config } from '../config/load.ts';
import { addressRange, PRIVATE_RANGES, RANGE_NAMES } from './address-ranges.ts';

/**
 * Every fetch of an address an admin or a user chose (semantic repository endpoints, ontology URLs,
 * import sources, the ai plugin's OpenAI-compatible endpoint) goes through `outboundFetch`: its
 * connections are made by an undici Agent whose `connect.lookup` resolves the name once, refuses it
 * when any of its addresses is refused (address-ranges.ts), and hands exactly those checked addresses
 * to the socket, so a name cannot resolve to one address for the check and to another for the call
 * (DNS rebinding). An address written as an IP literal is checked before its socket is opened.
 *
 * Link-local (the instance-metadata service), multicast, unspecified and reserved addresses are never
 * reached; loopback, private (RFC 1918, fc00::/7) and shared (100.64.0.0/10) ones only when
 * `svc.outbound.allow-private` is on (the local cloud, whose stand-ins listen on loopback).
 */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundPolicy {
  /** Loopback, private and shared addresses may be reached; undefined: `svc.outbound.allow-private`, read per connection. */
  readonly allowPrivate?: boolean;
  /** The resolver (tests); node's `dns.lookup` by default. */
  readonly lookup?: LookupFunction;
}

/**
 * What `address` (reached as `host`) is when it may not be connected to, e.g. "a private address
 * (db.example resolves to 10.0.0.5; svc.outbound.allow-private is off)"; null when it may.
 */
export function addressRefusal(host: string, address: string, allowPrivate: boolean): string | null {
  const range = addressRange(address);
  if (range === 'public' || (allowPrivate && PRIVATE_RANGES.has(range))) return null;
  const via = host === address ? address : `${host} resolves to ${address}`;
  const hint = PRIVATE_RANGES.has(range) ? '; svc.outbound.allow-private is off' : '';
  return `${RANGE_NAMES[range]} (${via}${hint})`;
}

const allowPrivateOf = (policy: OutboundPolicy) => policy.allowPrivate ?? config()['svc.outbound.allow-private'];

/** A `net.connect` lookup that answers only addresses the policy accepts, all of them checked. */
export function guardedLookup(policy: OutboundPolicy = {}): LookupFunction {
  const resolve = policy.lookup ?? dnsLookup;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, found) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      const addresses: LookupAddress[] =
        typeof found === 'string' ? [{ address: found, family: isIP(found) }] : (found as LookupAddress[]);
      if (addresses.length === 0) {
        callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        return;
      }
      const allowPrivate = allowPrivateOf(policy);
      for (const a of addresses) {
        const refusal = addressRefusal(hostname, a.address, allowPrivate);
        if (refusal !== null) {
          callback(new OutboundRefused(`refused to connect to ${refusal}`), '', 0);
          return;
        }
      }
      if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * An Agent whose every connection goes to an address the policy accepts. undici is imported on
 * first use: it ships beside the bundle (shipped-files.ts), so a function that never calls out
 * never loads it.
 */
export async function outboundAgent(policy: OutboundPolicy = {}): Promise<Agent> {
  const { Agent, buildConnector } = await import('undici');
  const connect = buildConnector({ lookup: guardedLookup(policy) });
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0) {
        // A literal is never looked up: checked here, before its socket is opened.
        const refusal = addressRefusal(host, host, allowPrivateOf(policy));
        if (refusal !== null) {
          callback(new OutboundRefused(`refused to connect to ${refusal}`), null);
          return;
        }
      }
      connect(options, callback);
    },
  });
}

let shared: Promise<Agent> | undefined;

/** `fetch` through the guarded Agent (the process-wide one unless `agent` is given). */
export async function outboundFetch(input: string | URL, init: RequestInit = {}, agent?: Agent): Promise<Response> {
  shared ??= outboundAgent();
  shared.catch(() => (shared = undefined));
  return fetch(input, { ...init, dispatcher: agent ?? (await shared) } as RequestInit);
}

/** The guard's refusal somewhere in a failed fetch's cause chain (fetch wraps it as "fetch failed"). */
export function outboundRefusal(e: unknown): OutboundRefused | undefined {
  for (let c: unknown = e, i = 0; c instanceof Error && i < 5; c = c.cause, i++) {
    if (c instanceof OutboundRefused) return c;
  }
  return undefined;
}

/** A body past the limit `readCapped` was given. */
export class BodyTooLarge extends RangeError {
  constructor(readonly limit: number) {
    super(`response larger than ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * The one capped reader of an outbound answer's body: at most `limit` bytes (else BodyTooLarge, the
 * rest unread), given up with the signal's reason when `signal` aborts. The abort is watched here
 * because it does not always reach a pending read of a body fetched through this module's own
 * dispatcher: a peer that sends its headers and then stalls must not hold the call past its deadline.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const giveUp = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', giveUp, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLarge(limit);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', giveUp);
  }
  return Buffer.concat(chunks);
}
