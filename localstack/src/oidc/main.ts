/**
 * The local OpenID Connect provider (panva's oidc-provider) as a process of its own, started by
 * localstack/src/services/oidc.ts with:
 *   SVC_OIDC_ISSUER            its issuer URL (= OIDC_AUTHORITY of the service); it listens on its port
 *   SVC_OIDC_PRIVATE_KEY_FILE  the dev identity provider's PKCS#8 key (its public half is OIDC_PUBLIC)
 *   SVC_OIDC_ROLE_CLAIM        the role claim (= OIDC_ROLE)
 *   SVC_OIDC_CLIENT_ID         the console's client id
 *   SVC_OIDC_CONSOLE_ORIGINS   comma-separated origins the console is served from
 *   SVC_OIDC_USERS_FILE        optional JSON file of more users (users.ts)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { providerConfiguration, type ProviderSettings } from './configuration.ts';
import { interactionRoutes } from './interactions.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const issuer = required('SVC_OIDC_ISSUER');
const settings: ProviderSettings = {
  issuer,
  privatePem: readFileSync(required('SVC_OIDC_PRIVATE_KEY_FILE'), 'utf8'),
  roleClaim: required('SVC_OIDC_ROLE_CLAIM'),
  clientId: required('SVC_OIDC_CLIENT_ID'),
  consoleOrigins: required('SVC_OIDC_CONSOLE_ORIGINS')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  usersFile: process.env['SVC_OIDC_USERS_FILE'] || undefined,
};

const provider = new Provider(issuer, providerConfiguration(settings));
provider.on('server_error', (_ctx, err) => console.error('server_error', err));
const callback = provider.callback();
const interactions = interactionRoutes(provider, settings.usersFile);

const { hostname, port } = new URL(issuer);
const server = createServer((req, res) => {
  interactions(req, res).then(
    (handled) => {
      if (!handled) void callback(req, res);
    },
    (err: unknown) => {
      console.error('interaction failed', err);
      if (!res.headersSent) res.writeHead(500).end();
    },
  );
});
server.listen(Number(port), hostname, () => console.log(`oidc-provider ${issuer} listening`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
