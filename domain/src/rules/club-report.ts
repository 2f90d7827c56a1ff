import type { ClubReport } from '@dtp/contract/club-report';
import { answerText } from '@dtp/contract/questionnaire-review';
import type { Db } from '../db';
import { fileNamePart } from './file-names';
import { questionsOf } from './questionnaire-score';
import { associationAverage, releasedResults, sameVersion } from './season-results';

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
  const answers = (await db.get('questionnaire', testingId))?.answers ?? {};
  const sections = questionsOf(own.definition.definition, testing.premiumTest);
  return {
    clubName: club.name,
    year: wave.year,
    date: testing.date,
    premiumTest: testing.premiumTest,
    total: own.score.total.percent,
    averageClubs: average?.clubs ?? 0,
    averageTotal: average?.total ?? null,
    previousYear: previous ? wave.year - 1 : null,
    previousTotal: previous?.score.total.percent ?? null,
    sections: own.score.sections.map(({ sectionId, title, score }) => ({
      id: sectionId,
      title,
      percent: score.percent,
      average: average?.sections[sectionId] ?? null,
      previous: previousBySection.get(sectionId) ?? null,
      // Photos stay out until CMC can mark which ones the club may see.
      questions: (sections.find((s) => s.id === sectionId)?.questions ?? [])
        .filter((q) => q.kind !== 'photos')
        .map((q) => ({ text: q.text, answer: answerText(q, answers[q.id]) })),
    })),
  };
}

/** The report's PDF file name: Testergebnis-2023-Golfclub-Am-See.pdf. */
export const clubReportFileName = (report: Pick<ClubReport, 'year' | 'clubName'>): string => `Testergebnis-${report.year}-${fileNamePart(report.clubName, 'Club')}.pdf`;
