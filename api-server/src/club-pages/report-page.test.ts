import type { ClubReport } from '@dtp/contract/club-report';
import { reportPageHtml } from './report-page';

// The club's report page (issue 61, item 3): beside the previous season's figure of a section whose questionnaire
// changed its score between the seasons, „nicht vergleichbar“ with the reason, instead of comparing silently.

const site = { platformName: 'Digitale Test-Plattform', contactName: 'CMC Test' };
const report: ClubReport = {
  clubName: 'Golfclub Würmtal e.V.',
  year: 2023,
  date: '2023-06-14',
  premiumTest: false,
  measures: { thresholdPercent: 50, findings: [], closed: false, earlier: [] },
  total: 87.5,
  averageClubs: 0,
  averageTotal: null,
  previousYear: 2022,
  previousTotal: 79,
  sections: [
    { id: 'booking', title: 'Buchung und Telefon', percent: 90, average: null, previous: 70, questions: [] },
    { id: 'greens', title: 'Grüns und Bunker', percent: 80, average: null, previous: 75, questions: [] },
  ],
};

/** The text of each bar block: the heading of the section and what follows it up to the next heading. */
const sectionHtml = (html: string, title: string) => html.slice(html.indexOf(title), html.indexOf('</div>', html.indexOf('Ihr Ergebnis 2022', html.indexOf(title))) + 200);

describe("the club's report page: what is not comparable with the previous season", () => {
  it('compares silently when the questionnaire did not change the figures', () => {
    const html = reportPageHtml(site, report, 'token');
    expect(html).toContain('Ihr Ergebnis 2022');
    expect(html).not.toContain('nicht vergleichbar');
  });

  it("notes „nicht vergleichbar (…)“ beside the changed section's previous figure and the total's, and explains it once", () => {
    const [booking, greens] = report.sections;
    const html = reportPageHtml(site, { ...report, previousTotalIncomparable: ['weights'], sections: [booking!, { ...greens!, previousIncomparable: ['weights'] }] }, 'token');
    expect(html.split('nicht vergleichbar (Gewichte geändert)').length - 1).toBe(2 + 2); // the note and the bar's label, for the total and the section
    expect(sectionHtml(html, '2. Grüns und Bunker')).toContain('<p class="hint not-comparable">nicht vergleichbar (Gewichte geändert)</p>');
    expect(sectionHtml(html, '1. Buchung und Telefon')).not.toContain('nicht vergleichbar');
    expect(html).toMatch(/aria-label="Ihr Ergebnis 2022: 75,0\u00a0%, nicht vergleichbar \(Gewichte geändert\)"/);
    expect(html).toContain('Der Fragebogen wurde seit 2022 in diesem Bereich geändert');
  });
});
