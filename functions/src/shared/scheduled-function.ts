import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { TIME_ZONE } from '@kookers/domain/rules';
import type { ScheduledJob } from '../schedules';
import { cronOf } from './cadence';

/**
 * A job of schedules.ts as a Cloud Scheduler function, in Paris time. Nine minutes (the most an
 * event-driven function may take) leave room to page through every Kooker.
 */
export function scheduledFunction(job: ScheduledJob) {
  return onSchedule({ schedule: cronOf(job.cadence), timeZone: TIME_ZONE, timeoutSeconds: 540 }, async () => {
    const summary = await job.run(new Date());
    logger.info(`${job.title} : ${summary || 'rien à faire'}`);
  });
}
