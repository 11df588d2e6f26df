import { existsSync, readFileSync } from 'node:fs';
import type { RecordedCall } from '../../layers/core/src/platform/observability/aws-calls.ts';

/**
 * The IAM check: the AWS calls recorded per function during the integration suite (see
 * platform/observability/aws-calls.ts) against the identity policies the synthesized stack
 * attaches to each function's role. Intrinsics in the template are resolved to the local
 * cloud's ARNs, so a recorded call and a granted resource compare as plain ARNs with IAM's
 * `*`/`?` wildcards. Only what CDK writes here is understood (Allow statements with Action and
 * Resource); anything else is refused rather than guessed.
 */
export interface TemplateJson {
  readonly Resources: Readonly<
    Record<string, { readonly Type: string; readonly Properties?: Readonly<Record<string, unknown>> }>
  >;
}
export interface Grant {
  readonly action: string;
  readonly resource: string;
}
/** What `Ref` and `Fn::GetAtt …Arn` of a logical id stand for locally. */
export interface Resolver {
  readonly refs: Readonly<Record<string, string>>;
  readonly arns: Readonly<Record<string, string>>;
}
export interface LocalAccount {
  readonly region: string;
  readonly account: string;
  /** What `AWS::StackName` stands for (the resource prefix of the recorded names). */
  readonly stackName?: string;
}

type Json = unknown;
const asList = (v: Json): readonly Json[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const obj = (v: Json): Readonly<Record<string, Json>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : {};

function resolve(v: Json, r: Resolver, pseudo: Readonly<Record<string, string>>): string {
  if (typeof v === 'string') return v;
  const o = obj(v);
  if (typeof o['Ref'] === 'string') return pseudo[o['Ref']] ?? r.refs[o['Ref']] ?? `<${o['Ref']}>`;
  const att = o['Fn::GetAtt'];
  if (Array.isArray(att)) {
    const [id, attr] = att as [string, string];
    return (attr === 'Arn' ? r.arns[id] : undefined) ?? `<${id}.${attr}>`;
  }
  const join = o['Fn::Join'];
  if (Array.isArray(join)) {
    const [sep, parts] = join as [string, Json[]];
    return parts.map((p) => resolve(p, r, pseudo)).join(sep);
  }
  return JSON.stringify(v);
}

/** Every (action, resource) each function's role is granted, by the function's `SVC_FUNCTION` id. */
export function grantsByFunction(template: TemplateJson, r: Resolver, local: LocalAccount): Map<string, Grant[]> {
  const pseudo: Record<string, string> = {
    'AWS::Region': local.region,
    'AWS::AccountId': local.account,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
    ...(local.stackName ? { 'AWS::StackName': local.stackName } : {}),
  };
  const roleOf = new Map<string, string>();
  for (const [, res] of Object.entries(template.Resources)) {
    if (res.Type !== 'AWS::Lambda::Function') continue;
    const p = obj(res.Properties);
    const fn = obj(obj(obj(p['Environment'])['Variables']))['SVC_FUNCTION'];
    const role = obj(p['Role'])['Fn::GetAtt'];
    if (typeof fn === 'string' && Array.isArray(role)) roleOf.set(String(role[0]), fn);
  }
  const out = new Map<string, Grant[]>([...roleOf.values()].map((fn) => [fn, []]));
  for (const [id, res] of Object.entries(template.Resources)) {
    if (res.Type === 'AWS::IAM::Role') {
      const p = obj(res.Properties);
      if (asList(p['Policies']).length || asList(p['ManagedPolicyArns']).length) {
        if (roleOf.has(id))
          throw new Error(
            `role ${id} carries inline or managed policies; the IAM check reads only AWS::IAM::Policy documents`,
          );
      }
    }
    if (res.Type !== 'AWS::IAM::Policy') continue;
    const p = obj(res.Properties);
    const fns = asList(p['Roles'])
      .map((x) => roleOf.get(String(obj(x)['Ref'])))
      .filter((f): f is string => f !== undefined);
    if (fns.length === 0) continue;
    for (const st of asList(obj(p['PolicyDocument'])['Statement']).map(obj)) {
      const unsupported = ['NotAction', 'NotResource', 'Condition'].filter((k) => k in st);
      if (st['Effect'] !== 'Allow' || unsupported.length) {
        throw new Error(
          `policy ${id} has a statement the IAM check cannot evaluate (${st['Effect'] !== 'Allow' ? `Effect ${String(st['Effect'])}` : unsupported.join(', ')}); extend test/support/iam-grants.ts`,
        );
      }
      const resources = asList(st['Resource']).map((x) => resolve(x, r, pseudo));
      for (const action of asList(st['Action']).map(String)) {
        for (const resource of resources) for (const fn of fns) out.get(fn)!.push({ action, resource });
      }
    }
  }
  return out;
}

/** IAM's wildcard match: `*` any run of characters, `?` one; actions compare case-insensitively. */
function wildcard(pattern: string, flags = ''): RegExp {
  return new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    flags,
  );
}

/** The full ARN of a recorded call's resource (the recorder writes the part after the account). */
export function arnOf(call: RecordedCall, local: LocalAccount): string {
  const [service = ''] = call.action.split(':');
  if (call.resource === '*') return '*';
  if (service === 's3') return `arn:aws:s3:::${call.resource}`;
  return `arn:aws:${service}:${local.region}:${local.account}:${call.resource}`;
}

export function allows(grant: Grant, action: string, arn: string): boolean {
  return wildcard(grant.action, 'i').test(action) && wildcard(grant.resource).test(arn);
}

export interface CheckResult {
  /** Recorded calls that no statement of the calling function's role allows. */
  readonly denied: readonly RecordedCall[];
  /** Calls recorded outside any function invocation (test helpers in the test process): not checked. */
  readonly unattributed: readonly RecordedCall[];
  /** Granted (action, resource) pairs that no recorded call used, per function. */
  readonly unexercised: ReadonlyMap<string, readonly Grant[]>;
}

/** Grants the runtime uses rather than the code (log delivery, X-Ray), left out of the unexercised report. */
const runtimeGrant = (g: Grant) => /^(logs|xray):/.test(g.action);

/** `alias` maps a recorded resource to the one it stands for (a test's private copy of a table, say). */
export function checkRecording(
  calls: readonly RecordedCall[],
  grants: ReadonlyMap<string, readonly Grant[]>,
  local: LocalAccount,
  alias: (resource: string) => string = (r) => r,
): CheckResult {
  const denied: RecordedCall[] = [];
  const used = new Set<Grant>();
  for (const c of calls) {
    if (!c.fn) continue;
    const arn = arnOf({ ...c, resource: alias(c.resource) }, local);
    const matching = (grants.get(c.fn) ?? []).filter((g) => allows(g, c.action, arn));
    if (matching.length === 0) denied.push(c);
    for (const g of matching) used.add(g);
  }
  const unexercised = new Map<string, Grant[]>();
  for (const [fn, gs] of grants) {
    const left = gs.filter((g) => !used.has(g) && !runtimeGrant(g));
    if (left.length) unexercised.set(fn, left);
  }
  return { denied, unattributed: calls.filter((c) => !c.fn), unexercised };
}

/** The recording, one JSON object a line (several gateway processes may have appended to it); [] when there is none. */
export function readRecording(file: string): RecordedCall[] {
  if (!existsSync(file)) return [];
  const byKey = new Map<string, RecordedCall>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as RecordedCall;
    byKey.set(`${c.fn}|${c.action}|${c.resource}`, c);
  }
  return [...byKey.values()];
}
