import { CMC_FEEDBACK_CRITERIA, feedbackRatingRule, feedbackRemarksRule, feedbackValuesOf, type CmcFeedbackInput } from '@dtp/api-client';
import type { Testing } from '@dtp/api-client/back-office';
import { formRule, textValue, v } from '@dtp/shared-ui';

/** The ratings a criterion can get, as the radio options show them. */
export const RATING_OPTIONS = ['0', '1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

/** CMC's feedback form: a rating per criterion (text '0'…'5', in the criteria's order) and the remarks; the contract's rules. */
export const cmcFeedbackSchema = v.object({
  ratings: v.tuple(CMC_FEEDBACK_CRITERIA.map((criterion) => textValue(formRule(feedbackRatingRule(criterion))))),
  remarks: textValue(formRule(feedbackRemarksRule)),
});
export type CmcFeedbackFormValues = v.InferOutput<typeof cmcFeedbackSchema>;

/** The form's values from the testing's stored feedback; empty while none is given. */
export function cmcFeedbackValuesOf(testing: Testing): CmcFeedbackFormValues {
  const given = feedbackValuesOf(testing.testerFeedbackCmc, CMC_FEEDBACK_CRITERIA);
  return {
    ratings: CMC_FEEDBACK_CRITERIA.map((_, i) => (given ? String(given.ratings[i]) : '')),
    remarks: given?.remarks ?? '',
  };
}

export function cmcFeedbackInputFrom(values: CmcFeedbackFormValues): CmcFeedbackInput {
  return { ratings: values.ratings.map(Number), remarks: values.remarks };
}
