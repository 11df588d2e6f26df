/** Key formats of the provenance table: day partitions and time-ordered sort keys. */
export const dayKey = (epochMs: number) => `DAY#${new Date(epochMs).toISOString().slice(0, 10)}`;
export const sortKey = (epochMs: number, appId: string) => `${String(epochMs).padStart(13, '0')}#${appId}`;
/** The item holding the set of days that have rows (provenance/store.ts). */
export const DAYS_KEY = { pk: 'META', sk: 'days' } as const;
