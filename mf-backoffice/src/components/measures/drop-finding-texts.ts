/** The German texts of the question before 'Handlungsfeld entfernen' (issue 62) beside the contract's MeasureTexts. */
export const dropFindingTexts = {
  /** The button that leaves the finding as it is. */
  keep: 'Behalten',
  question: (question: string) => `„${question}“`,
} as const;
