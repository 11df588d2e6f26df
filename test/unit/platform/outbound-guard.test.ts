import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../../layers/core/src/platform/config/load.ts';
import { addressRange } from '../../../layers/core/src/platform/net/address-ranges.ts';
import {
  OutboundRefused,
  outboundAgent,
  outboundFetch,
  outboundRefusal,
} from '../../../layers/core/src/platform/net/outbound-fetch.ts';

describe('address ranges', () => {
  const cases: Record<string, readonly string[]> = {
    unspecified: ['0.0.0.0', '0.1.2.3', '::', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0'],
    loopback: [
      '127.0.0.1',
      '127.255.255.254',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
    ],
    private: [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.168.255.255',
      'fc00::1',
      'fd12:3456:789a::1',
      'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'fec0::1',
      '::ffff:10.0.0.1',
      '::ffff:192.168.1.1',
      '::ffff:ac10:1',
      '::ffff:0:10.0.0.1',
      '64:ff9b::10.1.2.3',
      '2002:c0a8:0101::1',
    ],
    shared: ['100.64.0.1', '100.127.255.255', '::ffff:100.100.100.100'],
    'link-local': [
      '169.254.169.254',
      '169.254.0.1',
      'fe80::1',
      'febf::1',
      'fe80::1%eth0',
      '::ffff:169.254.169.254',
      '::169.254.1.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::',
    ],
    multicast: ['224.0.0.1', '239.255.255.255', 'ff02::1', 'ff0e::1', '::ffff:224.0.0.251'],
    reserved: ['240.0.0.1', '255.255.255.255', '::ffff:255.255.255.255'],
    public: [
      '93.184.216.34',
      '8.8.8.8',
      '9.255.255.255',
      '11.0.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '192.167.1.1',
      '192.169.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.1.1',
      '223.255.255.255',
      '2606:4700::1111',
      '2001:db8::1',
      'fbff::1',
      'fe00::1',
      '::ffff:93.184.216.34',
      '64:ff9b::8.8.8.8',
      '2002:0808:0808::1',
    ],
  };
  for (const [range, addresses] of Object.entries(cases)) {
    it(`classifies ${range} addresses, IPv4-mapped, -compatible, NAT64 and 6to4 forms included`, () => {
      for (const a of addresses) expect(addressRange(a), a).toBe(range);
    });
  }
});

/** A server on loopback and names that resolve to it: the guard decides whether a socket is opened. */
describe('the guarded connection', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  const remoteAddresses: string[] = [];
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      remoteAddresses.push(req.socket.localAddress ?? '');
      res.end('ok');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  /** A resolver that answers `answers` in turn (the last one again), counting its calls. */
  const resolving = (...answers: string[]) => {
    let calls = 0;
    const lookup: LookupFunction = (_host, options, callback) => {
      const address = answers[Math.min(calls++, answers.length - 1)]!;
      const family = address.includes(':') ? 6 : 4;
      if (options.all)
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    };
    return { lookup, calls: () => calls };
  };

  it('refuses a name that resolves to a private address, without opening a socket, when private ranges are not allowed', async () => {
    const before = connections;
    const agent = await outboundAgent({ allowPrivate: false, lookup: resolving('127.0.0.1').lookup });
    const err = await outboundFetch(`http://rebind.example:${port}/`, {}, agent).catch((e: unknown) => e);
    expect(outboundRefusal(err)).toBeInstanceOf(OutboundRefused);
    expect(outboundRefusal(err)?.message).toMatch(
      /a loopback address \(rebind\.example resolves to 127\.0\.0\.1; svc\.outbound\.allow-private is off\)/,
    );
    for (const address of ['10.0.0.7', '100.64.1.1', 'fd00::1', '::ffff:192.168.0.1', '169.254.169.254']) {
      const e = await outboundFetch(
        `http://rebind.example:${port}/`,
        {},
        await outboundAgent({ allowPrivate: false, lookup: resolving(address).lookup }),
      ).catch((x: unknown) => x);
      expect(outboundRefusal(e)?.message, address).toContain(address);
    }
    expect(connections).toBe(before);
    await agent.close();
  });

  it('refuses a literal private address, and the metadata service even when private ranges are allowed', async () => {
    const before = connections;
    const denied = await outboundAgent({ allowPrivate: false });
    expect(
      outboundRefusal(await outboundFetch(`http://127.0.0.1:${port}/`, {}, denied).catch((e: unknown) => e)),
    ).toBeDefined();
    expect(
      outboundRefusal(await outboundFetch(`http://[::ffff:127.0.0.1]:${port}/`, {}, denied).catch((e: unknown) => e)),
    ).toBeDefined();
    const allowed = await outboundAgent({ allowPrivate: true, lookup: resolving('169.254.169.254').lookup });
    const metadata = await outboundFetch('http://metadata.example/latest', {}, allowed).catch((e: unknown) => e);
    expect(outboundRefusal(metadata)?.message).toMatch(/link-local/);
    expect(outboundRefusal(metadata)?.message).not.toMatch(/allow-private/);
    expect(connections).toBe(before);
    await Promise.all([denied.close(), allowed.close()]);
  });

  it('resolves once and connects to the address it checked (a second, different answer is never asked for)', async () => {
    // A rebinding resolver: the first answer is the one checked, a later one would point elsewhere.
    const dns = resolving('127.0.0.1', '169.254.169.254');
    const agent = await outboundAgent({ allowPrivate: true, lookup: dns.lookup });
    const r = await outboundFetch(`http://rebind.example:${port}/`, {}, agent);
    expect(await r.text()).toBe('ok');
    expect(dns.calls()).toBe(1);
    expect(remoteAddresses.at(-1)).toBe('127.0.0.1');
    await agent.close();
  });

  it('follows svc.outbound.allow-private when no policy is given', async () => {
    process.env['SVC_OUTBOUND_ALLOW_PRIVATE'] = 'false';
    resetConfigForTests();
    const agent = await outboundAgent();
    const refused = await outboundFetch(`http://127.0.0.1:${port}/`, {}, agent).catch((e: unknown) => e);
    expect(outboundRefusal(refused)?.message).toMatch(/svc\.outbound\.allow-private is off/);
    process.env['SVC_OUTBOUND_ALLOW_PRIVATE'] = 'true';
    resetConfigForTests();
    expect(await (await outboundFetch(`http://127.0.0.1:${port}/`, {}, agent)).text()).toBe('ok');
    await agent.close();
  });
});
