import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { Validator } from '@seriousme/openapi-schema-validator';
import { routes } from '../../layers/core/src/app/routes.ts';
import { asAdmin, call } from '../support/local.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('health and version', () => {
  it('readiness reports application state, each check UP', async () => {
    const r = await call<{ status: string; checks: { name: string; status: string }[] }>(
      'GET',
      '/svc/api/healthz/ready',
    );
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('UP');
    expect(r.body.checks.map((c) => c.name).sort()).toEqual([
      'api-key-signing',
      'configuration',
      'graph-schema',
      'semantic-internal',
      'tables',
    ]);
    expect(r.body.checks.every((c) => c.status === 'UP')).toBe(true);
  });

  it('liveness and the aggregate answer UP', async () => {
    const live = await call<{ status: string; checks: unknown[] }>('GET', '/svc/api/healthz/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'UP', checks: [{ name: 'runtime', status: 'UP' }] });
    const all = await call<{ status: string; checks: unknown[] }>('GET', '/svc/api/healthz');
    expect(all.body.status).toBe('UP');
    expect(all.body.checks).toHaveLength(6);
  });

  it('/versionz reports svc.version, unauthenticated, on both paths', async () => {
    for (const path of ['/versionz', '/svc/api/versionz']) {
      const r = await call('GET', path);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ version: pkg.version });
    }
  });
});

describe('API description', () => {
  it('is a valid OpenAPI document, served without credentials, listing every route', async () => {
    const r = await call<Record<string, unknown>>('GET', '/svc/doc/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    const result = await new Validator().validate(r.body as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const paths = r.body['paths'] as Record<string, Record<string, { operationId: string }>>;
    for (const route of routes) {
      // API Gateway's `ANY` and greedy `{proxy+}` are spelled per method and as `{proxy}` in OpenAPI.
      const docPath = route.path.replace(/\{(\w+)\+\}/g, '{$1}');
      if (route.method === 'ANY') {
        for (const m of ['get', 'post', 'put', 'patch', 'delete'])
          expect(paths[docPath]?.[m]?.operationId).toMatch(new RegExp(`^${route.operationId}`));
      } else {
        expect(paths[docPath]?.[route.method.toLowerCase()]?.operationId).toBe(route.operationId);
      }
    }
  });

  it('is served as YAML with ?format=yaml', async () => {
    const r = await call('GET', '/svc/doc/openapi.json?format=yaml');
    expect(r.headers.get('content-type')).toMatch(/yaml/);
    const doc = parseYaml(r.text) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    expect((await new Validator().validate(doc as never)).valid).toBe(true);
  });

  it('has one filtered view per shelf, unauthenticated, JSON and YAML', async () => {
    const legacy = await call<{ paths: Record<string, unknown> }>('GET', '/svc/doc/legacy/openapi.json');
    const v2 = await call<{ paths: Record<string, unknown> }>('GET', '/svc/doc/v2/openapi.json');
    expect((await new Validator().validate(legacy.body as never)).valid).toBe(true);
    expect((await new Validator().validate(v2.body as never)).valid).toBe(true);
    const legacyPaths = Object.keys(legacy.body.paths);
    const v2Paths = Object.keys(v2.body.paths);
    expect(legacyPaths).toContain('/svc/api/users/{username}/apikeys');
    expect(legacyPaths.some((p) => p.startsWith('/v2/'))).toBe(false);
    expect(v2Paths).toContain('/v2/admin/features');
    expect(v2Paths.some((p) => p.startsWith('/svc/api/users'))).toBe(false);
    const yaml = await call('GET', '/svc/doc/v2/openapi.json?format=yaml');
    expect((parseYaml(yaml.text) as { paths: object }).paths).toHaveProperty(['/v2/admin/features']);
  });

  it('refuses an unknown format with a problem answer', async () => {
    const r = await call('GET', '/svc/doc/openapi.json?format=xml');
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('serves the explorer page', async () => {
    const r = await call('GET', '/svc/doc/swagger-ui');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.text).toContain('assets/swagger-ui-bundle.js');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('metrics and features', () => {
  it('serves a Prometheus scrape', async () => {
    await call('GET', '/versionz');
    const r = await call('GET', '/svc/doc/metrics/prometheus');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/plain/);
    expect(r.text).toMatch(/^# TYPE svc_build_info gauge$/m);
    // Labelled by operation, status and the route table's endpoint group (the Lambda that served it).
    expect(r.text).toMatch(/^svc_http_requests_total\{operation="getVersion",status="200",group="ops"\} \d+$/m);
    expect(r.text).toMatch(/^svc_http_request_duration_seconds_count\{operation="getVersion",group="ops"\} \d+$/m);
    expect(r.text).toMatch(/^svc_graph_up 1$/m);
  });

  it('lists every feature toggle of the configuration table', async () => {
    const r = await call<{ name: string; enabled: boolean; description: string }[]>('GET', '/v2/admin/features', {
      headers: asAdmin(),
    });
    expect(r.status).toBe(200);
    const names = r.body.map((f) => f.name);
    for (const n of [
      'svc.versioning.enabled',
      'svc.hdf.enabled',
      'svc.provenance.capture-reads',
      'svc.plugins.video.enabled',
      'svc.plugins.ai.enabled',
      'svc.spatial-data.enabled',
    ]) {
      expect(names).toContain(n);
    }
    expect(r.body.find((f) => f.name === 'svc.versioning.enabled')).toMatchObject({ enabled: false });
    for (const f of r.body) expect(f.description.length).toBeGreaterThan(5);
  });
});
