import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverCliCommandGroups } from '../../../cli/src/core-plugins.ts';
import { main } from '../../../cli/src/main.ts';
import { fakeIo } from './helpers.ts';

/** A drop-in plugin folder `svc-plugin-<id>-1.0.0` with the given entry module. */
function plugin(dir: string, id: string, entry: string, compat = '>=0.1.0,<1') {
  const root = join(dir, `svc-plugin-${id}-1.0.0`);
  mkdirSync(root);
  writeFileSync(
    join(root, 'svc-plugin.json'),
    JSON.stringify({
      id,
      version: '1.0.0',
      svcCompatibility: compat,
      title: id,
      description: `${id} plugin`,
      licence: 'MIT',
    }),
  );
  writeFileSync(join(root, 'index.mjs'), entry);
}

let dir: string;
const savedLogLevel = process.env['LOG_LEVEL'];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-admin-plugins-'));
  plugin(
    dir,
    'greet',
    `export default function register(ctx) {
      ctx.registerCliCommandGroup({ name: 'greet', description: 'Greetings', register(group) {
        group.command('hello <who>').action((who) => { globalThis.__greeted = who; });
      } });
      ctx.registerCliCommandGroup({ name: 'features', description: 'collides', register() {} });
      ctx.registerCliCommandGroup({ name: 'boom', description: 'throws', register() { throw new Error('kaboom'); } });
    }`,
  );
  plugin(dir, 'too-new', 'export default () => {}', '>=9.0.0');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  if (savedLogLevel === undefined) delete process.env['LOG_LEVEL'];
  else process.env['LOG_LEVEL'] = savedLogLevel;
});

describe('the plugin core adapter', () => {
  it('returns the cliCommandGroups of the loaded plugins and a warning per FAILED plugin', async () => {
    const { contributions, warnings } = await discoverCliCommandGroups(dir);
    expect(contributions.map((c) => (c.group as { name: string }).name)).toEqual([
      'unhide',
      'minters',
      'import',
      'greet',
      'features',
      'boom',
    ]); // the compiled-in groups first
    expect(warnings).toEqual([
      expect.stringMatching(
        /^plugin too-new did not load, its commands are unavailable: plugin\.compatibility\.failed/,
      ),
    ]);
  });

  it('a missing folder leaves the compiled-in plugins and no error', async () => {
    await expect(discoverCliCommandGroups(join(dir, 'nope'))).resolves.toMatchObject({ warnings: [] });
  });

  it('end to end: the good group runs, the colliding and the throwing ones are skipped with warnings', async () => {
    const { io, stdout, stderr } = fakeIo({ SVC_PLUGINS_DIR: dir });
    expect(await main(['greet', 'hello', 'operator'], { io })).toBe(0);
    expect((globalThis as { __greeted?: string }).__greeted).toBe('operator');
    expect(stdout.text).toBe('');
    expect(stderr.text).toContain(
      'warning: plugin command group "features" skipped: the name is already taken by another command group',
    );
    expect(stderr.text).toContain('warning: plugin command group "boom" skipped: register() failed: kaboom');
    const help = fakeIo({ SVC_PLUGINS_DIR: dir });
    expect(await main(['--help'], { io: help.io })).toBe(0);
    expect(help.stdout.text).toMatch(/greet\s+Greetings/);
    expect(help.stdout.text).toMatch(/features\s+Feature toggles of the instance/);
  });
});
