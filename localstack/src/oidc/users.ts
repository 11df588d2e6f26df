import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A person who can sign in at the local OpenID Connect provider. */
export interface LocalUser {
  username: string;
  password: string;
  roles: string[];
  givenName: string;
  familyName: string;
  email: string;
}

/**
 * The users every local cloud has (docs/local-cloud.md lists them). Local only: the passwords are
 * public, and the provider listens on loopback.
 */
export const seededUsers: readonly LocalUser[] = [
  {
    username: 'ada',
    password: 'lovelace',
    roles: ['instance-admin'],
    givenName: 'Ada',
    familyName: 'Lovelace',
    email: 'ada@svc.local',
  },
  {
    username: 'grace',
    password: 'hopper',
    roles: ['researcher'],
    givenName: 'Grace',
    familyName: 'Hopper',
    email: 'grace@svc.local',
  },
  {
    username: 'alan',
    password: 'turing',
    roles: [],
    givenName: 'Alan',
    familyName: 'Turing',
    email: 'alan@svc.local',
  },
];

const isUser = (v: unknown): v is LocalUser => {
  if (typeof v !== 'object' || v === null) return false;
  const u = v as Record<string, unknown>;
  return (
    typeof u['username'] === 'string' &&
    u['username'] !== '' &&
    typeof u['password'] === 'string' &&
    Array.isArray(u['roles']) &&
    u['roles'].every((r) => typeof r === 'string') &&
    ['givenName', 'familyName', 'email'].every((k) => typeof u[k] === 'string')
  );
};

/**
 * The seeded users plus those of `extraFile` (a JSON array of LocalUser, read at every look-up so
 * a test or a developer can add people without a restart); a later entry replaces an earlier one.
 */
export function allUsers(extraFile: string | undefined): Map<string, LocalUser> {
  const users = new Map(seededUsers.map((u) => [u.username, u]));
  if (extraFile && existsSync(extraFile)) {
    const parsed: unknown = JSON.parse(readFileSync(extraFile, 'utf8'));
    if (!Array.isArray(parsed) || !parsed.every(isUser)) {
      throw new Error(`${extraFile} must be a JSON array of {username, password, roles, givenName, familyName, email}`);
    }
    for (const u of parsed) users.set(u.username, u);
  }
  return users;
}

export function findUser(username: string, extraFile: string | undefined): LocalUser | undefined {
  return allUsers(extraFile).get(username);
}

/** The user when the password matches, compared in constant time. */
export function checkPassword(
  username: string,
  password: string,
  extraFile: string | undefined,
): LocalUser | undefined {
  const user = findUser(username, extraFile);
  if (!user) return undefined;
  const given = Buffer.from(password);
  const expected = Buffer.from(user.password);
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : undefined;
}
