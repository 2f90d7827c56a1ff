import { measuresCalls } from '@dtp/contract/calls/back-office';
import {
  ClubMeasureTexts as T,
  FindingAddInputSchema,
  MEASURE_TEXT_MAX,
  MEASURE_WHO_MAX,
  MeasurePlanCloseInputSchema,
  MeasureStates,
  MeasureTexts, type ClubMeasures, type Finding, type Measure, type MeasureFormValues, type MeasureState,
} from '@dtp/contract/club-measures';
import { isoDayOfGermanDate } from '@dtp/contract/german-formats';
import { QUESTIONNAIRE_PHOTO_LONG_EDGE, QUESTIONNAIRE_PHOTO_MAX_BYTES } from '@dtp/contract/questionnaire';
import { ISO_DATE } from '@dtp/contract/wire-format';
import type { Clock } from '../clock';
import { parseBody, type Ctx } from '../context';
import type { Db } from '../db';
import { HttpError, notFound } from '../http';
import type { ImageNormalizer } from '../images/image-normalizer';
import type { Router } from '../router';
import { openClubLink } from '../rules/club-links';
import { addFinding, answerFinding, closePlan, dropFinding, findingSubject, findingView, measureSettingsOf, todayOf, type AddRefusal } from '../rules/club-measures';
import { sniffReceiptType } from '../rules/receipt-type';
import { storedFile } from '../rules/stored-files';
import type { FindingRow } from '../state';
import { historyEntryView } from './history';

// 'Maßnahmen' (issue 62): CMC's calls (staff only: the call table; a tester gets 403 on each) and the club's answers
// from its report page (`saveClubMeasures`, opened by the report link's token). The rules are rules/club-measures.ts.

async function viewsOf(db: Db, clock: Clock, findings: readonly FindingRow[]): Promise<Finding[]> {
  await db.preloadClubs(findings.map((f) => f.clubId));
  const today = todayOf(clock);
  const views: Finding[] = [];
  for (const f of findings) views.push(findingView(f, (await db.club(f.clubId))?.name ?? '', today));
  return views;
}

/** Newest season first, then in the order the release made them. */
const bySeason = (a: FindingRow, b: FindingRow): number => b.year - a.year || a.id - b.id;

async function list(ctx: Ctx): Promise<Finding[]> {
  const findings = (await ctx.db.find('finding')).filter((f) => f.droppedAt === null).sort(bySeason);
  return viewsOf(ctx.db, ctx.clock, findings);
}

async function ofClub(ctx: Ctx, clubId: number): Promise<ClubMeasures> {
  await ctx.db.clubOr404(clubId);
  const findings = (await ctx.db.find('finding', { clubId })).filter((f) => f.droppedAt === null).sort(bySeason);
  const views = await viewsOf(ctx.db, ctx.clock, findings);
  const history = await Promise.all(findings.map(async (f) => (await ctx.db.find('history', { subject: findingSubject(f.id) })).sort((a, b) => b.id - a.id).map(historyEntryView)));
  return { findings: views.map((view, i) => ({ ...view, history: history[i]! })), thresholdPercent: measureSettingsOf(ctx.db.settings).thresholdPercent };
}

/** The findings of one testing (not dropped), in the order the release made them: the review's buttons per question. */
async function ofTesting(ctx: Ctx, testingId: number): Promise<Finding[]> {
  await ctx.db.testingOr404(testingId);
  const findings = (await ctx.db.find('finding', { testingId })).filter((f) => f.droppedAt === null).sort(bySeason);
  return viewsOf(ctx.db, ctx.clock, findings);
}

/** A finding's evidence photo for staff (the card 'Maßnahmen'); the in-browser demo, which keeps no files across reloads, draws a placeholder. */
async function photo(ctx: Ctx, id: number): Promise<Blob> {
  const row = await ctx.db.get('attachment', id);
  if (!row || row.deleted || row.findingId === undefined) throw notFound('Das Foto');
  return storedFile(ctx.db, row, { title: 'Nachweis', width: 640, height: 480 });
}

const REFUSALS: Record<AddRefusal, HttpError> = {
  notReleased: new HttpError(409, MeasureTexts.notReleased),
  notScored: new HttpError(400, MeasureTexts.notScored),
  already: new HttpError(409, MeasureTexts.already),
  closed: new HttpError(409, MeasureTexts.closedNoChange),
};

async function add(ctx: Ctx): Promise<Finding> {
  const { testingId, questionId } = parseBody(ctx, FindingAddInputSchema);
  await ctx.db.testingOr404(testingId);
  const added = await addFinding(ctx.db, testingId, questionId);
  if (typeof added === 'string') throw REFUSALS[added];
  return (await viewsOf(ctx.db, ctx.clock, [added]))[0]!;
}

async function findingOr404(db: Db, id: number): Promise<FindingRow> {
  const finding = await db.get('finding', id);
  if (!finding || finding.droppedAt !== null) throw notFound('Das Handlungsfeld');
  return finding;
}

async function drop(ctx: Ctx, id: number): Promise<Finding> {
  const finding = await findingOr404(ctx.db, id);
  if (!(await dropFinding(ctx.db, ctx.clock, finding))) throw new HttpError(409, MeasureTexts.closedNoChange);
  return (await viewsOf(ctx.db, ctx.clock, [finding]))[0]!;
}

async function close(ctx: Ctx): Promise<ClubMeasures> {
  const { clubId, year, closed } = parseBody(ctx, MeasurePlanCloseInputSchema);
  await ctx.db.clubOr404(clubId);
  await closePlan(ctx.db, ctx.clock, clubId, year, closed);
  return ofClub(ctx, clubId);
}

export function registerClubMeasures(router: Router<Ctx>): void {
  router
    .on(measuresCalls.list, list)
    .on(measuresCalls.ofClub, (ctx, p) => ofClub(ctx, p.clubId))
    .on(measuresCalls.ofTesting, (ctx, p) => ofTesting(ctx, p.testingId))
    .on(measuresCalls.photo, (ctx, p) => photo(ctx, p.id))
    .on(measuresCalls.add, add)
    .on(measuresCalls.drop, (ctx, p) => drop(ctx, p.id))
    .on(measuresCalls.closePlan, close);
}

// ── The club's answers, from its report page ──

const textOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : '');

/** What the page's form sent for a finding (`state-7`, `text-7`, `who-7`, `until-7`). */
export function measureFormValues(form: Readonly<Record<string, unknown>>, findingId: number): MeasureFormValues {
  return { state: textOf(form[`state-${findingId}`]), text: textOf(form[`text-${findingId}`]), who: textOf(form[`who-${findingId}`]), until: textOf(form[`until-${findingId}`]) };
}

/** The typed day as ISO: the date field's 'YYYY-MM-DD' or a German 'TT.MM.JJJJ'; null when neither. */
const isoDayOf = (text: string): string | null => (ISO_DATE.test(text) ? (isoDayOfGermanDate(`${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)}`) ? text : null) : isoDayOfGermanDate(text));

/**
 * The checked measure of one finding, or its field errors (keyed `{field}-{id}`). A date already stored may stay
 * as it is after it passed; a new or changed one may not lie in the past.
 */
export function checkMeasure(finding: FindingRow, values: MeasureFormValues, today: string): { measure: Omit<Measure, 'at'> | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const key = (field: string) => `${field}-${finding.id}`;
  if (values.state === '' || values.state === 'OPEN') return { measure: finding.measure.state === 'OPEN' ? null : { ...finding.measure }, errors };
  if (!(MeasureStates as readonly string[]).includes(values.state)) return { measure: null, errors: { [key('state')]: T.errors.state } };
  const state = values.state as Exclude<MeasureState, 'OPEN'>;
  if (values.text === '') errors[key('text')] = state === 'NOT_APPLICABLE' ? T.errors.whyMissing : T.errors.textMissing;
  else if (values.text.length > MEASURE_TEXT_MAX) errors[key('text')] = T.errors.textTooLong;
  let until: string | null = null;
  if (state === 'PLANNED') {
    if (values.who === '') errors[key('who')] = T.errors.whoMissing;
    else if (values.who.length > MEASURE_WHO_MAX) errors[key('who')] = T.errors.whoTooLong;
    until = values.until === '' ? null : isoDayOf(values.until);
    if (values.until === '') errors[key('until')] = T.errors.untilMissing;
    else if (until === null) errors[key('until')] = T.errors.untilInvalid;
    else if (until < today && until !== finding.measure.until) errors[key('until')] = T.errors.untilPast;
  }
  if (Object.keys(errors).length > 0) return { measure: null, errors };
  return {
    measure: {
      state,
      text: values.text,
      who: state === 'PLANNED' ? values.who : '',
      until,
      // A done measure keeps its photo; another state has none (its file goes: saveClubMeasures).
      photoId: state === 'DONE' ? finding.measure.photoId : null,
    },
    errors,
  };
}

/** What the page shows after a save: saved, or the errors with what the club typed. */
export type ClubMeasuresSaved = { saved: true } | { saved: false; errors: Record<string, string>; values: Record<number, MeasureFormValues> } | { saved: false; closed: true };

/**
 * Saves the club's answers from its report page: every finding of the link's testing whose fields were sent, and a
 * photo as evidence of a done one (`photos` by finding id; re-encoded like the questionnaire's photos). All or
 * nothing: one error keeps everything as typed and saves nothing. Null for a link no longer valid.
 */
export async function saveClubMeasures(
  db: Db,
  clock: Clock,
  images: ImageNormalizer,
  token: string,
  form: Readonly<Record<string, unknown>>,
  photos: ReadonlyMap<number, Uint8Array>,
): Promise<ClubMeasuresSaved | null> {
  const link = await openClubLink(db, clock, 'report', token);
  if (!link) return null;
  const findings = (await db.find('finding', { testingId: link.testingId })).filter((f) => f.droppedAt === null);
  if (findings.some((f) => f.closedAt !== null)) return { saved: false, closed: true };
  const today = todayOf(clock);
  const errors: Record<string, string> = {};
  const values: Record<number, MeasureFormValues> = {};
  const checked = new Map<number, Omit<Measure, 'at'>>();
  const evidence = new Map<number, { content: Uint8Array; contentType: string }>();
  for (const finding of findings) {
    const sent = measureFormValues(form, finding.id);
    values[finding.id] = sent;
    const result = checkMeasure(finding, sent, today);
    Object.assign(errors, result.errors);
    if (result.measure) checked.set(finding.id, result.measure);
    const photo = photos.get(finding.id);
    if (!photo || photo.byteLength === 0) continue;
    const type = sniffReceiptType(photo);
    if (photo.byteLength > QUESTIONNAIRE_PHOTO_MAX_BYTES || (type !== 'image/jpeg' && type !== 'image/png')) {
      errors[`photo-${finding.id}`] = T.errors.photo;
      continue;
    }
    const image = await images.normalize(photo, QUESTIONNAIRE_PHOTO_LONG_EDGE);
    if ('problem' in image) errors[`photo-${finding.id}`] = image.problem;
    else if (sent.state !== 'DONE') errors[`photo-${finding.id}`] = T.errors.photoNotDone;
    else evidence.set(finding.id, image);
  }
  if (Object.keys(errors).length > 0) return { saved: false, errors, values };
  for (const finding of findings) {
    const measure = checked.get(finding.id);
    if (!measure) continue;
    const image = evidence.get(finding.id);
    const before = finding.measure.photoId;
    if (image) {
      const id = await db.nextId();
      await db.add('attachment', { id, testingId: finding.testingId, findingId: finding.id, fileName: `nachweis-${id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`, contentType: image.contentType, size: image.content.byteLength, deleted: false });
      await db.putFile(id, image.content);
      measure.photoId = id;
    }
    // A photo replaced, or a measure no longer done: the old evidence goes with its bytes.
    if (before !== null && before !== measure.photoId) await removeMeasurePhoto(db, before);
    await answerFinding(db, clock, finding, measure);
  }
  return { saved: true };
}

async function removeMeasurePhoto(db: Db, id: number): Promise<void> {
  const row = await db.get('attachment', id);
  if (!row || row.findingId === undefined) return;
  await db.removeFile(id);
  await db.remove('attachment', row);
}

/** An evidence photo of the link's testing's findings; null for any other id. */
export async function measurePhotoOf(db: Db, testingId: number, photoId: number): Promise<{ contentType: string; content: Uint8Array } | null> {
  const row = await db.get('attachment', photoId);
  if (!row || row.deleted || row.findingId === undefined || row.testingId !== testingId) return null;
  const content = await db.file(photoId);
  return content ? { contentType: row.contentType, content } : null;
}
