import { QuestionnairePrintVariants, type QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';
import type { Answers, Questionnaire, QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { printSectionsOf, seedQuestionnaireDefinition } from '@dtp/domain';
import { describeIfPdftotext, pdfTextReader } from '../../test/pdf-text';
import { openSignedApp, type SignedApp } from '../../test/signed-app';
import { PdfCache } from './pdf-cache';
import { createPdfPrinter } from './pdf-printer';

// The print PDFs (issue 43, item 5) parsed back with pdftotext (poppler-utils): the section titles, premium
// sections only in the premium variants, umlauts and German quotes intact, „Seite 1 von n“.

const describeWithPdftotext = describeIfPdftotext('questionnaire-pdf.test.ts');
const textOf = pdfTextReader('questionnaire-pdf-');

const def: QuestionnaireDefinition = seedQuestionnaireDefinition(2025);
const premiumSections = def.sections.filter((s) => s.premiumOnly).map((s) => s.title);
const normalSections = def.sections.filter((s) => !s.premiumOnly).map((s) => s.title);

describeWithPdftotext('the blank questionnaires', () => {
  const printer = createPdfPrinter();
  const texts = new Map<QuestionnairePrintVariant, string>();
  beforeAll(async () => {
    for (const variant of QuestionnairePrintVariants) texts.set(variant, textOf(await printer.definition(def, variant), `${variant}.pdf`));
  }, 60_000);
  const text = (variant: QuestionnairePrintVariant): string => texts.get(variant) ?? '';

  it('is a PDF of several pages with the platform in the header and „Seite x von y“ in the footer', () => {
    for (const variant of QuestionnairePrintVariants) {
      expect(text(variant)).toContain('Digitale Test-Plattform');
      expect(text(variant)).toMatch(/Seite 1 von \d+/);
    }
    expect(text('questionnaire')).toMatch(/Seite 2 von \d+/);
  });

  it('carries the title and year of the variant', () => {
    expect(text('questionnaire')).toContain('Fragebogen 2025');
    expect(text('premium')).toContain('Premium-Fragebogen 2025');
    expect(text('premiumOnly')).toContain('Premium-Fragen 2025');
  });

  it('the questionnaire: every normal section, no premium section', () => {
    for (const title of normalSections) expect(text('questionnaire')).toContain(title);
    for (const title of premiumSections) expect(text('questionnaire')).not.toContain(title);
  });

  it('the premium questionnaire: every section', () => {
    for (const title of [...normalSections, ...premiumSections]) expect(text('premium')).toContain(title);
    expect(text('premium')).toContain('PREMIUM');
  });

  it('the premium questions: the premium sections and the sections with a premium question, nothing else', () => {
    const expected = printSectionsOf(def, 'premiumOnly').map((s) => s.title);
    for (const title of expected) expect(text('premiumOnly')).toContain(title);
    for (const title of premiumSections) expect(expected).toContain(title);
    expect(text('premiumOnly')).not.toContain('Proshop');
    expect(text('premiumOnly')).not.toContain('Übungsanlagen');
    // A normal question is left out, a premium-only one of a normal section is in.
    expect(text('premiumOnly')).not.toContain('Wie freundlich und hilfsbereit war der Kontakt bei der Buchung?');
    expect(text('premiumOnly')).toContain('Wurden Ihnen von sich aus Zusatzleistungen angeboten');
  });

  it('keeps umlauts, ß and German quotes, and offers „nicht beurteilbar“ with its unit and help', () => {
    const all = text('questionnaire');
    for (const word of ['Übungsanlagen', 'Sekretariat und Empfang', 'Gesamteindruck', 'mittelmäßig', 'Würden Sie wiederkommen', 'Grüns']) {
      expect(all).toContain(word);
    }
    expect(all).toContain('„nicht beurteilbar“');
    expect(all).toContain('nicht beurteilbar');
    expect(all).toContain('Klingelzeichen');
    expect(all).toContain('Angaben zum Test');
  });

  it('is made once per definition version and variant, then served from memory', async () => {
    const cache = new PdfCache();
    const cached = createPdfPrinter({ cache });
    const first = await cached.definition(def, 'questionnaire');
    expect(await cached.definition(def, 'questionnaire')).toBe(first);
    expect(cache.size).toBe(1);
    await cached.definition({ ...def, version: 2 }, 'questionnaire');
    expect(cache.size).toBe(2);
    // A definition changed without a new version (nobody answered it yet) is printed anew.
    const changed = { ...def, sections: def.sections.slice(1) };
    expect(await cached.definition(changed, 'questionnaire')).not.toBe(first);
    expect(cache.size).toBe(3);
  }, 30_000);
});

/** A premium test's answers: the best option of each question, one N/A, a number, a text, one left out. */
function answered(): Questionnaire {
  const sections = printSectionsOf(def, 'premium');
  const answers: Answers = {};
  for (const question of sections.flatMap((s) => s.questions)) {
    const best = [...question.options].sort((a, b) => b.points - a.points)[0];
    if (best) answers[question.id] = { option: best.value };
  }
  answers['booking.greeting'] = { notApplicable: true };
  answers['booking.friendly'] = { option: '3' };
  answers['starter-marshal.delay'] = { number: 5 };
  answers['overall.comment'] = { text: 'Sehr gepflegter Platz, freundliches Sekretariat – „gerne wieder“.' };
  answers['course.photos'] = { photoIds: [1, 2] };
  return {
    testingId: 7,
    clubName: 'Golfclub Würmtal e.V.',
    premiumTest: true,
    date: '2025-06-14',
    progress: 'SUBMITTED',
    definition: { ...def, sections },
    answers,
    photos: [1, 2].map((id) => ({ id, questionId: 'course.photos', fileName: `gruen-${id}.jpg`, contentType: 'image/jpeg', size: 1000, shareable: false })),
    revision: 3,
    savedAt: '2025-06-14T18:30:00.000Z',
    submittedAt: '2025-06-14T18:30:00.000Z',
    returnReason: '',
    editable: false,
    score: {
      total: { percent: 97.5, points: 78, possible: 80 },
      sections: sections.map((s) => ({ sectionId: s.id, title: s.title, score: { percent: s.id === 'booking' ? 87.5 : 100, points: 7, possible: 8 } })),
    },
  };
}

describeWithPdftotext('an answered questionnaire', () => {
  let text = '';
  beforeAll(async () => {
    text = textOf(await createPdfPrinter().answered(answered()), 'answered.pdf');
  }, 30_000);

  it('names the club, the date, the state and the total with a German comma', () => {
    expect(text).toContain('Fragebogen Golfclub Würmtal e.V.');
    expect(text).toContain('14.06.2025');
    expect(text).toContain('Eingegangen');
    expect(text).toContain('Premium-Test');
    expect(text).toMatch(/Gesamtergebnis 97,5\s%/);
    expect(text).toMatch(/Seite 1 von \d+/);
  });

  it('shows the section scores and every section', () => {
    expect(text).toMatch(/87,5\s%/);
    // As the review screen shows them (issue 58): two decimals, and the submission's time without ', … Uhr'.
    expect(text).toContain('7,00 von 8,00');
    expect(text).toContain('78,00 von 80,00');
    expect(text).toContain('Abgegeben am 14.06.2025 20:30');
    for (const title of [...normalSections, ...premiumSections]) expect(text).toContain(title);
  });

  it('shows the chosen answers, N/A, the number with its unit, the text and the photos', () => {
    expect(text).toContain('mittelmäßig');
    expect(text).toContain('2 von 4 Punkten · Gewicht 2');
    expect(text).toContain('1 von 1 Punkt · Gewicht 1');
    expect(text).toContain('nicht beurteilbar');
    expect(text).toContain('5 Minuten');
    expect(text).toContain('„gerne wieder“');
    expect(text).toContain('2 Fotos');
    expect(text).toContain('gruen-1.jpg, gruen-2.jpg');
  });
});

describeWithPdftotext('questions that follow earlier answers (issue 61)', () => {
  // 'booking.friendly' asked only after the first yes/no question before it was answered with its first option.
  const conditional = structuredClone(def);
  const questions = conditional.sections.flatMap((s) => s.questions);
  const dependent = questions.find((q) => q.id === 'booking.friendly')!;
  const source = questions.slice(0, questions.indexOf(dependent)).find((q) => q.kind === 'yesNo' || q.kind === 'choice' || q.kind === 'scale')!;
  dependent.showIf = { questionId: source.id, answers: [source.options[0]!.value] };
  let blank = '';
  let answeredText = '';
  const printer = createPdfPrinter();
  afterAll(() => printer.close());
  beforeAll(async () => {
    blank = textOf(await printer.definition(conditional, 'questionnaire'), 'conditional.pdf');
    const view = answered();
    const sections = printSectionsOf(conditional, 'premium');
    answeredText = textOf(await printer.answered({ ...view, definition: { ...conditional, sections }, answers: { ...view.answers, [source.id]: { notApplicable: true } } }), 'conditional-answered.pdf');
  }, 60_000);

  it('the blank questionnaire says when a question is asked', () => {
    expect(blank.replace(/\s+/g, ' ')).toContain(`nur wenn „${source.text}“ = „${source.options[0]!.label}“`);
  });

  it('the answered one shows a question the answers hid as „nicht gefragt“, with its condition', () => {
    expect(answeredText).toContain('nicht gefragt');
    expect(answeredText.replace(/\s+/g, ' ')).toContain(`nur wenn „${source.text}“`);
    expect(answeredText).not.toContain('2 von 4 Punkten · Gewicht 2');
  });
});

describeWithPdftotext('over HTTP, as the platform serves them', () => {
  let signed: SignedApp;
  beforeAll(async () => {
    signed = await openSignedApp({ clock: { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) } });
  }, 60_000);
  afterAll(() => signed.close());

  it('a tester downloads the blank questionnaire as a named PDF attachment', async () => {
    const answer = await signed.app.inject({ method: 'GET', url: '/questionnaire/print/2025/premium', headers: await signed.headers('tester') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="?Premium-Fragebogen-2025\.pdf"?$/);
    expect(textOf(answer.rawPayload, 'http-premium.pdf')).toContain('Premium: Clubhaus und Atmosphäre');
  }, 30_000);

  it('staff download a released questionnaire with its answers; a tester may not', async () => {
    const rows = await signed.platform.storage.transaction('read', (tx) => tx.find('questionnaire'));
    const released = rows.find((row) => row.progress === 'RELEASED');
    if (!released) throw new Error('the seed has no released questionnaire');
    const url = `/questionnaire/${released.id}/pdf`;
    expect((await signed.app.inject({ method: 'GET', url, headers: await signed.headers('tester') })).statusCode).toBe(403);
    const answer = await signed.app.inject({ method: 'GET', url, headers: await signed.headers('manager') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="?Fragebogen-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"?$/);
    const text = textOf(answer.rawPayload, 'http-answered.pdf');
    expect(text).toContain('Freigegeben');
    expect(text).toMatch(/Gesamtergebnis \d+,\d\s%/);
  }, 30_000);
});
