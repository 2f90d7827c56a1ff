import { datasheetCalls, fullName, headingParts, pathFor, type EarlyHeadingRecipe } from '@dtp/api-client';
import { datasheetTexts as t } from './datasheet-texts';

/**
 * The own sheet's heading as the page's first script paints it from the early answer of GET /datasheet (decision
 * 0020): „Testerdatenblatt {year}“ and the person's name, made with the screen's own texts; only for a sheet the
 * person may see (otherwise the screen shows the year-less heading and its notice).
 */
export const datasheetEarlyHeading: EarlyHeadingRecipe = {
  call: pathFor(datasheetCalls.own),
  headings: [
    {
      when: ['dataSheet', 'showDataSheet'],
      title: headingParts(t.title, ['dataSheet', 'year']),
      subtitle: headingParts((firstName: string, lastName: string) => fullName({ firstName, lastName }), ['dataSheet', 'firstName'], ['dataSheet', 'lastName']),
    },
  ],
};
