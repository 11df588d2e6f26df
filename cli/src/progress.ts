import type { TextSink } from './output.ts';

/**
 * Progress for long-running commands (file migration, ontology refresh, ...): one line on stderr,
 * redrawn in place, only when stderr is a terminal, so pipes, logs and `--output=json` consumers
 * never see it. Commands call it unconditionally; off a terminal every method is a no-op.
 */
export interface Progress {
  /** `done` of `total` units so far (`total` may change, e.g. once a server reports it). */
  update(done: number, total?: number, note?: string): void;
  /** Clears the line; prints `message` in its place when given. */
  finish(message?: string): void;
  readonly active: boolean;
}

export interface ProgressOptions {
  readonly label: string;
  readonly total?: number;
  readonly stream?: TextSink;
  /** Minimum time between redraws. */
  readonly intervalMs?: number;
  /** Injected clock for tests. */
  readonly now?: () => number;
  /** Terminal width; defaults to the stream's `columns` or 80. */
  readonly width?: number;
}

const BAR = 20;

export function createProgress(opts: ProgressOptions): Progress {
  const stream = opts.stream ?? process.stderr;
  if (stream.isTTY !== true) return { active: false, update() {}, finish() {} };

  const now = opts.now ?? (() => Date.now());
  const interval = opts.intervalMs ?? 100;
  const width = opts.width ?? ((stream as { columns?: number }).columns || 80);
  const started = now();
  let total = opts.total;
  let lastDraw = -Infinity;
  let drawn = false;

  const render = (done: number, note?: string): string => {
    const parts = [opts.label];
    if (total !== undefined && total > 0) {
      const ratio = Math.min(1, Math.max(0, done / total));
      const filled = Math.round(ratio * BAR);
      parts.push(
        `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}]`,
        `${done}/${total}`,
        `${Math.floor(ratio * 100)}%`,
      );
      const elapsed = now() - started;
      if (done > 0 && done < total && elapsed > 0)
        parts.push(`ETA ${formatDuration(((total - done) * elapsed) / done)}`);
    } else {
      parts.push(String(done));
    }
    if (note) parts.push(note);
    const text = parts.join(' ');
    return text.length > width - 1 ? `${text.slice(0, Math.max(0, width - 2))}…` : text;
  };

  return {
    active: true,
    update(done, newTotal, note) {
      if (newTotal !== undefined) total = newTotal;
      const t = now();
      const final = total !== undefined && done >= total;
      if (!final && t - lastDraw < interval) return;
      lastDraw = t;
      drawn = true;
      stream.write(`\r\x1b[2K${render(done, note)}`);
    },
    finish(message) {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
      if (message) stream.write(`${message}\n`);
    },
  };
}

/** `1h02m`, `3m05s`, `42s`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
