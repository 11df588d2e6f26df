import { randomUUID } from 'node:crypto';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CredentialScope } from '../../layers/core/src/platform/resources/grants.ts';
import { awsEndpoint, localAwsCredentials, RESOURCE_PREFIX } from '../../localstack/src/local-env.ts';

const sm = new SecretsManagerClient({ endpoint: awsEndpoint, region: 'us-east-1', credentials: localAwsCredentials });

/**
 * An operator-kept credential in the local Secrets Manager, named under `<prefix>/<scope>/` (the
 * only secrets of that kind the stack lets a function read), with a unique name per test run.
 */
export async function createCredentialSecret(
  scope: CredentialScope,
  label: string,
  value: string,
): Promise<{ name: string; rotate: (value: string) => Promise<void>; remove: () => Promise<void> }> {
  const name = `${RESOURCE_PREFIX}/${scope}/${label}-${randomUUID().slice(0, 8)}`;
  await sm.send(new CreateSecretCommand({ Name: name, SecretString: value }));
  return {
    name,
    /** A rotation: the secret's current value becomes `value`. */
    rotate: async (value) => {
      await sm.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
    },
    remove: () =>
      sm.send(new DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true })).then(
        () => undefined,
        () => undefined,
      ),
  };
}
