import { applyRetention, type DomainServer } from '@dtp/shared-api/domain';
import type { ScheduledJob } from './scheduled-jobs';

/**
 * Retention (issue 32, docs/privacy-retention.md): every night at 01:15 Berlin time, before the nightly
 * backup (BACKUP_TIME, 03:00), so the backup already lacks what the run removed.
 */
export const RETENTION_JOB = { name: 'retention', cron: '15 1 * * *' } as const;

/** The platform's scheduled jobs, each a domain task run as 'System'. The reminders of issue 34 go here too. */
export function platformJobs(domain: DomainServer): ScheduledJob[] {
  return [{ ...RETENTION_JOB, run: () => domain.runAsSystem(applyRetention) }];
}
