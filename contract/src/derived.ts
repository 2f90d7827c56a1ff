import * as v from 'valibot';

/**
 * Answer fields the spec does not define are optional: a server that follows the spec keeps working.
 * The client derives a default and logs the gap once per field. Fields the spec defines stay strict.
 * The derived fields are listed in contract/README.md#fields-a-server-may-leave-out.
 */
const reported = new Set<string>();

/** The derived value of a field missing from an answer; logs the gap once. */
export function derived<T>(entity: string, field: string, value: T): T {
  const key = `${entity}.${field}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.info(`[api] ${key} is missing from the server's answer (not in the spec); using ${JSON.stringify(value)}`);
  }
  return value;
}

/** A field outside the spec whose default needs nothing else of the answer. */
export function optionalField<TSchema extends v.GenericSchema>(entity: string, field: string, schema: TSchema, fallback: v.InferOutput<TSchema>) {
  return v.optional(schema, () => derived(entity, field, fallback));
}

/** Test support: forget which gaps were logged. */
export function resetReportedGaps(): void {
  reported.clear();
}
