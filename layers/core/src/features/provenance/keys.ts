/** Key formats of the provenance table: day partitions and time-ordered sort keys. */
export const dayKey = (epochMs: number) => `DAY#${new Date(epochMs).toISOString().slice(0, 10)}`;
export const sortKey = (epochMs: number, appId: string) => `${String(epochMs).padStart(13, '0')}#${appId}`;
