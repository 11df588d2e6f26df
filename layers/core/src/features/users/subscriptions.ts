import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { forbidden, notFound } from '../../kernel/problem.ts';
import { legacyTimestamp } from '../../kernel/wire-time.ts';
import { REQUEST_METHODS } from './wire.ts';

/**
 * Legacy Subscriptions: `(u:User)-[:SUBSCRIBED]->(s:Subscription {id, name, callbackURL,
 * subscribedURL, requestMethod, createdAt, createdBy})`, per user. Only the user themself or
 * an instance-admin reaches them (403 otherwise, before anything is looked up); a missing user
 * or a subscription of another user is a 404. `createdBy` is the user the subscription belongs
 * to (upstream's `createdBy` relation), also when an instance-admin creates it for them.
 * svc records subscriptions; it does not (yet) call their callbacks.
 */
type RequestMethod = (typeof REQUEST_METHODS)[number];

export interface SubscriptionView {
  id: number;
  name: string;
  callbackURL: string | null;
  subscribedURL: string;
  requestMethod: RequestMethod;
  createdBy: string;
  createdAt: string;
}

export interface SubscriptionInput {
  name: string;
  callbackURL: string | null;
  subscribedURL: string;
  requestMethod: RequestMethod;
}

const subscriptionView = `s { .id, .name, .callbackURL, .subscribedURL, .requestMethod, .createdBy, createdAt: s.createdAt.epochMillis }`;

function toView(m: Record<string, unknown>): SubscriptionView {
  const str = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : null);
  const method = str('requestMethod');
  return {
    id: Number(m['id']),
    name: str('name') ?? '',
    callbackURL: str('callbackURL'),
    subscribedURL: str('subscribedURL') ?? '',
    requestMethod: (REQUEST_METHODS as readonly string[]).includes(method ?? '') ? (method as RequestMethod) : 'GET',
    createdBy: str('createdBy') ?? '',
    createdAt: typeof m['createdAt'] === 'number' ? legacyTimestamp(new Date(m['createdAt'])) : '',
  };
}

function selfOrAdmin(principal: Principal, username: string): void {
  if (principal.username !== username && !isInstanceAdmin(principal)) {
    throw forbidden(`Only ${username} or an instance-admin may access the subscriptions of ${username}.`);
  }
}

const noUser = (username: string) => notFound(`User ${username} does not exist.`);

export async function createSubscription(
  principal: Principal,
  username: string,
  input: SubscriptionInput,
): Promise<SubscriptionView> {
  selfOrAdmin(principal, username);
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (u:User {username: $username})
     CREATE (u)-[:SUBSCRIBED]->(s:Subscription {
       id: $id, name: $name, callbackURL: $callbackURL, subscribedURL: $subscribedURL, requestMethod: $requestMethod,
       createdAt: datetime({epochMillis: $now}), createdBy: u.username
     })
     RETURN ${subscriptionView} AS view`,
    {
      username,
      id: cypherInt(id),
      name: input.name,
      callbackURL: input.callbackURL,
      subscribedURL: input.subscribedURL,
      requestMethod: input.requestMethod,
      now: cypherInt(Date.now()),
    },
  );
  const row = r.records[0];
  if (!row) throw noUser(username);
  return toView(row.get('view'));
}

export async function listSubscriptions(principal: Principal, username: string): Promise<SubscriptionView[]> {
  selfOrAdmin(principal, username);
  const r = await readQuery<{ subs: Record<string, unknown>[] }>(
    `MATCH (u:User {username: $username})
     RETURN COLLECT { MATCH (u)-[:SUBSCRIBED]->(s:Subscription) WITH s ORDER BY s.id RETURN ${subscriptionView} } AS subs`,
    { username },
  );
  const row = r.records[0];
  if (!row) throw noUser(username);
  return row.get('subs').map(toView);
}

export async function getSubscription(principal: Principal, username: string, id: number): Promise<SubscriptionView> {
  selfOrAdmin(principal, username);
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (:User {username: $username})-[:SUBSCRIBED]->(s:Subscription {id: $id}) RETURN ${subscriptionView} AS view`,
    { username, id: cypherInt(id) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`Subscription ${id} of ${username} does not exist.`);
  return toView(row.get('view'));
}

export async function deleteSubscription(principal: Principal, username: string, id: number): Promise<void> {
  selfOrAdmin(principal, username);
  const r = await writeQuery<{ n: number }>(
    `MATCH (:User {username: $username})-[:SUBSCRIBED]->(s:Subscription {id: $id})
     DETACH DELETE s
     RETURN count(*) AS n`,
    { username, id: cypherInt(id) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(`Subscription ${id} of ${username} does not exist.`);
}
