import { describe, expect, it } from 'vitest';
import {
  ACTIVE_WINDOW_MS,
  consoleUris,
  displayName,
  onTokenExpiring,
  returnTarget,
  secondsLeft,
} from '../../../console/src/logic/oidc-session.ts';

describe('the OpenID Connect session decisions', () => {
  const now = 1_800_000_000_000;

  it('renews silently for a recently active user and warns an idle one', () => {
    expect(onTokenExpiring(now, now - 1000, true)).toBe('renew');
    expect(onTokenExpiring(now, now - ACTIVE_WINDOW_MS, true)).toBe('renew');
    expect(onTokenExpiring(now, now - ACTIVE_WINDOW_MS - 1, true)).toBe('warn');
    expect(onTokenExpiring(now, null, true)).toBe('warn');
    // Without a refresh token nothing can be renewed: always warn.
    expect(onTokenExpiring(now, now, false)).toBe('warn');
  });

  it('counts the seconds left down to zero, never below', () => {
    expect(secondsLeft(now / 1000 + 42.9, now)).toBe(42);
    expect(secondsLeft(now / 1000 - 5, now)).toBe(0);
    expect(secondsLeft(undefined, now)).toBe(0);
  });

  it('returns only to paths of this console after sign-in', () => {
    expect(returnTarget('/collections/12?tab=x')).toBe('/collections/12?tab=x');
    expect(returnTarget('//evil.example/x')).toBe('/collections');
    expect(returnTarget('/\\evil.example')).toBe('/collections');
    expect(returnTarget('https://evil.example/')).toBe('/collections');
    expect(returnTarget(undefined)).toBe('/collections');
    expect(returnTarget(7, '/')).toBe('/');
  });

  it('derives the registered redirect URIs from the origin and the base path', () => {
    expect(consoleUris('http://127.0.0.1:8080', '/console/')).toEqual({
      callback: 'http://127.0.0.1:8080/console/callback',
      signedOut: 'http://127.0.0.1:8080/console/signed-out',
    });
    expect(consoleUris('https://svc.example', '/console').callback).toBe('https://svc.example/console/callback');
  });

  it('names the user by preferred_username, else by subject', () => {
    expect(displayName({ preferred_username: 'ada', sub: 'x' })).toBe('ada');
    expect(displayName({ preferred_username: '', sub: 'sub-1' })).toBe('sub-1');
    expect(displayName({})).toBe('');
  });
});
