import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../layers/core/src/platform/observability/logger.ts';
import type { BuiltinPlugin } from '../../../layers/core/src/platform/plugins/registry.ts';
import { discoverAllPlugins as discoverPlugins } from '../../../layers/core/src/platform/plugins/drop-ins.ts';
import { discoverPlugins as discoverCompiledIn } from '../../../layers/core/src/platform/plugins/registry.ts';
import { staticToggleSource } from '../../../layers/core/src/platform/plugins/toggles.ts';
import type { PluginContext, ToggleSource } from '../../../layers/core/src/platform/plugins/types.ts';
import { archivePlugin, cleanupTempDirs, folderPlugin, options, tempDir } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());
afterAll(cleanupTempDirs);

const byId = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('plugin registry lifecycle', () => {
  it('without a drop-in loader registers only the compiled-in plugins and never reads the directory', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'dropped', version: '1.0.0' });
    const builtin: BuiltinPlugin = {
      manifest: {
        id: 'inside',
        version: '1.0.0',
        svcCompatibility: '>=5.2.0,<6',
        title: 'i',
        description: 'd',
        licence: 'MIT',
      },
      register: () => undefined,
    };
    const reg = await discoverCompiledIn(options(dir, { builtins: [builtin] }));
    expect(byId(reg.entries())).toEqual(['inside']);
    expect(byId((await discoverPlugins(options(dir, { builtins: [builtin] }))).entries())).toEqual([
      'inside',
      'dropped',
    ]);
  });

  it('registers an archive plugin: ENABLED, contributions collected, manifest fields on the row', async () => {
    const dir = tempDir();
    const archive = await archivePlugin(dir, { id: 'hello', version: '1.2.3' });
    const reg = await discoverPlugins(options(dir));
    const [row] = reg.entries();
    expect(row).toMatchObject({
      id: 'hello',
      version: '1.2.3',
      svcCompatibility: '>=5.2.0,<6',
      state: 'ENABLED',
      enabled: true,
      sourcePath: archive,
    });
    expect(row?.failureMessage).toBeUndefined();
    expect(new Date(row?.registeredAt ?? '').toISOString()).toBe(row?.registeredAt);
    expect(reg.extensions.payloadKinds.map((k) => k.id)).toEqual(['hello']);
    expect(reg.manifest('hello')?.title).toBe('Plugin hello');
  });

  it('registers an unpacked folder plugin and a default-export hook', async () => {
    const dir = tempDir();
    const folder = folderPlugin(dir, {
      id: 'folder-one',
      module: `export default function (ctx) { ctx.registerMinter({ id: 'm1', mint: async () => 'x' }); }`,
    });
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()).toMatchObject([{ id: 'folder-one', state: 'ENABLED', sourcePath: folder }]);
    expect(reg.extensions.minters.map((m) => m.id)).toEqual(['m1']);
  });

  it('keeps insertion order: compiled-in first, then the directory sorted by name, FAILED and DISABLED included', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'zeta' });
    folderPlugin(dir, { id: 'beta' });
    await archivePlugin(dir, { id: 'alpha', svcCompatibility: '>=9' }); // FAILED
    await archivePlugin(dir, { id: 'gamma', dependencies: { zeta: '>=1' } }); // registers after zeta
    writeFileSync(join(dir, 'README.txt'), 'not a plugin');
    const builtin: BuiltinPlugin = {
      manifest: {
        id: 'core-kind',
        version: '5.2.0',
        svcCompatibility: '*',
        title: 'Core',
        description: 'd',
        licence: 'MIT',
      },
      register: (ctx) => ctx.registerPayloadKind({ id: 'core', title: 'Core', mediaTypes: [] }),
    };
    const reg = await discoverPlugins(
      options(dir, { builtins: [builtin], toggles: staticToggleSource({ beta: false }) }),
    );
    expect(byId(reg.entries())).toEqual(['core-kind', 'alpha', 'beta', 'gamma', 'zeta']);
    expect(reg.entries().map((e) => e.state)).toEqual(['ENABLED', 'FAILED', 'DISABLED', 'ENABLED', 'ENABLED']);
    // Registration ran in dependency order: zeta's contribution precedes gamma's.
    expect(reg.extensions.payloadKinds.map((k) => k.id)).toEqual(['core', 'zeta', 'gamma']);
  });

  it('accepts a compiled-in plugin with sourcePath null and no signature gate', async () => {
    const dir = tempDir();
    const calls: string[] = [];
    const reg = await discoverPlugins(
      options(join(dir, 'absent'), {
        signingRequired: true,
        truststorePath: join(dir, 'no-such-truststore.pem'),
        builtins: [
          {
            manifest: {
              id: 'minter-local',
              version: '1.0.0',
              svcCompatibility: '>=5.2.0,<6',
              title: 'Local minter',
              description: 'd',
              licence: 'MIT',
            },
            register: (ctx) => {
              calls.push(ctx.manifest.id);
              ctx.registerMinter({ id: 'local', mint: async () => 'svc:x' });
            },
          },
        ],
      }),
    );
    expect(reg.entries()).toMatchObject([{ id: 'minter-local', state: 'ENABLED', sourcePath: null, enabled: true }]);
    expect(calls).toEqual(['minter-local']);
    expect(reg.extensions.minters).toHaveLength(1);
  });

  it('a missing plugin directory means no plugins, not an error', async () => {
    const reg = await discoverPlugins(options(join(tempDir(), 'nope')));
    expect(reg.entries()).toEqual([]);
    expect(reg.extensions.routes).toEqual([]);
  });

  it('duplicate id: the first registered wins, the second is FAILED with the first one path', async () => {
    const dir = tempDir();
    const first = await archivePlugin(dir, { id: 'dup', version: '1.0.0' });
    await archivePlugin(dir, { id: 'dup', version: '2.0.0' });
    const reg = await discoverPlugins(options(dir));
    const rows = reg.entries();
    expect(rows.map((r) => [r.version, r.state])).toEqual([
      ['1.0.0', 'ENABLED'],
      ['2.0.0', 'FAILED'],
    ]);
    expect(rows[1]?.failureMessage).toBe(`plugin.duplicate-id: dup already registered from ${first}`);
    expect(reg.entry('dup')?.version).toBe('1.0.0');
    expect(reg.extensions.payloadKinds).toHaveLength(1);
  });

  it('a compiled-in plugin wins an id over a drop-in', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'kip' });
    const reg = await discoverPlugins(
      options(dir, {
        builtins: [
          {
            manifest: {
              id: 'kip',
              version: '1.0.0',
              svcCompatibility: '*',
              title: 't',
              description: 'd',
              licence: 'MIT',
            },
            register: () => {},
          },
        ],
      }),
    );
    expect(reg.entries().map((r) => [r.sourcePath === null, r.state])).toEqual([
      [true, 'ENABLED'],
      [false, 'FAILED'],
    ]);
    expect(reg.entries()[1]?.failureMessage).toBe('plugin.duplicate-id: kip already registered from (compiled-in)');
  });

  it('a throwing hook: FAILED with plugin.discovery.failed, the log line, contributions discarded', async () => {
    const dir = tempDir();
    await archivePlugin(dir, {
      id: 'boom',
      body: `ctx.registerRoute({ method: 'GET', path: '/v2/boom', auth: 'public', summary: 's', handle: async () => ({ status: 200 }) });
             throw new Error('kaput');`,
    });
    await archivePlugin(dir, { id: 'fine' });
    const error = vi.spyOn(logger, 'error');
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()).toMatchObject([
      { id: 'boom', state: 'FAILED', failureMessage: 'plugin.discovery.failed: kaput' },
      { id: 'fine', state: 'ENABLED' },
    ]);
    expect(reg.extensions.routes).toEqual([]);
    expect(reg.extensions.payloadKinds.map((k) => k.id)).toEqual(['fine']);
    expect(reg.contributions('boom')).toBeUndefined();
    expect(reg.contributions('fine')?.payloadKinds.map((k) => k.id)).toEqual(['fine']);
    const lines = error.mock.calls.filter(([msg]) => msg === 'plugin.discovery.failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toMatchObject({ pluginId: 'boom', cause: 'kaput' });
  });

  it('a rejecting async hook: FAILED, logged, contributions discarded, later registrations refused', async () => {
    const dir = tempDir();
    const late = join(dir, 'late-registration.txt');
    await archivePlugin(dir, {
      id: 'async-boom',
      module: `import { writeFileSync } from 'node:fs';
        export async function register(ctx) {
          ctx.registerLlmProvider({ id: 'llm', capabilities: ['TEXT'] });
          await new Promise((r) => setTimeout(r, 5));
          setTimeout(() => {
            try { ctx.registerLlmProvider({ id: 'late', capabilities: [] }); } catch (e) { writeFileSync(${JSON.stringify(late)}, String(e.message)); }
          }, 5);
          throw new TypeError('async kaput');
        }`,
    });
    const error = vi.spyOn(logger, 'error');
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()).toMatchObject([
      { id: 'async-boom', state: 'FAILED', failureMessage: 'plugin.discovery.failed: async kaput' },
    ]);
    expect(reg.extensions.llmProviders).toEqual([]);
    expect(
      error.mock.calls.some(
        ([msg, data]) =>
          msg === 'plugin.discovery.failed' &&
          (data as Record<string, unknown>)['pluginId'] === 'async-boom' &&
          (data as Record<string, unknown>)['cause'] === 'async kaput',
      ),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(late, 'utf8')).toMatch(/after the registration hook of async-boom finished/);
    expect(reg.extensions.llmProviders).toEqual([]);
  });

  it('a hook that never settles is FAILED after the timeout', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'stuck', body: 'return new Promise(() => {});' });
    const reg = await discoverPlugins(options(dir, { hookTimeoutMs: 50 }));
    expect(reg.entries()[0]).toMatchObject({
      state: 'FAILED',
      failureMessage: 'plugin.discovery.failed: registration hook did not settle within 50 ms',
    });
  });

  it('an entry module without a register function, or a missing one, is FAILED', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'no-hook', module: 'export const x = 1;' });
    await archivePlugin(dir, { id: 'no-entry', manifest: { entry: 'lib/main.mjs' } });
    await archivePlugin(dir, { id: 'syntax', module: 'export function register( {' });
    const reg = await discoverPlugins(options(dir));
    const rows = reg.entries();
    expect(rows.every((r) => r.state === 'FAILED')).toBe(true);
    expect(rows.find((r) => r.id === 'no-hook')?.failureMessage).toMatch(
      /^plugin\.discovery\.failed: entry module index\.mjs exports no register function/,
    );
    expect(rows.find((r) => r.id === 'no-entry')?.failureMessage).toBe(
      'plugin.discovery.failed: entry module lib/main.mjs not found',
    );
    expect(rows.find((r) => r.id === 'syntax')?.failureMessage).toMatch(/^plugin\.discovery\.failed: /);
  });

  it('an entry module that is a symbolic link out of the plugin root is refused', async () => {
    const dir = tempDir();
    const outside = join(tempDir('svc-plugin-outside-'), 'evil.mjs');
    writeFileSync(outside, 'export function register() {}');
    const folder = folderPlugin(dir, { id: 'linked' });
    rmSync(join(folder, 'index.mjs'));
    symlinkSync(outside, join(folder, 'index.mjs'));
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()[0]?.failureMessage).toBe(
      'plugin.discovery.failed: entry module index.mjs resolves outside the plugin root',
    );
  });

  it('a route outside /v2/ fails the registration', async () => {
    const dir = tempDir();
    await archivePlugin(dir, {
      id: 'bad-route',
      body: `ctx.registerRoute({ method: 'GET', path: '/admin', auth: 'public', summary: 's', handle: async () => ({ status: 200 }) });`,
    });
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()[0]?.failureMessage).toBe('plugin.discovery.failed: route GET /admin must live under /v2/');
  });

  it('disabled by config: DISABLED, the hook never ran (no side effect), entry module never imported', async () => {
    const dir = tempDir();
    const marker = join(dir, 'hook-ran.txt');
    const imported = join(dir, 'module-imported.txt');
    await archivePlugin(dir, {
      id: 'video',
      module: `import { writeFileSync } from 'node:fs';
        writeFileSync(${JSON.stringify(imported)}, 'imported');
        export function register() { writeFileSync(${JSON.stringify(marker)}, 'ran'); }`,
    });
    const reg = await discoverPlugins(options(dir, { toggles: staticToggleSource({ video: false }) }));
    expect(reg.entries()).toMatchObject([{ id: 'video', state: 'DISABLED', enabled: false }]);
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(imported)).toBe(false);
  });

  it('entries() computes enabled at call time: the override wins over config, state unchanged', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'ai' });
    await archivePlugin(dir, { id: 'kip' });
    const overrides = new Map<string, boolean>();
    const toggles: ToggleSource = {
      override: (id) => overrides.get(id),
      configured: (id) => (id === 'ai' ? false : undefined),
    };
    const reg = await discoverPlugins(options(dir, { toggles }));
    expect(reg.entries().map((e) => [e.id, e.state, e.enabled])).toEqual([
      ['ai', 'DISABLED', false],
      ['kip', 'ENABLED', true],
    ]);
    overrides.set('ai', true);
    overrides.set('kip', false);
    expect(reg.entries().map((e) => [e.id, e.state, e.enabled])).toEqual([
      ['ai', 'DISABLED', true],
      ['kip', 'ENABLED', false],
    ]);
    // A different source passed explicitly.
    expect(reg.entries(staticToggleSource({}, { kip: true })).map((e) => e.enabled)).toEqual([true, true]);
    expect(reg.isEnabled('kip')).toBe(false);
  });

  it('isEnabled() in the context reads the toggle source at call time', async () => {
    const overrides = new Map<string, boolean>();
    let ctx: PluginContext | undefined;
    await discoverPlugins(
      options(join(tempDir(), 'absent'), {
        toggles: { override: (id) => overrides.get(id), configured: () => undefined },
        builtins: [
          {
            manifest: {
              id: 'gated',
              version: '1.0.0',
              svcCompatibility: '*',
              title: 't',
              description: 'd',
              licence: 'MIT',
            },
            register: (c) => {
              ctx = c;
            },
          },
        ],
      }),
    );
    expect(ctx?.isEnabled()).toBe(true);
    overrides.set('gated', false);
    expect(ctx?.isEnabled()).toBe(false);
  });

  it('registeredAt is when the state was decided', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'timed' });
    let t = Date.parse('2030-01-01T00:00:00Z');
    const now = () => {
      t += 1000;
      return new Date(t);
    };
    const reg = await discoverPlugins(options(dir, { now }));
    const at = Date.parse(reg.entries()[0]?.registeredAt ?? '');
    expect(at).toBeGreaterThan(Date.parse('2030-01-01T00:00:00Z'));
    expect(at).toBeLessThanOrEqual(t);
  });

  it('manifest id or version not matching the archive name: FAILED plugin.manifest.invalid', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'named', stem: 'svc-plugin-other-1.0.0' });
    await archivePlugin(dir, { id: 'vers', version: '1.0.1', stem: 'svc-plugin-vers-1.0.0' });
    await archivePlugin(dir, { id: 'broken', manifest: { title: undefined } });
    const hookless = await discoverPlugins(options(dir));
    expect(hookless.entries().map((r) => [r.id, r.state, r.failureMessage])).toEqual([
      ['broken', 'FAILED', 'plugin.manifest.invalid: title Invalid input: expected string, received undefined'],
      ['other', 'FAILED', 'plugin.manifest.invalid: manifest id "named" does not match the artifact id "other"'],
      [
        'vers',
        'FAILED',
        'plugin.manifest.invalid: manifest version "1.0.1" does not match the artifact version "1.0.0"',
      ],
    ]);
  });

  it('an invalid compiled-in manifest is FAILED, not thrown', async () => {
    const reg = await discoverPlugins(
      options(join(tempDir(), 'absent'), {
        builtins: [
          {
            manifest: {
              id: 'Bad_Id',
              version: '1',
              svcCompatibility: '*',
              title: 't',
              description: 'd',
              licence: 'MIT',
            },
            register: () => {},
          },
        ],
      }),
    );
    expect(reg.entries()[0]).toMatchObject({ id: 'Bad_Id', state: 'FAILED', sourcePath: null });
    expect(reg.entries()[0]?.failureMessage).toMatch(/^plugin\.manifest\.invalid: id must be lower-case/);
  });
});

describe('compatibility gate', () => {
  it('strict: outside the range → FAILED plugin.compatibility.failed naming the running version and the range', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'future', svcCompatibility: '>=6.0.0,<7' });
    const reg = await discoverPlugins(options(dir, { runningVersion: '5.2.0' }));
    expect(reg.entries()[0]).toMatchObject({
      state: 'FAILED',
      failureMessage: 'plugin.compatibility.failed: running svc version 5.2.0 is outside the range ">=6.0.0,<7"',
    });
  });

  it('strict: unparseable range → FAILED plugin.compatibility.unparseable', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'garbled', svcCompatibility: '>=five' });
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()[0]?.state).toBe('FAILED');
    expect(reg.entries()[0]?.failureMessage).toMatch(/^plugin\.compatibility\.unparseable: svcCompatibility ">=five"/);
  });

  it('not strict: both only warn, the plugin registers', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'future', svcCompatibility: '>=6.0.0,<7' });
    await archivePlugin(dir, { id: 'garbled', svcCompatibility: '>=five' });
    const warn = vi.spyOn(logger, 'warn');
    const reg = await discoverPlugins(options(dir, { compatibilityStrict: false }));
    expect(reg.entries().map((e) => e.state)).toEqual(['ENABLED', 'ENABLED']);
    const codes = warn.mock.calls.map(([msg]) => msg);
    expect(codes).toContain('plugin.compatibility.failed');
    expect(codes).toContain('plugin.compatibility.unparseable');
    const line = warn.mock.calls.find(([msg]) => msg === 'plugin.compatibility.failed');
    expect(line?.[1]).toMatchObject({ pluginId: 'future', runningVersion: '5.2.0', svcCompatibility: '>=6.0.0,<7' });
  });

  it('a dev build of the lower bound counts as that release', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'edge', svcCompatibility: '>=5.2.0,<6' });
    const reg = await discoverPlugins(options(dir, { runningVersion: '5.2.0-dev' }));
    expect(reg.entries()[0]?.state).toBe('ENABLED');
  });
});

describe('dependency check', () => {
  it('missing sibling, version mismatch, dependent of a failed plugin', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'needs-ghost', dependencies: { ghost: '>=1' } });
    await archivePlugin(dir, { id: 'lib', version: '1.4.0' });
    await archivePlugin(dir, { id: 'wants-lib2', dependencies: { lib: '>=2.0.0' } });
    await archivePlugin(dir, { id: 'broken-lib', svcCompatibility: '>=99' });
    await archivePlugin(dir, { id: 'on-broken', dependencies: { 'broken-lib': '*' } });
    await archivePlugin(dir, { id: 'on-needs-ghost', dependencies: { 'needs-ghost': '*' } });
    const reg = await discoverPlugins(options(dir));
    const msg = (id: string) => reg.entry(id)?.failureMessage;
    expect(msg('needs-ghost')).toBe('plugin.dependency.missing: ghost');
    expect(msg('wants-lib2')).toBe('plugin.dependency.version-mismatch: lib 1.4.0 does not satisfy ">=2.0.0"');
    expect(msg('on-broken')).toBe('plugin.dependency.missing: broken-lib (FAILED)');
    expect(msg('on-needs-ghost')).toBe('plugin.dependency.missing: needs-ghost (FAILED)');
    expect(reg.entry('lib')?.state).toBe('ENABLED');
  });

  it('a dependency whose hook throws fails its dependents; a DISABLED dependency does not', async () => {
    const dir = tempDir();
    const ran = join(dir, 'dependent-ran.txt');
    await archivePlugin(dir, {
      id: 'a-dependent',
      dependencies: { 'z-base': '*' },
      module: `import { writeFileSync } from 'node:fs';\nexport function register() { writeFileSync(${JSON.stringify(ran)}, 'x'); }`,
    });
    await archivePlugin(dir, { id: 'z-base', body: 'throw new Error("base down");' });
    await archivePlugin(dir, { id: 'b-dependent', dependencies: { 'y-off': '*' } });
    await archivePlugin(dir, { id: 'y-off' });
    const reg = await discoverPlugins(options(dir, { toggles: staticToggleSource({ 'y-off': false }) }));
    expect(reg.entry('z-base')?.failureMessage).toBe('plugin.discovery.failed: base down');
    expect(reg.entry('a-dependent')?.failureMessage).toBe('plugin.dependency.missing: z-base (FAILED)');
    expect(existsSync(ran)).toBe(false);
    expect(reg.entry('y-off')?.state).toBe('DISABLED');
    expect(reg.entry('b-dependent')?.state).toBe('ENABLED');
  });

  it('a 2-cycle and a 3-cycle: every member FAILED with its cycle path', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'a', dependencies: { b: '*' } });
    await archivePlugin(dir, { id: 'b', dependencies: { a: '*' } });
    await archivePlugin(dir, { id: 'x', dependencies: { y: '*' } });
    await archivePlugin(dir, { id: 'y', dependencies: { z: '*' } });
    await archivePlugin(dir, { id: 'z', dependencies: { x: '*' } });
    await archivePlugin(dir, { id: 'free' });
    const reg = await discoverPlugins(options(dir));
    expect(Object.fromEntries(reg.entries().map((e) => [e.id, e.failureMessage ?? e.state]))).toEqual({
      a: 'plugin.dependency.cycle: a -> b -> a',
      b: 'plugin.dependency.cycle: b -> a -> b',
      free: 'ENABLED',
      x: 'plugin.dependency.cycle: x -> y -> z -> x',
      y: 'plugin.dependency.cycle: y -> z -> x -> y',
      z: 'plugin.dependency.cycle: z -> x -> y -> z',
    });
  });
});
