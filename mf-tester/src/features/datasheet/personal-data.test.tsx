import { setTransport, useAppStore } from '@dtp/api-client';
import { ErrorBadge } from '@dtp/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '@dtp/test-support';
import { renderDatasheet, resetAll, setDemoConfig, signInAs, signInUnknownTester } from '../../../test-support';

// „Meine Daten“ (DSGVO Art. 15/20) at the bottom of the own data sheet: the button saves the ZIP the
// data source puts together under the server's file name; a failure is the usual German error badge.

/** The shell's error badge, bound to the store as the shell binds it. */
function Badge() {
  const error = useAppStore((s) => s.apiError);
  const detail = useAppStore((s) => s.errorMessage);
  return error ? <ErrorBadge error={error} detail={detail} onClose={() => useAppStore.getState().clearError()} /> : null;
}

let saved: { name: string; url: string }[];
let createObjectURL: jest.SpyInstance<string, [Blob | MediaSource]>;

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  saved = [];
  createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:meine-daten');
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, url: this.href });
  });
});
afterEach(() => {
  setTransport(null);
  jest.restoreAllMocks();
});

/** The data sheet once its fields (and „Meine Daten“ below them) are there: they render a step after the heading. */
async function openSheet(path?: string) {
  const view = renderDatasheet(path);
  await screen.findByRole('heading', { level: 1, name: /^Testerdatenblatt \d{4}$/ });
  await screen.findByRole('tab', { name: 'Stammdaten' });
  // The other sections, the buttons and „Meine Daten“: a frame after the first section (useAfterPaintOf).
  await screen.findByLabelText(/^Straße/);
  return view;
}

const section = () => screen.getByRole('region', { name: 'Meine Daten' });

test('the tester downloads their data as one ZIP named after them', async () => {
  signInAs('tester');
  await openSheet();
  expect(section()).toHaveTextContent('Spesenabrechnungen mit Belegen');
  await userEvent.setup().click(within(section()).getByRole('button', { name: 'Meine Daten herunterladen' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({ name: expect.stringMatching(/^meine-daten-mustermann-\d{4}-\d{2}-\d{2}\.zip$/), url: 'blob:meine-daten' });
  const file = createObjectURL.mock.calls[0]?.[0] as Blob;
  expect(file.type).toBe('application/zip');
  expect(useAppStore.getState().apiError).toBeNull();
});

test('a failed download shows the German error badge and saves nothing', async () => {
  // A server that has no sheet for the new tester yet (the section shows all the same) and cannot put their data together.
  setTransport(async ({ path }) =>
    path.startsWith('/user/personal-data')
      ? { status: 503, statusText: 'Service Unavailable', data: { message: 'Die Datenbank antwortet nicht.' } }
      : { status: 404, statusText: 'Not Found', data: { message: 'Das Datenblatt wurde nicht gefunden.' } },
  );
  signInUnknownTester();
  renderUi(<Badge />);
  renderDatasheet();
  await screen.findByRole('region', { name: 'Meine Daten' });
  await userEvent.setup().click(within(section()).getByRole('button', { name: 'Meine Daten herunterladen' }));

  const badge = (await screen.findByText(/^Fehler:/)).closest('[role="alert"]');
  expect(badge).toHaveTextContent('Die Datenbank antwortet nicht.');
  expect(saved).toHaveLength(0);
  expect(within(section()).getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
});

test('another user\'s data sheet (a manager looking at it) has no „Meine Daten“; a new tester without a sheet has it', async () => {
  signInAs('manager');
  const view = await openSheet('/datasheet/u-tester');
  expect(screen.queryByRole('region', { name: 'Meine Daten' })).not.toBeInTheDocument();
  view.unmount();

  signInUnknownTester();
  renderDatasheet();
  expect(await screen.findByRole('region', { name: 'Meine Daten' })).toBeInTheDocument();
});
