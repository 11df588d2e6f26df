import { Command } from 'commander';
import { messageOf } from './errors.ts';

/**
 * The provider SPI on the CLI side: top-level command groups contributed by plugins. Each
 * contribution is untrusted code; one that is malformed, throws while registering or claims a
 * name already taken is skipped with a warning, and the rest of the CLI keeps working.
 */
export interface Contribution {
  /** Who contributed it (a plugin id), for warnings, when known. */
  readonly source?: string | undefined;
  /** Expected to be a `CliCommandGroup`; checked here. */
  readonly group: unknown;
}

export interface AttachReport {
  readonly attached: readonly string[];
  readonly skipped: readonly { readonly source: string | undefined; readonly name: string; readonly reason: string }[];
}

/** The shape of a top-level command name: lower-case words joined by hyphens. */
export const GROUP_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Names and aliases already taken on the program, plus commander's implicit `help`. */
export function takenNames(program: Command): Set<string> {
  const names = new Set<string>(['help']);
  for (const c of program.commands) {
    names.add(c.name());
    for (const a of c.aliases()) names.add(a);
  }
  return names;
}

/**
 * Adds each contributed group as `svc-admin <name>`: a `Command` with the group's name and
 * description is handed to `register`, and joins the program only once `register` returned, so
 * a failing contribution leaves nothing behind. First come wins on a name, as for plugin ids.
 */
export async function attachPluginGroups(
  program: Command,
  contributions: readonly Contribution[],
  warn: (message: string) => void,
): Promise<AttachReport> {
  const taken = takenNames(program);
  const attached: string[] = [];
  const skipped: { source: string | undefined; name: string; reason: string }[] = [];
  const skip = (source: string | undefined, name: string, reason: string) => {
    skipped.push({ source, name, reason });
    warn(`${source === undefined ? 'plugin' : `plugin ${source}:`} command group "${name}" skipped: ${reason}`);
  };

  for (const { source, group } of contributions) {
    const g = group as { name?: unknown; description?: unknown; register?: unknown } | null | undefined;
    const name = typeof g?.name === 'string' ? g.name : String(g?.name ?? '(unnamed)');
    if (typeof g !== 'object' || g === null || typeof g.register !== 'function') {
      skip(source, name, 'not a command group (needs name, description and register)');
      continue;
    }
    if (typeof g.name !== 'string' || !GROUP_NAME_PATTERN.test(g.name)) {
      skip(source, name, 'the name must be lower-case words joined by hyphens');
      continue;
    }
    if (taken.has(g.name)) {
      skip(source, name, 'the name is already taken by another command group');
      continue;
    }
    const cmd = new Command(g.name);
    cmd.copyInheritedSettings(program);
    cmd.description(typeof g.description === 'string' ? g.description : '');
    try {
      const result: unknown = (g.register as (c: Command) => unknown).call(g, cmd);
      if (isThenable(result)) await result;
      program.addCommand(cmd);
    } catch (err) {
      skip(source, name, `register() failed: ${messageOf(err)}`);
      continue;
    }
    taken.add(g.name);
    for (const a of cmd.aliases()) taken.add(a);
    attached.push(g.name);
  }
  return { attached, skipped };
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}
