/** Legacy timestamps look like `2024-08-15T11:18:44.632+00:00` (upstream's Jackson format, UTC). */
export function legacyTimestamp(d: Date): string {
  return d.toISOString().replace(/Z$/, '+00:00');
}
