import { forgetEarlyHeading, setEarlyHeadingRecorder, setTransport, testsApi, type EarlyHeadingRecipe } from '@dtp/api-client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTests, setUpEarlyHeadingTests, signInAs } from '../../../test-support';
import { testEarlyHeading } from './test-early-heading';

// Issue 63, decision 0020: a test's page (a mail's link) hands its heading's recipe to the shell for the next visit's
// first paint, and keeps the heading painted from the early answer while the test loads.
setUpEarlyHeadingTests();

/** The tester's test in the given progress (u-tester: wave 1 DONE, wave 2 ASSIGNED). */
async function ownTest(progress: 'ASSIGNED' | 'DONE') {
  const { tests } = await testsApi.list();
  const item = tests.find((t) => t.progress === progress);
  if (!item) throw new Error(`no ${progress} test`);
  return item;
}

test('the recipe is the screen’s own title with the club, else „Ihr nächster Test“, filled from GET /test/{id}, back to the tests', () => {
  expect(testEarlyHeading(7)).toEqual({
    call: '/test/7',
    headings: [{ title: ['Ihr Test des ', ['club', 'name']] }, { title: ['Ihr nächster Test'] }],
    backTo: '/tests',
  });
});

test('the test hands it over once it shows, once per test (a save does not hand it over again)', async () => {
  const user = userEvent.setup();
  const recipes: EarlyHeadingRecipe[] = [];
  setEarlyHeadingRecorder((recipe) => recipes.push(recipe));
  signInAs('tester');
  const assigned = await ownTest('ASSIGNED');
  const done = await ownTest('DONE');

  const first = renderTests(`/tests/test/${assigned.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: `Ihr Test des ${assigned.club?.name}` })).toBeInTheDocument();
  expect(recipes).toEqual([testEarlyHeading(assigned.id)]);

  // The saved test replaces the shown one: still shown, nothing handed over again.
  await user.type(screen.getByRole('textbox', { name: /^Test-Datum/ }), '14.6.2023');
  await user.type(screen.getByRole('textbox', { name: /^Tee-Time/ }), '9:30');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeInTheDocument();
  expect(recipes).toEqual([testEarlyHeading(assigned.id)]);
  first.unmount();

  renderTests(`/tests/test/${done.id}`);
  expect(await screen.findByText('Sie haben Ihren Test abgeschlossen, vielen Dank!')).toBeInTheDocument();
  expect(recipes).toEqual([testEarlyHeading(assigned.id), testEarlyHeading(done.id)]);
});

test('a test that is not available hands nothing over', async () => {
  const recipes: EarlyHeadingRecipe[] = [];
  signInAs('tester');
  const assigned = await ownTest('ASSIGNED');
  setEarlyHeadingRecorder((recipe) => recipes.push(recipe));
  signInAs('tester2');
  renderTests(`/tests/test/${assigned.id}`);
  expect(await screen.findByText('Dieser Test ist nicht verfügbar.')).toBeInTheDocument();
  expect(recipes).toEqual([]);
});

// Last in the file: forgetEarlyHeading is for good (the shell's first navigation).
test('while the test loads, the heading painted early stays (title, back to the tests); without one, nothing', async () => {
  signInAs('tester');
  const { id } = await ownTest('ASSIGNED');
  const path = `/tests/test/${id}`;
  // The transport never answers: the screen stays in its loading state.
  const transport = jest.fn(() => new Promise<never>(() => {}));
  setTransport(transport);
  window.history.replaceState(null, '', path);
  window.dtpEarlyHeading = { settled: Promise.resolve(), heading: { path, title: 'Ihr Test des Golfclub X', subtitle: '', backTo: '/tests' } };
  const early = renderTests(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Test des Golfclub X' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/tests');
  expect(screen.getByRole('status', { name: 'Bereich wird geladen' })).toBeInTheDocument();
  expect(transport).toHaveBeenCalled();
  early.unmount();

  forgetEarlyHeading();
  renderTests(path);
  // Still loading (the same unanswered call): the loaded, the not available and the early heading all have a heading.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByTestId('location')).toHaveTextContent(path);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Zurück/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Bereich wird geladen' })).not.toBeInTheDocument();
});
