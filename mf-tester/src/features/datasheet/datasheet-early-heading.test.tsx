import { forgetEarlyHeading, setEarlyHeadingRecorder, setTransport, type EarlyHeadingRecipe } from '@dtp/api-client';
import { screen } from '@testing-library/react';
import { renderDatasheet, setUpEarlyHeadingTests, signInAs } from '../../../test-support';
import { datasheetEarlyHeading } from './datasheet-early-heading';

// Issue 63, decision 0020: the own sheet hands its heading's recipe to the shell for the next visit's first paint,
// and keeps the heading painted from the early answer while its own calls answer.
setUpEarlyHeadingTests();

test('the recipe is the screen’s own title and the name as every screen writes it, filled from GET /datasheet', () => {
  expect(datasheetEarlyHeading).toEqual({
    call: '/datasheet',
    headings: [
      {
        when: ['dataSheet', 'showDataSheet'],
        title: ['Testerdatenblatt ', ['dataSheet', 'year']],
        subtitle: [['dataSheet', 'firstName'], ' ', ['dataSheet', 'lastName']],
      },
    ],
  });
});

test('the own sheet hands it over once it shows; another user’s sheet never does', async () => {
  const recipes: EarlyHeadingRecipe[] = [];
  setEarlyHeadingRecorder((recipe) => recipes.push(recipe));
  signInAs('tester');
  const own = renderDatasheet('/datasheet');
  await screen.findByRole('tab', { name: 'Stammdaten' });
  expect(recipes).toEqual([datasheetEarlyHeading]);
  own.unmount();

  recipes.length = 0;
  signInAs('manager');
  renderDatasheet('/datasheet/u-tester');
  await screen.findByRole('tab', { name: 'Stammdaten' });
  expect(recipes).toEqual([]);
});

test('while the sheet loads, the heading painted early stays (title and name, no spinner); without one, the year-less title', async () => {
  signInAs('tester');
  // The transport never answers: the screen stays in its loading state.
  setTransport(() => new Promise(() => {}));
  window.history.replaceState(null, '', '/datasheet');
  window.dtpEarlyHeading = { settled: Promise.resolve(), heading: { path: '/datasheet', title: 'Testerdatenblatt 2026', subtitle: 'Max Mustermann' } };
  const early = renderDatasheet('/datasheet');
  expect(await screen.findByRole('heading', { level: 1, name: 'Testerdatenblatt 2026' })).toBeInTheDocument();
  expect(screen.getByText('Max Mustermann')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Bereich wird geladen' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Datenblatt wird geladen')).not.toBeInTheDocument();
  early.unmount();

  forgetEarlyHeading();
  renderDatasheet('/datasheet');
  expect(await screen.findByRole('heading', { level: 1, name: 'Testerdatenblatt' })).toBeInTheDocument();
  expect(screen.getByLabelText('Datenblatt wird geladen')).toBeInTheDocument();
});
