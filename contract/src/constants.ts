/**
 * Business constants and limits of spec section 9, in one place. The screens' validation rules
 * (shared-ui) and the domain (run by the server and the demo) import them from here; nothing redefines them.
 */

/** Maximum tester age, checked by birth year. */
export const MAX_TESTER_AGE = 75;
/** Maximum handicap index, displayed '18,4'. */
export const MAX_HANDICAP = 18.4;
export const COMMENT_MAX_LENGTH = 2048;
export const PROFESSION_MAX_LENGTH = 255;
/**
 * The longest text the other fields take (issue 46): the field rules (`field-rules.ts`) refuse more with the field's
 * message, in the form and on the server. Email addresses are limited by the email rule (254, RFC 5321).
 */
export const TEXT_MAX_LENGTH = {
  /** A person's first or last name; a club's manager, president and contact persons. */
  name: 100,
  /** A club's name and invoice name. */
  clubName: 200,
  /** A contact person's position ('Clubmanager'). */
  position: 100,
  phone: 50,
  street: 200,
  streetNo: 20,
  zip: 20,
  /** City, Bundesland, country. */
  place: 100,
  homepage: 500,
  bank: 100,
  /** Where a training (Schulung) took place. */
  instructionPlace: 200,
  mailSubject: 200,
  mailContent: 20_000,
} as const;
/** Minimum latitude and longitude. */
export const COORDINATE_MIN = 0.000001;

/** Travel cost per driven km, in euros. */
export const TRAVEL_COST_PER_KM = 0.4;
export const MAX_DISTANCE_KM = 400;
/** Restaurant maximum in euros: shown in the label only, not enforced (spec section 5). */
export const MAX_RESTAURANT_EUR = 60;
/**
 * Receipts: at most 20 MB each, these formats; a claim stores at most 10 and 50 MB in all (issue 59). A receipt
 * deleted from a claim not yet released goes with its bytes, so it no longer counts.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_RECEIPTS_PER_CLAIM = 10;
export const MAX_RECEIPT_BYTES_PER_CLAIM = 50 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** A receipt that is an image is stored as a JPEG of at most this long edge: still legible, far smaller than a phone's photo. */
export const RECEIPT_IMAGE_LONG_EDGE = 3000;
/** An uploaded image (photo, receipt) with more pixels than this is refused before it is decoded (issue 59). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Days within which the club should reimburse. */
export const REIMBURSE_WITHIN_DAYS = 14;

/** The save-success badge hides itself after this time. */
export const SAVE_SUCCESS_MS = 2000;
/** A success or info message that is not an error closes itself after this time (spec: message timeout 10 s). */
export const MESSAGE_TIMEOUT_MS = 10_000;
/** The identity session is checked this often. */
export const SESSION_CHECK_MS = 5_000;
/** Tokens are refreshed this often, when less than MIN_TOKEN_VALIDITY_S remain. */
export const TOKEN_REFRESH_MS = 60_000;
export const MIN_TOKEN_VALIDITY_S = 70;

/** Tooltip defaults. */
export const TOOLTIP_DEFAULTS = { openDelay: 200, closeDelay: 100, offset: 8, zIndex: 10 } as const;
