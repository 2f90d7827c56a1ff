import type * as v from 'valibot';
import type { AccessRecordKind } from './access-records';

/**
 * THE call table: one row per call of the API, beside the schemas it names. A row says everything
 * about its call once — method, path with its parameters, body and answer schemas, who may call it,
 * the non-2xx statuses it answers on purpose — and everything else is derived from it:
 * - the typed client functions (client/call-client.ts: `clientOf(testingCalls).assign(body)`);
 * - the domain's routes, which the API server registers with Fastify and the demo resolves
 *   (domain/router.ts: `router.on(testingCalls.assign, handler)`), with the row's access checked there;
 * - the first reads the shell starts ahead of a screen (a remote's row in contract/src/pages/ names them; api-client/src/routing/first-reads.ts)
 *   and the client cache's keys (client/answer-cache.ts).
 * Adding a call is one row here plus its handler. ts-rest is the model (decision 0015).
 */

/**
 * Who may call: any signed-in user; an account with a role of the platform (a tester's calls: testers, managers and
 * admins; not a new account the identity service gave only its default roles); managers and admins; or admins.
 * For 'signedIn' and 'tester' the handler checks ownership.
 */
export type CallAccess = 'signedIn' | 'tester' | 'staff' | 'admin';

/**
 * Whose personal data a call's answer carries (issue 59, item 3):
 * - 'none': nobody's (settings, waves, results, templates, blank prints);
 * - 'own': only the caller's own (their sheet, tests, claims, export);
 * - 'overview': many people's names and work contact at once, for the staff's lists and work items (the wave's
 *   testings, the tester list, a club's contacts): not recorded person by person;
 * - 'person': a person's details (address, birth year, bank data, receipts, answers, photos, mails, Verlauf,
 *   availability, feedback), of one or of several (a list of feedback): a staff member's read of another person's is
 *   recorded for each person it showed (`recordsAccess`).
 */
export type PersonalDataScope = 'none' | 'own' | 'overview' | 'person';

/** How a path parameter is read: 'number' ids are checked as integers (400 otherwise) before the handler. */
export type ParamKind = 'number' | 'string';

type AnySchema = v.GenericSchema<unknown, unknown>;

export interface CallSpec {
  readonly method: 'GET' | 'POST';
  /** Fastify's syntax: '/testing/:id'. */
  readonly path: string;
  /** The call's German name in error details ('Tester einteilen: Feld „…“ ist ungültig.'). */
  readonly name: string;
  readonly access: CallAccess;
  /** Kinds of the path's parameters; a parameter not named here is a string. */
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** The JSON body's schema (POST). */
  readonly input?: AnySchema;
  /** The body is multipart form data (a receipt's upload). */
  readonly multipart?: true;
  /** The largest body this call takes (an import's CSV): the API server answers 413 to a larger one before reading it. */
  readonly maxBodyBytes?: number;
  /** The answer's schema; a file answer (responseType 'blob') says `file: true`. */
  readonly output: AnySchema;
  readonly file?: true;
  /** Non-2xx statuses the call answers on purpose (besides 401 and 503, which every call may answer). */
  readonly statuses: readonly number[];
  /** A save, send or change: the client raises 'Speichern erfolgreich.' */
  readonly success?: true;
  /** A background read: no spinner. */
  readonly silent?: true;
  /**
   * What a successful call makes stale in the client's cache: ids of GET rows ('testings.load'), each an
   * `InvalidationId` (calls/all-rows.ts does not compile while one names no read; shared lists are `as const`).
   */
  readonly invalidates?: readonly string[];
  /**
   * Whose personal data the answer carries (`PersonalDataScope`). Optional for the type, but every row of the table
   * declares it: the call table's check (calls/personal-data.test.ts) fails on a row without it.
   */
  readonly personalData?: PersonalDataScope;
  /**
   * What a staff member's successful call of this row read of another person (contract/access-records.ts): recorded
   * by the domain (rules/access-records.ts). Every row whose `personalData` is 'person' names one, and only those.
   */
  readonly recordsAccess?: AccessRecordKind;
}

export type CallRow<Spec extends CallSpec = CallSpec, Id extends string = string> = Spec & {
  /** '<group>.<key>': the cache's key and the name `invalidates` uses. */
  readonly id: Id;
};

/** The rows of one area ('testing'), each given its id. */
export function defineCalls<const G extends string, const T extends Record<string, CallSpec>>(
  group: G,
  specs: T,
): { readonly [K in keyof T & string]: CallRow<T[K], `${G}.${K}`> } {
  const rows: Record<string, CallRow> = {};
  for (const [key, spec] of Object.entries(specs)) rows[key] = { ...spec, id: `${group}.${key}` };
  return rows as { readonly [K in keyof T & string]: CallRow<T[K], `${G}.${K}`> };
}

/** The path's parameter names, in order: '/travel/attachment/delete/:id' → ['id']. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

type KindOf<R extends CallSpec, Name extends string> = R['params'] extends Readonly<Record<string, ParamKind>>
  ? Name extends keyof R['params']
    ? R['params'][Name]
    : 'string'
  : 'string';
type ValueOf<K> = K extends 'number' ? number : string;

/** The path parameters' values, in path order: `load(id: number)`. */
export type ParamValues<R extends CallSpec, Names = PathParamNames<R['path']>> = Names extends [
  infer Name extends string,
  ...infer Rest,
]
  ? [ValueOf<KindOf<R, Name>>, ...ParamValues<R, Rest>]
  : [];

/** The path parameters as the handler gets them: numbers already checked. */
export type ParamsOf<R extends CallSpec> = { [Name in PathParamNames<R['path']>[number]]: ValueOf<KindOf<R, Name>> };

/** What a client sends as the body: the schema's input. */
export type BodyOf<R extends CallSpec> = R['input'] extends AnySchema ? v.InferInput<R['input']> : never;
/** What a client gets back: the schema's output (transforms applied). */
export type AnswerOf<R extends CallSpec> = v.InferOutput<R['output']>;
/** What a handler answers with: the schema's input (the client applies the transforms). */
export type HandlerAnswerOf<R extends CallSpec> = v.InferInput<R['output']>;

/** A client call's arguments: the path parameters, then the body (JSON or multipart) when there is one. */
export type CallArgs<R extends CallSpec> = [
  ...ParamValues<R>,
  ...(R['input'] extends AnySchema ? [body: BodyOf<R>] : R['multipart'] extends true ? [form: FormData] : []),
];

/** Encodes one path segment (user ids are identity subjects and may contain anything). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** The row's path with its parameters filled in, in path order: pathOf(testing.load, [5]) → '/testing/5'. */
export function pathOf(row: Pick<CallSpec, 'path'>, values: readonly (string | number)[]): string {
  let index = 0;
  return row.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = values[index++];
      if (value === undefined) throw new Error(`${row.path}: parameter ${part} missing`);
      return seg(value);
    })
    .join('/');
}

/**
 * A GET a screen makes as soon as it shows: a remote's row in contract/src/pages/ names each screen's first ones (`firstReads`,
 * resolved by api-client/src/routing/first-reads.ts), so the shell starts them together with the screen's code, and
 * the screen's own call of the same row and parameters takes the answer (client/prefetch-cache.ts).
 */
export interface Read {
  method: 'GET';
  path: string;
}

export function readOf<R extends CallSpec & { method: 'GET' }>(row: R, ...values: ParamValues<R>): Read {
  return { method: 'GET', path: pathOf(row, values) };
}
