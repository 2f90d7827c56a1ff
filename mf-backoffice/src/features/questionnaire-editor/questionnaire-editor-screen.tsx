import { ApiError, pathOf, usePermissions } from '@dtp/api-client';
import { questionnaireDefinitionCalls } from '@dtp/api-client/questionnaire';
import { EmptyState, PageHeading, paths, Stack, useCall } from '@dtp/shared-ui';
import { EditorBody } from './editor-body';
import { editorTexts as t } from './editor-texts';

/**
 * 'Fragebogen bearbeiten' (issue 61, items 1 and 5): a season's questionnaire, its pages and questions, checked as
 * the admin types by the import's own checker and saved as the import saves (a version in use stays; the save
 * becomes the next). Managers read it. Reached from 'Fragebögen je Saison' (Administration) and from each season.
 */
export function QuestionnaireEditorScreen({ year }: { year: number }) {
  const { isAdmin } = usePermissions();
  const listed = useCall(questionnaireDefinitionCalls.list, []);
  const exported = useCall(questionnaireDefinitionCalls.export, [year], { expectedStatuses: [404] });
  const summary = listed.data?.definitions.find((d) => d.year === year);
  const missing = exported.error instanceof ApiError && exported.error.status === 404;
  return (
    <Stack gap="4" maxW="6xl" w="full" minW="0">
      <PageHeading title={isAdmin ? t.heading(year) : t.headingReadOnly(year)} backTo={isAdmin ? paths.admin() : pathOf('seasons')} backLabel={t.back} />
      {missing ? <EmptyState title={t.none(year)} /> : null}
      {exported.data ? <EditorBody key={`${year}`} loaded={exported.data} summary={summary} readOnly={!isAdmin} /> : null}
    </Stack>
  );
}
