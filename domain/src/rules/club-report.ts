import { CLUB_REPORT_PDF_PHOTO_BYTES, type ClubReport } from '@dtp/contract/club-report';
import { answerText } from '@dtp/contract/questionnaire-review';
import type { Db } from '../db';
import type { StoredPhoto } from '../print/questionnaire-printer';
import type { AttachmentRow } from '../state';
import { fileNamePart } from './file-names';
import { questionsOf } from '@dtp/contract/questionnaire-score';
import { shownQuestionIds } from '@dtp/contract/questionnaire-conditions';
import type { IncomparableReason } from '@dtp/contract/questionnaire-changes';
import { clubFindingsOf, measureSettingsOf } from './club-measures';
import { associationAverage, incomparableBetween, releasedResults, sameVersion } from './season-results';

// The club's report (issue 45, item 1), from its released questionnaire: the total and every section in percent,
// each question's answer, the association's average of the same definition version (only when at least three other
// clubs count: season-results.ts) and the club's previous season. Nothing of the tester: not the name, not the contact.

/** The report of a testing's released questionnaire; null while it is not released. */
export async function clubReportOf(db: Db, testingId: number): Promise<ClubReport | null> {
  const testing = await db.testing(testingId);
  if (!testing) return null;
  const wave = await db.wave(testing.waveId);
  const club = await db.club(testing.clubId);
  if (!wave || !club) return null;
  const season = await releasedResults(db, wave.year);
  const own = season.find((r) => r.testing.id === testingId);
  if (!own) return null;
  const average = associationAverage(sameVersion(season, own.definition.id), club.id);
  const previous = (await releasedResults(db, wave.year - 1, club.id)).sort((a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? ''))[0];
  const previousBySection = new Map(previous?.score.sections.map((s) => [s.sectionId, s.score.percent]) ?? []);
  const incomparable = previous ? incomparableBetween(previous, own) : { sections: new Map<string, IncomparableReason[]>(), total: [] };
  const answers = (await db.get('questionnaire', testingId))?.answers ?? {};
  const sections = questionsOf(own.definition.definition, testing.premiumTest);
  const shown = shownQuestionIds(sections, answers);
  const shared = await sharedPhotosOf(db, testingId);
  const findings = await clubFindingsOf(db, testingId);
  // The threshold the release applied (a later change in the administration does not rewrite what the club was told).
  const thresholdPercent = (await db.find('finding', { testingId })).find((f) => f.thresholdPercent !== undefined)?.thresholdPercent ?? measureSettingsOf(db.settings).thresholdPercent;
  const measures = { thresholdPercent, ...findings };
  return {
    measures,
    clubName: club.name,
    year: wave.year,
    date: testing.date,
    premiumTest: testing.premiumTest,
    total: own.score.total.percent,
    averageClubs: average?.clubs ?? 0,
    averageTotal: average?.total ?? null,
    previousYear: previous ? wave.year - 1 : null,
    previousTotal: previous?.score.total.percent ?? null,
    ...(incomparable.total.length > 0 ? { previousTotalIncomparable: incomparable.total } : {}),
    sections: own.score.sections.map(({ sectionId, title, score }) => ({
      id: sectionId,
      title,
      percent: score.percent,
      average: average?.sections[sectionId] ?? null,
      previous: previousBySection.get(sectionId) ?? null,
      ...(incomparable.sections.has(sectionId) ? { previousIncomparable: incomparable.sections.get(sectionId) } : {}),
      // A photos question only with the photos CMC marked for the club, and only those.
      // A question the answers hid was not asked: the club does not see it (issue 61).
      questions: (sections.find((s) => s.id === sectionId)?.questions ?? []).filter((q) => shown.has(q.id)).flatMap((q) => {
        if (q.kind !== 'photos') return [{ text: q.text, answer: answerText(q, answers[q.id]) }];
        const photos = shared.filter((p) => p.questionId === q.id).map((p) => p.id);
        return photos.length === 0 ? [] : [{ text: q.text, answer: answerText(q, { photoIds: photos }), photos }];
      }),
    })),
  };
}

/** The photos of a testing CMC marked for the club, in the order taken. */
async function sharedPhotosOf(db: Db, testingId: number): Promise<AttachmentRow[]> {
  return (await db.find('attachment', { testingId })).filter((a) => a.questionId !== undefined && !a.deleted && a.shareable === true).sort((a, b) => a.id - b.id);
}

/**
 * A photo of a released report, for the club's page: only one CMC marked for the club, of the link's own testing
 * (a guessed id of another club's photo is not found).
 */
export async function clubReportPhoto(db: Db, testingId: number, photoId: number): Promise<StoredPhoto | null> {
  if ((await db.get('questionnaire', testingId))?.progress !== 'RELEASED') return null;
  const photo = (await sharedPhotosOf(db, testingId)).find((p) => p.id === photoId);
  const content = photo ? await db.file(photo.id) : null;
  return photo && content ? { contentType: photo.contentType, content } : null;
}

/**
 * The shared photos' bytes for the report's PDF, in the report's order, up to {@link CLUB_REPORT_PDF_PHOTO_BYTES}
 * in all (a mail stays below common size limits; the page shows the rest). Photos without stored bytes (the demo) are left out.
 */
export async function clubReportPdfPhotos(db: Db, report: ClubReport): Promise<ReadonlyMap<number, StoredPhoto>> {
  const photos = new Map<number, StoredPhoto>();
  let bytes = 0;
  for (const id of report.sections.flatMap((s) => s.questions.flatMap((q) => q.photos ?? []))) {
    const photo = await db.get('attachment', id);
    const content = photo ? await db.file(id) : null;
    if (!photo || !content || bytes + content.byteLength > CLUB_REPORT_PDF_PHOTO_BYTES) continue;
    bytes += content.byteLength;
    photos.set(id, { contentType: photo.contentType, content });
  }
  return photos;
}

/** The report's PDF file name: Testergebnis-2023-Golfclub-Am-See.pdf. */
export const clubReportFileName = (report: Pick<ClubReport, 'year' | 'clubName'>): string => `Testergebnis-${report.year}-${fileNamePart(report.clubName, 'Club')}.pdf`;
