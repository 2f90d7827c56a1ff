import * as v from 'valibot';
import { UserIdSchema } from './wire-format';

/**
 * A person's account at the identity service as the back office sees it on the tester's page (issue 57): which
 * account is linked and how, an account an admin unlinked (it may be linked again), and records that may be the
 * same person ('möglicherweise doppelt'), with what an admin may do about them.
 */

export const AccountLinkHows = ['APPLICANT', 'EMAIL', 'RELINKED', 'MERGED'] as const;
export type AccountLinkHow = (typeof AccountLinkHows)[number];

export const AccountLinkHowLabels: Record<AccountLinkHow, string> = {
  APPLICANT: 'Erste Anmeldung (als Bewerber angelegt)',
  EMAIL: 'Erste Anmeldung (bestätigte E-Mail-Adresse)',
  RELINKED: 'Von der Geschäftsstelle wieder verknüpft',
  MERGED: 'Beim Zusammenführen übernommen',
};

export const LinkedAccountSchema = v.object({
  /** The identity service's subject (Keycloak: a UUID). */
  subject: v.string(),
  /** The token's issuer ('' in the demo). */
  issuer: v.string(),
  /** ISO timestamp. */
  linkedAt: v.string(),
  how: v.picklist(AccountLinkHows),
  howLabel: v.string(),
});
export type LinkedAccountView = v.InferOutput<typeof LinkedAccountSchema>;

/** Another record that may be the same person: the same name, or an email several records share. */
export const PossibleDuplicateSchema = v.object({
  id: UserIdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  statusLabel: v.string(),
  /** Whether an account is linked to it. */
  linked: v.boolean(),
});
export type PossibleDuplicate = v.InferOutput<typeof PossibleDuplicateSchema>;

export const TesterAccountSchema = v.object({
  linked: v.nullable(LinkedAccountSchema),
  /** The account an admin unlinked last; 'Wieder verknüpfen' restores it. */
  former: v.nullable(LinkedAccountSchema),
  possibleDuplicates: v.array(PossibleDuplicateSchema),
});
export type TesterAccount = v.InferOutput<typeof TesterAccountSchema>;

/** POST /user/account/unlink, /user/account/relink: the tester. */
export const AccountActionInputSchema = v.object({ id: UserIdSchema });
export type AccountActionInput = v.InferOutput<typeof AccountActionInputSchema>;

/** POST /user/merge: `mergedId`'s tests, claims, feedback, sheets and account move to `id`, then `mergedId` is gone. */
export const MergeInputSchema = v.object({ id: UserIdSchema, mergedId: UserIdSchema });
export type MergeInput = v.InferOutput<typeof MergeInputSchema>;

/** POST /user/duplicate/dismiss: the two records are different people. */
export const DuplicateDismissInputSchema = v.object({ id: UserIdSchema, otherId: UserIdSchema });
export type DuplicateDismissInput = v.InferOutput<typeof DuplicateDismissInputSchema>;

/** The server's refusals, in German. */
export const accountRefusals = {
  notLinked: 'Mit diesem Tester ist kein Zugang verknüpft.',
  nothingToRelink: 'Für diesen Tester gibt es keinen gelösten Zugang, der wieder verknüpft werden könnte.',
  alreadyLinked: 'Mit diesem Tester ist bereits ein Zugang verknüpft.',
  relinkedElsewhere: (name: string) => `Dieser Zugang ist inzwischen mit ${name} verknüpft.`,
  mergeSelf: 'Ein Tester kann nicht mit sich selbst zusammengeführt werden.',
  mergeBothLinked: 'Beide Tester sind mit einem Zugang verknüpft. Lösen Sie zuerst die Verknüpfung des Testers, der aufgelöst wird.',
  mergeNotTester: 'Nur Tester können zusammengeführt werden.',
  mergeSameWave: (wave: string) => `Beide Tester haben einen Test in ${wave}. Heben Sie zuerst eine der beiden Einteilungen auf.`,
  notDuplicates: 'Diese beiden Tester sind nicht als möglicherweise doppelt vermerkt.',
};
