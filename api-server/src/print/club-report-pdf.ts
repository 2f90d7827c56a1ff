import { ClubMeasureTexts as M, FindingOutcomeLabels, MeasureStateLabels, MeasureTexts, type ClubFinding, type EarlierFinding, type Measure } from '@dtp/contract/club-measures';
import { ClubReportTexts as T, type ClubReport, type ClubReportQuestion, type ClubReportSection } from '@dtp/contract/club-report';
import { percentText } from '@dtp/contract/questionnaire';
import type { IncomparableReason } from '@dtp/contract/questionnaire-changes';
import { imageDimensions, pixelProblem, type StoredPhoto } from '@dtp/domain';
import type { CanvasElement, Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COLOR, CONTENT_WIDTH, dateText, DEFAULT_PLATFORM_NAME, documentOf, facts } from './questionnaire-pdf';

// The club's report as a PDF (issue 45, item 1), attached to the mail „Ihr Testergebnis {Saison}“: the same content
// as the report page (api-server/src/club-pages/report-page.tsx), with the bars drawn and the photos CMC marked for
// the club. Never the tester's name. Issue 62: „Handlungsfelder“, the findings of the test (the club answers on its
// page), and what this test found of the earlier season's findings („behoben“, „wiederkehrend“, „nicht vergleichbar“).

const LABEL_WIDTH = 170;
const VALUE_WIDTH = 52;
const BAR_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - VALUE_WIDTH - 12;
const BAR_HEIGHT = 7;
const AVERAGE_COLOR = '#9aa5b1';
const PREVIOUS_COLOR = '#c9a227';

/** One bar: the percent's share of the width on a light track (a column of its own width). */
function bar(percent: number | null, color: string): Column {
  const track: CanvasElement = { type: 'rect', x: 0, y: 1, w: BAR_WIDTH, h: BAR_HEIGHT, color: COLOR.light };
  const filled: CanvasElement[] = percent === null ? [] : [{ type: 'rect', x: 0, y: 1, w: Math.max(0, Math.min(100, percent)) * (BAR_WIDTH / 100), h: BAR_HEIGHT, color }];
  return { width: BAR_WIDTH, stack: [{ canvas: [track, ...filled] }] };
}

/** A labelled row of bars: the club's, the association's average, the previous season's. */
function barRows(label: string, rows: { name: string; percent: number | null; color: string; bold?: boolean; note?: string }[]): Content {
  return {
    stack: [
      { text: label, bold: true, fontSize: 10, margin: [0, 0, 0, 2] },
      ...rows.flatMap((row): Content[] => [
        {
          columns: [
            { width: LABEL_WIDTH, text: row.name, fontSize: 8.5, color: COLOR.muted },
            bar(row.percent, row.color),
            { width: VALUE_WIDTH, text: percentText(row.percent), fontSize: 9, alignment: 'right', bold: row.bold ?? false },
          ],
          columnGap: 6,
          margin: [0, 1, 0, 1],
        },
        ...(row.note ? [{ text: row.note, fontSize: 8, italics: true, color: COLOR.muted, margin: [LABEL_WIDTH + 6, 0, 0, 1] } as Content] : []),
      ]),
    ],
    margin: [0, 6, 0, 4],
    unbreakable: true,
  };
}

/** The previous season's row says „nicht vergleichbar (…)“ where the questionnaire changed the figure (issue 61, item 3). */
function comparisons(report: ClubReport, own: number | null, average: number | null, previous: number | null, incomparable: readonly IncomparableReason[] | undefined) {
  const note = incomparable && incomparable.length > 0 ? T.notComparable(incomparable) : undefined;
  return [
    { name: T.yours, percent: own, color: COLOR.accent, bold: true },
    ...(report.averageClubs > 0 ? [{ name: T.average, percent: average, color: AVERAGE_COLOR }] : []),
    ...(report.previousYear !== null ? [{ name: T.previous(report.previousYear), percent: previous, color: PREVIOUS_COLOR, note }] : []),
  ];
}

const PHOTO_FIT: [number, number] = [(CONTENT_WIDTH - 24) / 2, 190];

/**
 * A photo pdfkit may decode: one whose header states at most the upload's pixel limit. Photos are stored re-encoded
 * since issue 59; one stored before that may claim any size (a PNG bomb) and is left to the report page.
 */
const embeddable = (photo: StoredPhoto): boolean => {
  const size = imageDimensions(photo.content);
  return size !== null && pixelProblem(size.width, size.height) === null;
};

/** A photos question's photos, two per row; a hint to the page where the PDF left some out (size, no bytes, too many pixels). */
function photoCells(question: ClubReportQuestion, photos: ReadonlyMap<number, StoredPhoto>): TableCell[][] {
  const ids = question.photos ?? [];
  const embedded = ids.flatMap((id) => {
    const photo = photos.get(id);
    return photo && embeddable(photo) ? [{ image: `data:${photo.contentType};base64,${Buffer.from(photo.content).toString('base64')}`, fit: PHOTO_FIT, margin: [0, 2, 0, 2] } as Content] : [];
  });
  const rows: Content[] = [];
  for (let i = 0; i < embedded.length; i += 2) rows.push({ columns: embedded.slice(i, i + 2), columnGap: 12, unbreakable: true });
  if (embedded.length < ids.length) rows.push({ text: T.photosOnPage, style: 'help' });
  return rows.length === 0 ? [] : [[{ stack: rows, colSpan: 2 }, {}]];
}

function answers(section: ClubReportSection, index: number, photos: ReadonlyMap<number, StoredPhoto>): Content {
  return {
    stack: [
      { text: `${index + 1}. ${section.title}`, style: 'sectionTitle', margin: [0, 12, 0, 4] },
      {
        table: {
          widths: ['*', 170],
          body: section.questions.flatMap((q): TableCell[][] => [
            [
              { text: q.text, fontSize: 9 },
              { text: q.answer, fontSize: 9, bold: true },
            ],
            ...photoCells(q, photos),
          ]),
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The club's answer to a finding, once it gave one: the choice, the text, who and until when. */
function measureText(measure: Measure): string {
  const parts = [MeasureStateLabels[measure.state], measure.text, measure.state === 'PLANNED' ? `${M.who} ${measure.who}` : '', measure.state === 'PLANNED' && measure.until ? `${M.until} ${dateText(measure.until)}` : ''];
  return parts.filter((p) => p !== '').join(' – ');
}

/** One finding: the question, its section, the answer, the share of the points, the tester's remark, the club's answer. */
function finding(f: ClubFinding, index: number): Content {
  const rows: [string, string][] = [
    [MeasureTexts.columns.section, f.sectionTitle],
    [M.answer, f.answer],
    [M.percent, percentText(f.percent)],
    ...(f.comment !== '' ? [[M.comment, f.comment] as [string, string]] : []),
    ...(f.measure.state !== 'OPEN' ? [[M.stateLegend, measureText(f.measure)] as [string, string]] : []),
  ];
  return { stack: [{ text: `${index + 1}. ${f.questionText}`, bold: true, fontSize: 10, margin: [0, 8, 0, 2] }, facts(rows)], unbreakable: true };
}

/** An earlier finding: its bars then and now (like the sections' previous season), what this test found, what the club had said. */
function earlierFinding(f: EarlierFinding, year: number): Content {
  return {
    stack: [
      barRows(`${f.sectionTitle} · ${f.questionText}`, [
        { name: M.then(f.year), percent: f.before, color: PREVIOUS_COLOR },
        { name: M.then(year), percent: f.now, color: COLOR.accent, bold: true },
      ]),
      facts([
        [M.outcome, FindingOutcomeLabels[f.outcome]],
        [M.stateLegend, measureText(f.measure)],
      ]),
    ],
    margin: [0, 4, 0, 0],
    unbreakable: true,
  };
}

/** „Handlungsfelder aus {Jahr}“ (newest first), then „Handlungsfelder“ of this test with where the club answers. */
function measures(report: ClubReport): Content[] {
  const { findings, earlier, thresholdPercent } = report.measures;
  const years = [...new Set(earlier.map((f) => f.year))].sort((a, b) => b - a);
  return [
    ...years.flatMap((year): Content[] => [
      { text: M.earlier(year), style: 'sectionTitle', margin: [0, 12, 0, 2] },
      { text: M.earlierIntro, style: 'help' },
      ...earlier.filter((f) => f.year === year).map((f) => earlierFinding(f, report.year)),
    ]),
    { text: M.heading, style: 'sectionTitle', margin: [0, 12, 0, 2] },
    ...(findings.length === 0
      ? [{ text: M.none, fontSize: 10 } as Content]
      : [{ text: M.intro(thresholdPercent), fontSize: 9.5 } as Content, { text: M.answerOnPage, style: 'help', margin: [0, 2, 0, 0] } as Content, ...findings.map(finding)]),
  ];
}

/** The report as pdfmake's document; `photos` are the shared photos it embeds (by id). */
export function clubReportDocument(report: ClubReport, platformName = DEFAULT_PLATFORM_NAME, photos: ReadonlyMap<number, StoredPhoto> = new Map()): TDocumentDefinitions {
  const title = T.title(report.year);
  const content: Content[] = [
    { text: title, style: 'title' },
    { text: report.clubName, style: 'subtitle', margin: [0, 3, 0, 10] },
    facts([
      ['Golfclub', report.clubName],
      ['Testdatum', dateText(report.date)],
      ['Testart', report.premiumTest ? T.premium : 'Test'],
      [T.total, percentText(report.total)],
    ]),
    barRows(T.total, comparisons(report, report.total, report.averageTotal, report.previousTotal, report.previousTotalIncomparable)),
    { text: report.averageClubs > 0 ? T.averageOf(report.averageClubs) : T.noAverage, style: 'help', margin: [0, 0, 0, 6] },
    ...(report.previousYear !== null && report.previousTotalIncomparable ? [{ text: T.notComparableHint(report.previousYear), style: 'help', margin: [0, 0, 0, 6] } as Content] : []),
    { text: T.sections, style: 'sectionTitle', margin: [0, 8, 0, 2] },
    ...report.sections.map((s, i) => barRows(`${i + 1}. ${s.title}`, comparisons(report, s.percent, s.average, s.previous, s.previousIncomparable))),
    ...measures(report),
    { text: T.answers, style: 'sectionTitle', pageBreak: 'before' },
    ...report.sections.map((s, i) => answers(s, i, photos)),
  ];
  return documentOf(platformName, title, `${report.clubName} · ${title}`, content);
}
