import { clearDraftsOf, draftKey, readDraft, startNewPage, useAuthStore } from '@dtp/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderUi } from '../../test-support';
import { DRAFT_TEXTS, useFormDraft, type FormDraft } from './form-draft';
import { reloadPage } from './leave-guard';

// Unsaved input kept per user and record, never the bank data, gone when saved or discarded.

interface Values {
  profession: string;
  iban: string;
}

const loaded: Values = { profession: 'Bäcker', iban: 'DE89370400440532013000' };
let latest: { draft: FormDraft; reset: (values: Values) => void } | null = null;

function ClaimForm({ version = 3 }: { version?: number }) {
  const form = useForm<Values>({ defaultValues: loaded });
  const draft = useFormDraft(form, { name: 'test-form', record: 7, version, exclude: ['iban'] });
  latest = { draft, reset: (values) => form.reset(values) };
  return (
    <form>
      {draft.notice}
      <input aria-label="Beruf" {...form.register('profession')} />
      <input aria-label="IBAN" {...form.register('iban')} />
    </form>
  );
}

const signIn = (userId: string) =>
  useAuthStore.getState().signIn({ userId, username: userId, fullName: userId, email: `${userId}@example.de`, roles: ['dtp-tester'], token: 't' });
const key = (userId = 'u-tester') => draftKey(userId, 'test-form', 7);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  signIn('u-tester');
});
afterEach(() => {
  jest.useRealTimers();
  act(() => useAuthStore.getState().signOut());
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  act(() => jest.advanceTimersByTime(400));
}

test('what is typed is kept without the IBAN, and restored with a notice when the form opens again', () => {
  const first = renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  type('IBAN', 'DE02120300000000202051');
  expect(readDraft(key())).toMatchObject({ values: { profession: 'Bäckermeisterin' }, version: 3 });
  expect(JSON.stringify(readDraft(key()))).not.toContain('DE02');
  first.unmount();
  startNewPage(); // the next page load

  renderUi(<ClaimForm version={4} />);
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäckermeisterin');
  expect(screen.getByLabelText('IBAN')).toHaveValue(loaded.iban);
  expect(screen.getByText(/Ihre ungespeicherten Eingaben vom .* sind wiederhergestellt/)).toBeInTheDocument();
  // Typed on version 3: the save sends 3, and a record changed meanwhile gets the 409 as before.
  expect(latest?.draft.version).toBe(3);
});

test('a successful save (the form shows the saved record) deletes the draft', () => {
  renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  expect(readDraft(key())).not.toBeNull();
  act(() => latest?.reset({ ...loaded, profession: 'Bäckermeisterin' }));
  act(() => jest.advanceTimersByTime(400));
  expect(readDraft(key())).toBeNull();
});

test('„Verwerfen“ brings back the loaded values and deletes the draft', () => {
  const first = renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  first.unmount();
  startNewPage(); // the next page load
  renderUi(<ClaimForm />);
  fireEvent.click(screen.getByRole('button', { name: DRAFT_TEXTS.discard }));
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäcker');
  expect(readDraft(key())).toBeNull();
  expect(latest?.draft.version).toBe(3);
});

test('another user in the same browser never sees it; a deliberate sign-out deletes it', () => {
  const first = renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  first.unmount();
  startNewPage(); // the next page load
  act(() => signIn('u-tester2'));
  const second = renderUi(<ClaimForm />);
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäcker');
  second.unmount();
  startNewPage(); // the next page load
  clearDraftsOf('u-tester');
  expect(readDraft(key())).toBeNull();
});

test('the last keystrokes are kept when the form goes before the pause', () => {
  const first = renderUi(<ClaimForm />);
  fireEvent.change(screen.getByLabelText('Beruf'), { target: { value: 'Konditorin' } });
  first.unmount();
  startNewPage(); // the next page load
  expect(readDraft(key())?.values).toMatchObject({ profession: 'Konditorin' });
});

test("'Neu laden' after a 409 (reloadPage) gives the draft up: the reloaded form shows the record as it is now", () => {
  const first = renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  fireEvent.change(screen.getByLabelText('Beruf'), { target: { value: 'Konditorin' } });
  const reload = jest.fn();
  reloadPage(reload);
  expect(reload).toHaveBeenCalled();
  expect(readDraft(key())).toBeNull();
  // Neither the pending keystrokes nor the page going away write it again.
  act(() => jest.advanceTimersByTime(400));
  first.unmount();
  startNewPage(); // the next page load
  expect(readDraft(key())).toBeNull();
  renderUi(<ClaimForm version={4} />);
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäcker');
  expect(screen.queryByRole('button', { name: DRAFT_TEXTS.discard })).not.toBeInTheDocument();
  expect(latest?.draft.version).toBe(4);
});

test('shown again on the same page (the person left it, or an action reloaded its record), a form starts from the record', () => {
  const first = renderUi(<ClaimForm />);
  type('Beruf', 'Bäckermeisterin');
  first.unmount();
  renderUi(<ClaimForm version={4} />);
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäcker');
  expect(screen.queryByText(/sind wiederhergestellt/)).not.toBeInTheDocument();
  expect(readDraft(key())).toBeNull();
});
