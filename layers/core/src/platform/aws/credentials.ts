import { config } from '../config/load.ts';
import type { CredentialScope } from '../resources/grants.ts';

/**
 * Operator-kept credentials (an OpenAI-compatible API key, the DataCite password) live in secrets
 * named `<svc.resource.prefix>/<scope>/…`, the only ones the stack lets a function read. A name
 * (or ARN) outside that prefix is refused before any call: in AWS it could only end in
 * AccessDenied, and locally it would read a secret the deployment never grants.
 */
export function credentialPrefix(scope: CredentialScope): string {
  return `${config()['svc.resource.prefix']}/${scope}/`;
}

export function credentialInScope(scope: CredentialScope, nameOrArn: string): boolean {
  const arn = /^arn:[^:]+:secretsmanager:[^:]*:[^:]*:secret:(.+)$/.exec(nameOrArn);
  const name = arn?.[1] ?? nameOrArn;
  const prefix = credentialPrefix(scope);
  return name.length > prefix.length && name.startsWith(prefix);
}
