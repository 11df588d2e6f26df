import { readQuery, writeQuery } from '../graph/driver.ts';
import { newAppId } from '../ids.ts';

export interface UserProfile { username: string; roles: readonly string[]; firstName?: string; lastName?: string; email?: string }

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
    { username: p.username, appId: newAppId(), roles: [...p.roles], firstName: p.firstName ?? null, lastName: p.lastName ?? null, email: p.email ?? null },
  );
}

export async function findUser(username: string): Promise<UserView | undefined> {
  const r = await readQuery<{ u: Record<string, unknown>; keys: string[]; subs: number[] }>(
    `MATCH (u:User {username: $username})
     OPTIONAL MATCH (u)-[:HAS_API_KEY]->(k:ApiKey)
     WITH u, collect(k.uid) AS keys
     OPTIONAL MATCH (u)-[:SUBSCRIBED]->(s:Subscription)
     RETURN properties(u) AS u, keys, collect(s.id) AS subs`,
    { username },
  );
  const row = r.records[0];
  if (!row) return undefined;
  const u = row.get('u');
  const str = (k: string) => (typeof u[k] === 'string' ? (u[k] as string) : null);
  const first = str('firstName');
  const last = str('lastName');
  const display = [first, last].filter(Boolean).join(' ');
  return {
    username: String(u['username']),
    appId: String(u['appId']),
    effectiveDisplayName: display || String(u['username']),
    firstName: first,
    lastName: last,
    email: str('email'),
    subscriptionIds: row.get('subs'),
    apiKeyIds: row.get('keys'),
  };
}
