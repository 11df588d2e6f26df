/**
 * The legacy calls a sandbox answered and has not written yet, summed per UTC day and operation:
 * what one counter write adds (calls, callers, last call). Pure: the writing is stats.ts's.
 */
export interface PendingCount {
  readonly day: string;
  readonly operationId: string;
  calls: number;
  readonly callers: Set<string>;
  lastCallAt: string;
}

export class CallTally {
  private pending = new Map<string, PendingCount>();

  get size(): number {
    return this.pending.size;
  }

  add(operationId: string, caller: string, at: Date): void {
    const iso = at.toISOString();
    const day = iso.slice(0, 10);
    const key = `${day}#${operationId}`;
    const p = this.pending.get(key);
    if (p === undefined) {
      this.pending.set(key, { day, operationId, calls: 1, callers: new Set([caller]), lastCallAt: iso });
      return;
    }
    p.calls++;
    p.callers.add(caller);
    if (iso > p.lastCallAt) p.lastCallAt = iso;
  }

  /** Everything pending, in first-call order; the tally is empty afterwards. */
  drain(): PendingCount[] {
    const out = [...this.pending.values()];
    this.pending = new Map();
    return out;
  }
}
