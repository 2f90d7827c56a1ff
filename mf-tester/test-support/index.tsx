// mf-tester's one place for test helpers (imported by *.test.tsx files only, never bundled);
// the helpers every package needs come from the dev-only package @dtp/test-support.
import { travelInputOf } from '@dtp/contract/test-support';
import type { AnswerOf, AuthUser, CallArgs, CallRow, DemoAccount, TravelClaim } from '@dtp/api-client';
import { call, createDemoToken, demoAuthUser, pathFor, setEarlyHeadingRecorder, setTransport, travelApi, travelCalls, useAuthStore } from '@dtp/api-client';
import { Heading } from '@dtp/shared-ui';
import { act } from '@testing-library/react';
import DatasheetPage from '../src/pages/datasheet-page';
import TestPage from '../src/pages/test-page';
import TestsPage from '../src/pages/tests-page';
import TravelPage from '../src/pages/travel-page';
import TravelsPage from '../src/pages/travels-page';
import { renderRoutes, resetAll, setDemoConfig } from '@dtp/test-support';

export { asAccount, renderRoutes, resetAll, setDemoConfig, signInAs } from '@dtp/test-support';

/**
 * A signed-in tester whose account the demo does not know yet (a Keycloak-style subject, a verified email no record
 * has): the first call makes them an applicant with a sheet in 'Angelegt' (issue 57).
 */
export function signInUnknownTester() {
  const claims = { sub: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', username: 'neu', name: 'Nina Neu', email: 'nina.neu@example.de', roles: ['dtp-tester'] };
  const user: AuthUser = { userId: claims.sub, username: 'neu', fullName: 'Nina Neu', email: claims.email, roles: ['dtp-tester'], token: createDemoToken(claims) };
  useAuthStore.getState().signIn(user);
}

/** The data sheet pages under a router, as the shell mounts them. */
export function renderDatasheet(path = '/datasheet') {
  return renderRoutes(path, {
    '/datasheet': <DatasheetPage />,
    '/datasheet/:userId': <DatasheetPage />,
    '/datasheets': <Heading as="h1">Datenblätter</Heading>,
  });
}

/** The own tests and the single test page. */
export function renderTests(path: string) {
  return renderRoutes(path, { '/tests': <TestsPage />, '/tests/test/:testId': <TestPage /> });
}

/** The own claims and one claim. */
export function renderTravel(path: string) {
  return renderRoutes(path, { '/travels': <TravelsPage />, '/travels/travel/:travelId': <TravelPage /> });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46]; // %PDF

/**
 * A small file as a tester would pick it: the data source sniffs the type (and names the file after it), so it starts
 * like a PDF when its type says so, else like a PNG.
 */
export function receiptFile(name = 'beleg.png', type = 'image/png', size = 512) {
  const bytes = new Uint8Array(size);
  bytes.set((type === 'application/pdf' ? PDF_SIGNATURE : PNG_SIGNATURE).slice(0, size));
  return new File([bytes], name, { type });
}

export const IBAN = 'DE89370400440532013000';

/**
 * One call of the table made elsewhere meanwhile, as `account` (another person, or the same person on
 * another device): past this browser's client, as a change made on another device is, so the screen
 * open here learns nothing of it. Nothing it shows loads again (the client's `invalidates` are not
 * announced) and the signed-in person does not change (asAccount would drop the screen's answers): the
 * screen still holds the record as it read it, and its save names that version.
 */
export async function sendElsewhere<R extends CallRow>(account: DemoAccount, row: R, ...args: CallArgs<R>): Promise<AnswerOf<R>> {
  const params = (row.path.match(/:/g) ?? []).length;
  const payload: unknown = args[params];
  const own = useAuthStore.getState().user?.token;
  // The request carries the other account's token; the person signed in here stays who they are.
  const carry = (token: string) => act(() => useAuthStore.getState().setToken(token));
  carry(demoAuthUser(account).token);
  try {
    return (await call({
      name: row.name,
      method: row.method,
      path: pathFor(row, ...args),
      body: row.input ? payload : undefined,
      form: row.multipart ? (payload as FormData) : undefined,
      schema: row.output,
      silent: true,
    })) as AnswerOf<R>;
  } finally {
    if (own !== undefined) carry(own);
  }
}

/** The claim saved elsewhere by the signed-in tester (another device) with a receipt and bank data, then released there. */
export async function releasedElsewhere(id: number): Promise<TravelClaim> {
  const form = new FormData();
  form.append('testingId', String(id));
  form.append('file', receiptFile(), 'quittung.png');
  await sendElsewhere('tester', travelCalls.uploadAttachment, form);
  const claim = await sendElsewhere('tester', travelCalls.load, id);
  await sendElsewhere('tester', travelCalls.save, { ...travelInputOf(claim), iban: IBAN, bank: 'Sparkasse', greenfee: 70, distance: 50 });
  return sendElsewhere('tester', travelCalls.release, { id });
}

/** The claim saved by the signed-in user with a receipt, bank data, greenfee 70 and 50 km (ready to release). */
export async function seedSavedClaimWithReceipt(id: number): Promise<TravelClaim> {
  await travelApi.uploadAttachment(id, receiptFile(), 'quittung.png');
  const claim = await travelApi.load(id);
  return travelApi.save({ ...travelInputOf(claim), iban: IBAN, bank: 'Sparkasse', greenfee: 70, distance: 50 });
}

/**
 * A screen's early heading tests (decision 0020): the demo data, and after each test no recorder, transport or
 * painted heading left, the page back at '/'.
 */
export function setUpEarlyHeadingTests(): void {
  beforeAll(setDemoConfig);
  beforeEach(resetAll);
  afterEach(() => {
    setTransport(null);
    setEarlyHeadingRecorder(null);
    delete window.dtpEarlyHeading;
    window.history.replaceState(null, '', '/');
  });
}
