import { useAppStore } from '@dtp/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../../test-support';

// 'Datenauskunft' on the tester detail: managers and admins download everything stored about a tester
// (DSGVO Art. 15/20) as the ZIP named after them.

let saved: string[];
let createObjectURL: jest.SpyInstance<string, [Blob | MediaSource]>;

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  saved = [];
  createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:auskunft');
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

test.each(['manager', 'admin'] as const)('the %s downloads the tester\'s data as one ZIP from the tester detail', async (account) => {
  signInAs(account);
  renderBackOffice('/testers/show/u-tester2');
  await screen.findByRole('heading', { level: 1, name: 'Tester Erika Musterfrau' });
  const section = await screen.findByRole('region', { name: 'Datenauskunft' });
  expect(section).toHaveTextContent('Art. 15 DSGVO');
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Daten herunterladen' }));

  await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^meine-daten-musterfrau-\d{4}-\d{2}-\d{2}\.zip$/)]));
  expect((createObjectURL.mock.calls[0]?.[0] as Blob).type).toBe('application/zip');
  expect(useAppStore.getState().apiError).toBeNull();
});

test('a new tester (not saved yet) has nothing to download', async () => {
  signInAs('manager');
  renderBackOffice('/testers/new');
  await screen.findByRole('heading', { level: 1, name: 'Tester anlegen' });
  expect(screen.queryByRole('region', { name: 'Datenauskunft' })).not.toBeInTheDocument();
});
