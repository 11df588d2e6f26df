import { describe, expect, it } from 'vitest';
import {
  credentialDigestInput,
  hex,
  STORED_IDENTITY_MAX_AGE_MS,
  usableStoredIdentity,
} from '../../../console/src/logic/identity-cache.ts';

const entry = { hash: 'abc', at: 1_000, user: { username: 'ada' }, keys: [{ uid: 'k1' }] };

describe('the remembered identity of a tab', () => {
  it('is used for the credential it was asked with, while young', () => {
    expect(usableStoredIdentity(entry, 'abc', 1_000 + STORED_IDENTITY_MAX_AGE_MS)).toEqual(entry);
  });

  it('is not used for another credential, when too old, or from the future', () => {
    expect(usableStoredIdentity(entry, 'abd', 2_000)).toBeUndefined();
    expect(usableStoredIdentity(entry, 'abc', 1_001 + STORED_IDENTITY_MAX_AGE_MS)).toBeUndefined();
    expect(usableStoredIdentity(entry, 'abc', 999)).toBeUndefined();
  });

  it('is not used when it is not the shape written', () => {
    for (const bad of [null, 'x', 3, { ...entry, at: '1000' }, { ...entry, user: null }, { ...entry, keys: {} }]) {
      expect(usableStoredIdentity(bad, 'abc', 2_000)).toBeUndefined();
    }
  });

  it('hashes the kind and the secret, so a key and a token with the same text differ', () => {
    expect(credentialDigestInput({ apiKey: 's' })).not.toBe(credentialDigestInput({ bearer: 's' }));
    expect(hex(new Uint8Array([0, 15, 255]).buffer)).toBe('000fff');
  });
});
