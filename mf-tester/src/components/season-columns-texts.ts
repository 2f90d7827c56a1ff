/** The column headers the season lists (own tests, own claims) share. */
export const seasonColumnsTexts = {
  week: 'KW',
  day: 'Tag',
} as const;
