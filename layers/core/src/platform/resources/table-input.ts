import type { AttributeDefinition, CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { KeyAttr, TableDef } from './definitions.ts';

/**
 * The CreateTable request of a table definition, as the local cloud provisions it and as tests
 * create private copies: keys, on-demand billing, each GSI with its projection (INCLUDE of the
 * listed attributes, else ALL). The CDK stack builds the same table from the same definition.
 */
export function createTableInput(t: TableDef, TableName: string): CreateTableCommandInput {
  const attrs = new Map<string, AttributeDefinition>();
  const add = (k: KeyAttr) => attrs.set(k.name, { AttributeName: k.name, AttributeType: k.type });
  add(t.partitionKey);
  if (t.sortKey) add(t.sortKey);
  for (const g of t.gsis) {
    add(g.partitionKey);
    if (g.sortKey) add(g.sortKey);
  }
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attrs.values()],
    KeySchema: [
      { AttributeName: t.partitionKey.name, KeyType: 'HASH' },
      ...(t.sortKey ? [{ AttributeName: t.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(t.gsis.length > 0
      ? {
          GlobalSecondaryIndexes: t.gsis.map((g) => ({
            IndexName: g.name,
            KeySchema: [
              { AttributeName: g.partitionKey.name, KeyType: 'HASH' as const },
              ...(g.sortKey ? [{ AttributeName: g.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: g.include
              ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...g.include] }
              : { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}
