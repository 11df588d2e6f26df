import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { featuresGroup } from './commands/features.ts';
import { hdfGroup } from './commands/hdf.ts';
import { storageGroup } from './commands/storage.ts';
import { healthGroup } from './commands/health.ts';
import { pluginsGroup } from './commands/plugins.ts';
import { semanticGroup } from './commands/semantic.ts';
import { filesGroup } from './commands/files.ts';
import { migrationsGroup } from './commands/migrations.ts';
import { CliError, EXIT_ERROR, EXIT_OK, errorObject, exitCodeFor, messageOf, EXIT_UNEXPECTED } from './errors.ts';
import { formatJson, OUTPUT_MODES, sanitize, type OutputMode } from './output.ts';
import { attachPluginGroups, type Contribution } from './plugin-groups.ts';
import { createRuntime, type BuiltinGroup, type Io, type RunState } from './runtime.ts';

/** Every built-in group, one module each; a new command group is one more entry here. */
export const BUILTIN_GROUPS: readonly BuiltinGroup[] = [
  featuresGroup,
  filesGroup,
  hdfGroup,
  healthGroup,
  migrationsGroup,
  pluginsGroup,
  semanticGroup,
  storageGroup,
];

export const ENV_PLUGINS_DIR = 'SVC_PLUGINS_DIR';
/** The repository's plugin drop-in folder, used when nothing else is configured. */
export const REPO_PLUGINS_DIR = fileURLToPath(new URL('../../layers/plugins', import.meta.url));

/** Finds the command groups of the plugins in a folder (the adapter to the plugin core). */
export type Discover = (pluginsDir: string) => Promise<{ contributions: Contribution[]; warnings: string[] }>;

export interface MainOptions {
  readonly io?: Io;
  /** Replaces plugin discovery (tests). */
  readonly discover?: Discover;
  /** The folder used when neither `--plugins-dir` nor `SVC_PLUGINS_DIR` is set. */
  readonly defaultPluginsDir?: string;
}

const EXIT_CODES_HELP = `
Configuration (first found wins): --url/--api-key, SVC_ADMIN_URL/SVC_ADMIN_API_KEY,
~/.svc/admin.toml (url = "...", apiKey = "..."), then http://localhost:8080.

Exit codes: 0 success; 1 operator-readable error (cannot connect, 401, 403, 404,
malformed answer, health DOWN, bad usage or configuration); 2 unexpected exception.`;

export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The program with the global options and every built-in group; plugin groups are added later. */
export function buildProgram(io: Io, state: RunState, outputHint: OutputMode, version = packageVersion()): Command {
  const program = new Command('svc-admin');
  program
    .description('Operator command-line tool of svc: wraps the admin endpoints of an instance.')
    .version(version, '-V, --version', 'print the version of svc-admin')
    .addOption(
      new Option(
        '--url <url>',
        'base URL of the instance [env SVC_ADMIN_URL, ~/.svc/admin.toml url, default http://localhost:8080]',
      ),
    )
    .addOption(
      new Option(
        '--api-key <key>',
        'API key with role instance-admin, sent as X-API-KEY [env SVC_ADMIN_API_KEY, ~/.svc/admin.toml apiKey]',
      ),
    )
    .addOption(new Option('-o, --output <format>', 'output format').choices(OUTPUT_MODES).default('human'))
    .option('-v, --verbose', 'print method, URL, status and timing of each request to stderr', false)
    .addOption(
      new Option(
        '--plugins-dir <dir>',
        `folder of plugins contributing command groups [env ${ENV_PLUGINS_DIR}, default layers/plugins]`,
      ),
    )
    .showHelpAfterError('(run svc-admin --help for usage)')
    .addHelpText('after', EXIT_CODES_HELP)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => {
        if (outputHint === 'json')
          io.stdout.write(formatJson({ error: { kind: 'usage', message: s.trim().replace(/^error: /, '') } }));
        else write(s);
      },
    });
  const rt = createRuntime(io, state, version);
  for (const g of BUILTIN_GROUPS) g.register(program.command(g.name).description(g.description), rt);
  return program;
}

interface ArgvScan {
  readonly operands: readonly string[];
  readonly output: OutputMode;
  readonly pluginsDir: string | undefined;
  readonly version: boolean;
}

const VALUE_OPTIONS = new Set(['--url', '--api-key', '--output', '-o', '--plugins-dir']);

/** A look at the command line before commander parses it: which top-level command, which output. */
export function scanArgv(argv: readonly string[]): ArgvScan {
  const operands: string[] = [];
  let output: OutputMode = 'human';
  let pluginsDir: string | undefined;
  let version = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      operands.push(...argv.slice(i + 1));
      break;
    }
    let name = arg;
    let value: string | undefined;
    if (arg.startsWith('--') && arg.includes('='))
      [name, value] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    else if (arg.startsWith('-o') && arg.length > 2 && !arg.startsWith('--')) [name, value] = ['-o', arg.slice(2)];
    if (VALUE_OPTIONS.has(name)) {
      if (value === undefined) value = argv[++i];
      if ((name === '--output' || name === '-o') && (value === 'json' || value === 'human')) output = value;
      if (name === '--plugins-dir') pluginsDir = value;
      continue;
    }
    if (arg === '-V' || arg === '--version') version = true;
    if (!arg.startsWith('-') || arg === '-') operands.push(arg);
  }
  return { operands, output, pluginsDir, version };
}

/**
 * Discovery costs module loading, so it runs only when it can matter: the command is not a
 * built-in one (it may be a plugin's), or the top-level help lists every group.
 */
export function needsDiscovery(scan: ArgvScan, builtins: ReadonlySet<string>): boolean {
  const [first, second] = scan.operands;
  if (first === undefined) return !scan.version;
  if (first === 'help') return second === undefined || !builtins.has(second);
  return !builtins.has(first);
}

/** `--plugins-dir`, then `SVC_PLUGINS_DIR`, then the repository's folder (which may not exist). */
export function pluginsDirFor(scan: ArgvScan, env: Io['env'], fallback: string): { dir: string; explicit: boolean } {
  const configured = scan.pluginsDir?.trim() || env[ENV_PLUGINS_DIR]?.trim();
  return configured ? { dir: resolve(configured), explicit: true } : { dir: fallback, explicit: false };
}

async function defaultDiscover(dir: string): ReturnType<Discover> {
  // Loaded only here: the plugin core is never imported by built-in commands.
  const { discoverCliCommandGroups } = await import('./core-plugins.ts');
  return discoverCliCommandGroups(dir);
}

async function addPluginGroups(program: Command, scan: ArgvScan, io: Io, opts: MainOptions): Promise<void> {
  const warn = (m: string) => io.stderr.write(`warning: ${sanitize(m)}\n`);
  const where = pluginsDirFor(scan, io.env, opts.defaultPluginsDir ?? REPO_PLUGINS_DIR);
  // A missing folder still leaves the compiled-in plugins; only a configured one is worth a word.
  if (where.explicit && !existsSync(where.dir))
    warn(`plugins directory ${where.dir} does not exist; only compiled-in plugins contribute commands.`);
  try {
    const { contributions, warnings } = await (opts.discover ?? defaultDiscover)(where.dir);
    for (const w of warnings) warn(w);
    await attachPluginGroups(program, contributions, warn);
  } catch (err) {
    warn(`plugin discovery in ${where.dir} failed, plugin command groups are unavailable: ${messageOf(err)}`);
  }
}

/** Prints an error the way the output mode asks and returns its exit code. */
export function reportError(err: unknown, mode: OutputMode, io: Io, verbose: boolean): number {
  const code = exitCodeFor(err);
  if (mode === 'json') {
    io.stdout.write(formatJson(errorObject(err)));
  } else if (code === EXIT_UNEXPECTED) {
    io.stderr.write(`svc-admin: unexpected error: ${sanitize(messageOf(err))}\n`);
    if (verbose && err instanceof Error && err.stack) io.stderr.write(`${err.stack}\n`);
    else io.stderr.write('(run with --verbose for the stack trace)\n');
  } else {
    io.stderr.write(`error: ${sanitize(messageOf(err))}\n`);
    if (err instanceof CliError && err.hint) io.stderr.write(`hint: ${err.hint}\n`);
  }
  return code;
}

export const processIo = (): Io => ({ stdout: process.stdout, stderr: process.stderr, env: process.env });

/** Runs svc-admin with the arguments after the program name; resolves to the exit code. */
export async function main(argv: readonly string[], opts: MainOptions = {}): Promise<number> {
  const io = opts.io ?? processIo();
  const scan = scanArgv(argv);
  const state: RunState = { exitCode: EXIT_OK };
  let program: Command | undefined;
  try {
    program = buildProgram(io, state, scan.output);
    const builtins = new Set(BUILTIN_GROUPS.map((g) => g.name));
    if (needsDiscovery(scan, builtins)) await addPluginGroups(program, scan, io, opts);
    await program.parseAsync([...argv], { from: 'user' });
    return state.exitCode;
  } catch (err) {
    // Commander already printed its own message (usage error, help, version).
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT_OK : EXIT_ERROR;
    const globals = program?.opts<{ output?: OutputMode; verbose?: boolean }>() ?? {};
    return reportError(err, globals.output ?? scan.output, io, globals.verbose === true);
  }
}
