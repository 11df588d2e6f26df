import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../aws/clients.ts';

/**
 * Runtime plugin overrides (docs/plugins.md, Plugin entry): one row per plugin id in the `config` table
 * (pk `PLUGIN_OVERRIDE`, sk = id), holding `enabled`, `updatedAt`, `updatedBy`. A row exists
 * only while it differs from the install default; returning to the default deletes it.
 */
export interface PluginOverride {
  readonly id: string;
  readonly enabled: boolean;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

const PK = 'PLUGIN_OVERRIDE';

export async function loadOverrides(): Promise<Map<string, PluginOverride>> {
  const out = new Map<string, PluginOverride>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('config'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const i of page.Items ?? []) {
      const id = String(i['sk']);
      out.set(id, {
        id,
        enabled: i['enabled'] === true,
        updatedAt: String(i['updatedAt']),
        updatedBy: String(i['updatedBy']),
      });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/**
 * Persists the flip before returning (the caller answers only afterwards). Returns the stored
 * override, or undefined when `enabled` equals the install default and the row was removed.
 */
export async function saveOverride(
  id: string,
  enabled: boolean,
  installDefault: boolean,
  by: string,
  now = new Date(),
): Promise<PluginOverride | undefined> {
  const TableName = tableName('config');
  if (enabled === installDefault) {
    await dynamo().send(new DeleteCommand({ TableName, Key: { pk: PK, sk: id } }));
    return undefined;
  }
  const row = { id, enabled, updatedAt: now.toISOString(), updatedBy: by };
  await dynamo().send(
    new PutCommand({ TableName, Item: { pk: PK, sk: id, enabled, updatedAt: row.updatedAt, updatedBy: by } }),
  );
  return row;
}
