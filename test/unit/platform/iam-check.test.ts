import { describe, expect, it } from 'vitest';
import { checkRecording, grantsByFunction, type TemplateJson } from '../../support/iam-grants.ts';

const local = { region: 'us-east-1', account: '000000000000' };
const arn = { 'Fn::GetAtt': ['Table', 'Arn'] };
const statements: readonly object[] = [
  { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: arn },
  { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [{ 'Fn::Join': ['', [arn, '/index/byAgent']] }] },
  {
    Effect: 'Allow',
    Action: 's3:GetObject',
    Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket', 'Arn'] }, '/exports/*']] },
  },
  { Effect: 'Allow', Action: 'xray:PutTraceSegments', Resource: '*' },
];
/** A template as CDK writes it: one function, its role, and the role's default policy. */
const templateOf = (Statement: readonly object[]): TemplateJson => ({
  Resources: {
    Table: { Type: 'AWS::DynamoDB::Table' },
    Bucket: { Type: 'AWS::S3::Bucket' },
    JobRole: { Type: 'AWS::IAM::Role', Properties: {} },
    JobFn: {
      Type: 'AWS::Lambda::Function',
      Properties: { Role: { 'Fn::GetAtt': ['JobRole', 'Arn'] }, Environment: { Variables: { SVC_FUNCTION: 'job' } } },
    },
    JobPolicy: { Type: 'AWS::IAM::Policy', Properties: { Roles: [{ Ref: 'JobRole' }], PolicyDocument: { Statement } } },
  },
});
const resolver = {
  arns: { Table: 'arn:aws:dynamodb:us-east-1:000000000000:table/t', Bucket: 'arn:aws:s3:::b' },
  refs: {},
};

describe('the IAM check (test/iam/)', () => {
  const grants = grantsByFunction(templateOf(statements), resolver, local);

  it('reads each function role’s statements with the local ARNs', () => {
    expect(grants.get('job')).toContainEqual({
      action: 'dynamodb:Query',
      resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/t/index/byAgent',
    });
    expect(grants.get('job')).toContainEqual({ action: 's3:GetObject', resource: 'arn:aws:s3:::b/exports/*' });
  });

  it('fails a recorded call that is not granted: another action, another resource, an index, a wider key, another function', () => {
    const r = checkRecording(
      [
        { fn: 'job', action: 'dynamodb:GetItem', resource: 'table/t' },
        { fn: 'job', action: 'dynamodb:Query', resource: 'table/t/index/byAgent' },
        { fn: 'job', action: 's3:GetObject', resource: 'b/exports/*' },
        { fn: 'job', action: 'dynamodb:UpdateItem', resource: 'table/t' },
        { fn: 'job', action: 'dynamodb:GetItem', resource: 'table/other' },
        { fn: 'job', action: 'dynamodb:Query', resource: 'table/t/index/byKind' },
        { fn: 'job', action: 's3:GetObject', resource: 'b/*/*' },
        { fn: 'other', action: 'dynamodb:GetItem', resource: 'table/t' },
        { fn: '', action: 'dynamodb:PutItem', resource: 'table/t' },
      ],
      grants,
      local,
    );
    expect(r.denied.map((c) => `${c.fn} ${c.action} ${c.resource}`)).toEqual([
      'job dynamodb:UpdateItem table/t',
      'job dynamodb:GetItem table/other',
      'job dynamodb:Query table/t/index/byKind',
      'job s3:GetObject b/*/*',
      'other dynamodb:GetItem table/t',
    ]);
    expect(r.unattributed).toHaveLength(1);
  });

  it('reports granted actions no call used, leaving out log and X-Ray grants', () => {
    const r = checkRecording([{ fn: 'job', action: 'dynamodb:GetItem', resource: 'table/t' }], grants, local);
    expect(
      r.unexercised
        .get('job')
        ?.map((g) => g.action)
        .sort(),
    ).toEqual(['dynamodb:Query', 'dynamodb:Query', 's3:GetObject']);
  });

  it('refuses statements it cannot evaluate rather than guess', () => {
    const conditional = { Effect: 'Allow', Action: 's3:*', Resource: '*', Condition: {} };
    expect(() => grantsByFunction(templateOf([...statements, conditional]), resolver, local)).toThrow(/Condition/);
    expect(() =>
      grantsByFunction(templateOf([{ Effect: 'Deny', Action: 's3:*', Resource: '*' }]), resolver, local),
    ).toThrow(/Deny/);
  });
});
