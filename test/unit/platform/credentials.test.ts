import { describe, expect, it } from 'vitest';
import { credentialInScope } from '#core/platform/aws/credentials.ts';
import { config } from '#core/platform/config/load.ts';

describe('operator-kept credentials', () => {
  const p = config()['svc.resource.prefix'];
  it('are read only under <prefix>/<scope>/, by name or ARN', () => {
    expect(credentialInScope('publishing', `${p}/publishing/datacite`)).toBe(true);
    expect(
      credentialInScope(
        'publishing',
        `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${p}/publishing/datacite-AbC123`,
      ),
    ).toBe(true);
    for (const outside of [
      '0',
      `${p}/publishing/`,
      `${p}/ai/openai`,
      `${p}/publishingx/k`,
      `other/${p}/publishing/k`,
      `arn:aws:secretsmanager:r:1:secret:${p}/neo4j-AbC123`,
    ]) {
      expect(credentialInScope('publishing', outside), outside).toBe(false);
    }
    expect(credentialInScope('ai', `${p}/ai/openai`)).toBe(true);
  });
});
