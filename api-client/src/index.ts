// The public surface of api-client: a federation singleton shared by shell and remotes.
// No side effects at import time; the demo data source (@dtp/demo, which brings the domain) is loaded
// lazily through the loader the shell hands over (setDemoTransportLoader).
// What only back-office screens use lives in './back-office' ('@dtp/api-client/back-office'),
// its own shared singleton, so a tester's first screen never downloads it.
export * from './config/runtime-config';
export * from './config/config-store';
export * from './stores/app-store';
export * from './stores/auth-store';
export { clearAllDrafts, clearDraftsOf, DRAFT_MAX_AGE_DAYS, draftKey, readDraft, removeDraft, removeExpiredDrafts, startNewPage, takeEarlierDraft, writeDraft } from './stores/drafts';
export type { Draft } from './stores/drafts';
export { publishSettings, useGlobalSettings, useSettingsStore } from './stores/settings-store';
export * from '@dtp/contract/roles';
export * from '@dtp/contract/permissions';
export * from './client/api-error';
export type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
export * from './client/transport';
export { abortCalls, call, dropCachedTransport, fetchImage, prefetch, setDemoTransportLoader, setTokenRenewer, setTransport } from './client/client';
export { PREFETCH_FRESH_MS } from './client/prefetch-cache';
export { forgetEarlyCalls } from './client/early-calls';
export { earlyHeadingAt, forgetEarlyHeading, headingParts, rememberEarlyHeading, setEarlyHeadingRecorder } from './client/early-heading';
export type { EarlyHeading, EarlyHeadingRecipe, EarlyHeadingTexts, HeadingPart } from './client/early-heading';
export type { CallOptions, DemoTransportLoader, DemoTransportOptions, TokenRenewer } from './client/client';
export { registerSharedInstance } from './stores/instance-registry';

// Demo tokens for the shell's memory and test sign-in modes.
export { createDemoToken } from './auth/demo-token';
export type { DemoTokenClaims } from './auth/demo-token';
export { decodeToken } from '@dtp/contract/identity';
export type { TokenIdentity } from '@dtp/contract/identity';
export { DemoAccountClaims, demoAuthUser } from './auth/demo-accounts';
export { registrationTexts } from './auth/registration-texts';

// The contract: entity types, valibot schemas, statuses with German labels, wire-format helpers.
export * from '@dtp/contract/constants';
export { asciiName, isEmailAddress, isWebAddress, telHref, uniqueEmails } from '@dtp/contract/text-formats';
export * from '@dtp/contract/field-rules';
// Dates, times and numbers as people read them (issue 58): shared-ui's format functions are these.
export * from '@dtp/contract/german-formats';
export * from '@dtp/contract/statuses';
export * from '@dtp/contract/wire-format';
export * from '@dtp/contract/common';
export * from '@dtp/contract/datasheet';
export * from '@dtp/contract/tests';
export * from '@dtp/contract/travel';
export { maskIban, normalizeIban } from '@dtp/contract/iban-format';
export * from '@dtp/contract/feedback';
export * from '@dtp/contract/feedback-form';
export * from '@dtp/contract/settings';
export * from '@dtp/contract/club';

// The call table's rows of the shell and tester screens (contract/calls/shell-and-tester.ts), and one
// typed function per row, grouped by resource: datasheetApi.load(), travelApi.release({ id, version }), …
export * from '@dtp/contract/calls/shell-and-tester';
export type { CallAccess, CallRow, CallSpec, AnswerOf, BodyOf, CallArgs, Read } from '@dtp/contract/call-table';
export { readOf } from '@dtp/contract/call-table';
export { clientOf, pathFor, send } from './client/call-client';
export type { ClientOf, SendOptions } from './client/call-client';
export { cachedRead, cacheKeyOf } from './client/answer-cache';
export type { CachedAnswer, CacheHandle } from './client/answer-cache';
export { datasheetApi } from './resources/datasheet';
export type { SheetLoadOptions } from './resources/datasheet';
export { testsApi } from './resources/tests';
export { travelApi } from './resources/travel';
export { feedbackApi } from './resources/feedback';
export { settingsApi } from './resources/settings';
export { clubsApi } from './resources/clubs';
export { personalDataApi } from './resources/personal-data';
export { loadRemoteModule, setRemoteLoader } from './federation/remote-loader';
export type { LoadedRemoteModule, RemoteLoader } from './federation/remote-loader';
export { IncompatibleRemoteError, incompatibilityMessage, isIncompatibleRemoteError, mismatchesOf, requirementsOf } from './federation/remote-compatibility';
export type { Mismatch, ProvidedVersions, RemoteRequirements, Satisfies } from './federation/remote-compatibility';
export { API_CLIENT_PACKAGE } from './shared-instance';

// The route table the page knows (the shell's rows and what the remotes' manifests bring, issue 48) and the named
// first reads their rows point to.
export {
  AccessLevels,
  mayAccess,
  mayOpen,
  pathOf,
  registerRemoteRoutes,
  remoteRoutesOf,
  RemoteRoutesSchema,
  resetRouteTable,
  routeOf,
  routesOfRemote,
  setRemoteRoutesState,
  useRouteTable,
} from './routing/route-table';
/** The shell's own pages ('/', '/denied', '/login'): the contract's, which mails link to as well. */
export { SHELL_PAGES } from '@dtp/contract/page-path';
export type { Access, RemoteRoutes, RemoteRoutesState, RouteDefinition, RouteName, RouteTarget, SidebarEntryDefinition } from './routing/route-table';
export { firstReads, firstReadsOf } from './routing/first-reads';
