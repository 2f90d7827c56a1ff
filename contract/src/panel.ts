import * as v from 'valibot';
import { PanelProgresses, TestingProgresses } from './statuses';
import { IdSchema, VersionSchema, YearSchema } from './wire-format';

export const PanelEntrySchema = v.object({
  testingId: IdSchema,
  panelId: IdSchema,
  waveNumber: v.number(),
  weeks: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  progress: v.picklist(TestingProgresses),
  progressLabel: v.string(),
});
export type PanelEntry = v.InferOutput<typeof PanelEntrySchema>;

/** A club's panel of one season: its testings across the waves. */
export const PanelSchema = v.object({
  panelId: IdSchema,
  version: VersionSchema,
  clubId: IdSchema,
  clubName: v.string(),
  year: YearSchema,
  progress: v.picklist(PanelProgresses),
  progressLabel: v.string(),
  /** Of the assigned testers; null when none is assigned. */
  averageAge: v.nullable(v.number()),
  averageHcp: v.nullable(v.number()),
  testings: v.array(PanelEntrySchema),
});
export type Panel = v.InferOutput<typeof PanelSchema>;

/** Body of POST /panel: only the status is editable. */
export const PanelInputSchema = v.object({
  panelId: IdSchema,
  version: VersionSchema,
  progress: v.picklist(PanelProgresses),
});
export type PanelInput = v.InferOutput<typeof PanelInputSchema>;

/** GET /panel/list/clubs: the panels of the current season. */
export const PanelListItemSchema = v.object({
  panelId: IdSchema,
  clubId: IdSchema,
  clubName: v.string(),
  city: v.string(),
  year: YearSchema,
  progress: v.picklist(PanelProgresses),
  progressLabel: v.string(),
});
export type PanelListItem = v.InferOutput<typeof PanelListItemSchema>;
export const PanelListSchema = v.array(PanelListItemSchema);
