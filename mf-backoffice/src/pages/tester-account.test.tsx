import { createDemoToken, datasheetApi, useAuthStore } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// 'Zugang' on the tester's page (issue 57): the linked account, 'möglicherweise doppelt' with a merge, unlinking and
// linking again. The demo runs the server's rules; these tests drive the screen.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

/** Max Mustermann signs in for the first time with another account and address: an applicant with his name. */
async function maxSignsInAgain(): Promise<string> {
  const previous = useAuthStore.getState().user!;
  const claims = { sub: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', username: 'max.privat@example.de', name: 'Max Mustermann', email: 'max.privat@example.de', roles: ['dtp-tester'] };
  useAuthStore.getState().signIn({ userId: claims.sub, username: claims.username, fullName: claims.name, email: claims.email, roles: ['dtp-tester'], token: createDemoToken(claims) });
  const { dataSheet } = await datasheetApi.load();
  useAuthStore.getState().signIn(previous);
  return dataSheet.userId;
}

test('the linked account with how and since when; a manager sees it without the admin’s buttons', async () => {
  signInAs('manager');
  renderBackOffice('/testers/show/u-tester');
  await screen.findByText(/^Verknüpft seit \d{2}\.\d{2}\.\d{4}/);
  expect(screen.getByText(/Erste Anmeldung \(bestätigte E-Mail-Adresse\)/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verknüpfung lösen' })).not.toBeInTheDocument();
});

test('an admin unlinks after the question, and links the account again', async () => {
  const user = userEvent.setup();
  renderBackOffice('/testers/show/u-tester');
  await user.click(await screen.findByRole('button', { name: 'Verknüpfung lösen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Verknüpfung lösen' });
  expect(dialog).toHaveTextContent('Die Verknüpfung von Max Mustermann mit dem Zugang lösen?');
  await user.click(within(dialog).getByRole('button', { name: 'Verknüpfung lösen' }));
  expect(await screen.findByText('Mit diesem Tester ist noch kein Zugang verknüpft.')).toBeInTheDocument();
  expect(screen.getByText(/^Gelöster Zugang: /)).toBeInTheDocument();
  expect(screen.getByText('Dieser Zugang wird nicht wieder über die E-Mail-Adresse verknüpft, nur mit „Wieder verknüpfen“.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Wieder verknüpfen' }));
  expect(await screen.findByText(/Von der Geschäftsstelle wieder verknüpft/)).toBeInTheDocument();
  expect((await usersApi.account('u-tester')).linked?.how).toBe('RELINKED');
});

test("'Möglicherweise doppelt' on both records; 'Hierher übernehmen' merges the applicant into the record the office made", async () => {
  const user = userEvent.setup();
  await usersApi.unlinkAccount({ id: 'u-tester' });
  const applicantId = await maxSignsInAgain();
  renderBackOffice('/testers/show/u-tester');
  const notice = (await screen.findByText('Möglicherweise doppelt')).closest('[role="alert"], [role="status"]') as HTMLElement;
  expect(notice).toHaveTextContent('Max Mustermann · Bewerber · mit Zugang');
  expect(notice).toHaveTextContent('max.privat@example.de');
  await user.click(within(notice).getByRole('button', { name: 'Hierher übernehmen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Tester zusammenführen' });
  expect(dialog).toHaveTextContent('Max Mustermann (Bewerber, max.privat@example.de) in diesen Tester übernehmen: Max Mustermann (Neuer Tester, max.mustermann@example.de)?');
  expect(dialog).toHaveTextContent('Das kann nicht rückgängig gemacht werden.');
  await user.click(within(dialog).getByRole('button', { name: 'Hierher übernehmen' }));
  expect(await screen.findByText(/Beim Zusammenführen übernommen/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Möglicherweise doppelt')).not.toBeInTheDocument());
  expect((await usersApi.list()).map((u) => u.id)).not.toContain(applicantId);
});

test("the tester list says 'möglicherweise doppelt' beside the status of both records", async () => {
  const applicantId = await maxSignsInAgain();
  const list = await usersApi.list();
  expect(list.filter((u) => u.possibleDuplicate).map((u) => u.id).sort()).toEqual([applicantId, 'u-tester'].sort());
  renderBackOffice('/testers?q=mustermann');
  expect(await screen.findByText('Bewerber · möglicherweise doppelt')).toBeInTheDocument();
  expect(screen.getByText(/^Neuer Tester · möglicherweise doppelt$/)).toBeInTheDocument();
});

test("'Kein Duplikat' takes the hint away (a manager may)", async () => {
  const user = userEvent.setup();
  const applicantId = await maxSignsInAgain();
  signInAs('manager');
  renderBackOffice(`/testers/show/${applicantId}`);
  const notice = (await screen.findByText('Möglicherweise doppelt')).closest('[role="alert"], [role="status"]') as HTMLElement;
  expect(within(notice).queryByRole('button', { name: 'Hierher übernehmen' })).not.toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: 'Kein Duplikat' }));
  await waitFor(() => expect(screen.queryByText('Möglicherweise doppelt')).not.toBeInTheDocument());
});
