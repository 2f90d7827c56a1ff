import { pngClaiming } from '@dtp/domain/test-support';
import type { ClubReport } from '@dtp/contract/club-report';
import { describeIfPdftotext, pdfTextReader } from '../../test/pdf-text';
import { createPdfPrinter } from './pdf-printer';

// The club's report as a PDF (issue 45, item 1), parsed back with pdftotext: the club, the title, the section titles
// with the club's, the association's and the previous season's percent, and the answers; „Handlungsfelder“ (issue 62).

const describeWithPdftotext = describeIfPdftotext('club-report-pdf.test.ts');
const textOf = pdfTextReader('club-report-pdf-');

const report: ClubReport = {
  clubName: 'Golfclub Würmtal e.V.',
  year: 2023,
  date: '2023-06-14',
  premiumTest: false,
  measures: { thresholdPercent: 50, findings: [], closed: false, earlier: [] },
  total: 87.5,
  averageClubs: 12,
  averageTotal: 81.2,
  previousYear: 2022,
  previousTotal: 79,
  sections: [
    { id: 'booking', title: 'Buchung und Telefon', percent: 90, average: 84.1, previous: 70, questions: [{ text: 'Wie freundlich war der Empfang am Telefon?', answer: 'sehr gut' }] },
    { id: 'greens', title: 'Grüns und Bunker', percent: null, average: null, previous: null, questions: [{ text: 'Wie gepflegt waren die Grüns?', answer: 'nicht beurteilbar' }] },
  ],
};

describeWithPdftotext("the club's report PDF", () => {
  it('holds the club, the title, every section with the three comparisons, the average note and the answers', async () => {
    const text = textOf(await createPdfPrinter().clubReport(report), 'report.pdf');
    for (const expected of [
      'Ihr Testergebnis 2023',
      'Golfclub Würmtal e.V.',
      '14.06.2023',
      'Gesamtergebnis',
      '87,5 %',
      'Durchschnitt des Verbands',
      '81,2 %',
      'Ihr Ergebnis 2022',
      '1. Buchung und Telefon',
      '2. Grüns und Bunker',
      '84,1 %',
      'Der Durchschnitt ist aus den Ergebnissen von 12 anderen Clubs mit demselben Fragebogen berechnet.',
      'Wie freundlich war der Empfang am Telefon? sehr gut',
      'Seite 1 von',
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
  });

  it('says why there is no average when too few clubs count, and shows no average bars', async () => {
    const text = textOf(await createPdfPrinter().clubReport({ ...report, averageClubs: 0, averageTotal: null, previousYear: null, previousTotal: null }), 'few.pdf');
    expect(text).toContain('Ein Durchschnitt des Verbands wird erst gezeigt, wenn mindestens drei andere Clubs mit demselben Fragebogen getestet wurden.');
    expect(text).not.toContain('Durchschnitt des Verbands 81');
    expect(text).not.toContain('Ihr Ergebnis 2022');
  });

  it("says „nicht vergleichbar“ with its reason beside the previous season's figure of a changed section and the total", async () => {
    const [booking, greens] = report.sections;
    const changed: ClubReport = { ...report, previousTotalIncomparable: ['questions', 'weights'], sections: [{ ...booking!, previousIncomparable: ['questions', 'weights'] }, greens!] };
    const text = textOf(await createPdfPrinter().clubReport(changed), 'changed.pdf');
    // Twice: beside the total's previous figure and the section's.
    expect(text.split('nicht vergleichbar (Fragen oder Gewichte geändert)').length - 1).toBe(2);
    expect(text).toContain('Der Fragebogen wurde seit 2022 in diesem Bereich geändert');
    expect(textOf(await createPdfPrinter().clubReport(report), 'same.pdf')).not.toContain('nicht vergleichbar');
  });

  it('embeds the photos CMC marked for the club; one it could not embed is pointed to on the page', async () => {
    // A 2×2 PNG and a second one without bytes (left out for the mail's size, or no file).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
    const withPhotos: ClubReport = {
      ...report,
      sections: [...report.sections, { id: 'course', title: 'Platz', percent: 80, average: null, previous: null, questions: [{ text: 'Fotos vom Platz', answer: '2 Fotos', photos: [11, 12] }] }],
    };
    // 13: stored before issue 59, a PNG claiming 20000×20000 pixels: never inflated, pointed to on the page.
    withPhotos.sections.at(-1)!.questions[0]!.photos!.push(13);
    const bomb = { contentType: 'image/png', content: pngClaiming(20_000, 20_000) };
    const pdf = await createPdfPrinter().clubReport(withPhotos, new Map([[11, { contentType: 'image/png', content: new Uint8Array(png) }], [13, bomb]]));
    expect(Buffer.from(pdf).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    const text = textOf(pdf, 'photos.pdf');
    expect(text).toContain('Fotos vom Platz 2 Fotos');
    expect(text).toContain('Weitere Fotos sehen Sie auf Ihrer Berichtsseite (Link in der Email).');
  });

  it('lists „Handlungsfelder“ (section, question, answer, percent, remark, the club’s answer) and what this test found of the earlier ones', async () => {
    const open = { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null } as const;
    const withFindings: ClubReport = {
      ...report,
      measures: {
        thresholdPercent: 50,
        closed: false,
        findings: [
          { id: 7, sectionTitle: 'Buchung und Telefon', questionText: 'Wurde der Rückruf eingehalten?', answer: 'nein', comment: 'Niemand rief zurück.', percent: 0, measure: open },
          {
            id: 8,
            sectionTitle: 'Grüns und Bunker',
            questionText: 'Waren die Bunker geharkt?',
            answer: 'teilweise',
            comment: '',
            percent: 33.3,
            measure: { state: 'PLANNED', text: 'Harken nach jedem Flight', who: 'Greenkeeper Huber', until: '2024-04-30', photoId: null, at: '2023-08-01T10:00:00.000Z' },
          },
        ],
        earlier: [
          { year: 2022, sectionTitle: 'Empfang', questionText: 'Wurden Sie begrüßt?', before: 25, now: 100, outcome: 'RESOLVED', measure: { ...open, state: 'DONE', text: 'Schulung des Sekretariats' } },
          { year: 2022, sectionTitle: 'Platz', questionText: 'Waren die Abschläge sauber?', before: 40, now: 30, outcome: 'RECURRING', measure: open },
          { year: 2022, sectionTitle: 'Gastronomie', questionText: 'Gab es eine Speisekarte?', before: 0, now: null, outcome: 'INCOMPARABLE', measure: open },
        ],
      },
    };
    const text = textOf(await createPdfPrinter().clubReport(withFindings), 'measures.pdf');
    for (const expected of [
      'Handlungsfelder',
      'Diese Fragen haben weniger als 50 % ihrer Punkte erreicht.',
      'Ihre Rückmeldung zu diesen Punkten geben Sie auf Ihrer Berichtsseite',
      '1. Wurde der Rückruf eingehalten?',
      'Antwort im Test nein',
      'Anmerkung zum Bereich Niemand rief zurück.',
      'Erreicht 0,0 %',
      '2. Waren die Bunker geharkt?',
      'Erreicht 33,3 %',
      'Maßnahme geplant – Harken nach jedem Flight – Wer kümmert sich darum? Greenkeeper Huber – Bis wann? 30.04.2024',
      'Handlungsfelder aus 2022',
      'Empfang · Wurden Sie begrüßt?',
      'In diesem Test behoben',
      '2022 25,0 % 2023 100,0 %',
      'Erledigt – Schulung des Sekretariats',
      'In diesem Test wiederkehrend',
      '2022 40,0 % 2023 30,0 %',
      'In diesem Test nicht vergleichbar',
      '2022 0,0 % 2023 –',
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    // The earlier findings come before this test's own, the remark only where the tester wrote one.
    expect(text.indexOf('Handlungsfelder aus 2022')).toBeLessThan(text.indexOf('1. Wurde der Rückruf eingehalten?'));
    expect(text.split('Anmerkung zum Bereich').length - 1).toBe(1);
  });

  it('says when the test found nothing to act on', async () => {
    const text = textOf(await createPdfPrinter().clubReport(report), 'none.pdf');
    expect(text).toContain('Handlungsfelder');
    expect(text).toContain('Dieser Test hat keine Handlungsfelder ergeben.');
    expect(text).not.toContain('Handlungsfelder aus');
  });
});
