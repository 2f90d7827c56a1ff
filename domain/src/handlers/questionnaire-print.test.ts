import { ApiError } from '@dtp/api-client';
import { questionnairePrintApi } from '@dtp/api-client/questionnaire';
import { setupDemo } from '../../test-support';
import type { ApiResponse } from '@dtp/contract/api-request';
import type { TokenIdentity } from '@dtp/contract/identity';
import type { Questionnaire, QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { blobBytes } from '../blob-bytes';
import { systemClock } from '../clock';
import { ClubReportTexts, type ClubReport } from '@dtp/contract/club-report';
import { PRINT_UNAVAILABLE_MESSAGE, printSectionsOf, type QuestionnairePrinter } from '../print/questionnaire-printer';
import { questionsOf } from '@dtp/contract/questionnaire-score';
import { createSeedState } from '../seed/seed';
import { seedQuestionnaireDefinition } from '../seed/questionnaire-definitions';
import { createDomainServer } from '../server';
import type { DomainState } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// The print calls (issue 43, item 5): who may call them, what they refuse, how the files are named. The PDF
// itself is the server's (api-server/src/print/questionnaire-pdf.test.ts); here a fake printer records its calls.

const identity = (sub: string, role: 'dtp-tester' | 'dtp-manager' | 'dtp-admin'): TokenIdentity => ({ sub, username: sub, name: sub, email: '', roles: [role] });
const tester = identity(DEMO_ACCOUNT_SUBJECTS.tester, 'dtp-tester');
const manager = identity(DEMO_ACCOUNT_SUBJECTS.manager, 'dtp-manager');
const admin = identity(DEMO_ACCOUNT_SUBJECTS.admin, 'dtp-admin');

const PDF = new TextEncoder().encode('%PDF-1.3 fake');

function fakePrinter() {
  const calls: { definition: [QuestionnaireDefinition, string][]; answered: Questionnaire[]; clubReport: ClubReport[] } = { definition: [], answered: [], clubReport: [] };
  const printer: QuestionnairePrinter = {
    definition: async (def, variant) => {
      calls.definition.push([def, variant]);
      return PDF;
    },
    answered: async (view) => {
      calls.answered.push(view);
      return PDF;
    },
    clubReport: async (report) => {
      calls.clubReport.push(report);
      return PDF;
    },
  };
  return { printer, calls };
}

function setup(withPrinter = true) {
  const state: DomainState = createSeedState({ scale: 1, clock: systemClock });
  const fake = fakePrinter();
  const server = createDomainServer({ storage: createMemoryStorage(state), printer: withPrinter ? fake.printer : undefined });
  const get = (me: TokenIdentity, path: string): Promise<ApiResponse> => server.handleAs(me, { method: 'GET', path, token: null });
  return { state, server, get, calls: fake.calls };
}

/** A testing whose questionnaire the seed has released, with its club's name. */
function released(state: DomainState) {
  const row = state.questionnaires.find((q) => q.progress === 'RELEASED');
  const testing = state.testings.find((t) => t.id === row?.id);
  if (!row || !testing) throw new Error('the seed has no released questionnaire');
  return { row, testing, club: state.clubs.find((c) => c.id === testing.clubId)! };
}

const fileOf = (answer: ApiResponse): File => {
  expect(answer.status).toBe(200);
  expect(answer.data).toBeInstanceOf(File);
  return answer.data as File;
};

describe('the blank print questionnaires', () => {
  it.each([
    ['questionnaire', 'Fragebogen-2025.pdf'],
    ['premium', 'Premium-Fragebogen-2025.pdf'],
    ['premiumOnly', 'Premium-Fragen-2025.pdf'],
  ])('%s: for testers too, a PDF named %s', async (variant, name) => {
    const { get, calls } = setup();
    const file = fileOf(await get(tester, `/questionnaire/print/2025/${variant}`));
    expect(file.name).toBe(name);
    expect(file.type).toBe('application/pdf');
    expect(await blobBytes(file)).toEqual(PDF);
    // The whole definition of the year goes to the printer, with the variant.
    expect(calls.definition).toHaveLength(1);
    expect(calls.definition[0]![0]).toMatchObject({ year: 2025, version: 1, title: 'Fragebogen 2025' });
    expect(calls.definition[0]![0].sections).toHaveLength(seedQuestionnaireDefinition(2025).sections.length);
    expect(calls.definition[0]![1]).toBe(variant);
  });

  it("prints the newest version of the year's definition", async () => {
    const { state, get, calls } = setup();
    const first = state.questionnaireDefinitions.find((d) => d.year === 2025)!;
    const changed = { ...seedQuestionnaireDefinition(2025), title: 'Fragebogen 2025 (überarbeitet)' };
    state.questionnaireDefinitions.push({ ...first, id: first.id + 1000, version: 2, definition: { ...changed, version: 2 } });
    fileOf(await get(manager, '/questionnaire/print/2025/questionnaire'));
    expect(calls.definition[0]![0]).toMatchObject({ version: 2, title: 'Fragebogen 2025 (überarbeitet)' });
  });

  it('refuses another variant (400) and a year without a definition (404)', async () => {
    const { get, calls } = setup();
    const unknown = await get(admin, '/questionnaire/print/2025/bunt');
    expect(unknown).toMatchObject({ status: 400, data: { message: expect.stringContaining('„bunt“') } });
    expect((await get(admin, '/questionnaire/print/zwei/premium')).status).toBe(400);
    expect(await get(admin, '/questionnaire/print/1999/premium')).toMatchObject({ status: 404, data: { message: 'Der Fragebogen 1999 wurde nicht gefunden.' } });
    expect(calls.definition).toEqual([]);
  });

  it('without a printer (the demo): 404, saying so', async () => {
    const { get } = setup(false);
    expect(await get(tester, '/questionnaire/print/2025/questionnaire')).toEqual(
      expect.objectContaining({ status: 404, data: { message: PRINT_UNAVAILABLE_MESSAGE } }),
    );
  });
});

describe('the variants hold', () => {
  const def = seedQuestionnaireDefinition(2025);
  const titles = (variant: 'questionnaire' | 'premium' | 'premiumOnly') => printSectionsOf(def, variant).map((s) => s.title);

  it("the questionnaire: what a normal test sees; premium: everything", () => {
    expect(printSectionsOf(def, 'questionnaire')).toEqual(questionsOf(def, false));
    expect(titles('premium')).toEqual(def.sections.map((s) => s.title));
  });

  it('premium questions: the premium sections whole, and only the premium questions of the others', () => {
    const sections = printSectionsOf(def, 'premiumOnly');
    expect(sections.filter((s) => s.premiumOnly).map((s) => s.id)).toEqual(def.sections.filter((s) => s.premiumOnly).map((s) => s.id));
    for (const section of sections.filter((s) => !s.premiumOnly)) expect(section.questions.every((q) => q.premiumOnly)).toBe(true);
    expect(titles('premiumOnly')).not.toContain('Proshop');
  });
});

describe('an answered questionnaire as PDF', () => {
  it('is for staff: a tester gets 403, even for their own', async () => {
    const { state, get, calls } = setup();
    const { testing } = released(state);
    expect((await get(identity(testing.userId!, 'dtp-tester'), `/questionnaire/${testing.id}/pdf`)).status).toBe(403);
    expect((await get(tester, `/questionnaire/${testing.id}/pdf`)).status).toBe(403);
    expect(calls.answered).toEqual([]);
  });

  it('is named Fragebogen-<club>-<date>.pdf and carries the answers, the scores and the total', async () => {
    const { state, get, calls } = setup();
    const { row, testing, club } = released(state);
    const file = fileOf(await get(manager, `/questionnaire/${testing.id}/pdf`));
    expect(file.name).toMatch(/^Fragebogen-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.name).toContain(testing.date!);
    const view = calls.answered[0]!;
    expect(view).toMatchObject({ testingId: testing.id, clubName: club.name, progress: 'RELEASED', answers: row.answers, editable: false });
    expect(view.score.total.percent).not.toBeNull();
    expect(view.score.sections.length).toBe(view.definition.sections.length);
  });

  it('spells the club out in letters and digits', async () => {
    const { state, get } = setup();
    const { testing, club } = released(state);
    club.name = 'Golfclub Würmtal e.V.';
    const file = fileOf(await get(admin, `/questionnaire/${testing.id}/pdf`));
    expect(file.name).toBe(`Fragebogen-Golfclub-Wuermtal-e-V-${testing.date}.pdf`);
  });

  it('404 for a questionnaire not submitted, an unknown testing, and without a printer; 400 for a bad id', async () => {
    const { state, get } = setup();
    const open = state.testings.find((t) => t.userId !== null && !state.questionnaires.some((q) => q.id === t.id))!;
    expect((await get(manager, `/questionnaire/${open.id}/pdf`)).status).toBe(404);
    const row = released(state).row;
    row.progress = 'OPEN';
    expect((await get(manager, `/questionnaire/${row.id}/pdf`)).status).toBe(404);
    expect((await get(manager, '/questionnaire/999999/pdf')).status).toBe(404);
    expect((await get(manager, '/questionnaire/abc/pdf')).status).toBe(400);
    const bare = setup(false);
    expect(await bare.get(manager, `/questionnaire/${released(bare.state).testing.id}/pdf`)).toMatchObject({ status: 404, data: { message: PRINT_UNAVAILABLE_MESSAGE } });
  });
});

describe("the club's report as PDF (issue 45)", () => {
  it('is the released questionnaire\'s report, as the club got it, for staff; 404 before the release', async () => {
    const { state, get, calls } = setup();
    const { row, testing, club } = released(state);
    const file = fileOf(await get(manager, `/questionnaire/${testing.id}/report/pdf`));
    expect(file.name).toMatch(/^Testergebnis-\d{4}-[A-Za-z0-9-]+\.pdf$/);
    expect(calls.clubReport[0]).toMatchObject({ clubName: club.name });
    expect((await get(identity(testing.userId!, 'dtp-tester'), `/questionnaire/${testing.id}/report/pdf`)).status).toBe(403);
    row.progress = 'SUBMITTED';
    expect(await get(admin, `/questionnaire/${testing.id}/report/pdf`)).toMatchObject({ status: 404, data: { message: ClubReportTexts.notReleased } });
    expect(calls.clubReport).toHaveLength(1);
  });
});

describe('rendering', () => {
  it('happens after the request\'s transaction, which would hold up every other request on PGlite', async () => {
    const state: DomainState = createSeedState({ scale: 1, clock: systemClock });
    const storage = createMemoryStorage(state);
    let open = 0;
    const counted: typeof storage = { ...storage, transaction: (mode, work) => storage.transaction(mode, async (tx) => {
      open++;
      try {
        return await work(tx);
      } finally {
        open--;
      }
    }) };
    const openWhileRendering: number[] = [];
    const printer: QuestionnairePrinter = {
      definition: async () => (openWhileRendering.push(open), PDF),
      answered: async () => (openWhileRendering.push(open), PDF),
      clubReport: async () => (openWhileRendering.push(open), PDF),
    };
    const server = createDomainServer({ storage: counted, printer });
    const get = (path: string) => server.handleAs(manager, { method: 'GET', path, token: null });
    fileOf(await get('/questionnaire/print/2025/premium'));
    fileOf(await get(`/questionnaire/${released(state).testing.id}/pdf`));
    fileOf(await get(`/questionnaire/${released(state).testing.id}/report/pdf`));
    expect(openWhileRendering).toEqual([0, 0, 0]);
  });
});

describe('the client (questionnairePrintApi) against the demo, which has no printer', () => {
  it('gets 404 with the German message', async () => {
    setupDemo('tester');
    const error = await questionnairePrintApi.definition(2025, 'questionnaire').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: PRINT_UNAVAILABLE_MESSAGE });
  });
});
