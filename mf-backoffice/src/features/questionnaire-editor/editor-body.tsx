import { questionnaireDefinitionsApi, QuestionnaireDefinitionTexts, type QuestionnaireDefinition, type QuestionnaireDefinitionSummary } from '@dtp/api-client/questionnaire';
import { Box, Button, ConfirmDialog, HStack, LeaveGuard, Notice, Stack, Text, useAction } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { EditorActionsContext, EditorContext, type Confirm, type EditorActions, type EditorApi } from './editor-context';
import { definitionOf, draftIssues } from './editor-definition';
import { EditorReadOnly } from './editor-fields';
import { addSection, markSaved as savedOptions } from './editor-operations';
import { DefinitionChanges } from './definition-changes';
import { EditorPreviewSlot } from './editor-preview-slot';
import { editorTexts as t } from './editor-texts';
import { focusPlace } from './focus-place';
import { IssueSummary } from './issue-summary';
import { PageNav } from './page-nav';
import { SectionEditor } from './section-editor';
import { useEditorState } from './use-editor-state';

export interface EditorBodyProps {
  loaded: QuestionnaireDefinition;
  /** The year's newest version as the list has it: how many questionnaires are saved on it. */
  summary: QuestionnaireDefinitionSummary | undefined;
  readOnly: boolean;
}

/** The editor of one year's definition: notices, the pages, save; read-only for managers. */
export function EditorBody({ loaded, summary, readOnly }: EditorBodyProps) {
  const state = useEditorState(loaded);
  const { draft, dirty, issues, definition, change, restoredAt } = state;
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, select] = useState(0);
  const current = Math.min(shown, draft.sections.length - 1);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [refused, setRefused] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const action = useAction<'save'>();

  const toggle = useCallback((key: string) => setOpenKeys((keys) => (keys.has(key) ? new Set([...keys].filter((k) => k !== key)) : new Set([...keys, key]))), []);
  const open = useCallback((key: string) => setOpenKeys((keys) => new Set([...keys, key])), []);
  const actions: EditorActions = useMemo(() => ({ change, ask: setConfirm, toggle, open, select }), [change, toggle, open]);
  const api: EditorApi = useMemo(() => ({ ...actions, draft, definition, issues, isOpen: (key) => openKeys.has(key) }), [actions, draft, definition, issues, openKeys]);

  const jumpToFirst = (list = issues.issues) => {
    const first = list[0];
    if (!first) return;
    const question = first.place.section !== undefined && first.place.question !== undefined ? draft.sections[first.place.section]?.questions[first.place.question] : undefined;
    if (first.place.section !== undefined) select(first.place.section);
    if (question) open(question.key);
    focusPlace(first.place);
  };

  const save = () =>
    void action.run('save', async () => {
      setOutcome(null);
      // The checks on the draft as it is now (the shown ones may be a keystroke behind).
      const now = draftIssues(draft);
      if (now.length > 0) {
        setRefused(true);
        jumpToFirst(now.filter((issue) => issue.place.section !== undefined));
        return;
      }
      setRefused(false);
      const sent = draft;
      const saved = await questionnaireDefinitionsApi.import(draft.year, definitionOf(sent));
      state.markSaved(sent, savedOptions({ ...sent, version: saved.definition.version }));
      setOutcome(QuestionnaireDefinitionTexts.outcome(saved));
    });

  const version = state.draft.version;
  const frozen = !readOnly && summary !== undefined && summary.version === version && summary.questionnaires > 0;
  const count = issues.issues.length;
  const general = issues.issues.filter((issue) => issue.place.section === undefined).map((issue) => issue.message);

  return (
    <EditorReadOnly.Provider value={readOnly}>
      <EditorActionsContext.Provider value={actions}>
        <EditorContext.Provider value={api}>
          <Stack gap="4">
            <Text color="gray.700">{t.versionLine(version)}</Text>
            {readOnly ? <Notice status="info">{t.readOnly}</Notice> : null}
            {frozen ? <Notice status="info">{t.frozen(summary.questionnaires, version)}</Notice> : null}
            {restoredAt && dirty ? <Notice status="info">{t.restored(formatDateTime(restoredAt))}</Notice> : null}
            {outcome ? <Notice status="success">{outcome}</Notice> : null}
            {readOnly ? null : <IssueSummary count={count} refused={refused} onJump={() => jumpToFirst(issues.issues.filter((issue) => issue.place.section !== undefined))} general={general} />}
            <EditorPreviewSlot definition={definition} />
            <DefinitionChanges year={draft.year} definition={definition} />
            <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }} gap="4" alignItems="start">
              <PageNav current={current} onSelect={select} />
              {current >= 0 ? <SectionEditor key={draft.sections[current]!.key} s={current} /> : null}
            </Box>
            {readOnly ? null : (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" position="sticky" bottom="0" bg="white" py="3" borderTopWidth="1px" zIndex="1">
                <Button
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => {
                    change((d) => addSection(d, t.newPageTitle));
                    select(draft.sections.length);
                  }}
                >
                  {t.addPage}
                </Button>
                <HStack gap="3" ms={{ sm: 'auto' }} wrap="wrap">
                  <Button variant="outline" disabled={!dirty || action.busy !== null} onClick={() => setDiscarding(true)}>
                    {t.discard}
                  </Button>
                  <Button colorPalette="brand" loading={action.busy === 'save'} disabled={!dirty || action.busy !== null} onClick={save}>
                    {t.save}
                  </Button>
                </HStack>
              </Stack>
            )}
          </Stack>
          <ConfirmDialog
            open={confirm !== null}
            title={confirm?.title ?? ''}
            tone="danger"
            confirmLabel={t.remove}
            cancelLabel={t.keep}
            onConfirm={() => {
              confirm?.run();
              setConfirm(null);
            }}
            onCancel={() => setConfirm(null)}
          >
            {confirm?.message}
          </ConfirmDialog>
          <ConfirmDialog
            open={discarding}
            title={t.discardTitle}
            tone="danger"
            confirmLabel={t.discard}
            cancelLabel={t.keep}
            onConfirm={() => {
              state.discard();
              setDiscarding(false);
              setRefused(false);
            }}
            onCancel={() => setDiscarding(false)}
          >
            {t.discardMessage}
          </ConfirmDialog>
          <LeaveGuard when={dirty && action.busy === null} />
        </EditorContext.Provider>
      </EditorActionsContext.Provider>
    </EditorReadOnly.Provider>
  );
}
