/** The rows numbered 1, 2, … for a list's '#' column, in the order shown. */
export function numberRows<T>(items: readonly T[]): (T & { position: number })[] {
  return items.map((item, index) => ({ ...item, position: index + 1 }));
}
