import type { Answers, Question, QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { MIN_CLUBS_FOR_AVERAGE } from '@dtp/contract/season-results';
import { systemClock } from '../clock';
import { Db } from '../db';
import { createSeedState } from '../seed/seed';
import { newTesting, type DomainState, type QuestionnaireRow } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import { associationAverage, averageBeside, previousSeasonBeside, releasedResults, releasedYears, sameVersion, type ReleasedResult } from './season-results';

// The season's results and the association's average (issue 45): released questionnaires only, scored by the one
// owner (questionnaire-score.ts: 'nicht beurteilbar' and unanswered questions left out, premium parts only on premium
// tests), averaged from MIN_CLUBS_FOR_AVERAGE clubs on without the club's own, and kept apart by definition version.

const SCALE = ['1', '2', '3', '4', '5'].map((value, i) => ({ value, label: `Stufe ${value}`, points: i }));
const question = (id: string, fields: Partial<Question> = {}): Question => ({
  id,
  kind: 'scale',
  text: id,
  help: '',
  required: true,
  allowNotApplicable: false,
  weight: 1,
  premiumOnly: false,
  options: SCALE,
  ...fields,
});

/** Page 'a' for every test: a question that allows 'nicht beurteilbar' and an optional one; page 'p' premium only. */
const definition = (version: number): QuestionnaireDefinition => ({
  year: 2023,
  version,
  title: 'Fragebogen 2023',
  sections: [
    { id: 'a', title: 'Anreise', intro: '', premiumOnly: false, questions: [question('a.main', { allowNotApplicable: true }), question('a.optional', { required: false, allowNotApplicable: true })] },
    { id: 'p', title: 'Premium', intro: '', premiumOnly: true, questions: [question('p.main')] },
  ],
});

const V1 = 501;
const V2 = 502;
const WAVE_2023 = 601;
const WAVE_2022 = 602;

interface Tested {
  club: number;
  answers: Answers;
  premium?: boolean;
  definitionId?: number;
  waveId?: number;
  progress?: QuestionnaireRow['progress'];
}

/** A state whose only questionnaires are these, one testing each (ids 1000 + i), clubs by their number. */
function stateWith(tested: readonly Tested[]): DomainState {
  const state = createSeedState({ scale: 1, clock: systemClock });
  state.waves = [
    { id: WAVE_2023, year: 2023, number: 1, start: '2023-04-25', end: '2023-05-12', progress: 'FINISHED' },
    { id: WAVE_2022, year: 2022, number: 2, start: '2022-06-14', end: '2022-07-01', progress: 'FINISHED' },
  ];
  state.questionnaireDefinitions = [
    { id: V1, year: 2023, version: 1, definition: definition(1), createdAt: '2023-01-15T09:00:00.000Z' },
    { id: V2, year: 2023, version: 2, definition: definition(2), createdAt: '2023-05-15T09:00:00.000Z' },
  ];
  state.testings = tested.map((t, i) =>
    newTesting({ id: 1000 + i, panelId: 700 + t.club, clubId: t.club, waveId: t.waveId ?? WAVE_2023, progress: 'DONE', premiumTest: t.premium ?? false }),
  );
  state.questionnaires = tested.map((t, i) => ({
    id: 1000 + i,
    definitionId: t.definitionId ?? V1,
    progress: t.progress ?? 'RELEASED',
    answers: t.answers,
    revision: 1,
    savedAt: null,
    submittedAt: '2023-05-02T18:30:00.000Z',
    releasedAt: t.progress === undefined || t.progress === 'RELEASED' ? '2023-05-03T09:00:00.000Z' : null,
    returnReason: '',
  }));
  return state;
}

async function read<T>(state: DomainState, work: (db: Db) => Promise<T>): Promise<T> {
  return createMemoryStorage(state).transaction('read', async (tx) => work(await Db.open(tx, 'read')));
}

const season = (tested: readonly Tested[], year = 2023) => read(stateWith(tested), (db) => releasedResults(db, year));
const clubs = (results: readonly ReleasedResult[]) => results.map((r) => r.testing.clubId);

// 'a.main': '5' is 100 %, '3' 50 %, '1' 0 %.
const best = { option: '5' };
const middle = { option: '3' };
const worst = { option: '1' };
const notApplicable = { notApplicable: true } as const;

describe('the season’s released results', () => {
  it('hold released questionnaires of the season only, optionally of one club; the seasons with results, latest first', async () => {
    const tested: Tested[] = [
      { club: 1, answers: { 'a.main': best } },
      { club: 2, answers: { 'a.main': best }, progress: 'SUBMITTED' },
      { club: 3, answers: { 'a.main': best }, progress: 'RETURNED' },
      { club: 1, answers: { 'a.main': worst }, waveId: WAVE_2022 },
    ];
    expect(clubs(await season(tested))).toEqual([1]);
    expect((await season(tested, 2022)).map((r) => r.score.total.percent)).toEqual([0]);
    expect(await season(tested, 2021)).toEqual([]);
    const state = stateWith(tested);
    expect(await read(state, (db) => releasedYears(db))).toEqual([2023, 2022]);
    expect(await read(state, (db) => releasedYears(db, 1))).toEqual([2023, 2022]);
    expect(await read(state, (db) => releasedYears(db, 2))).toEqual([]);
    expect(clubs(await read(state, (db) => releasedResults(db, 2023, 2)))).toEqual([]);
  });
});

describe('the association’s average', () => {
  it("leaves out a question answered 'nicht beurteilbar' and an optional one left unanswered", async () => {
    const results = await season([
      // 'a.optional' not applicable: page 'a' is 'a.main' alone, 100 % (not 50 %).
      { club: 1, answers: { 'a.main': best, 'a.optional': notApplicable } },
      // 'a.optional' left out: 50 % (not 25 %).
      { club: 2, answers: { 'a.main': middle } },
      // Both answered: (0 + 100) / 2.
      { club: 3, answers: { 'a.main': worst, 'a.optional': best } },
    ]);
    expect(results.map((r) => r.score.sections.find((s) => s.sectionId === 'a')?.score.percent)).toEqual([100, 50, 50]);
    const average = associationAverage(results);
    expect(average).toEqual({ clubs: 3, total: 66.7, sections: { a: 66.7 } });
  });

  it('counts a premium page only on premium tests', async () => {
    const results = await season([
      // A normal test: its answer on the premium page (sent anyway) counts nowhere.
      { club: 1, answers: { 'a.main': best, 'p.main': best } },
      { club: 2, answers: { 'a.main': best } },
      { club: 3, answers: { 'a.main': best, 'p.main': worst }, premium: true },
    ]);
    expect(results[0]!.score.sections.map((s) => s.sectionId)).toEqual(['a']);
    expect(results[0]!.score.total.percent).toBe(100);
    expect(results[2]!.score.total.percent).toBe(50);
    // 'p' from the premium test alone (0 %, not the mean with the normal test's 100 %); the total is each test's.
    expect(associationAverage(results)).toEqual({ clubs: 3, total: 83.3, sections: { a: 100, p: 0 } });
  });

  it(`is shown from ${MIN_CLUBS_FOR_AVERAGE} clubs on, without the club's own: 2 other clubs give none, 3 give one`, async () => {
    expect(MIN_CLUBS_FOR_AVERAGE).toBe(3);
    const three = await season([
      { club: 1, answers: { 'a.main': worst } },
      { club: 2, answers: { 'a.main': best } },
      // Club 3 tested in two waves: one club that counts, with both questionnaires.
      { club: 3, answers: { 'a.main': middle } },
      { club: 3, answers: { 'a.main': best } },
    ]);
    expect(associationAverage(three)?.clubs).toBe(3);
    expect(associationAverage(three, 1)).toBeNull();
    expect(associationAverage(three.slice(0, 2))).toBeNull();

    const four = await season([...[1, 2, 3].map((club) => ({ club, answers: { 'a.main': best } })), { club: 4, answers: { 'a.main': worst } }]);
    // Without club 4's 0 %: the others' 100 %.
    expect(associationAverage(four, 4)).toEqual({ clubs: 3, total: 100, sections: { a: 100 } });
    expect(averageBeside(four, 4)).toEqual({ clubs: 3, total: 100, sections: { a: 100 } });
    expect(associationAverage(four)).toEqual({ clubs: 4, total: 75, sections: { a: 75 } });
  });

  it('keeps the results of another definition version apart (sameVersion)', async () => {
    const results = await season([
      { club: 1, answers: { 'a.main': best } },
      { club: 2, answers: { 'a.main': best } },
      { club: 3, answers: { 'a.main': best } },
      { club: 4, answers: { 'a.main': middle } },
      // Version 2 of the season's definition.
      { club: 5, answers: { 'a.main': worst }, definitionId: V2 },
      { club: 6, answers: { 'a.main': worst }, definitionId: V2 },
    ]);
    expect(clubs(sameVersion(results, V1))).toEqual([1, 2, 3, 4]);
    expect(clubs(sameVersion(results, V2))).toEqual([5, 6]);
    // Club 4 beside the other clubs of its version: 100 % (version 2's 0 % left out); club 5 has too few beside it.
    expect(associationAverage(sameVersion(results, V1), 4)).toEqual({ clubs: 3, total: 100, sections: { a: 100 } });
    expect(averageBeside(results, 4)).toEqual({ clubs: 3, total: 100, sections: { a: 100 } });
    expect(averageBeside(results, 5)).toBeNull();
    // The season's average over both versions: (3 × 100 + 50 + 0 + 0) / 6.
    expect(associationAverage(results)?.total).toBe(58.3);
  });
});

describe('the previous season beside a season (issue 61, item 3)', () => {
  const V2022 = 503;
  /** 2022's questionnaire: 2023's version 1 with `change` applied. */
  const withLastYear = (tested: readonly Tested[], change: (d: QuestionnaireDefinition) => void = () => {}) => {
    const state = stateWith(tested);
    const definition2022 = { ...definition(1), year: 2022 };
    change(definition2022);
    state.questionnaireDefinitions.push({ id: V2022, year: 2022, version: 1, definition: definition2022, createdAt: '2022-01-15T09:00:00.000Z' });
    return state;
  };
  const tested: Tested[] = [
    ...[1, 2, 3].map((club): Tested => ({ club, answers: { 'a.main': best } })),
    ...[1, 2, 3].map((club): Tested => ({ club, answers: { 'a.main': middle }, waveId: WAVE_2022, definitionId: V2022 })),
  ];
  const previousOf = (state: DomainState) => read(state, async (db) => previousSeasonBeside(db, 2023, await releasedResults(db, 2023)));

  it("gives last season's average, everything comparable when the questionnaire kept its scoring", async () => {
    const previous = await previousOf(withLastYear(tested, (d) => (d.sections[0]!.questions[0]!.text = 'Früherer Wortlaut')));
    expect(previous).toEqual({ year: 2022, average: { clubs: 3, total: 50, sections: { a: 50 } }, incomparable: {}, totalIncomparable: [] });
  });

  it('names the sections whose weights or points changed between the seasons, and the total', async () => {
    const previous = await previousOf(withLastYear(tested, (d) => (d.sections[0]!.questions[0]!.weight = 2)));
    expect(previous).toMatchObject({ year: 2022, incomparable: { a: ['weights'] }, totalIncomparable: ['weights'] });
  });

  it('none without an earlier season with released questionnaires', async () => {
    expect(await previousOf(withLastYear(tested.slice(0, 3)))).toBeNull();
  });
});
