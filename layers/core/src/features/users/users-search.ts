import { readQuery } from '../../platform/graph/driver.ts';
import { toUserView, userProjection, type UserView } from '../../access/auth/users.ts';
import { parseQuery } from '../search/query.ts';
import { translate, type SearchTarget } from '../search/translate.ts';

/** The user fields `/search/users` may query (the one query language: legacy/search). */
export const USER_SEARCH: SearchTarget = {
  kind: 'User',
  properties: {
    username: { type: 'string', expr: 'e.username' },
    firstName: { type: 'string', expr: 'e.firstName' },
    lastName: { type: 'string', expr: 'e.lastName' },
    email: { type: 'string', expr: 'e.email' },
  },
  attributes: false,
};

/** `/search/users`: every user matching the query (any authenticated caller), by username. */
export async function searchUsers(query: string): Promise<UserView[]> {
  const q = translate(parseQuery(query), USER_SEARCH);
  const r = await readQuery<{ u: Record<string, unknown> }>(
    `MATCH (e:User)
     WHERE ${q.where}
     WITH e ORDER BY e.username
     RETURN ${userProjection('e')} AS u`,
    q.params,
  );
  return r.records.map((rec) => toUserView(rec.get('u')));
}
