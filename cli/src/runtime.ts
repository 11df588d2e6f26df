import type { Command } from 'commander';
import { describeSource, ENV_API_KEY, ENV_URL, resolveConfig, type ConfigEnv, type ResolvedConfig } from './config.ts';
import { EXIT_OK } from './errors.ts';
import { ApiClient } from './http.ts';
import { Output, type OutputMode, type TextSink } from './output.ts';

/** What the process gives a run: injected so tests can run the CLI in-process. */
export interface Io {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  readonly env: ConfigEnv;
}

/** The options every command accepts (defined once on the root program). */
export interface GlobalOptions {
  readonly url?: string;
  readonly apiKey?: string;
  readonly output: OutputMode;
  readonly verbose: boolean;
  readonly pluginsDir?: string;
}

/** What a command action gets: its output, and the configured client, resolved on first use. */
export interface CommandContext {
  readonly out: Output;
  readonly options: GlobalOptions;
  readonly command: Command;
  /** Resolves the configuration (flags > env > ~/.svc/admin.toml > default) on first call. */
  config(): ResolvedConfig;
  client(): ApiClient;
}

// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing (exit 0) resolves to void; TypeScript does not accept Promise<void> where Promise<undefined> is asked.
export type ActionHandler<A extends unknown[]> = (ctx: CommandContext, ...operands: A) => Promise<number | void>;

/** What a built-in command module receives besides its commander `Command`. */
export interface Runtime {
  readonly version: string;
  /** Wraps a handler as a commander action; its return value becomes the exit code (default 0). */
  action<A extends unknown[]>(handler: ActionHandler<A>): (...args: unknown[]) => Promise<void>;
}

/**
 * A built-in top-level command group: one module per group (`commands/*.ts`), the same shape as
 * a plugin's `CliCommandGroup` plus the runtime.
 */
export interface BuiltinGroup {
  readonly name: string;
  readonly description: string;
  register(group: Command, rt: Runtime): void;
}

export interface RunState {
  exitCode: number;
}

export function createRuntime(io: Io, state: RunState, version: string): Runtime {
  return {
    version,
    action<A extends unknown[]>(handler: ActionHandler<A>) {
      return async (...args: unknown[]) => {
        const command = args[args.length - 1] as Command;
        const operands = args.slice(0, -2) as A;
        const ctx = createContext(io, command, version);
        const code = await handler(ctx, ...operands);
        state.exitCode = code ?? EXIT_OK;
      };
    },
  };
}

export function createContext(io: Io, command: Command, version: string): CommandContext {
  const options = command.optsWithGlobals<GlobalOptions>();
  const out = new Output(options.output ?? 'human', io.stdout, io.stderr, options.verbose === true);
  let config: ResolvedConfig | undefined;
  let client: ApiClient | undefined;
  const ctx: CommandContext = {
    out,
    options,
    command,
    config() {
      if (config) return config;
      config = resolveConfig({ url: options.url, apiKey: options.apiKey }, io.env);
      for (const w of config.warnings) out.warn(w);
      out.verbose(`url ${config.url} (from ${describeSource(config.sources.url, config.configFile, ENV_URL)})`);
      out.verbose(
        `api key ${config.apiKey === undefined ? 'not configured' : `from ${describeSource(config.sources.apiKey, config.configFile, ENV_API_KEY)}`}`,
      );
      return config;
    },
    client() {
      if (client) return client;
      const c = ctx.config();
      client = new ApiClient({
        baseUrl: c.url,
        apiKey: c.apiKey,
        userAgent: `svc-admin/${version}`,
        trace: (line) => out.verbose(line),
      });
      return client;
    },
  };
  return ctx;
}
