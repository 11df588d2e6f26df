import { Duration, type Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { schedules } from '../../layers/core/src/platform/resources/definitions.ts';
import { pascal } from '../lib/paths.ts';
import type { SvcFunction } from '../lib/svc-function.ts';

/**
 * One EventBridge rule per schedule of definitions.ts, invoking the schedule's function (retried
 * twice, for up to 2 hours). In the stack's scope, so the logical ids stay those of the deployed stack.
 */
export function createSchedules(stack: Stack, functions: Readonly<Record<string, SvcFunction>>): void {
  for (const s of schedules) {
    const f = functions[s.id];
    if (!f) throw new Error(`no function for the ${s.id} schedule`);
    new events.Rule(stack, `${pascal(s.id)}Schedule`, {
      description: s.purpose,
      schedule: events.Schedule.expression(s.cron),
      targets: [new targets.LambdaFunction(f.fn, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
    });
  }
}
