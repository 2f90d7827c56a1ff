import {
  hasChanges,
  questionnaireChanges,
  QuestionnaireChangeTexts as C,
  questionnaireDefinitionCalls,
  type QuestionnaireChanges,
  type QuestionnaireDefinition,
} from '@dtp/api-client/questionnaire';
import { Box, Heading, List, Notice, SectionCard, Stack, Text, useCall } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { definitionChangesTexts as t } from './definition-changes-texts';

// 'Was sich geändert hat' in the questionnaire editor (issue 61, item 3): the saved changes of the year's newest
// version against its previous version and against last season's questionnaire (the server's answer), and the
// editor's unsaved draft against the newest saved version, computed here with the contract's questionnaireChanges.
// A change of a weight or of option points says that the page's score is no longer comparable.

/** The changes of one comparison: the pages whose score no longer compares first, then the questions. */
function ChangeList({ heading, changes, against }: { heading: string; changes: QuestionnaireChanges; against: string }) {
  const incomparable = changes.sections.filter((s) => s.status === 'kept' && !s.comparable);
  const pages = changes.sections.flatMap((s) => {
    if (s.status === 'added') return [t.page(s.title, C.sectionAdded)];
    if (s.status === 'removed') return [t.page(s.title, C.sectionRemoved)];
    return s.pageChanged ? [t.page(s.title, C.pageChanged)] : [];
  });
  return (
    <Box as="section" aria-label={heading}>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {heading}
        </Heading>
        {!hasChanges(changes) ? <Text>{t.none}</Text> : null}
        {incomparable.length > 0 ? (
          <Notice status="warning">
            {incomparable.map((s) => (
              <Text key={s.id}>{C.sectionNotComparable(s.title, s.reasons, against)}</Text>
            ))}
          </Notice>
        ) : null}
        <Group title={t.pages} items={pages} />
        <Group
          title={t.added(changes.added.length)}
          items={changes.added.map((q) => `${t.question(q.text, q.sectionTitle)}${q.scores ? '' : ` – ${t.noScore}`}`)}
        />
        <Group
          title={t.removed(changes.removed.length)}
          items={changes.removed.map((q) => `${t.question(q.text, q.sectionTitle)}${q.scores ? '' : ` – ${t.noScore}`}`)}
        />
        <Group title={t.changed(changes.changed.length)} items={changes.changed.map((q) => `${t.question(q.text, q.sectionTitle)}: ${q.details.join('; ')}`)} />
      </Stack>
    </Box>
  );
}

function Group({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontWeight="semibold">{title}</Text>
      <List.Root ps="5" aria-label={title}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * The editor's list of changes. `definition` is the editor's draft (or the saved definition): where it differs from
 * the newest saved version, its changes come first.
 */
export function DefinitionChanges({ year, definition }: { year: number; definition: QuestionnaireDefinition }) {
  // A year without a saved questionnaire answers 404 to both: the draft is all new.
  const saved = useCall(questionnaireDefinitionCalls.changes, [year], { expectedStatuses: [404] });
  const newest = useCall(questionnaireDefinitionCalls.export, [year], { expectedStatuses: [404] });
  const draft = useMemo(() => (newest.data ? questionnaireChanges(newest.data, { ...definition, year, version: newest.data.version + 1 }) : null), [newest.data, definition, year]);
  const data = saved.data;
  const comparedWithLastYear = data?.previousYear !== null && data?.previousYear !== undefined;
  return (
    <SectionCard id="fragebogen-aenderungen" title={t.title} gap="3">
      {saved.loading && !data ? <Text>{t.loading}</Text> : null}
      {newest.failed && saved.failed ? <Text>{t.nothingSaved}</Text> : null}
      {draft && newest.data && hasChanges(draft) ? (
        <ChangeList heading={t.draft(newest.data.version)} changes={draft} against={comparedWithLastYear ? t.againstLastYear : t.againstVersion} />
      ) : null}
      {data ? (
        <>
          {data.previousVersion ? (
            <ChangeList heading={t.previousVersion(data.version)} changes={data.previousVersion} against={t.againstVersion} />
          ) : (
            <Text>{t.noPreviousVersion}</Text>
          )}
          {data.previousYear ? (
            <ChangeList heading={t.previousYear(year, data.previousYear.before.year)} changes={data.previousYear} against={t.againstLastYear} />
          ) : (
            <Text>{t.noPreviousYear}</Text>
          )}
        </>
      ) : null}
    </SectionCard>
  );
}
