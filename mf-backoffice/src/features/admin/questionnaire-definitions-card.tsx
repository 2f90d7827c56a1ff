import {
  checkQuestionnaireDefinition,
  questionnaireDefinitionCalls,
  questionnaireDefinitionFileName,
  questionnaireDefinitionsApi,
  QuestionnaireDefinitionTexts,
  type QuestionnaireDefinitionSummary,
} from '@dtp/api-client/questionnaire';
import {
  Box,
  Button,
  DataTable,
  FieldFrame,
  Form,
  Heading,
  List,
  paths,
  required,
  RouterLink,
  saveFile,
  SelectField,
  Stack,
  SubmitButton,
  Text,
  textValue,
  useAction,
  useCall,
  useSubmit,
  useTimedMessage,
  useValibotForm,
  v,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { useRef, useState } from 'react';
import { questionnaireDefinitionTexts as t } from './questionnaire-definitions-texts';
import { readText } from './read-text';

// The administration's questionnaire definitions (issue 43, item 1): each season's newest version with its
// export, an import of a JSON file checked in the browser first (the server checks the same, with
// contract/questionnaire-check.ts), and 'copy last year's' for a season without one.

const importSchema = v.object({
  year: textValue(required(t.chooseYear)),
  file: textValue((name) => (name === '' ? t.noFile : undefined)),
});
type ImportValues = v.InferOutput<typeof importSchema>;

/** What the browser made of the chosen file: the parsed JSON with its check, or why it could not be read. */
type Chosen = { json: unknown; errors: string[]; summary: string } | null;

async function exportDefinition(year: number): Promise<void> {
  const definition = await questionnaireDefinitionsApi.export(year);
  const file = new Blob([`${JSON.stringify(definition, null, 2)}\n`], { type: 'application/json' });
  saveFile(file, questionnaireDefinitionFileName(definition.year, definition.version));
}

function DefinitionsTable({ definitions }: { definitions: readonly QuestionnaireDefinitionSummary[] }) {
  const action = useAction<string>();
  const columns: DataTableColumn<QuestionnaireDefinitionSummary>[] = [
    { key: 'year', header: t.year, sortValue: (d) => d.year },
    { key: 'version', header: t.version, sortValue: (d) => d.version },
    { key: 'content', header: t.content, cell: (d) => t.contentOf(d.sections, d.questions, d.premiumQuestions) },
    { key: 'inUse', header: t.inUse, cell: (d) => t.inUseOf(d.questionnaires, d.olderQuestionnaires) },
    { key: 'changedAt', header: t.changedAt, cell: (d) => formatDateTime(d.createdAt) },
    {
      key: 'export',
      header: t.export,
      hideHeader: true,
      cell: (d) => (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild size="sm" colorPalette="brand" aria-label={t.editOf(d.year)}>
            <RouterLink to={paths.editQuestionnaire(d.year)}>{t.edit}</RouterLink>
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" aria-label={t.exportOf(d.year)} loading={action.busy === String(d.year)} onClick={() => void action.run(String(d.year), () => exportDefinition(d.year))}>
            {t.export}
          </Button>
        </Stack>
      ),
    },
  ];
  return <DataTable caption={t.caption} rows={definitions} columns={columns} rowKey={(d) => d.year} emptyMessage={t.none} showCount={false} stackOnMobile />;
}

function ImportForm({ years, seasonYear, definitions }: { years: number[]; seasonYear: number; definitions: readonly QuestionnaireDefinitionSummary[] }) {
  const form = useValibotForm(importSchema, { defaultValues: { year: String(seasonYear), file: '' } });
  const submit = useSubmit<v.InferInput<typeof importSchema>, 'import' | 'copy'>(form);
  const outcome = useTimedMessage<string>();
  const [chosen, setChosen] = useState<Chosen>(null);
  const latest = useRef<File | null>(null);
  const year = Number(form.watch('year'));
  const existing = new Set(definitions.map((d) => d.year));
  const previousYear = Math.max(...definitions.map((d) => d.year).filter((y) => y < year));

  async function choose(file: File | undefined) {
    latest.current = file ?? null;
    setChosen(null);
    form.setValue('file', file?.name ?? '', { shouldValidate: true });
    if (!file) return;
    const text = await readText(file, t.fileUnreadable).catch(() => null);
    if (latest.current !== file) return; // another file was chosen meanwhile
    let json: unknown = null;
    try {
      json = text === null ? null : JSON.parse(text);
    } catch {
      json = text; // the checker says the file holds no JSON
    }
    // Year and version are the platform's: the check must not fail on another year's export.
    const checked = typeof json === 'object' && json !== null && !Array.isArray(json) ? { ...json, year: year || 2000, version: 1 } : json;
    const check = text === null ? { ok: false as const, errors: [t.fileUnreadable] } : checkQuestionnaireDefinition(checked);
    if (check.ok) {
      const questions = check.definition.sections.reduce((sum, s) => sum + s.questions.length, 0);
      setChosen({ json, errors: [], summary: t.fileChecked(check.definition.sections.length, questions) });
    } else setChosen({ json, errors: check.errors, summary: '' });
  }

  const runImport = ({ year: chosenYear }: ImportValues) =>
    submit.run('import', async () => {
      if (!chosen || chosen.errors.length > 0) return;
      outcome.show(QuestionnaireDefinitionTexts.outcome(await questionnaireDefinitionsApi.import(Number(chosenYear), chosen.json)));
    });
  const runCopy = () => submit.run('copy', async () => outcome.show(QuestionnaireDefinitionTexts.outcome(await questionnaireDefinitionsApi.copyPrevious(year))));

  const canCopy = year > 0 && !existing.has(year) && Number.isFinite(previousYear);
  return (
    <Form form={form} onSubmit={runImport} aria-labelledby="questionnaire-import-title">
      <Stack gap="4">
        <Heading as="h3" size="sm" id="questionnaire-import-title">
          {t.importTitle}
        </Heading>
        <SelectField name="year" label={t.importYear} helperText={t.importYearHint} options={years.map((y) => ({ value: String(y), label: String(y) }))} required />
        <FieldFrame label={t.file} helperText={t.fileHint} error={form.formState.errors.file?.message} required>
          {(wiring) => <input {...wiring} type="file" accept=".json,application/json" onChange={(event) => void choose(event.target.files?.[0])} />}
        </FieldFrame>
        {chosen && chosen.errors.length > 0 ? (
          <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md" p="3">
            <Text fontWeight="medium">{t.fileErrors(chosen.errors.length)}</Text>
            <List.Root ps="5" fontSize="sm">
              {chosen.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        {chosen?.summary ? <Text color="gray.700">{chosen.summary}</Text> : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <SubmitButton submit={submit} kind="import">
            {t.import}
          </SubmitButton>
          {canCopy ? (
            <Button variant="outline" colorPalette="brand" loading={submit.busy === 'copy'} disabled={submit.busy !== null} onClick={() => void runCopy()} title={t.copyPreviousHint(year, previousYear)}>
              {t.copyPrevious}
            </Button>
          ) : null}
        </Stack>
        {outcome.message !== null ? (
          <Text role="status" fontWeight="medium">
            {outcome.message}
          </Text>
        ) : null}
      </Stack>
    </Form>
  );
}

/** The card on the administration page: the seasons' definitions, the import and 'copy last year's'. */
export function QuestionnaireDefinitionsCard() {
  const listed = useCall(questionnaireDefinitionCalls.list, []);
  if (!listed.data) return null;
  const { definitions, seasonYear } = listed.data;
  // The season, the next one and every year that has a definition, the latest first.
  const years = [...new Set([seasonYear, seasonYear + 1, ...definitions.map((d) => d.year)])].sort((a, b) => b - a);
  return (
    <Stack gap="5">
      <Text color="gray.700">{t.intro}</Text>
      <DefinitionsTable definitions={definitions} />
      <ImportForm years={years} seasonYear={seasonYear} definitions={definitions} />
    </Stack>
  );
}
