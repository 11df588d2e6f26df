import neo4j from 'neo4j-driver';
import { translate } from '#core/legacy/search/translate.ts';
import { parseQuery } from '#core/legacy/search/query.ts';
import { collectionTarget } from '#core/legacy/search/service.ts';
const d = neo4j.driver('bolt://127.0.0.1:7687', undefined, { disableLosslessIntegers: true });
for (const n of [1000, 10000, 100000]) {
  for (const [op, v] of [['contains', 'needle'], ['gt', 'x'], ['eq', 'y'.repeat(n)]] as const) {
    const t = translate(parseQuery(JSON.stringify({ property: 'attributes.k', operator: op, value: v })), collectionTarget);
    const text = JSON.stringify({ a: 'b'.repeat(n), k: 'y'.repeat(n) + 'needle' + '\\"'.repeat(n) });
    try {
      const r = await d.executeQuery('RETURN $t =~ $q0 AS has, $t =~ $q1 AS m', { t: text, ...t.params });
      console.log(n, op, r.records[0]?.get('has'), r.records[0]?.get('m'));
    } catch (e) { console.log(n, op, 'ERR', (e as Error).message.slice(0, 200)); }
  }
}
await d.close();
