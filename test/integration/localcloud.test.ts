import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hsdsPassword } from './support/local.ts';

describe('local cloud', () => {
  it('HSDS answers with the configured sidecar credentials and refuses others', async () => {
    const auth = (u: string, p: string) => ({ authorization: `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}` });
    const ok = await fetch('http://127.0.0.1:5101/about', { headers: auth('svc-hdf', hsdsPassword()) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { state?: string }).state).toBe('READY');
    const bad = await fetch('http://127.0.0.1:5101/about', { headers: auth('svc-hdf', 'wrong') });
    expect([401, 403]).toContain(bad.status);
  });

  it('rule 1: a gateway configured with HDF on and blank sidecar credentials fails startup', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'localstack/src/gateway/main.ts'], {
      env: { PATH: process.env['PATH'] ?? '', SVC_HDF_ENABLED: 'true', SVC_HDF_SIDECAR_USERNAME: '', SVC_HDF_SIDECAR_PASSWORD: '', SVC_GATEWAY_PORT: '18080' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/svc.hdf.enabled is true but the sidecar credentials are blank/);
  });
});
