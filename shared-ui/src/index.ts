// The public surface of shared-ui: a federation singleton shared by shell and remotes.
export * from './primitives';
export * from './router';
export { UiProvider } from './theme/ui-provider';
export { system } from './theme/system';
export { WorkInProgress } from './shell-support/work-in-progress';
export { startStandalone } from './shell-support/standalone-app';

// Validation: the German rule set of spec section 5 and the form schemas built from it.
export { validationMessages } from './validation/messages';
export {
  required,
  isFilled,
  email,
  minLength,
  maxLength,
  exactLength,
  maxValue,
  minValue,
  numeric,
  unique,
  url,
  year,
  birthYear,
  date,
  time,
  handicap,
  twoDecimals,
  iban,
  ibanFormat,
  ibanChecksum,
  integer,
  firstError,
  MAX_TESTER_AGE,
  MAX_HANDICAP,
} from './validation/rules';
export type { Rule } from './validation/rules';
export { textValue, checkboxValue } from './validation/fields';
export type { TextValueSchema } from './validation/fields';
export { v } from './validation/valibot';
export type { GenericSchema, InferInput, InferOutput } from './validation/valibot';
export {
  testerBaseDataSchema,
  testerBaseDataLabels,
  salutationOptions,
  titleOptions,
  PROFESSION_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COORDINATE_MIN,
} from './validation/tester-base-data';
export type { TesterBaseDataInput, TesterBaseDataValues } from './validation/tester-base-data';
export {
  travelClaimSchema,
  travelClaimLabels,
  TRAVEL_COST_PER_KM,
  MAX_DISTANCE_KM,
  MAX_RESTAURANT_EUR,
} from './validation/travel-claim';
export type { TravelClaimInput, TravelClaimValues } from './validation/travel-claim';
export { teeTimeSchema, teeTimeLabels } from './validation/tee-time';
export type { TeeTimeInput, TeeTimeValues } from './validation/tee-time';

// Formatting (German): dates, calendar weeks, euro amounts, numbers, percentages.
export { DATE_FORMAT, formatDate, parseGermanDate, isGermanDate, germanDateToIso, isoToGermanDate } from './format/date';
export { isoWeek, formatCalendarWeek } from './format/week';
export { formatEuro, parseGermanCurrency, formatCurrencyInput } from './format/currency';
export { parseGermanNumber, formatGermanDecimal } from './format/number';
export { formatPercent, roundPercent } from './format/percent';
