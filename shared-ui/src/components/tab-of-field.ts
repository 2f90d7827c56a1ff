/**
 * The tab that shows a form field ('golfData.handicap' → 'golf'), given each tab's top-level fields:
 * a failed save opens the tab of its first bad field. `fallback` for a path no tab lists.
 */
export function tabOfField<T extends string>(tabFields: Readonly<Record<T, readonly string[]>>, path: string, fallback: T): T {
  const root = path.split('.')[0] ?? '';
  const entry = (Object.entries(tabFields) as [T, readonly string[]][]).find(([, fields]) => fields.includes(root));
  return entry ? entry[0] : fallback;
}
