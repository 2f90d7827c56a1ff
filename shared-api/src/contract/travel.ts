import * as v from 'valibot';
import { ClubRefSchema } from './common';
import { TravelProgresses } from './statuses';
import { AmountSchema, IdSchema, IsoDateSchema, YearSchema } from './wire-format';
import { TRAVEL_COST_PER_KM } from './constants';

/** A row of the tester's claims (/travels); the id is the testing's id. */
export const TravelListItemSchema = v.object({
  id: IdSchema,
  weeks: v.string(),
  date: v.nullable(IsoDateSchema),
  club: ClubRefSchema,
  progress: v.picklist(TravelProgresses),
  progressLabel: v.string(),
});
export type TravelListItem = v.InferOutput<typeof TravelListItemSchema>;

export const TravelListSchema = v.object({
  year: YearSchema,
  travels: v.array(TravelListItemSchema),
});
export type TravelList = v.InferOutput<typeof TravelListSchema>;

/** An expense claim (GET /travel/{id}). Amounts in euros, distance in whole km. */
export const TravelClaimSchema = v.object({
  id: IdSchema,
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
  club: ClubRefSchema,
  /** Wave number. */
  wave: v.number(),
  weeks: v.string(),
  date: v.nullable(IsoDateSchema),
  progress: v.picklist(TravelProgresses),
  progressLabel: v.string(),
  testerFirstName: v.string(),
  testerLastName: v.string(),
});
export type TravelClaim = v.InferOutput<typeof TravelClaimSchema>;

/** Body of POST /travel. */
export const TravelInputSchema = v.object({
  id: IdSchema,
  iban: v.string(),
  bank: v.string(),
  greenfee: v.nullable(v.number()),
  distance: v.nullable(v.number()),
  restaurant: v.nullable(v.number()),
  misc: v.nullable(v.number()),
  comment: v.string(),
});
export type TravelInput = v.InferOutput<typeof TravelInputSchema>;

export const TravelReleaseInputSchema = v.object({ id: IdSchema });
export type TravelReleaseInput = v.InferOutput<typeof TravelReleaseInputSchema>;

/** A receipt. Deleted receipts stay in the list with deleted: true. */
export const AttachmentSchema = v.object({
  attachmentId: IdSchema,
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  deleted: v.boolean(),
});
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

export function travelInputOf(claim: TravelClaim): TravelInput {
  const { id, iban, bank, greenfee, distance, restaurant, misc, comment } = claim;
  return { id, iban, bank, greenfee, distance, restaurant, misc, comment };
}
