/**
 * What an SDK call needs from IAM: the action as IAM spells it and the resource it acts on, as the
 * tail of its ARN (`table/<name>[/index/<gsi>]`, `<bucket>[/<key pattern>]`, the queue name,
 * `secret:<id>`). Most actions are `<service>:<Operation>`; the exceptions below are the ones
 * where IAM names the permission differently (S3 multipart and HEAD, batch and transaction calls).
 */
export interface IamCall {
  readonly action: string;
  readonly resource: string;
}

type Input = Readonly<Record<string, unknown>>;

const servicePrefix: Readonly<Record<string, string>> = {
  DynamoDBClient: 'dynamodb',
  S3Client: 's3',
  SQSClient: 'sqs',
  SecretsManagerClient: 'secretsmanager',
  EventBridgeClient: 'events',
  STSClient: 'sts',
  BedrockRuntimeClient: 'bedrock',
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const record = (v: unknown): Input => (v !== null && typeof v === 'object' ? (v as Input) : {});
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/**
 * An object key as a pattern that a grant's resource must cover: a leading named prefix
 * (`exports/`) is kept, every id-like segment becomes `*`, so the recording stays small and a
 * grant narrower than the bucket is still checked.
 */
export function keyPattern(key: string): string {
  const [first, ...rest] = key.split('/');
  if (rest.length === 0) return '*';
  return /^[a-z]+(?:-[a-z]+)*$/.test(first ?? '') ? `${first}/*` : '*/*';
}

function dynamodb(op: string, input: Input): IamCall[] {
  const table = (name: unknown, index?: unknown) => {
    const n = str(name) ?? '?';
    const base = n.startsWith('arn:') ? n.slice(n.indexOf(':table/') + 1) : `table/${n}`;
    return str(index) ? `${base}/index/${str(index)}` : base;
  };
  const perTable = (items: unknown) =>
    Object.keys(record(items)).map((t) => ({ action: `dynamodb:${op}`, resource: table(t) }));
  switch (op) {
    case 'BatchWriteItem':
    case 'BatchGetItem':
      return perTable(input['RequestItems']);
    case 'TransactWriteItems': {
      const kinds = {
        Put: 'PutItem',
        Update: 'UpdateItem',
        Delete: 'DeleteItem',
        ConditionCheck: 'ConditionCheckItem',
      } as const;
      return list(input['TransactItems']).flatMap((item) =>
        Object.entries(kinds).flatMap(([k, action]) => {
          const part = record(item)[k];
          return part ? [{ action: `dynamodb:${action}`, resource: table(record(part)['TableName']) }] : [];
        }),
      );
    }
    case 'TransactGetItems':
      return list(input['TransactItems']).map((item) => ({
        action: 'dynamodb:GetItem',
        resource: table(record(record(item)['Get'])['TableName']),
      }));
    default:
      return [{ action: `dynamodb:${op}`, resource: table(input['TableName'], input['IndexName']) }];
  }
}

/** S3 operations whose IAM permission has another name (or needs the versioned variant). */
function s3Action(op: string, input: Input): string {
  const versioned = str(input['VersionId']) !== undefined;
  switch (op) {
    case 'HeadObject':
    case 'GetObject':
    case 'GetObjectAttributes':
      return versioned ? 'GetObjectVersion' : 'GetObject';
    case 'DeleteObject':
      return versioned ? 'DeleteObjectVersion' : 'DeleteObject';
    case 'CreateMultipartUpload':
    case 'UploadPart':
    case 'UploadPartCopy':
    case 'CompleteMultipartUpload':
    case 'CopyObject':
      return 'PutObject';
    case 'ListParts':
      return 'ListMultipartUploadParts';
    case 'ListMultipartUploads':
      return 'ListBucketMultipartUploads';
    case 'ListObjects':
    case 'ListObjectsV2':
    case 'HeadBucket':
      return 'ListBucket';
    case 'ListObjectVersions':
      return 'ListBucketVersions';
    default:
      return op;
  }
}

function s3(op: string, input: Input): IamCall[] {
  const bucket = str(input['Bucket']) ?? '?';
  if (op === 'DeleteObjects') {
    const keys = list(record(input['Delete'])['Objects']).map((o) => str(record(o)['Key']) ?? '');
    return [...new Set(keys.map(keyPattern))].map((k) => ({ action: 's3:DeleteObject', resource: `${bucket}/${k}` }));
  }
  const key = str(input['Key']);
  const out: IamCall[] = [
    { action: `s3:${s3Action(op, input)}`, resource: key === undefined ? bucket : `${bucket}/${keyPattern(key)}` },
  ];
  // A copy reads its source (`bucket/key`, URL-encoded, optionally with ?versionId=).
  const source = str(input['CopySource']);
  if (source) {
    const [src = ''] = decodeURIComponent(source.replace(/^\//, '')).split('?');
    const slash = src.indexOf('/');
    out.push({ action: 's3:GetObject', resource: `${src.slice(0, slash)}/${keyPattern(src.slice(slash + 1))}` });
  }
  return out;
}

function sqs(op: string, input: Input): IamCall[] {
  const batched: Readonly<Record<string, string>> = {
    SendMessageBatch: 'SendMessage',
    DeleteMessageBatch: 'DeleteMessage',
    ChangeMessageVisibilityBatch: 'ChangeMessageVisibility',
  };
  const queue = str(input['QueueName']) ?? (str(input['QueueUrl']) ?? '?').split('/').pop() ?? '?';
  return [{ action: `sqs:${batched[op] ?? op}`, resource: queue }];
}

function secretsmanager(op: string, input: Input): IamCall[] {
  const id = str(input['SecretId']) ?? '*';
  return [
    {
      action: `secretsmanager:${op}`,
      resource: id.startsWith('arn:') ? id.split(':').slice(5).join(':') : `secret:${id}`,
    },
  ];
}

/**
 * Bedrock Runtime: Converse needs bedrock:InvokeModel on the model it names — a foundation model,
 * a cross-region inference profile (`eu.…`, `us.…`, `global.…`) or an ARN of either.
 */
function bedrock(op: string, input: Input): IamCall[] {
  const action =
    op === 'Converse' || op === 'InvokeModel'
      ? 'bedrock:InvokeModel'
      : op === 'ConverseStream' || op === 'InvokeModelWithResponseStream'
        ? 'bedrock:InvokeModelWithResponseStream'
        : `bedrock:${op}`;
  const id = str(input['modelId']) ?? '*';
  const resource = id.startsWith('arn:')
    ? id.split(':').slice(5).join(':')
    : /^(us|eu|apac|global|us-gov|ca|jp|au)\./.test(id)
      ? `inference-profile/${id}`
      : `foundation-model/${id}`;
  return [{ action, resource }];
}

/** The IAM actions (and resources) one SDK call needs: `client` is the SDK client's class name, `operation` the API name. */
export function iamCalls(client: string, operation: string, input: Input): IamCall[] {
  const prefix = servicePrefix[client] ?? client.replace(/Client$/, '').toLowerCase();
  switch (prefix) {
    case 'dynamodb':
      return dynamodb(operation, input);
    case 's3':
      return s3(operation, input);
    case 'sqs':
      return sqs(operation, input);
    case 'secretsmanager':
      return secretsmanager(operation, input);
    case 'bedrock':
      return bedrock(operation, input);
    default:
      return [{ action: `${prefix}:${operation}`, resource: '*' }];
  }
}
