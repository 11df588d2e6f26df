/**
 * What a queue consumer sees of one SQS record (no Lambda types: each worker's handler maps the
 * SQS event), and of its invocation.
 */
export interface QueueRecord {
  readonly id: string;
  readonly body: string;
  /** SQS ApproximateReceiveCount: on the queue's last delivery a worker may record a failure instead of retrying. */
  readonly receiveCount: number;
}

export interface WorkerOptions {
  /** Time left in this invocation. */
  readonly remainingMs: () => number;
}
