import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configKeys, envName } from '../../layers/core/src/platform/config/keys.ts';

describe('README and the configuration page', () => {
  const readme = readFileSync('README.md', 'utf8');
  const configuration = readFileSync('docs/configuration.md', 'utf8');
  it('docs/configuration.md documents every configuration key with its environment form', () => {
    for (const k of configKeys) expect(configuration).toContain(`| \`${k.key}\` | \`${envName(k.key)}\` |`);
  });
  it('names the two commands and the admin key file', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('localstack/.state/admin-api-key');
  });
});
