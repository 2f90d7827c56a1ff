import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, RouterLink, Routes } from '../router';
import { renderUi } from '../../test-support';
import { LEAVE_GUARD_TEXTS, LeaveGuard, reloadPage } from './leave-guard';

// Under the shell's plain BrowserRouter: links and the browser's back button.
function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<RouterLink to="/form">Zum Formular</RouterLink>} />
        <Route
          path="/form"
          element={
            <>
              <h1>Formular</h1>
              <RouterLink to="/">Zur Startseite</RouterLink>
              <LeaveGuard when />
            </>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

async function openForm() {
  window.history.replaceState(null, '', '/');
  const user = userEvent.setup();
  renderUi(<App />);
  await user.click(screen.getByRole('link', { name: 'Zum Formular' }));
  expect(await screen.findByRole('heading', { name: 'Formular' })).toBeInTheDocument();
  return user;
}

async function pressBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

test('an in-app link asks first; staying keeps the form', async () => {
  const user = await openForm();
  await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
  await user.click(await screen.findByRole('button', { name: LEAVE_GUARD_TEXTS.cancel }));
  expect(screen.getByRole('heading', { name: 'Formular' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/form');
});

test("the browser's back button asks first: staying keeps the form, leaving goes back", async () => {
  const user = await openForm();
  await pressBack();
  expect(await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXTS.title })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/form'));

  await user.click(screen.getByRole('button', { name: LEAVE_GUARD_TEXTS.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Formular' })).toBeInTheDocument();

  await pressBack();
  await user.click(await screen.findByRole('button', { name: LEAVE_GUARD_TEXTS.confirm }));
  expect(await screen.findByRole('link', { name: 'Zum Formular' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});

/** Whether the browser would ask before unloading: a listener prevented the beforeunload event. */
const browserWouldAsk = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

// Last in this file: reloadPage stands for a page that is about to go away.
test("a reload asks the browser's question, except the reload the user chose on screen (reloadPage)", async () => {
  await openForm();
  expect(browserWouldAsk()).toBe(true);
  const reload = jest.fn();
  reloadPage(reload);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(browserWouldAsk()).toBe(false);
});
