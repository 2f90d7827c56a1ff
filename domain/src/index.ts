// '@dtp/domain': the business rules behind the contract, for servers (api-server) and the browser demo.
// Never a federation shared module: in a browser the domain runs only inside the demo's lazily loaded chunk
// (@dtp/demo, reached through import() in demo/src/loader.ts, which the shell hands to api-client).
export { createDomainServer, DEFAULT_CONTACT_NAME, domainRouter, domainRoutes } from './server';
export { StreamedFile } from './streamed-file';
export { createMemoryServer } from './memory-server';
export type { MemoryServer, MemoryServerOptions } from './memory-server';
export type { ClubPages } from './server';
export type { DomainRoute, DomainServer, DomainServerOptions, MailWorkerSteps, RouteCall, SystemContext, SystemTask } from './server';
export { applyRetention, RETENTION_SUBJECT } from './rules/retention';
export { planReminders, REMINDER_LOOKAHEAD_DAYS } from './rules/reminders';
export { DEFAULT_TEST_CALENDAR_LINKS } from './rules/test-calendar';
export { DEFAULT_APP_URL } from './rules/app-url';
export { assignabilityOf } from './rules/testing-rules';
export type { Assignability, AssignmentState } from './rules/testing-rules';
export type { TestCalendarLinks } from './rules/test-calendar';
export { METHOD_NOT_ALLOWED_MESSAGE, unknownCallMessage } from './router';
export type { Method, Params } from './router';
export type { DeliveryOutcome, MailAttachment, MailJob, MailToSend } from './rules/email-queue';
export type { TokenIdentity } from '@dtp/contract/identity';
export type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
export { createManualClock, systemClock } from './clock';
export type { Clock, ManualClock } from './clock';
export { toRoles } from '@dtp/contract/roles';
export { IDENTITY_SERVICE_UNAVAILABLE_CODE, IDENTITY_SERVICE_UNAVAILABLE_MESSAGE } from '@dtp/contract/wire-format';
export { createSeedState } from './seed/seed';
export { emptyPlatformState } from './seed/empty-platform';
export { STATE_VERSION } from './state';
export type { DomainState } from './state';
export { createMemoryStorage } from './store/memory-storage';
export type { MemoryStorage } from './store/memory-storage';
export { DUPLICATE_ROW_MESSAGE, KINDS, StorageConflict, StorageUnavailable, identityOf, keysOf, matches } from './store/port';
export type { Keys, Kind, Meta, Rows, Storage, StorageTx, TransactionMode, Where } from './store/port';
export { MAX_UPLOAD_BYTES } from '@dtp/contract/constants';
export { HttpError } from './http';
export { imageDimensions } from './images/image-header';
export { IMAGE_TOO_MANY_PIXELS_MESSAGE, IMAGE_UNREADABLE_MESSAGE, pixelProblem, type ImageNormalizer, type NormalizedImage } from './images/image-normalizer';
export { PRINT_UNAVAILABLE_MESSAGE, printSectionsOf, type QuestionnairePrinter, type StoredPhoto } from './print/questionnaire-printer';
export { seedQuestionnaireDefinition } from './seed/questionnaire-definitions';
