import { GERMAN_TIME_ZONE, germanDate, germanDateTime, germanDecimal, germanNumber } from '@dtp/contract/german-formats';
import { questionnairePrintTitle, type QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';
import {
  NOT_APPLICABLE_LABEL,
  percentText,
  QuestionnaireProgressLabels,
  type Answer,
  type Question,
  type Questionnaire,
  type QuestionnaireDefinition,
  type QuestionSection,
} from '@dtp/contract/questionnaire';
import { conditionText, NOT_ASKED_LABEL, shownQuestionIds } from '@dtp/contract/questionnaire-conditions';
import { printSectionsOf } from '@dtp/domain';
import type { CanvasElement, Column, Content, DynamicContent, Style, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

// The questionnaire's print PDFs (issue 43, item 5) with pdfmake: the blank questionnaire a tester takes along
// (Fragebogen, Premium-Fragebogen, Premium-Fragen of a year) and one answered questionnaire for the back office.
// A4, Roboto embedded (pdfmake ships it), German throughout; the platform's name in the header, „Seite x von y“
// in the footer. The domain decides what is printed (printSectionsOf, the scores); this file only lays it out.

/** The platform's name in every PDF's header and metadata. */
export const DEFAULT_PLATFORM_NAME = 'Digitale Test-Plattform';

const PAGE_MARGINS: [number, number, number, number] = [42, 58, 42, 50];
/** A4 is 595.28 pt wide. */
export const CONTENT_WIDTH = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
/** The column of a question's number ('3.12'). */
const NUMBER_WIDTH = 26;
const ANSWER_WIDTH = CONTENT_WIDTH - NUMBER_WIDTH;

export const COLOR = { text: '#1f2328', muted: '#5f6368', accent: '#1d5c3a', line: '#8a9098', light: '#eef4f0', premium: '#8a5a00' };

const STYLES: Record<string, Style> = {
  title: { fontSize: 20, bold: true, color: COLOR.accent },
  subtitle: { fontSize: 10.5, color: COLOR.muted },
  note: { fontSize: 9, color: COLOR.text },
  sectionTitle: { fontSize: 13.5, bold: true, color: COLOR.accent },
  intro: { fontSize: 9, italics: true, color: COLOR.muted },
  number: { fontSize: 10, bold: true, color: COLOR.accent },
  question: { fontSize: 10 },
  help: { fontSize: 8.5, italics: true, color: COLOR.muted },
  option: { fontSize: 9 },
  answer: { fontSize: 9.5 },
  points: { fontSize: 8.5, color: COLOR.muted },
  tableHeader: { fontSize: 9, bold: true, color: COLOR.accent },
  tag: { fontSize: 7.5, bold: true, color: COLOR.premium },
};

type Pdfmake = typeof import('pdfmake');
let loading: Promise<Pdfmake> | null = null;

/**
 * pdfmake with the Roboto it ships, reading those four files and nothing else (no URLs, no other local files).
 * Loaded on the first PDF, so a server start (and every test opening the platform) does not load it.
 */
function pdfmakeReady(): Promise<Pdfmake> {
  if (!loading) {
    loading = Promise.all([import('pdfmake/js/index.js'), import('pdfmake/fonts/Roboto.js')]).then(([{ default: pdfmake }, { default: fonts }]) => {
      const files = new Set(Object.values(fonts.Roboto));
      pdfmake.setFonts(fonts);
      pdfmake.setUrlAccessPolicy(() => false);
      pdfmake.setLocalAccessPolicy((path) => files.has(path));
      return pdfmake;
    });
    // A failed load is tried again on the next PDF.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export async function render(doc: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer = await (await pdfmakeReady()).createPdf(doc).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

// ---- formats -------------------------------------------------------------------------------------------------

// All of them contract/german-formats.ts's, as the screens show them; '–' where there is nothing.

/** A question's points, its weight, a number answered: 12 → '12'; 12.5 → '12,5'; 2.25 → '2,25'. */
const pointsText = (points: number): string => germanNumber(points, 2);

/** A section's or the total's points, as the review screen shows them: '12,50 von 20,00'. */
const scorePointsText = (points: number, possible: number): string => `${germanDecimal(points, 2)} von ${germanDecimal(possible, 2)}`;

/** '2023-06-14' → '14.06.2023'. */
export const dateText = (iso: string | null): string => germanDate(iso, { timeZone: GERMAN_TIME_ZONE }) || '–';

/** An ISO timestamp in the platform's time zone, as the review screen shows it: '14.06.2023 20:30'. */
const timestampText = (iso: string | null): string => germanDateTime(iso, { timeZone: GERMAN_TIME_ZONE }) || '–';

// ---- pieces ----------------------------------------------------------------------------------------------------

/** A box to tick; ticked (the answered PDF): filled, with a white check mark. */
const box = (checked = false): Column => ({
  width: 11,
  canvas: [
    { type: 'rect', x: 0, y: 1.5, w: 8.5, h: 8.5, lineWidth: 0.8, lineColor: checked ? COLOR.accent : COLOR.text, ...(checked ? { color: COLOR.accent } : {}) },
    ...(checked
      ? [{ type: 'polyline', points: [{ x: 1.9, y: 5.9 }, { x: 3.7, y: 7.8 }, { x: 6.8, y: 3.6 }], lineWidth: 1.3, lineColor: '#ffffff' } as CanvasElement]
      : []),
  ],
});

const writeLine = (y: number, width: number): CanvasElement => ({ type: 'line', x1: 0, y1: y, x2: width, y2: y, lineWidth: 0.5, lineColor: COLOR.line });

/** Lines to write on: a text answer's, or a field of the cover's. */
const lines = (count: number, width: number, gap = 19): Content => ({ canvas: Array.from({ length: count }, (_, i) => writeLine(gap * (i + 1), width)) });

const tag = (text: string): Content => ({ text: ` ${text}`, style: 'tag' });

/** One box with its label. */
const choiceBox = (label: string, options: { italics?: boolean; indent?: number } = {}): Column => ({
  width: 'auto',
  columns: [box(), { width: 'auto', text: label, style: 'option', italics: options.italics ?? false }],
  columnGap: 3,
  margin: [options.indent ?? 0, 0, 0, 0],
});

/** The boxes of a question's answers: in a row when they fit, one under the other otherwise. */
function optionBoxes(question: Question): Content {
  const labels = question.options.map((option) => option.label);
  const all = [...labels.map((label) => choiceBox(label)), ...(question.allowNotApplicable ? [choiceBox(NOT_APPLICABLE_LABEL, { italics: true })] : [])];
  // Roboto at 9 pt is about 5 pt a letter; a box with its gaps takes 28 pt.
  const width = (labels.join('').length + (question.allowNotApplicable ? NOT_APPLICABLE_LABEL.length : 0)) * 5 + all.length * 28;
  const inRow = labels.every((label) => label.length <= 30) && width <= ANSWER_WIDTH - 10;
  if (inRow) return { columns: all, columnGap: 14, margin: [0, 3, 0, 0] };
  return { stack: all.map((item) => ({ columns: [item], margin: [0, 2, 0, 0] })), margin: [0, 1, 0, 0] };
}

/** What a tester writes for a question: boxes, a line with the unit, lines for a text, a note for photos. */
function answerSpace(question: Question): Content {
  const notApplicable = question.allowNotApplicable ? [choiceBox(NOT_APPLICABLE_LABEL, { italics: true, indent: 10 })] : [];
  switch (question.kind) {
    case 'scale':
    case 'yesNo':
    case 'choice':
      return optionBoxes(question);
    case 'number':
      return {
        columns: [{ width: 90, canvas: [writeLine(11, 90)] }, { width: 'auto', text: question.unit ?? '', style: 'option' }, ...notApplicable],
        columnGap: 5,
        margin: [0, 3, 0, 0],
      };
    case 'text':
      return { stack: [lines(3, ANSWER_WIDTH)], margin: [0, 0, 0, 2] };
    case 'photos':
      return {
        text: `Fotos (bis zu ${question.maxPhotos ?? 1}): bitte mit dem Smartphone aufnehmen und im Fragebogen der Plattform hochladen.`,
        style: 'help',
        margin: [0, 2, 0, 0],
      };
  }
}

/** A question's text ('Wie …? *' for a required one), its premium tag, help, and its condition ('nur wenn …'). */
function questionHead(question: Question, premiumTag: boolean, condition: string | null): Content[] {
  return [
    {
      text: [
        { text: question.text, style: 'question' },
        ...(question.required ? [{ text: ' *', bold: true, color: COLOR.accent }] : []),
        ...(premiumTag ? [tag('PREMIUM')] : []),
      ],
    },
    ...(question.help ? [{ text: question.help, style: 'help', margin: [0, 1, 0, 0] } as Content] : []),
    ...(condition ? [{ text: condition, style: 'help', italics: true, color: COLOR.accent, margin: [0, 1, 0, 0] } as Content] : []),
  ];
}

/** A numbered block that is never split across pages. */
const numbered = (number: string, body: Content[], margin: [number, number, number, number] = [0, 7, 0, 0]): Content => ({
  columns: [
    { width: NUMBER_WIDTH, text: number, style: 'number' },
    { width: '*', stack: body },
  ],
  columnGap: 0,
  unbreakable: true,
  margin,
});

/** A section's heading, with its intro and its first question kept on one page. */
function sectionBlocks(index: number, section: QuestionSection, blocks: Content[], opts: { premiumTag: boolean; right?: string }): Content[] {
  const heading: Content = {
    columns: [
      {
        width: '*',
        text: [{ text: `${index}. ${section.title}`, style: 'sectionTitle' }, ...(opts.premiumTag && section.premiumOnly ? [tag('PREMIUM')] : [])],
      },
      ...(opts.right ? [{ width: 'auto', text: opts.right, style: 'sectionTitle', fontSize: 11, margin: [0, 2, 0, 0] } as Content] : []),
    ],
  };
  const rule: Content = { canvas: [{ type: 'line', x1: 0, y1: 2, x2: CONTENT_WIDTH, y2: 2, lineWidth: 0.8, lineColor: COLOR.accent }] };
  const head: Content[] = [heading, rule, ...(section.intro ? [{ text: section.intro, style: 'intro', margin: [0, 4, 0, 0] } as Content] : [])];
  const [first, ...rest] = blocks;
  return [{ stack: [...head, ...(first ? [first] : [])], unbreakable: true, margin: [0, 16, 0, 0] }, ...rest];
}

function pageFrame(platformName: string, title: string, footerNote: string): Pick<TDocumentDefinitions, 'header' | 'footer'> {
  const header: DynamicContent = () => ({
    margin: [PAGE_MARGINS[0], 24, PAGE_MARGINS[2], 0],
    stack: [
      {
        columns: [
          { text: platformName, bold: true, color: COLOR.accent, fontSize: 8.5 },
          { text: title, alignment: 'right', color: COLOR.muted, fontSize: 8.5 },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: CONTENT_WIDTH, y2: 4, lineWidth: 0.5, lineColor: COLOR.line }] },
    ],
  });
  const footer: DynamicContent = (currentPage, pageCount) => ({
    margin: [PAGE_MARGINS[0], 16, PAGE_MARGINS[2], 0],
    columns: [
      { text: footerNote, color: COLOR.muted, fontSize: 8 },
      { text: `Seite ${currentPage} von ${pageCount}`, alignment: 'right', color: COLOR.muted, fontSize: 8 },
    ],
  });
  return { header, footer };
}

export function documentOf(platformName: string, title: string, footerNote: string, content: Content[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    info: { title, author: platformName, creator: platformName, producer: platformName, subject: 'Fragebogen' },
    language: 'de-DE',
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15, color: COLOR.text },
    styles: STYLES,
    ...pageFrame(platformName, title, footerNote),
    content,
  };
}

// ---- the blank questionnaire -------------------------------------------------------------------------------------

const COVER_NOTES: Record<QuestionnairePrintVariant, string> = {
  questionnaire: 'Der Fragebogen des Tests zum Mitnehmen.',
  premium: 'Der Fragebogen des Premium-Tests zum Mitnehmen: alle Fragen, die zusätzlichen Premium-Fragen und -Bereiche sind mit PREMIUM markiert.',
  premiumOnly: 'Nur die zusätzlichen Fragen des Premium-Tests; alle übrigen Fragen stehen im Fragebogen.',
};

/** The cover: title, version, what to note about the visit, how to tick. */
function cover(def: QuestionnaireDefinition, variant: QuestionnairePrintVariant, title: string): Content[] {
  const half = (CONTENT_WIDTH - 20) / 2;
  const field = (label: string): Column => ({ width: half, stack: [{ text: label, style: 'points' }, lines(1, half, 16)] });
  return [
    { text: title, style: 'title' },
    { text: `Version ${def.version} · ${COVER_NOTES[variant]}`, style: 'subtitle', margin: [0, 3, 0, 10] },
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              fillColor: COLOR.light,
              margin: [8, 6, 8, 8],
              stack: [
                { text: 'Angaben zum Test', bold: true, color: COLOR.accent, fontSize: 10 },
                { columns: [field('Golfclub'), field('Testdatum')], columnGap: 20, margin: [0, 6, 0, 0] },
                { columns: [field('Startzeit'), field('Tester/in')], columnGap: 20, margin: [0, 8, 0, 0] },
              ],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
    {
      margin: [0, 10, 0, 0],
      style: 'note',
      text: [
        'Kreuzen Sie je Frage eine Antwort an. Fragen mit ',
        { text: '*', bold: true, color: COLOR.accent },
        ' sind Pflichtfragen. „nicht beurteilbar“ wählen Sie nur, wo es angeboten wird und Sie die Frage wirklich nicht beurteilen können. ',
        'Übertragen Sie Ihre Antworten nach dem Test in den Fragebogen der Plattform, dort laden Sie auch Ihre Fotos hoch.',
      ],
    },
  ];
}

/** The blank questionnaire of a variant as pdfmake's document. */
export function definitionDocument(def: QuestionnaireDefinition, variant: QuestionnairePrintVariant, platformName = DEFAULT_PLATFORM_NAME): TDocumentDefinitions {
  const title = questionnairePrintTitle(variant, def.year);
  const premiumTag = variant === 'premium';
  const sections = printSectionsOf(def, variant).flatMap((section, s) =>
    sectionBlocks(
      s + 1,
      section,
      section.questions.map((question, q) =>
        numbered(`${s + 1}.${q + 1}`, [
          ...questionHead(question, premiumTag && question.premiumOnly && !section.premiumOnly, conditionText(question, def.sections)),
          answerSpace(question),
        ]),
      ),
      { premiumTag },
    ),
  );
  const content = sections.length > 0 ? sections : [{ text: 'Dieser Fragebogen enthält keine Fragen.', style: 'note', margin: [0, 16, 0, 0] } as Content];
  return documentOf(platformName, title, `${title} · Version ${def.version}`, [...cover(def, variant, title), ...content]);
}

// ---- the answered questionnaire ------------------------------------------------------------------------------------

/** The answer as text, and what it scores ('3 von 4 Punkten · Gewicht 2'). */
function answerOf(question: Question, answer: Answer | undefined, photoNames: readonly string[]): { text: Content; points: string } {
  const none = { text: { text: 'keine Antwort', italics: true, color: COLOR.muted } as Content, points: '' };
  if (!answer) return none;
  if (answer.notApplicable) return { text: { text: NOT_APPLICABLE_LABEL, italics: true }, points: question.weight > 0 ? 'zählt nicht' : '' };
  switch (question.kind) {
    case 'scale':
    case 'yesNo':
    case 'choice': {
      const chosen = question.options.find((option) => option.value === answer.option);
      if (!chosen) return none;
      const max = Math.max(...question.options.map((option) => option.points));
      const scored = question.weight > 0 && max > 0;
      return {
        text: { columns: [box(true), { width: '*', text: chosen.label, style: 'answer', bold: true }], columnGap: 3 },
        points: scored ? `${pointsText(chosen.points)} von ${pointsText(max)} ${max === 1 ? 'Punkt' : 'Punkten'} · Gewicht ${pointsText(question.weight)}` : 'ohne Wertung',
      };
    }
    case 'number':
      return answer.number === undefined ? none : { text: { text: `${pointsText(answer.number)} ${question.unit ?? ''}`.trim(), style: 'answer', bold: true }, points: '' };
    case 'text': {
      const text = (answer.text ?? '').trim();
      if (!text) return none;
      return {
        text: { table: { widths: ['*'], body: [[{ text, style: 'answer', fillColor: COLOR.light, margin: [5, 3, 5, 4] }]] }, layout: 'noBorders' },
        points: '',
      };
    }
    case 'photos': {
      const count = Math.max((answer.photoIds ?? []).length, photoNames.length);
      if (count === 0) return none;
      const names = photoNames.length > 0 ? `: ${photoNames.join(', ')}` : '';
      return { text: { text: `${count} ${count === 1 ? 'Foto' : 'Fotos'} (in der Plattform einsehbar)${names}`, style: 'answer' }, points: '' };
    }
  }
}

/** A question the answers hid (issue 61): it was not asked, and counts neither way. */
const notAsked = { text: { text: NOT_ASKED_LABEL, italics: true, color: COLOR.muted } as Content, points: '' };

function answeredQuestion(question: Question, number: string, answer: Answer | undefined, photoNames: readonly string[], asked: { shown: boolean; condition: string | null }): Content {
  const { text, points } = asked.shown ? answerOf(question, answer, photoNames) : notAsked;
  return numbered(number, [
    ...questionHead(question, false, asked.condition),
    {
      columns: [
        { width: '*', stack: [text] },
        ...(points ? [{ width: 'auto', text: points, style: 'points', margin: [8, 1, 0, 0] } as Content] : []),
      ],
      margin: [0, 3, 0, 0],
    },
  ]);
}

/** Label and value rows of the summary. */
export const facts = (rows: [string, string][]): Content => ({
  table: {
    widths: [110, '*'],
    body: rows.map(([label, value]) => [
      { text: label, style: 'points', margin: [0, 2, 0, 2] },
      { text: value, fontSize: 10, margin: [0, 1, 0, 2] },
    ]),
  },
  layout: 'noBorders',
});

/** The scores: one row per section and the total (percent of the weighted points). */
function scoreTable(view: Questionnaire): Content {
  const sections = view.score.sections.map((s, i): TableCell[] => [
    { text: `${i + 1}. ${s.title}`, fontSize: 9.5 },
    { text: s.score.possible > 0 ? scorePointsText(s.score.points, s.score.possible) : '–', fontSize: 9.5, alignment: 'right' },
    { text: percentText(s.score.percent), fontSize: 9.5, alignment: 'right', bold: true },
  ]);
  const total = view.score.total;
  return {
    table: {
      headerRows: 1,
      widths: ['*', 90, 70],
      body: [
        [
          { text: 'Bereich', style: 'tableHeader' },
          { text: 'Punkte', style: 'tableHeader', alignment: 'right' },
          { text: 'Ergebnis', style: 'tableHeader', alignment: 'right' },
        ],
        ...sections,
        [
          { text: 'Gesamt', bold: true, fillColor: COLOR.light },
          { text: total.possible > 0 ? scorePointsText(total.points, total.possible) : '–', alignment: 'right', bold: true, fillColor: COLOR.light },
          { text: percentText(total.percent), alignment: 'right', bold: true, fillColor: COLOR.light, color: COLOR.accent },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 12, 0, 0],
  };
}

/** One questionnaire with its answers and scores as pdfmake's document. */
export function answeredDocument(view: Questionnaire, platformName = DEFAULT_PLATFORM_NAME): TDocumentDefinitions {
  const title = `Fragebogen ${view.clubName}`.trim();
  const scoreOf = new Map(view.score.sections.map((s) => [s.sectionId, s.score]));
  const photos = view.photos ?? [];
  const summary: Content[] = [
    { text: title, style: 'title' },
    { text: `${view.definition.title} · Version ${view.definition.version}`, style: 'subtitle', margin: [0, 3, 0, 10] },
    facts([
      ['Golfclub', view.clubName || '–'],
      ['Testdatum', dateText(view.date)],
      ['Testart', view.premiumTest ? 'Premium-Test' : 'Test'],
      ['Stand', QuestionnaireProgressLabels[view.progress]],
      ['Abgegeben am', timestampText(view.submittedAt)],
      ['Gesamtergebnis', percentText(view.score.total.percent)],
      ...(view.returnReason ? [['Zurückgegeben, weil', view.returnReason] as [string, string]] : []),
    ]),
    scoreTable(view),
    { text: 'Ein Ergebnis ist der Anteil der gewichteten Punkte an den möglichen; „nicht beurteilbar“ und unbeantwortete freiwillige Fragen zählen nicht.', style: 'help', margin: [0, 4, 0, 0] },
  ];
  const shown = shownQuestionIds(view.definition.sections, view.answers);
  const sections = view.definition.sections.flatMap((section, s) => {
    const score = scoreOf.get(section.id);
    return sectionBlocks(
      s + 1,
      section,
      section.questions.map((question, q) =>
        answeredQuestion(question, `${s + 1}.${q + 1}`, view.answers[question.id], photos.filter((p) => p.questionId === question.id).map((p) => p.fileName), {
          shown: shown.has(question.id),
          condition: conditionText(question, view.definition.sections),
        }),
      ),
      { premiumTag: view.premiumTest, right: score ? percentText(score.percent) : undefined },
    );
  });
  const footerNote = `${title} · ${dateText(view.date)}`;
  return documentOf(platformName, title, footerNote, [...summary, ...sections]);
}
