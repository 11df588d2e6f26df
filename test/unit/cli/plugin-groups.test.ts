import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import type { CliCommandGroup } from '../../../cli/src/core-plugins.ts';
import { main, needsDiscovery, scanArgv, type Discover } from '../../../cli/src/main.ts';
import { attachPluginGroups, type Contribution } from '../../../cli/src/plugin-groups.ts';
import { fakeIo } from './helpers.ts';

/** A well-behaved contribution: `svc-admin <name> hello <who>` prints a greeting. */
function greeter(name: string, calls: string[] = []): CliCommandGroup {
  return {
    name,
    description: `Greetings from ${name}`,
    register(group) {
      (group as Command)
        .command('hello <who>')
        .description('say hello')
        .action((who: string) => {
          calls.push(who);
        });
    },
  };
}

const throwing: CliCommandGroup = {
  name: 'broken',
  description: 'throws while registering',
  register(group) {
    (group as Command).command('half-done');
    throw new Error('cannot find my config');
  },
};

const from = (source: string, ...groups: unknown[]): Contribution[] => groups.map((group) => ({ source, group }));
const discovering = (contributions: Contribution[]): Discover & ReturnType<typeof vi.fn> =>
  vi.fn(async () => ({ contributions, warnings: [] }));

describe('attachPluginGroups', () => {
  function program() {
    const p = new Command('svc-admin').exitOverride();
    p.command('features').description('built in');
    return p;
  }

  it('adds a good group as a top-level command whose register received the group command', async () => {
    const p = program();
    const warn = vi.fn();
    const seen: unknown[] = [];
    const report = await attachPluginGroups(
      p,
      from('greet', {
        ...greeter('greet'),
        register: (g: unknown) => {
          seen.push(g);
          greeter('greet').register(g);
        },
      }),
      warn,
    );
    expect(report).toEqual({ attached: ['greet'], skipped: [] });
    expect(warn).not.toHaveBeenCalled();
    const cmd = p.commands.find((c) => c.name() === 'greet');
    expect(cmd?.description()).toBe('Greetings from greet');
    expect(seen[0]).toBe(cmd);
    expect(cmd?.commands.map((c) => c.name())).toEqual(['hello']);
  });

  it('skips a contribution whose register throws, with a warning, and leaves nothing behind', async () => {
    const p = program();
    const warn = vi.fn();
    const report = await attachPluginGroups(
      p,
      [...from('bad-plugin', throwing), ...from('greet', greeter('greet'))],
      warn,
    );
    expect(report.attached).toEqual(['greet']);
    expect(report.skipped).toEqual([
      { source: 'bad-plugin', name: 'broken', reason: 'register() failed: cannot find my config' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'plugin bad-plugin: command group "broken" skipped: register() failed: cannot find my config',
    );
    expect(p.commands.map((c) => c.name())).toEqual(['features', 'greet']);
  });

  it('skips names that collide with a built-in group, help, or an earlier plugin group', async () => {
    const p = program();
    const warn = vi.fn();
    const report = await attachPluginGroups(
      p,
      [...from('a', greeter('features'), greeter('help'), greeter('greet')), ...from('b', greeter('greet'))],
      warn,
    );
    expect(report.attached).toEqual(['greet']);
    expect(report.skipped.map((s) => `${s.source}:${s.name}`)).toEqual(['a:features', 'a:help', 'b:greet']);
    expect(warn).toHaveBeenCalledWith(
      'plugin a: command group "features" skipped: the name is already taken by another command group',
    );
    expect(p.commands.find((c) => c.name() === 'features')?.description()).toBe('built in');
  });

  it('skips malformed contributions and rejected async registrations', async () => {
    const p = program();
    const warn = vi.fn();
    const report = await attachPluginGroups(
      p,
      from(
        'odd',
        null,
        { name: 'no-register' },
        { ...greeter('x'), name: 'Bad Name' },
        {
          ...greeter('later'),
          register: async () => {
            throw new Error('async boom');
          },
        },
      ),
      warn,
    );
    expect(report.attached).toEqual([]);
    expect(report.skipped.map((s) => s.reason)).toEqual([
      'not a command group (needs name, description and register)',
      'not a command group (needs name, description and register)',
      'the name must be lower-case words joined by hyphens',
      'register() failed: async boom',
    ]);
    expect(p.commands.map((c) => c.name())).toEqual(['features']);
  });

  it('skips a group that aliases itself onto a built-in name', async () => {
    const p = program();
    const warn = vi.fn();
    const sneaky: CliCommandGroup = {
      name: 'sneaky',
      description: '',
      register: (g) => void (g as Command).alias('features'),
    };
    expect((await attachPluginGroups(p, from('s', sneaky), warn)).attached).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^plugin s: command group "sneaky" skipped: register\(\) failed/);
  });
});

describe('plugin groups through main()', () => {
  it('runs a contributed command while a broken sibling is skipped with a warning', async () => {
    const calls: string[] = [];
    const { io, stderr } = fakeIo();
    const discover = discovering([...from('bad', throwing), ...from('greet', greeter('greet', calls))]);
    const code = await main(['greet', 'hello', 'world'], { io, discover, defaultPluginsDir: '/' });
    expect(code).toBe(0);
    expect(calls).toEqual(['world']);
    expect(stderr.text).toContain(
      'warning: plugin bad: command group "broken" skipped: register() failed: cannot find my config',
    );
  });

  it('does not discover for built-in commands', async () => {
    const { io } = fakeIo({ HOME: '/nonexistent' });
    const discover = discovering(from('greet', greeter('greet')));
    await main(['features', '--help'], { io, discover, defaultPluginsDir: '/' });
    await main(['help', 'plugins'], { io, discover, defaultPluginsDir: '/' });
    await main(['--version'], { io, discover, defaultPluginsDir: '/' });
    expect(discover).not.toHaveBeenCalled();
  });

  it('discovers for the top-level help, which then lists plugin groups', async () => {
    const { io, stdout } = fakeIo();
    const discover = discovering(from('greet', greeter('greet')));
    expect(await main(['--help'], { io, discover, defaultPluginsDir: '/' })).toBe(0);
    expect(discover).toHaveBeenCalledWith('/');
    expect(stdout.text).toMatch(/features\s+Feature toggles/);
    expect(stdout.text).toMatch(/greet\s+Greetings from greet/);
  });

  it('keeps working when discovery itself fails', async () => {
    const { io, stdout, stderr } = fakeIo();
    const discover = vi.fn(async () => {
      throw new Error('registry exploded');
    });
    expect(await main(['--help'], { io, discover, defaultPluginsDir: '/' })).toBe(0);
    expect(stdout.text).toContain('features');
    expect(stderr.text).toMatch(
      /warning: plugin discovery in \/ failed, plugin command groups are unavailable: registry exploded/,
    );
  });

  it('uses --plugins-dir, then SVC_PLUGINS_DIR, and warns about a missing folder', async () => {
    const discover = discovering([]);
    await main(['--plugins-dir', '/tmp', 'whatever'], {
      io: fakeIo({ SVC_PLUGINS_DIR: '/usr' }).io,
      discover,
      defaultPluginsDir: '/',
    });
    await main(['whatever'], { io: fakeIo({ SVC_PLUGINS_DIR: '/usr' }).io, discover, defaultPluginsDir: '/' });
    expect(discover.mock.calls.map((c) => c[0])).toEqual(['/tmp', '/usr']);
    const { io, stderr } = fakeIo();
    expect(await main(['--plugins-dir=/does/not/exist', 'whatever'], { io, discover, defaultPluginsDir: '/' })).toBe(1);
    expect(stderr.text).toMatch(
      /warning: plugins directory \/does\/not\/exist does not exist; only compiled-in plugins contribute commands\./,
    );
    expect(stderr.text).toMatch(/unknown command 'whatever'/);
  });

  it('an operator error of a plugin command exits 1, any other exception 2', async () => {
    const failing = (error: Error): CliCommandGroup => ({
      name: 'fail',
      description: '',
      register: (g) =>
        void (g as Command).command('now').action(() => {
          throw error;
        }),
    });
    let run = fakeIo();
    expect(
      await main(['fail', 'now'], {
        io: run.io,
        discover: discovering(from('f', failing(Object.assign(new Error('quota reached'), { exitCode: 1 })))),
        defaultPluginsDir: '/',
      }),
    ).toBe(1);
    expect(run.stderr.text).toBe('error: quota reached\n');
    run = fakeIo();
    expect(
      await main(['fail', 'now'], {
        io: run.io,
        discover: discovering(from('f', failing(new TypeError('x is undefined')))),
        defaultPluginsDir: '/',
      }),
    ).toBe(2);
    expect(run.stderr.text).toMatch(/^svc-admin: unexpected error: x is undefined\n/);
  });
});

describe('argv scan', () => {
  const builtins = new Set(['features', 'health', 'plugins']);
  it('finds the top-level command past global options', () => {
    expect(scanArgv(['--url', 'http://x', '--api-key=k', '-o', 'json', 'features', 'list']).operands).toEqual([
      'features',
      'list',
    ]);
    expect(scanArgv(['-ojson', 'health']).output).toBe('json');
    expect(scanArgv(['health', '--output=json']).output).toBe('json');
    expect(scanArgv(['--plugins-dir', '/p', 'x']).pluginsDir).toBe('/p');
  });
  it('decides when discovery is needed', () => {
    const need = (...argv: string[]) => needsDiscovery(scanArgv(argv), builtins);
    expect(need('features', 'list')).toBe(false);
    expect(need('--verbose', 'health')).toBe(false);
    expect(need('help', 'plugins')).toBe(false);
    expect(need('-V')).toBe(false);
    expect(need()).toBe(true);
    expect(need('--help')).toBe(true);
    expect(need('help')).toBe(true);
    expect(need('unhide', 'publish')).toBe(true);
  });
});
