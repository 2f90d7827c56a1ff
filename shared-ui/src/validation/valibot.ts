/**
 * The part of valibot apps may use to compose form schemas (apps reach valibot only
 * through shared-ui). Named picks, not a namespace re-export, so only these are bundled.
 */
import {
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
  variant,
} from 'valibot';

export const v = {
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
  variant,
};

export type { GenericSchema, InferInput, InferOutput } from 'valibot';
