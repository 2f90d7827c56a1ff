import path from 'node:path';
import { rel, ROOT, staticGraph } from './source-graph';

// Issue 56: the season picker ('Saison', `?saison=`) lives in '@dtp/shared-ui/lists' and reads the seasons from
// '@dtp/api-client/back-office'. A tester's pages load neither: shared-ui's core entry does not reach them, and the
// one tester page that has a staff view with the picker ('Tester Feedback Übersicht') loads that view lazily.
const LISTS = 'shared-ui/src/lists.ts';
const BACK_OFFICE = 'api-client/src/back-office.ts';
const filesOf = (file: string) => [...staticGraph(path.join(ROOT, file)).files].map(rel);

describe("the season picker stays out of a tester's downloads", () => {
  it("shared-ui's core entry reaches neither the list toolkit nor the back office's calls", () => {
    const files = filesOf('shared-ui/src/index.ts');
    expect(files).not.toContain(LISTS);
    expect(files).not.toContain(BACK_OFFICE);
  });

  it("mf-feedback's TesterFeedbackPage reaches them only through the staff's lazily loaded overview", () => {
    const page = 'mf-feedback/src/pages/tester-feedback-page.tsx';
    expect(filesOf(page)).not.toContain(LISTS);
    expect(filesOf(page)).not.toContain(BACK_OFFICE);
    const lazy = [...staticGraph(path.join(ROOT, page)).lazy].map(rel);
    expect(lazy).toContain('mf-feedback/src/features/feedback/season-feedback-overview.tsx');
    expect(filesOf('mf-feedback/src/features/feedback/season-feedback-overview.tsx')).toContain(LISTS);
  });
});
