import type { AppIdOf } from '../../kernel/route-types.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';

/** A label from the route table, spliced into the query (labels cannot be parameters): letters only. */
const LABEL = /^[A-Z][A-Za-z]*$/;
const LEGACY_ID = /^\d{1,16}$/;
const OID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * The `appId` of the node that `value` names (`of`: its label and the property the value
 * matches): one seek on that label's index. `undefined` when the value cannot be such a key or
 * names nothing.
 */
export async function appIdNamedBy(of: AppIdOf, value: string): Promise<string | undefined> {
  if (!LABEL.test(of.label)) throw new Error(`provenance: "${of.label}" is not a node label`);
  const key = of.key ?? 'id';
  let param: unknown;
  if (key === 'id') {
    const n = Number(value);
    if (!LEGACY_ID.test(value) || !Number.isSafeInteger(n)) return undefined;
    param = cypherInt(n);
  } else {
    if (!OID.test(value)) return undefined;
    param = value;
  }
  const r = await readQuery<{ appId: unknown }>(
    `MATCH (e:${of.label} {${key}: $value}) RETURN e.appId AS appId LIMIT 1`,
    { value: param },
  );
  const appId = r.records[0]?.get('appId');
  return typeof appId === 'string' && appId !== '' ? appId : undefined;
}
