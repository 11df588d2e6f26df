import { describe, expect, it } from 'vitest';
import {
  decodeToken,
  encodeToken,
  TOKEN_LIFETIME_SECONDS,
  type TokenState,
} from '../../../layers/core/src/features/publishing/oai-token.ts';

const state: TokenState = {
  verb: 'ListRecords',
  metadataPrefix: 'oai_dc',
  set: 'collection-x',
  from: '2026-01-01',
  until: null,
  after: '2026-01-02T00:00:00Z|svc:a:b',
  cursor: 200,
};
const now = Date.parse('2026-03-04T05:06:07Z');

describe('OAI-PMH resumption tokens', () => {
  it('carry the list arguments and the position, and expire a day after the hour they were issued in', () => {
    const t = encodeToken(state, now);
    expect(t.expiresAt).toBe('2026-03-05T06:00:00Z');
    expect(decodeToken(t.token, now)).toEqual({ ok: true, state });
    expect(decodeToken(t.token, Date.parse(t.expiresAt) - 1000)).toMatchObject({ ok: true });
    expect(decodeToken(t.token, now + (TOKEN_LIFETIME_SECONDS + 3600) * 1000)).toEqual({
      ok: false,
      reason: expect.stringMatching(/expired/),
    });
    // The same page asked for within the hour is the same token (and the same ETag).
    expect(encodeToken(state, now + 60_000).token).toBe(t.token);
  });

  it('refuses a garbled or foreign token', () => {
    const { token } = encodeToken(state, now);
    const [payload, check] = token.split('.');
    const flipped = `${payload?.slice(0, -1)}${payload?.endsWith('A') ? 'B' : 'A'}.${check}`;
    for (const bad of [
      flipped,
      `${payload}.xxxxxxxxxxxx`,
      payload ?? '',
      '',
      'a.b',
      `${Buffer.from('[1,2]').toString('base64url')}.abc`,
    ]) {
      expect(decodeToken(bad, now), bad).toMatchObject({ ok: false });
    }
  });
});
