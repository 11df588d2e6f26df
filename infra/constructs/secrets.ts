import { RemovalPolicy, type Stack } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { SecretId } from '../lib/grants.ts';
import type { DeploySettings } from '../lib/settings.ts';

export type Secrets = Readonly<Record<SecretId, secretsmanager.ISecret>>;

/**
 * The Neo4j and HDF (HSDS) credentials, created with a placeholder unless the operator names an
 * existing secret (-c neo4jSecretArn / hdfSecretArn), and the API-key signing key. In the stack's
 * scope, so their logical ids stay those of the deployed stack.
 */
export function createSecrets(stack: Stack, settings: DeploySettings): Secrets {
  const secrets: Secrets = {
    neo4j: settings.neo4jSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(stack, 'Neo4jSecret', settings.neo4jSecretArn)
      : new secretsmanager.Secret(stack, 'Neo4jSecret', {
          description:
            'svc Neo4j connection {uri, username, password}: replace the placeholder uri (and username) after the first deploy',
          generateSecretString: {
            secretStringTemplate: JSON.stringify({ uri: 'neo4j+s://replace-me.invalid:7687', username: 'neo4j' }),
            generateStringKey: 'password',
            excludePunctuation: true,
            passwordLength: 32,
          },
          removalPolicy: RemovalPolicy.RETAIN,
        }),
    hdf: settings.hdfSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(stack, 'HdfSecret', settings.hdfSecretArn)
      : new secretsmanager.Secret(stack, 'HdfSecret', {
          description:
            'svc HDF sidecar (HSDS) Basic-auth credentials {username, password}: configure the same pair in HSDS',
          generateSecretString: {
            secretStringTemplate: JSON.stringify({ username: 'svc' }),
            generateStringKey: 'password',
            excludePunctuation: true,
            passwordLength: 32,
          },
          removalPolicy: RemovalPolicy.RETAIN,
        }),
    signing: new secretsmanager.Secret(stack, 'AuthSigningSecret', {
      description: 'svc instance key that signs API keys (plain string); replacing it invalidates every issued API key',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    }),
  };
  for (const secret of Object.values(secrets)) {
    if (secret instanceof secretsmanager.Secret) {
      NagSuppressions.addResourceSuppressions(secret, [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            secret === secrets.signing
              ? 'Rotating the API-key signing key invalidates every issued API key (keys are verified against this one key); it is replaced deliberately by the operator, not on a schedule'
              : 'The credentials belong to an external system (Neo4j / HSDS) that no rotation function can change; the operator rotates them there and updates the secret',
        },
      ]);
    }
  }
  return secrets;
}
