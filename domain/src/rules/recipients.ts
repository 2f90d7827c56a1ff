import type { RecipientGroup } from '@dtp/contract/back-office-statuses';
import { groupNeedsWave, isComposeWave } from '@dtp/contract/email';
import { composeFieldLabels } from '@dtp/contract/field-rules';
import { testingReached } from '@dtp/contract/statuses';
import type { Db } from '../db';
import type { FieldErrors } from './field-errors';
import type { UserRow } from '../state';
import { salutationMessage, waveWeeks } from '../views';
import type { PageParams } from '@dtp/contract/pages';
import { pageLink } from './app-url';

export interface Recipient {
  email: string;
  user: UserRow | null;
}

/**
 * The wave of a mail (POST /email/send and /email/recipients): one of 1 to 5 when given; required
 * only for the groups that depend on one ('Eingeteilte Tester der Welle'), so a season without
 * waves can still mail every tester. A wave the season does not have yet has no testers.
 */
export function checkComposeWave(e: FieldErrors, group: RecipientGroup, waveNumber: number | null): void {
  if (waveNumber !== null && !isComposeWave(waveNumber)) e.add('waveNumber', 'Bitte wählen Sie eine Welle von 1 bis 5.');
  else if (groupNeedsWave(group)) e.required('waveNumber', composeFieldLabels.waveNumber, waveNumber);
}

/**
 * domain/README.md#emails: TEST_EMAIL the signed-in sender; ASSIGNED_IN_WAVE testers with a testing of the
 * season wave from ASSIGNED on (none when the season has no such wave); ALL every tester not INACTIVE; a data-sheet progress every tester whose
 * season sheet has it. Only users with an email; sorted by address.
 */
export async function recipientsOf(db: Db, group: RecipientGroup, waveNumber: number | null, senderEmail: string): Promise<Recipient[]> {
  if (group === 'TEST_EMAIL') return senderEmail ? [{ email: senderEmail, user: null }] : [];
  let users: UserRow[];
  if (group === 'ASSIGNED_IN_WAVE') {
    const wave = (await db.seasonWaves()).find((w) => w.number === waveNumber);
    if (!wave) return [];
    const ids = new Set(
      (await db.find('testing', { waveId: wave.id })).filter((t) => t.userId !== null && testingReached(t.progress, 'ASSIGNED')).map((t) => t.userId),
    );
    users = (await db.testers()).filter((u) => ids.has(u.id));
  } else if (group === 'ALL') {
    users = (await db.testers()).filter((u) => u.status !== 'INACTIVE');
  } else {
    const inGroup = new Set((await db.find('sheet', { year: db.seasonYear })).filter((s) => s.progress === group).map((s) => s.userId));
    users = (await db.testers()).filter((u) => inGroup.has(u.id));
  }
  return users
    .filter((u) => u.contact.email.trim() !== '')
    .map((u) => ({ email: u.contact.email, user: u }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Replaces the placeholders for one recipient; unknown values become ''. Links start with `appUrl` (ctx.appUrl). */
export async function renderPlaceholders(
  db: Db,
  text: string,
  recipient: Recipient,
  waveNumber: number | null,
  managerName: string,
  appUrl: string,
): Promise<string> {
  const link = (name: string, params?: PageParams): string => pageLink(appUrl, name, params);
  const user = recipient.user;
  const season = db.seasonYear;
  const waves = await db.seasonWaves();
  const seasonTestings = user ? await db.find('testing', { userId: user.id, waveId: waves.map((w) => w.id) }) : [];
  const wave = waves.find((w) => w.number === waveNumber);
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  const inWave = wave ? seasonTestings.find((t) => t.waveId === wave.id) : undefined;
  const testList = seasonTestings
    .map((t) => {
      const w = waves.find((x) => x.id === t.waveId);
      return `- Welle ${w?.number ?? ''} (${w ? waveWeeks(w) : ''}): ${clubs.get(t.clubId)?.name ?? ''}`;
    })
    .join('\n');
  const values: Record<string, string> = {
    anrede: user ? salutationMessage(user) : 'Guten Tag',
    saison: String(season),
    registrierungslink: link('login'),
    datenblattlink: link('datasheet'),
    golfclub: inWave ? (clubs.get(inWave.clubId)?.name ?? '') : '',
    kalenderwoche: wave ? waveWeeks(wave) : '',
    teetimelink: inWave ? link('show-test', { testId: inWave.id }) : link('tests'),
    spesenlink: inWave ? link('show-travel', { travelId: inWave.id }) : link('travels'),
    testliste: testList,
    manager: managerName,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);
}
