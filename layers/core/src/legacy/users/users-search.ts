import { readQuery } from '../../graph/driver.ts';
import { toUserView, userProjection, type UserView } from '../../users/users.ts';
import { compileQuery, USER_PROPERTIES } from './query.ts';

/** `/search/users`: every user matching the query (any authenticated caller), by username. */
export async function searchUsers(query: string): Promise<UserView[]> {
  const q = compileQuery(query, USER_PROPERTIES, 'u');
  const r = await readQuery<{ u: Record<string, unknown> }>(
    `MATCH (u:User)
     WHERE ${q.where}
     WITH u ORDER BY u.username
     RETURN ${userProjection('u')} AS u`,
    q.params,
  );
  return r.records.map((rec) => toUserView(rec.get('u')));
}
