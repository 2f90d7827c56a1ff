import { testsApi } from '@dtp/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDatasheet, renderTests, resetAll, setDemoConfig, signInAs } from '../../test-support';

// The back office's name comes from the configuration (contact.name; the spec's 'CMC'): no screen writes 'CMC' itself.
const CONTACT = 'Golf-Team Süd';

beforeAll(() => setDemoConfig({ contact: { name: CONTACT } }));
afterAll(() => setDemoConfig());
beforeEach(resetAll);

test("the single test page's guidance and the tee time warnings name the configured contact", async () => {
  const user = userEvent.setup();
  signInAs('tester');
  const item = (await testsApi.list()).tests.find((t) => t.progress === 'ASSIGNED');
  renderTests(`/tests/test/${item?.id}`);
  const guidance = await screen.findByRole('region', { name: 'Hinweise zum Testtag' });
  expect(guidance).toHaveTextContent(`Ausnahmen sind nur nach Absprache mit ${CONTACT} möglich.`);
  expect(guidance).toHaveTextContent(`Carts nutzen Sie bitte nur nach Absprache mit ${CONTACT}.`);

  await user.type(screen.getByRole('textbox', { name: /^Test-Datum/ }), '18.05.2023');
  await user.type(screen.getByRole('textbox', { name: /^Tee-Time/ }), '13:00');
  await user.tab();
  const warning = screen.getByRole('alert');
  expect(warning).toHaveTextContent(`Bitte stimmen Sie das Datum mit ${CONTACT} ab.`);
  expect(warning).toHaveTextContent(`Ausnahmen nur nach Absprache mit ${CONTACT}.`);
  expect(document.body).not.toHaveTextContent(/\bCMC\b/);
});

test("a done test's feedback card is the configured contact's", async () => {
  signInAs('tester2');
  const done = (await testsApi.list()).tests.find((t) => t.progress === 'DONE');
  renderTests(`/tests/test/${done?.id}`);
  expect(await screen.findByRole('region', { name: `Feedback von ${CONTACT}` })).toBeInTheDocument();
});

test("the data sheet's email hint names the configured contact", async () => {
  signInAs('tester');
  renderDatasheet();
  const email = await screen.findByRole('textbox', { name: /^Email/ });
  const field = email.closest('[role="group"]') ?? email.parentElement!;
  expect(within(field as HTMLElement).getByText(`Ihre Email-Adresse kann nur von ${CONTACT} geändert werden.`)).toBeInTheDocument();
});
