import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { physicalName, tables, type TableDef } from '../../layers/core/src/platform/resources/definitions.ts';
import { dynamodbEndpoint, localAwsCredentials, RESOURCE_PREFIX } from '../../localstack/src/local-env.ts';
import { hsdsPassword } from '../support/local.ts';

describe('local cloud', () => {
  it('HSDS answers with the configured sidecar credentials and refuses others', async () => {
    const auth = (u: string, p: string) => ({ authorization: `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}` });
    const ok = await fetch('http://127.0.0.1:5101/about', { headers: auth('svc-hdf', hsdsPassword()) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { state?: string }).state).toBe('READY');
    const bad = await fetch('http://127.0.0.1:5101/about', { headers: auth('svc-hdf', 'wrong') });
    expect([401, 403]).toContain(bad.status);
  });

  it('rule 1: a gateway configured with HDF on and blank sidecar credentials fails startup', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'localstack/src/gateway/main.ts'], {
      env: {
        PATH: process.env['PATH'] ?? '',
        SVC_HDF_ENABLED: 'true',
        SVC_HDF_SIDECAR_USERNAME: '',
        SVC_HDF_SIDECAR_PASSWORD: '',
        SVC_GATEWAY_PORT: '18080',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/svc.hdf.enabled is true but the sidecar credentials are blank/);
  });

  it('rule 1 holds for the hdf function itself: its module refuses to load with HDF on and blank credentials', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./functions/hdf/handler.ts')"], {
      env: {
        PATH: process.env['PATH'] ?? '',
        SVC_HDF_ENABLED: 'true',
        SVC_HDF_SIDECAR_USERNAME: '',
        SVC_HDF_SIDECAR_PASSWORD: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/svc.hdf.enabled is true but the sidecar credentials are blank/);
  });

  it('DynamoDB Local holds every table of the definitions, with TTL on where defined', async () => {
    const ddb = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamodbEndpoint,
      credentials: localAwsCredentials,
    });
    try {
      const names = (await ddb.send(new ListTablesCommand({}))).TableNames ?? [];
      for (const t of tables as readonly TableDef[]) {
        const TableName = physicalName(RESOURCE_PREFIX, t.id);
        expect(names).toContain(TableName);
        if (t.ttlAttribute) {
          const ttl = (await ddb.send(new DescribeTimeToLiveCommand({ TableName }))).TimeToLiveDescription;
          expect(ttl).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: t.ttlAttribute });
        }
      }
    } finally {
      ddb.destroy();
    }
  });

  it('a DynamoDB transaction whose ConditionCheck fails applies none of its writes', async () => {
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials: localAwsCredentials }),
    );
    const TableName = physicalName(RESOURCE_PREFIX, 'config');
    const pk = `TEST#tx-${randomUUID()}`;
    try {
      await ddb.send(new PutCommand({ TableName, Item: { pk, sk: 'guard', owner: 'a', n: 0 } }));
      const err = await ddb
        .send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: { pk, sk: 'row' } } },
              {
                Update: {
                  TableName,
                  Key: { pk, sk: 'guard' },
                  UpdateExpression: 'ADD n :one',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
              {
                ConditionCheck: {
                  TableName,
                  Key: { pk, sk: 'guard' },
                  ConditionExpression: '#o = :b',
                  ExpressionAttributeNames: { '#o': 'owner' },
                  ExpressionAttributeValues: { ':b': 'b' },
                },
              },
            ],
          }),
        )
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransactionCanceledException);
      expect((err as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual([
        'None',
        'None',
        'ConditionalCheckFailed',
      ]);
      expect(
        (await ddb.send(new GetCommand({ TableName, Key: { pk, sk: 'row' }, ConsistentRead: true }))).Item,
      ).toBeUndefined();
      expect(
        (await ddb.send(new GetCommand({ TableName, Key: { pk, sk: 'guard' }, ConsistentRead: true }))).Item?.['n'],
      ).toBe(0);
    } finally {
      await ddb.send(new DeleteCommand({ TableName, Key: { pk, sk: 'guard' } }));
      ddb.destroy();
    }
  });
});
