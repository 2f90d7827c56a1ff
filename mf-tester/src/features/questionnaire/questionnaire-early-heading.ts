import { headingParts, pathFor, type EarlyHeadingRecipe, type EarlyHeadingTexts } from '@dtp/api-client';
import { questionnaireCalls } from '@dtp/api-client/questionnaire';
import { paths } from '@dtp/shared-ui';
import { questionnaireTexts as t } from './questionnaire-texts';

/** The title's four cases, as the screen's own text function writes them: premium or not, with the club or without. */
const titles = (premium: boolean): EarlyHeadingTexts[] => {
  const when = premium ? { when: ['premiumTest'] } : {};
  return [
    { ...when, title: headingParts((club: string) => t.title(club, premium), ['clubName']) },
    { ...when, title: [t.title('', premium)] },
  ];
};

/**
 * The questionnaire's heading as the page's first script paints it from the early answer of GET /questionnaire/{id}
 * (decision 0020): „Premium-Fragebogen – {Club}“ or „Fragebogen – {Club}“, and the back button to the test (where
 * the screen leads back when the address names no other page). A tester opens it from a mail.
 */
export const questionnaireEarlyHeading = (testId: number): EarlyHeadingRecipe => ({
  call: pathFor(questionnaireCalls.load, testId),
  headings: [...titles(true), ...titles(false)],
  backTo: paths.showTest(testId),
});
