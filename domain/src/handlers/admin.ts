import { AdminSchema, retentionFieldRules, type Admin, type SyncResult } from '@dtp/contract/admin';
import { assignmentWeightFieldRules } from '@dtp/contract/assignment-proposal';
import { measureSettingsFieldRules } from '@dtp/contract/club-measures';
import { measureSettingsOf } from '../rules/club-measures';
import { assignmentWeightsOf } from '../assignment/proposal-pairs';
import { settingsCalls } from '@dtp/contract/calls/shell-and-tester';
import { adminCalls } from '@dtp/contract/calls/back-office';
import type { Settings } from '@dtp/contract/settings';
import { parseBody, type Ctx } from '../context';
import type { Router } from '../router';
import { FieldErrors } from '../rules/field-errors';
import { lastRetentionRun, retentionSettingsOf } from '../rules/retention';
import { remindersOf, reminderFieldRules, TRAVEL_SECOND_AFTER_FIRST } from '@dtp/contract/reminders';
import { automaticMails, planReminders } from '../rules/reminders';
import { markTestDone } from '../rules/test-done';

async function admin(ctx: Ctx): Promise<Admin> {
  return {
    ...ctx.db.meta.admin,
    showTesterFeedback: ctx.db.settings.showTesterFeedback,
    retention: retentionSettingsOf(ctx.db.settings),
    lastRetentionRun: await lastRetentionRun(ctx.db),
    reminders: remindersOf(ctx.db.settings),
    automaticMails: automaticMails(ctx.db.settings),
    assignmentWeights: assignmentWeightsOf(ctx.db.settings),
    measures: measureSettingsOf(ctx.db.settings),
  };
}

/** showTesterFeedback and the retention periods are writable; the database info and the last run are read-only. */
async function save(ctx: Ctx): Promise<Admin> {
  const sent = parseBody(ctx, AdminSchema);
  // A back office from before sends no period for access records or questionnaire content: the stored ones stay.
  const stored = retentionSettingsOf(ctx.db.settings);
  const retention = {
    ...sent.retention,
    accessRecordMonths: sent.retention.accessRecordMonths ?? stored.accessRecordMonths,
    questionnaireContentMonths: sent.retention.questionnaireContentMonths ?? stored.questionnaireContentMonths,
  };
  // A back office from before sends no weights and no threshold: the stored ones stay.
  const input = {
    ...sent,
    retention,
    assignmentWeights: sent.assignmentWeights ?? assignmentWeightsOf(ctx.db.settings),
    measures: sent.measures ?? measureSettingsOf(ctx.db.settings),
  };
  const e = new FieldErrors();
  e.checkAll(input, retentionFieldRules);
  e.checkAll(input, reminderFieldRules);
  e.checkAll(input, assignmentWeightFieldRules);
  e.checkAll(input, measureSettingsFieldRules);
  if (input.reminders.travelSecondDaysAfter <= input.reminders.travelFirstDaysAfter) e.add('reminders.travelSecondDaysAfter', TRAVEL_SECOND_AFTER_FIRST);
  e.throwIfAny();
  ctx.db.settings.showTesterFeedback = input.showTesterFeedback;
  const { receiptMonths, bankDataMonths, applicantMonths, accessRecordMonths, questionnaireContentMonths } = input.retention;
  ctx.db.settings.retention = { receiptMonths, bankDataMonths, applicantMonths, accessRecordMonths, questionnaireContentMonths };
  const { testedLastSeasonKm, formerMemberKm, premiumToNoviceKm, newTesterDistancePercent, secondTestInSeasonKm } = input.assignmentWeights;
  ctx.db.settings.assignmentWeights = { testedLastSeasonKm, formerMemberKm, premiumToNoviceKm, newTesterDistancePercent, secondTestInSeasonKm };
  ctx.db.settings.measures = { thresholdPercent: input.measures.thresholdPercent };
  await saveReminders(ctx, input.reminders);
  return admin(ctx);
}

/**
 * The reminders' settings; the reminders follow at once: a reminder switched off has its planned mails
 * withdrawn, a changed number of days moves them (rules/reminders.ts).
 */
async function saveReminders(ctx: Ctx, reminders: Admin['reminders']): Promise<void> {
  // Parsed by the admin's schema: only the reminder fields are left (valibot's object drops unknown keys).
  ctx.db.settings.reminders = { ...reminders };
  await planReminders(ctx.db, ctx.clock, { contactName: ctx.contactName, appUrl: ctx.appUrl });
}

/**
 * 'Sync Tests' reconciles (issue 43): every test whose questionnaire was submitted becomes 'Test eingegangen'
 * if it is not yet (after a restore, for instance). No date guess: a test is done when its questionnaire is in.
 */
async function syncTests(ctx: Ctx): Promise<SyncResult> {
  const submitted = (await ctx.db.find('questionnaire')).filter((q) => q.submittedAt !== null);
  let synced = 0;
  for (const questionnaire of submitted) {
    const testing = await ctx.db.testing(questionnaire.id);
    if (testing && (await markTestDone(ctx.db, ctx.clock, testing, ctx.contactName))) synced++;
  }
  return { synced };
}

export function registerAdmin(router: Router<Ctx>): void {
  router
    .on(settingsCalls.load, (ctx): Settings => ({ showTesterFeedback: ctx.db.settings.showTesterFeedback }))
    .on(adminCalls.load, admin)
    .on(adminCalls.save, save)
    .on(adminCalls.syncTests, syncTests);
}
