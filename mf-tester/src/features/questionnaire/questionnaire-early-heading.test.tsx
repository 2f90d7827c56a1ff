import { forgetEarlyHeading, setEarlyHeadingRecorder, setTransport, testsApi, type EarlyHeadingRecipe, type HeadingPart } from '@dtp/api-client';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { act, screen } from '@testing-library/react';
import { renderRoutes, setUpEarlyHeadingTests, signInAs } from '../../../test-support';
import QuestionnairePage from '../../pages/questionnaire-page';
import { questionnaireEarlyHeading } from './questionnaire-early-heading';
import { questionnaireTexts } from './questionnaire-texts';

// Issue 63, decision 0020: the questionnaire (a mail's link) hands its heading's recipe to the shell for the next
// visit's first paint, and keeps the heading painted from the early answer while it loads.
setUpEarlyHeadingTests();

const renderQuestionnaire = (testId: number) => renderRoutes(`/tests/test/${testId}/questionnaire`, { '/tests/test/:testId/questionnaire': <QuestionnairePage /> });

/**
 * The recipe applied to an answer as the page's first script does it (scripts/build/first-paint.cjs): the first heading
 * whose `when` holds and whose values are all in the answer (strings that are not empty, numbers), its texts joined.
 */
function paint(recipe: EarlyHeadingRecipe, answer: unknown): { title: string; subtitle: string } | null {
  const at = (path: readonly string[]) =>
    path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), answer);
  const text = (parts: readonly HeadingPart[]): string | null => {
    let written = '';
    for (const part of parts) {
      const value = typeof part === 'string' ? part : at(part);
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return null;
      written += String(value);
    }
    return written;
  };
  for (const heading of recipe.headings) {
    if (heading.when && !at(heading.when)) continue;
    const title = text(heading.title);
    const subtitle = heading.subtitle ? text(heading.subtitle) : '';
    if (title && subtitle !== null) return { title, subtitle };
  }
  return null;
}

test('the recipe is the screen’s own four titles (premium or not, with the club or without), filled from GET /questionnaire/{id}, back to the test', () => {
  expect(questionnaireEarlyHeading(5)).toEqual({
    call: '/questionnaire/5',
    headings: [
      { when: ['premiumTest'], title: ['Premium-Fragebogen – ', ['clubName']] },
      { when: ['premiumTest'], title: ['Premium-Fragebogen'] },
      { title: ['Fragebogen – ', ['clubName']] },
      { title: ['Fragebogen'] },
    ],
    backTo: '/tests/test/5',
  });
});

test.each([
  { premiumTest: true, clubName: 'GC Hamburg' },
  { premiumTest: true, clubName: '' },
  { premiumTest: false, clubName: 'GC Hamburg' },
  { premiumTest: false, clubName: '' },
])('painted from the answer, the title is the screen’s own (premiumTest $premiumTest, clubName „$clubName“)', (answer) => {
  expect(paint(questionnaireEarlyHeading(5), answer)).toEqual({ title: questionnaireTexts.title(answer.clubName, answer.premiumTest), subtitle: '' });
});

test('the questionnaire hands it over once it shows, once', async () => {
  const recipes: EarlyHeadingRecipe[] = [];
  setEarlyHeadingRecorder((recipe) => recipes.push(recipe));
  // tester2's test with an agreed date in the past (the demo runs on the system clock): the questionnaire is open.
  signInAs('tester2');
  const { tests } = await testsApi.list();
  const agreed = tests.find((t) => t.progress === 'TEE_TIME');
  if (!agreed) throw new Error('no TEE_TIME test');
  const q = await questionnaireApi.load(agreed.id);
  renderQuestionnaire(q.testingId);
  expect(await screen.findByRole('heading', { level: 1, name: questionnaireTexts.title(q.clubName, q.premiumTest) })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  expect(recipes).toEqual([questionnaireEarlyHeading(q.testingId)]);
});

test('a questionnaire that is not open yet hands nothing over', async () => {
  const recipes: EarlyHeadingRecipe[] = [];
  setEarlyHeadingRecorder((recipe) => recipes.push(recipe));
  signInAs('tester');
  const { tests } = await testsApi.list();
  const assigned = tests.find((t) => t.progress === 'ASSIGNED');
  if (!assigned) throw new Error('no ASSIGNED test');
  renderQuestionnaire(assigned.id);
  expect(await screen.findByText('Der Fragebogen ist noch nicht verfügbar.')).toBeInTheDocument();
  expect(recipes).toEqual([]);
});

// Last in the file: forgetEarlyHeading is for good (the shell's first navigation).
test('while the questionnaire loads, the heading painted early stays (title, back to the test); without one, nothing', async () => {
  signInAs('tester2');
  const path = '/tests/test/5/questionnaire';
  // The transport never answers: the screen stays in its loading state.
  setTransport(() => new Promise<never>(() => {}));
  window.history.replaceState(null, '', path);
  window.dtpEarlyHeading = { settled: Promise.resolve(), heading: { path, title: 'Premium-Fragebogen – GC Hamburg', subtitle: '', backTo: '/tests/test/5' } };
  const early = renderQuestionnaire(5);
  expect(await screen.findByRole('heading', { level: 1, name: 'Premium-Fragebogen – GC Hamburg' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/tests/test/5');
  expect(screen.getByRole('status', { name: 'Bereich wird geladen' })).toBeInTheDocument();
  early.unmount();

  forgetEarlyHeading();
  renderQuestionnaire(5);
  // Still loading (the same unanswered call): the questionnaire and its notices all have a heading.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByTestId('location')).toHaveTextContent(path);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Zurück/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Bereich wird geladen' })).not.toBeInTheDocument();
});
