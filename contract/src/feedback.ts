import * as v from 'valibot';

export const DebugFeedbackSchema = v.object({
  title: v.string(),
  /** The raw JSON as stored; may be malformed. */
  json: v.string(),
});
export type DebugFeedback = v.InferOutput<typeof DebugFeedbackSchema>;

/** Feedback averages (criterion → percent 0–100, unrounded; screens round). */
export const FeedbackSchema = v.object({
  cmcFeedbackCount: v.number(),
  cmcFeedbackAverages: v.record(v.string(), v.number()),
  clubFeedbackCount: v.number(),
  clubFeedbackAverages: v.record(v.string(), v.number()),
  /** Only for admins; [] otherwise. */
  debugFeedbacksJson: v.array(DebugFeedbackSchema),
  /**
   * The season the averages belong to (the overview's title year). Not named by the spec,
   * so optional: a server without it gets a title without a year, never the browser's year.
   */
  year: v.optional(v.number()),
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;
