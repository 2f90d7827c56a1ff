/**
 * The part of valibot apps may use to compose form schemas (apps reach valibot only
 * through shared-ui). Named re-exports, listed once; src/index.ts publishes this module's
 * namespace as `v` (`export * as v from './validation/valibot'`), so `v` holds only these
 * picks and the bundle keeps only them — unlike `export * as v from 'valibot'`, which
 * would keep all of valibot.
 */
export {
  array,
  boolean,
  check,
  forward,
  literal,
  looseObject,
  nullish,
  number,
  object,
  optional,
  partialCheck,
  picklist,
  pipe,
  safeParse,
  string,
  tuple,
  union,
  variant,
} from 'valibot';

export type { GenericSchema, InferInput, InferOutput } from 'valibot';
