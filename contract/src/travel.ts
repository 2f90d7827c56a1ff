import * as v from 'valibot';
import { ClubRefSchema } from './common';
import { derived, optionalField } from './derived';
import { TravelProgressLabels, TravelProgresses, type TravelProgress } from './statuses';
import { AmountSchema, IdSchema, IsoDateSchema, VersionSchema, YearSchema } from './wire-format';
import { MAX_RECEIPT_BYTES_PER_CLAIM, MAX_RECEIPTS_PER_CLAIM, TRAVEL_COST_PER_KM } from './constants';

/** A row of the tester's claims (/travels); the id is the testing's id. */
export const TravelListItemSchema = v.pipe(
  v.object({
    id: IdSchema,
    weeks: v.string(),
    date: v.nullable(IsoDateSchema),
    club: ClubRefSchema,
    progress: v.picklist(TravelProgresses),
    // Not in the spec: derived when a server leaves it out.
    progressLabel: v.optional(v.string()),
  }),
  v.transform((t) => ({ ...t, progressLabel: t.progressLabel ?? derived('claim list item', 'progressLabel', TravelProgressLabels[t.progress]) })),
);
export type TravelListItem = v.InferOutput<typeof TravelListItemSchema>;

export const TravelListSchema = v.object({
  year: YearSchema,
  travels: v.array(TravelListItemSchema),
});
export type TravelList = v.InferOutput<typeof TravelListSchema>;

/** A claim's progress from the flags the spec defines, for a server that sends no progress. */
function progressOfClaim(c: { readonly: boolean; showTravelReleasedHint: boolean; showTravelSubmittedHint: boolean; showReleaseButton: boolean }): TravelProgress {
  if (c.readonly || c.showTravelReleasedHint) return 'RELEASED';
  return c.showTravelSubmittedHint || c.showReleaseButton ? 'SUBMITTED' : 'OPEN';
}

/** An expense claim (GET /travel/{id}). Amounts in euros, distance in whole km. */
const TravelClaimFieldsSchema = v.object({
  id: IdSchema,
  /** The testing's version (tester and staff edit the same claim; the tee time and the back office the same testing). */
  version: VersionSchema,
  iban: v.string(),
  bank: v.string(),
  greenfee: v.nullable(AmountSchema),
  distance: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  restaurant: v.nullable(AmountSchema),
  misc: v.nullable(AmountSchema),
  comment: v.string(),
  readonly: v.boolean(),
  showSendButton: v.boolean(),
  showReleaseButton: v.boolean(),
  showTravelSubmittedHint: v.boolean(),
  showTravelReleasedHint: v.boolean(),
  showTravelReleasedHintForManager: v.boolean(),
  bankDataAlreadyDeleted: v.boolean(),
  // Not in the spec: derived as false when a server leaves them out. Released, the bank data is held for
  // the club's mail until it is sent (bankDataHeld); a club without an email address can't be released to.
  bankDataHeld: optionalField('claim', 'bankDataHeld', v.boolean(), false),
  clubEmailMissing: optionalField('claim', 'clubEmailMissing', v.boolean(), false),
  club: ClubRefSchema,
  /** Wave number. */
  wave: v.number(),
  weeks: v.string(),
  // Not in the spec: derived when a server leaves them out.
  date: optionalField('claim', 'date', v.nullable(IsoDateSchema), null),
  progress: v.optional(v.picklist(TravelProgresses)),
  progressLabel: v.optional(v.string()),
  testerFirstName: optionalField('claim', 'testerFirstName', v.string(), ''),
  testerLastName: optionalField('claim', 'testerLastName', v.string(), ''),
});
export const TravelClaimSchema = v.pipe(
  TravelClaimFieldsSchema,
  v.transform((c) => {
    const progress = c.progress ?? derived('claim', 'progress', progressOfClaim(c));
    return { ...c, progress, progressLabel: c.progressLabel ?? derived('claim', 'progressLabel', TravelProgressLabels[progress]) };
  }),
);
export type TravelClaim = v.InferOutput<typeof TravelClaimSchema>;

/** Body of POST /travel. */
export const TravelInputSchema = v.object({
  id: IdSchema,
  /** The version the claim was read at: a claim changed since is refused with 409. */
  version: VersionSchema,
  iban: v.string(),
  bank: v.string(),
  greenfee: v.nullable(v.number()),
  distance: v.nullable(v.number()),
  restaurant: v.nullable(v.number()),
  misc: v.nullable(v.number()),
  comment: v.string(),
});
export type TravelInput = v.InferOutput<typeof TravelInputSchema>;

/**
 * Why a claim can't be released: its club has no email address, so nobody would receive the bank data.
 * The server's refusal and the notice next to 'Freigeben' say the same; staff can fix it, a tester can't.
 */
export function clubEmailMissingMessage(clubName: string, isStaff: boolean): string {
  const club = clubName ? `Der Club ${clubName}` : 'Der Club';
  return isStaff
    ? `${club} hat keine Email-Adresse. Bitte tragen Sie sie im Club ein, bevor Sie die Spesenabrechnung freigeben.`
    : `${club} hat keine Email-Adresse, an die Ihre Spesenabrechnung gehen kann. Sobald CMC sie eingetragen hat, können Sie sie freigeben.`;
}

/** Body of POST /travel/release: the claim as read (a version changed since is refused with 409). */
export const TravelReleaseInputSchema = v.object({ id: IdSchema, version: VersionSchema });
export type TravelReleaseInput = v.InferOutput<typeof TravelReleaseInputSchema>;

/** Why one more receipt is refused: the claim stores as many as it takes. */
export const TOO_MANY_RECEIPTS_MESSAGE = `Eine Spesenabrechnung nimmt höchstens ${MAX_RECEIPTS_PER_CLAIM} Belege auf. Bitte löschen Sie zuerst einen Beleg, den Sie nicht mehr brauchen.`;
/** Why one more receipt is refused: with it the claim's receipts would exceed their total size. */
export const RECEIPTS_TOO_LARGE_MESSAGE = `Die Belege einer Spesenabrechnung dürfen zusammen höchstens ${MAX_RECEIPT_BYTES_PER_CLAIM / 1024 / 1024} MB groß sein. Bitte löschen Sie zuerst einen Beleg, den Sie nicht mehr brauchen, oder laden Sie eine kleinere Datei hoch.`;

/** A receipt. One deleted from a released claim stays in the list with deleted: true (a voucher); before the release a delete removes it. */
export const AttachmentSchema = v.pipe(
  v.object({
    attachmentId: IdSchema,
    // Not in the spec (it names attachmentId and deleted): derived when a server leaves them out.
    fileName: v.optional(v.string()),
    contentType: optionalField('receipt', 'contentType', v.string(), ''),
    size: optionalField('receipt', 'size', v.number(), 0),
    deleted: v.boolean(),
  }),
  v.transform((a) => ({ ...a, fileName: a.fileName ?? derived('receipt', 'fileName', `Beleg ${a.attachmentId}`) })),
);
export type Attachment = v.InferOutput<typeof AttachmentSchema>;
export const AttachmentListSchema = v.array(AttachmentSchema);

/** Spec 2: greenfee + restaurant + misc + travel costs (km × 0.40 EUR); empty counts as 0. Rounded to cents. */
export function travelSum(claim: Pick<TravelInput, 'greenfee' | 'distance' | 'restaurant' | 'misc'>): number {
  const cents =
    Math.round((claim.greenfee ?? 0) * 100) +
    Math.round((claim.restaurant ?? 0) * 100) +
    Math.round((claim.misc ?? 0) * 100) +
    Math.round((claim.distance ?? 0) * TRAVEL_COST_PER_KM * 100);
  return cents / 100;
}

