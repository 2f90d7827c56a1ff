import { applyRetention, planReminders, type DomainServer } from '@dtp/domain';
import type { ScheduledJob } from './scheduled-jobs';

/**
 * Retention (issue 32, docs/privacy-retention.md): every night at 01:15 Berlin time, before the nightly
 * backup (BACKUP_TIME, 03:00), so the backup already lacks what the run removed.
 */
export const RETENTION_JOB = { name: 'retention', cron: '15 1 * * *' } as const;

/**
 * Reminders (issue 34, item 3; api-client rules/reminders.ts): every morning at 06:00 Berlin time the
 * run plans the reminders due within the next week (each goes out at 08:00 on its day) and withdraws
 * those whose occasion is gone.
 */
export const REMINDERS_JOB = { name: 'reminders', cron: '0 6 * * *' } as const;

/** The platform's scheduled jobs, each a domain task run as 'System'. */
export function platformJobs(domain: DomainServer): ScheduledJob[] {
  return [
    { ...RETENTION_JOB, run: () => domain.runAsSystem(applyRetention) },
    { ...REMINDERS_JOB, run: () => domain.runAsSystem(planReminders) },
  ];
}
