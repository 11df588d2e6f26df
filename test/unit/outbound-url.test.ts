import { describe, expect, it } from 'vitest';
import {
  endpointProblem,
  isLinkLocal,
  resolvedEndpointProblem,
} from '../../layers/core/src/platform/net/outbound-url.ts';

describe('the outbound address guard', () => {
  it('refuses link-local hosts in the text however they are written; multicast, unspecified and reserved ones where the call is made; loopback and private ones by the setting', async () => {
    for (const bad of [
      'http://169.254.169.254/latest',
      'http://2852039166/',
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://[fe80::1]/',
      'http://[febf::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[0:0:0:0:0:ffff:169.254.1.1]/',
      'http://[::169.254.169.254]/',
      'http://[64:ff9b::169.254.169.254]/',
      'http://metadata.google.internal/',
    ]) {
      expect(endpointProblem(bad), bad).toMatch(/link-local/);
    }
    // Never reached, but refused where the call is made, not by the request schema's text rules.
    for (const [never, why] of [
      ['http://224.0.0.1/', /multicast/],
      ['http://[ff02::1]/', /multicast/],
      ['http://0.0.0.0:8080/', /unspecified/],
      ['http://0/', /unspecified/],
      ['http://[::]/', /unspecified/],
      ['http://255.255.255.255/', /reserved/],
    ] as const) {
      expect(endpointProblem(never), never).toBeNull();
      expect(await resolvedEndpointProblem(never, async () => [], true), never).toMatch(why);
    }
    for (const ok of [
      'http://127.0.0.1:8080/svc/api',
      'http://localhost:7200/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://10.0.0.5/',
      'https://dbpedia.org/sparql',
      'http://[fec0::1]/',
    ]) {
      expect(endpointProblem(ok), ok).toBeNull();
    }
    expect(isLinkLocal('::ffff:169.254.0.1')).toBe(true);
    expect(isLinkLocal('::1')).toBe(false);
  });

  it('refuses a host name that resolves to a link-local address (any of its addresses), IPv4-mapped included', async () => {
    const resolvingTo =
      (...addresses: string[]) =>
      async () =>
        addresses;
    expect(await resolvedEndpointProblem('http://evil.example/', resolvingTo('169.254.169.254'))).toMatch(
      /evil\.example resolves to 169\.254\.169\.254/,
    );
    expect(
      await resolvedEndpointProblem('http://evil.example/', resolvingTo('93.184.216.34', '::ffff:169.254.169.254')),
    ).toMatch(/link-local/);
    expect(await resolvedEndpointProblem('http://evil.example/', resolvingTo('fe80::2'))).toMatch(/link-local/);
    // Loopback and private addresses only when the operator allows them (svc.outbound.allow-private).
    expect(await resolvedEndpointProblem('http://fine.example/', resolvingTo('127.0.0.1', '::1'), true)).toBeNull();
    expect(await resolvedEndpointProblem('http://fine.example/', resolvingTo('93.184.216.34', '10.1.2.3'), false)).toBe(
      'endpoint must not be a private address (fine.example resolves to 10.1.2.3; svc.outbound.allow-private is off)',
    );
    expect(await resolvedEndpointProblem('http://fine.example/', resolvingTo('fd00::5'), false)).toMatch(/private/);
    expect(await resolvedEndpointProblem('http://fine.example/', resolvingTo('100.64.0.9'), false)).toMatch(/shared/);
    expect(await resolvedEndpointProblem('http://127.0.0.1:7200/', resolvingTo(), false)).toMatch(/loopback/);
    expect(await resolvedEndpointProblem('http://[::ffff:10.0.0.1]/', resolvingTo(), false)).toMatch(/private/);
    expect(await resolvedEndpointProblem('http://10.0.0.1/', resolvingTo(), true)).toBeNull();
    expect(await resolvedEndpointProblem('http://public.example/', resolvingTo('93.184.216.34'), false)).toBeNull();
    // The metadata service stays refused when private ranges are allowed.
    expect(await resolvedEndpointProblem('http://evil.example/', resolvingTo('169.254.169.254'), true)).toMatch(
      /link-local/,
    );
    // A name that does not resolve is the call's problem (unreachable), not the guard's.
    expect(
      await resolvedEndpointProblem('http://nowhere.example/', async () => Promise.reject(new Error('ENOTFOUND'))),
    ).toBeNull();
    expect(await resolvedEndpointProblem('ftp://x/', resolvingTo())).toMatch(/http or https/);
    expect(await resolvedEndpointProblem('http://localhost:1/', undefined, true)).toBeNull();
    expect(await resolvedEndpointProblem('http://localhost:1/', undefined, false)).toMatch(/loopback/);
  });
});
