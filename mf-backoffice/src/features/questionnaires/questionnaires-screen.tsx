import {
  questionnaireReviewCalls,
  QuestionnaireReviewProgresses,
  QuestionnaireReviewProgressLabels,
  type QuestionnaireReviewEntry,
} from '@dtp/api-client/back-office';
import { labelOptions, paths, useCall, useHere, useNavigate } from '@dtp/shared-ui';
import { formatDateTime, ListScreen, ListSearch, ListSelect, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { filterQuestionnaires, questionnaireFilterNames } from './questionnaires-filter';
import { questionnairesTexts as t, scoreText } from './questionnaires-texts';

type Row = QuestionnaireReviewEntry;

const statusOptions = labelOptions(QuestionnaireReviewProgresses, QuestionnaireReviewProgressLabels);
const time = (value: string | null) => (value ? new Date(value).getTime() : null);

/** Saison, Welle, Club, Tester, Premium, Abgegeben, Ergebnis, Status: the table and the export alike. */
const columns: ListColumn<Row>[] = [
  { key: 'season', header: t.season, sortValue: (e) => e.year, value: (e) => e.year, kind: 'integer' },
  { key: 'wave', header: t.wave, sortValue: (e) => e.wave, value: (e) => e.wave, kind: 'integer' },
  { key: 'club', header: t.club, sortValue: (e) => e.clubName.toLowerCase(), value: (e) => e.clubName },
  { key: 'tester', header: t.tester, sortValue: (e) => e.testerName.toLowerCase(), value: (e) => e.testerName },
  { key: 'premium', header: t.premium, sortValue: (e) => (e.premiumTest ? 1 : 0), value: (e) => (e.premiumTest ? t.premiumYes : '') },
  { key: 'submittedAt', header: t.submittedAt, noWrap: true, sortValue: (e) => time(e.submittedAt), value: (e) => formatDateTime(e.submittedAt) },
  { key: 'score', header: t.score, noWrap: true, sortValue: (e) => e.scorePercent, value: (e) => scoreText(e.scorePercent) },
  { key: 'status', header: t.status, sortValue: (e) => QuestionnaireReviewProgresses.indexOf(e.progress), value: (e) => e.progressLabel },
];

/**
 * 'Fragebögen freigeben' (issue 43, item 4): every submitted, returned and released questionnaire, those waiting
 * for review first; filtered by season, wave, state, test kind and search in the URL (the sidebar's 'Premium-Fragebogen
 * freigeben' opens it with `premium=true`). A row opens the questionnaire's review and comes back here.
 */
export function QuestionnairesScreen() {
  const list = useListState(questionnaireFilterNames);
  const questionnaires = useCall(questionnaireReviewCalls.list, []);
  const navigate = useNavigate();
  const backTo = useHere();
  const data = questionnaires.data;
  const rows = useMemo(() => filterQuestionnaires(data ?? [], list.filters), [data, list.filters]);
  const seasonOptions = useMemo(
    () => [...new Set((data ?? []).map((e) => e.year))].sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) })),
    [data],
  );
  const waveOptions = useMemo(
    () => [...new Set((data ?? []).map((e) => e.wave))].sort((a, b) => a - b).map((wave) => ({ value: String(wave), label: String(wave) })),
    [data],
  );

  return (
    <ListScreen
      texts={t}
      list={list}
      filters={
        <>
          <ListSelect list={list} name="season" label={t.seasonFilter} options={seasonOptions} />
          <ListSelect list={list} name="wave" label={t.waveFilter} options={waveOptions} />
          <ListSelect list={list} name="status" label={t.statusFilter} options={statusOptions} />
          <ListSelect list={list} name="premium" label={t.premiumFilter} options={t.premiumOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      columns={columns}
      rows={data ? rows : undefined}
      rowKey={(e) => e.testingId}
      onRowClick={(e) => navigate(paths.showQuestionnaireReview(e.testingId, backTo))}
      rowLabel={(e) => t.rowLabel(e.clubName, e.testerName)}
    />
  );
}
