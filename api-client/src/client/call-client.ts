import { pathOf, type AnswerOf, type CallArgs, type CallRow, type CallSpec } from '@dtp/contract/call-table';
import { call } from './client';
import { invalidateAfter } from './invalidation';

/** Per call, not per row: a background refresh without the spinner, statuses a screen shows as a state. */
export interface SendOptions {
  silent?: boolean;
  /** Of the row's `statuses`, those the screen shows itself (a new tester's missing data sheet: 404): no error badge. */
  expectedStatuses?: readonly number[];
}

type Row = CallRow<CallSpec>;

/** Splits a call's arguments into the path's values and the body or form, as the row says. */
function partsOf(row: Row, args: readonly unknown[]): { values: (string | number)[]; payload: unknown } {
  const count = (row.path.match(/:/g) ?? []).length;
  return { values: args.slice(0, count) as (string | number)[], payload: row.input || row.multipart ? args[count] : undefined };
}

/** The request's path for a row and its arguments (the prefetch and the cache key use the same). */
export function pathFor<R extends Row>(row: R, ...args: CallArgs<R>): string {
  return pathOf(row, partsOf(row, args).values);
}

/**
 * Sends one call of the table: the path from the row and the arguments, the body or form, the answer
 * checked with the row's schema, errors on the badge (client.ts). A successful change marks what the
 * row `invalidates` as stale, so every screen showing it loads it anew (invalidation.ts, answer-cache.ts).
 */
export async function send<R extends Row>(row: R, args: CallArgs<R>, options: SendOptions = {}): Promise<AnswerOf<R>> {
  const { values, payload } = partsOf(row, args);
  const answer = await call({
    name: row.name,
    method: row.method,
    path: pathOf(row, values),
    body: row.input ? payload : undefined,
    form: row.multipart ? (payload as FormData) : undefined,
    schema: row.output,
    responseType: row.file ? 'blob' : 'json',
    success: row.success,
    silent: options.silent ?? row.silent,
    expectedStatuses: options.expectedStatuses,
  });
  if (row.invalidates) invalidateAfter(row);
  return answer as AnswerOf<R>;
}

/** One typed function per row: `clientOf(testingsCalls).assign({ testingId, userId })`, `.load(id)`. */
export type ClientOf<T extends Record<string, Row>> = {
  readonly [K in keyof T]: (...args: [...CallArgs<T[K]>, options?: SendOptions]) => Promise<AnswerOf<T[K]>>;
};

export function clientOf<T extends Record<string, Row>>(rows: T): ClientOf<T> {
  const client: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [key, row] of Object.entries(rows)) {
    const arity = (row.path.match(/:/g) ?? []).length + (row.input || row.multipart ? 1 : 0);
    client[key] = (...args: unknown[]) => send(row, args.slice(0, arity) as never, (args[arity] as SendOptions | undefined) ?? {});
  }
  return client as ClientOf<T>;
}
