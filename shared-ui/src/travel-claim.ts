// '@dtp/shared-ui/travel-claim': what the expense claim form needs beyond the core entry —
// its schema and labels, the IBAN field and rules (ibantools) and the receipt upload.
// A shared singleton of its own, so the other screens never download it.
export { travelClaimSchema, travelClaimLabels } from './validation/travel-claim';
export type { TravelClaimInput, TravelClaimValues } from './validation/travel-claim';
export { iban, ibanFormat, ibanChecksum } from './validation/iban';
export { IbanField } from './form/iban-field';
export { FileUploadField } from './form/file-upload-field';
export type { FileUploadFieldProps } from './form/file-upload-field';
export { checkUpload, uploadMessages, UPLOAD_ACCEPT, UPLOAD_HINT } from './form/upload-check';
export { SHARED_UI_PACKAGE } from './shared-instance';
