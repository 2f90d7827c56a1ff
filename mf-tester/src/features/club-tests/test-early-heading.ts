import { headingParts, pathFor, testsCalls, type EarlyHeadingRecipe } from '@dtp/api-client';
import { paths } from '@dtp/shared-ui';
import { testTexts as t } from './tests-texts';

/**
 * A test's heading as the page's first script paints it from the early answer of GET /test/{id} (decision 0020), with
 * the screen's own texts: „Ihr Test des {Club}“ while the club is known, else „Ihr nächster Test“; the back button to
 * the tests, as the screen has it. A tester opens the page from a mail.
 */
export const testEarlyHeading = (id: number): EarlyHeadingRecipe => ({
  call: pathFor(testsCalls.load, id),
  headings: [{ title: headingParts(t.titleWithClub, ['club', 'name']) }, { title: [t.titleNext] }],
  backTo: paths.tests(),
});
