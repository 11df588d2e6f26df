/** API Gateway HTTP API and Lambda limits, enforced locally exactly as AWS would. */
export const limits = {
  /** HTTP API maximum request size. */
  requestBytes: 10 * 1024 * 1024,
  /** Synchronous Lambda invocation payload (request event and response), binary counted base64. */
  lambdaPayloadBytes: 6 * 1024 * 1024,
  /** HTTP API: request line plus headers. */
  headerBytes: 10 * 1024,
  /** HTTP API integration timeout. */
  timeoutMs: 30_000,
} as const;
