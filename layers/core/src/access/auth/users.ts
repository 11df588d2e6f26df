import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { newAppId } from '../../kernel/ids.ts';

export interface UserProfile {
  username: string;
  roles: readonly string[];
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface UserView {
  username: string;
  appId: string;
  effectiveDisplayName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  subscriptionIds: number[];
  apiKeyIds: string[];
}

/**
 * Creates the user on first authenticated request, refreshing names and roles from the
 * identity provider's claims on later ones. One round trip.
 */
export async function provisionUser(p: UserProfile): Promise<void> {
  await writeQuery(
    `MERGE (u:User {username: $username})
     ON CREATE SET u.appId = $appId, u.createdAt = datetime()
     SET u.roles = $roles,
         u.firstName = coalesce($firstName, u.firstName),
         u.lastName = coalesce($lastName, u.lastName),
         u.email = coalesce($email, u.email)`,
    {
      username: p.username,
      appId: newAppId(),
      roles: [...p.roles],
      firstName: p.firstName ?? null,
      lastName: p.lastName ?? null,
      email: p.email ?? null,
    },
  );
}

/**
 * A map expression: the user `u` as `toUserView` reads it, with its API keys and its
 * subscriptions `(u)-[:SUBSCRIBED]->(:Subscription)` (ids ascending), in the same query.
 */
export const userProjection = (v: 'u' | 'e') => `${v} {
  .username, .appId, .firstName, .lastName, .email,
  apiKeyIds: COLLECT { MATCH (${v})-[:HAS_API_KEY]->(_k:ApiKey) RETURN _k.uid ORDER BY _k.createdAt, _k.uid },
  subscriptionIds: COLLECT { MATCH (${v})-[:SUBSCRIBED]->(_s:Subscription) RETURN _s.id ORDER BY _s.id }
}`;

export function toUserView(u: Record<string, unknown>): UserView {
  const str = (k: string) => (typeof u[k] === 'string' ? (u[k] as string) : null);
  const first = str('firstName');
  const last = str('lastName');
  const display = [first, last].filter(Boolean).join(' ');
  const list = <T>(k: string, is: (x: unknown) => x is T): T[] =>
    Array.isArray(u[k]) ? (u[k] as unknown[]).filter(is) : [];
  return {
    username: String(u['username']),
    appId: String(u['appId']),
    effectiveDisplayName: display || String(u['username']),
    firstName: first,
    lastName: last,
    email: str('email'),
    subscriptionIds: list('subscriptionIds', (x): x is number => typeof x === 'number'),
    apiKeyIds: list('apiKeyIds', (x): x is string => typeof x === 'string'),
  };
}

export async function findUser(username: string): Promise<UserView | undefined> {
  const r = await readQuery<{ u: Record<string, unknown> }>(
    `MATCH (u:User {username: $username}) RETURN ${userProjection('u')} AS u`,
    { username },
  );
  const row = r.records[0];
  return row ? toUserView(row.get('u')) : undefined;
}
