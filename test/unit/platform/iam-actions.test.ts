import { describe, expect, it } from 'vitest';
import { iamCalls, keyPattern } from '../../../layers/core/src/platform/aws/iam-actions.ts';

describe('IAM actions of SDK calls', () => {
  it('names most calls <service>:<Operation>, on the table, its index, the queue or the secret', () => {
    expect(iamCalls('DynamoDBClient', 'UpdateItem', { TableName: 't' })).toEqual([
      { action: 'dynamodb:UpdateItem', resource: 'table/t' },
    ]);
    expect(iamCalls('DynamoDBClient', 'Query', { TableName: 't', IndexName: 'byAgent' })).toEqual([
      { action: 'dynamodb:Query', resource: 'table/t/index/byAgent' },
    ]);
    expect(iamCalls('DynamoDBClient', 'GetItem', { TableName: 'arn:aws:dynamodb:eu-west-1:1:table/t' })).toEqual([
      { action: 'dynamodb:GetItem', resource: 'table/t' },
    ]);
    expect(iamCalls('SQSClient', 'SendMessage', { QueueUrl: 'http://h/000000000000/q' })).toEqual([
      { action: 'sqs:SendMessage', resource: 'q' },
    ]);
    expect(
      iamCalls('SecretsManagerClient', 'GetSecretValue', {
        SecretId: 'arn:aws:secretsmanager:eu-west-1:1:secret:neo4j-AbCdEf',
      }),
    ).toEqual([{ action: 'secretsmanager:GetSecretValue', resource: 'secret:neo4j-AbCdEf' }]);
    expect(iamCalls('SecretsManagerClient', 'GetSecretValue', { SecretId: 'neo4j' })).toEqual([
      { action: 'secretsmanager:GetSecretValue', resource: 'secret:neo4j' },
    ]);
  });

  it('names Bedrock Converse as InvokeModel on the foundation model or inference profile it calls', () => {
    expect(iamCalls('BedrockRuntimeClient', 'Converse', { modelId: 'anthropic.claude-3-haiku-20240307-v1:0' })).toEqual(
      [{ action: 'bedrock:InvokeModel', resource: 'foundation-model/anthropic.claude-3-haiku-20240307-v1:0' }],
    );
    expect(
      iamCalls('BedrockRuntimeClient', 'Converse', { modelId: 'eu.anthropic.claude-3-haiku-20240307-v1:0' }),
    ).toEqual([
      { action: 'bedrock:InvokeModel', resource: 'inference-profile/eu.anthropic.claude-3-haiku-20240307-v1:0' },
    ]);
    expect(
      iamCalls('BedrockRuntimeClient', 'Converse', {
        modelId: 'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.x',
      }),
    ).toEqual([{ action: 'bedrock:InvokeModel', resource: 'inference-profile/eu.x' }]);
  });

  it('expands batch and transaction calls to what IAM checks per table and item', () => {
    expect(iamCalls('DynamoDBClient', 'BatchWriteItem', { RequestItems: { a: [], b: [] } })).toEqual([
      { action: 'dynamodb:BatchWriteItem', resource: 'table/a' },
      { action: 'dynamodb:BatchWriteItem', resource: 'table/b' },
    ]);
    expect(
      iamCalls('DynamoDBClient', 'TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: 'a' } },
          { Update: { TableName: 'b' } },
          { Delete: { TableName: 'a' } },
          { ConditionCheck: { TableName: 'c' } },
        ],
      }),
    ).toEqual([
      { action: 'dynamodb:PutItem', resource: 'table/a' },
      { action: 'dynamodb:UpdateItem', resource: 'table/b' },
      { action: 'dynamodb:DeleteItem', resource: 'table/a' },
      { action: 'dynamodb:ConditionCheckItem', resource: 'table/c' },
    ]);
    expect(iamCalls('DynamoDBClient', 'TransactGetItems', { TransactItems: [{ Get: { TableName: 'a' } }] })).toEqual([
      { action: 'dynamodb:GetItem', resource: 'table/a' },
    ]);
    expect(iamCalls('SQSClient', 'SendMessageBatch', { QueueUrl: 'http://h/1/q' })).toEqual([
      { action: 'sqs:SendMessage', resource: 'q' },
    ]);
    expect(iamCalls('SQSClient', 'DeleteMessageBatch', { QueueUrl: 'http://h/1/q' })).toEqual([
      { action: 'sqs:DeleteMessage', resource: 'q' },
    ]);
  });

  it.each([
    ['HeadObject', { Key: '42/u1' }, 's3:GetObject', 'b/*/*'],
    ['HeadObject', { Key: '42/u1', VersionId: 'v' }, 's3:GetObjectVersion', 'b/*/*'],
    ['GetObject', { Key: 'exports/x.zip' }, 's3:GetObject', 'b/exports/*'],
    ['PutObject', { Key: '42/u1' }, 's3:PutObject', 'b/*/*'],
    ['CreateMultipartUpload', { Key: 'exports/x.zip' }, 's3:PutObject', 'b/exports/*'],
    ['UploadPart', { Key: 'exports/x.zip' }, 's3:PutObject', 'b/exports/*'],
    ['CompleteMultipartUpload', { Key: 'exports/x.zip' }, 's3:PutObject', 'b/exports/*'],
    ['AbortMultipartUpload', { Key: 'exports/x.zip' }, 's3:AbortMultipartUpload', 'b/exports/*'],
    ['ListParts', { Key: '42/u1' }, 's3:ListMultipartUploadParts', 'b/*/*'],
    ['DeleteObject', { Key: '42/u1' }, 's3:DeleteObject', 'b/*/*'],
    ['ListObjectsV2', {}, 's3:ListBucket', 'b'],
    ['HeadBucket', {}, 's3:ListBucket', 'b'],
    ['ListMultipartUploads', {}, 's3:ListBucketMultipartUploads', 'b'],
  ] as const)('S3 %s %j needs %s on %s', (op, input, action, resource) => {
    expect(iamCalls('S3Client', op, { Bucket: 'b', ...input })[0]).toEqual({ action, resource });
  });

  it('checks a copy against its source too, and a multi-delete once per key pattern', () => {
    expect(
      iamCalls('S3Client', 'CopyObject', {
        Bucket: 'b',
        Key: '42/u2',
        CopySource: 'src/exports/x%20y.zip?versionId=1',
      }),
    ).toEqual([
      { action: 's3:PutObject', resource: 'b/*/*' },
      { action: 's3:GetObject', resource: 'src/exports/*' },
    ]);
    expect(
      iamCalls('S3Client', 'DeleteObjects', {
        Bucket: 'b',
        Delete: { Objects: [{ Key: '42/u1' }, { Key: '43/u2' }, { Key: 'exports/z' }] },
      }),
    ).toEqual([
      { action: 's3:DeleteObject', resource: 'b/*/*' },
      { action: 's3:DeleteObject', resource: 'b/exports/*' },
    ]);
  });

  it('keeps a named leading prefix of an object key and hides ids, so grants narrower than the bucket stay checkable', () => {
    expect(keyPattern('exports/abc.zip')).toBe('exports/*');
    expect(keyPattern('exports/a/b')).toBe('exports/*');
    expect(keyPattern('123/0190-uuid')).toBe('*/*');
    expect(keyPattern('exports')).toBe('*');
  });
});
