import { adminApi, SYNC_IMPORT_MAX_BYTES, syncImportColumnsOf, SyncImportTexts, type SyncImportReport } from '@dtp/api-client/back-office';
import { Box, FieldFrame, Form, Heading, List, required, SelectField, Stack, SubmitButton, Text, TextField, textValue, useSubmit, useValibotForm, v } from '@dtp/shared-ui';
import { useId, useRef, useState } from 'react';
import { readText } from './read-text';
import { syncImportTexts as t } from './sync-import-texts';

/** The file (its name: the form knows one was chosen), the test-id column and the optional date column. */
const importSchema = v.object({
  file: textValue((name) => (name === '' ? SyncImportTexts.noFile : undefined)),
  testIdColumn: textValue(required(t.testIdColumn)),
  dateColumn: textValue(),
});
type ImportValues = v.InferOutput<typeof importSchema>;

/** The column that most likely holds the test id ('Test-ID', 'testId', 'testing_id'), or ''. */
function likelyIdColumn(columns: readonly string[]): string {
  const plain = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
  return columns.find((name) => ['testid', 'testingid'].includes(plain(name))) ?? columns.find((name) => plain(name).includes('testid')) ?? '';
}

/** One part of the report: its count line and, when there are any, its rows. */
function ReportPart({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Text fontWeight="medium">{title}</Text>
      {items.length > 0 ? (
        <List.Root ps="5" fontSize="sm">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}

/** The import's German report: matched, already done, not ready, unknown, duplicate and invalid rows. */
function ImportReport({ report }: { report: SyncImportReport }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={id}>
          {t.reportTitle}
        </Heading>
        <Text role="status">{t.rowsRead(report.rows, report.format)}</Text>
        <ReportPart title={t.matched(report.counts.matched)} items={report.matched.map((r) => t.test(r.testingId, r.row, r.date))} />
        <ReportPart title={t.alreadyDone(report.counts.alreadyDone)} items={report.alreadyDone.map((r) => t.test(r.testingId, r.row, r.date))} />
        {report.counts.notReady > 0 ? (
          <ReportPart title={t.notReady(report.counts.notReady)} items={report.notReady.map((r) => t.notReadyTest(r.testingId, r.row, r.date, r.progress))} />
        ) : null}
        <ReportPart title={t.unknown(report.counts.unknown)} items={report.unknown.map((r) => t.unknownId(r.testingId, r.row))} />
        <ReportPart title={t.duplicates(report.counts.duplicates)} items={report.duplicates.map((d) => t.duplicate(d.testingId, d.rows))} />
        <ReportPart title={t.invalid(report.counts.invalid)} items={report.invalid.map((r) => t.invalidValue(r.row, r.value))} />
      </Stack>
    </Box>
  );
}

/**
 * The external mode's 'Sync Tests' (issue 43, item 6): the outside form site's export is uploaded with the
 * column holding the test id, chosen from the file's header as the browser reads it (a text field when it
 * cannot), and the server's report is shown. The server reads the file again and answers field errors in German.
 */
export function SyncImport() {
  const form = useValibotForm(importSchema, { defaultValues: { file: '', testIdColumn: '', dateColumn: '' } });
  const submit = useSubmit(form);
  const chosen = useRef<File | null>(null);
  const [columns, setColumns] = useState<string[] | null>(null);
  /** A file was chosen whose header the browser could not read: the column is typed in. */
  const [unreadable, setUnreadable] = useState(false);
  const [report, setReport] = useState<SyncImportReport | null>(null);

  async function choose(file: File | undefined) {
    chosen.current = file ?? null;
    setReport(null);
    let found: string[] | null = null;
    if (file && file.size <= SYNC_IMPORT_MAX_BYTES) found = syncImportColumnsOf(file.name, await readText(file, t.fileUnreadable).catch(() => ''));
    if (chosen.current !== (file ?? null)) return; // another file was chosen meanwhile
    const offered = found && found.length > 0 ? found : null;
    setColumns(offered);
    setUnreadable(Boolean(file) && !offered);
    const { testIdColumn = '', dateColumn = '' } = form.getValues();
    if (offered) {
      form.setValue('testIdColumn', testIdColumn && offered.includes(testIdColumn) ? testIdColumn : likelyIdColumn(offered));
      form.setValue('dateColumn', dateColumn && offered.includes(dateColumn) ? dateColumn : '');
    }
    form.setValue('file', file?.name ?? '', { shouldValidate: true });
  }

  const run = ({ testIdColumn, dateColumn }: ImportValues) =>
    submit.run('save', async () => {
      const file = chosen.current;
      if (!file) return;
      setReport(null);
      setReport(await adminApi.importExport(file, testIdColumn, dateColumn || undefined));
    });

  const options = (columns ?? []).map((name) => ({ value: name, label: name }));
  return (
    <Stack gap="4">
      <Form form={form} onSubmit={run} aria-label={t.title}>
        <Stack gap="4">
          <Heading as="h3" size="sm">
            {t.title}
          </Heading>
          <Text color="gray.700">{t.intro}</Text>
          <FieldFrame label={t.file} helperText={t.fileHint} error={form.formState.errors.file?.message} required>
            {(wiring) => <input {...wiring} type="file" accept=".csv,.json,.txt,text/csv,application/json" onChange={(event) => void choose(event.target.files?.[0])} />}
          </FieldFrame>
          {columns ? (
            <>
              <SelectField key="id-select" name="testIdColumn" label={t.testIdColumn} helperText={t.testIdColumnHint} options={options} placeholder={t.chooseColumn} required />
              <SelectField key="date-select" name="dateColumn" label={t.dateColumn} helperText={t.dateColumnHint} options={options} placeholder={t.noDateColumn} />
            </>
          ) : (
            <>
              <TextField key="id-text" name="testIdColumn" label={t.testIdColumn} helperText={unreadable ? t.testIdColumnTextHint : t.testIdColumnHint} required trim />
              <TextField key="date-text" name="dateColumn" label={t.dateColumn} helperText={t.dateColumnHint} trim />
            </>
          )}
          <SubmitButton submit={submit}>
            {t.submit}
          </SubmitButton>
        </Stack>
      </Form>
      {report ? <ImportReport report={report} /> : null}
    </Stack>
  );
}
