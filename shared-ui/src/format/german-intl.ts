// The German Intl formatters, each made on first use: the first Intl object of a page loads the
// locale's data (about 40 ms on a phone, 166 ms of a login page's start at 4x CPU, profiled), which
// a page that formats nothing should not pay while it starts.

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** '5.000' */
export const countFormat = onFirstUse(() => new Intl.NumberFormat('de-DE'));
/** '43' (whole numbers, for percentages) */
export const wholeNumberFormat = onFirstUse(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
/** '1.234,50 €' */
export const euroFormat = onFirstUse(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
/** German order: 'Ä' next to 'A', '2' before '10', case and accents ignored. */
export const germanCollator = onFirstUse(() => new Intl.Collator('de', { numeric: true, sensitivity: 'base' }));
