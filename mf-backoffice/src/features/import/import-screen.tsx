import { ApiError, pathOf } from '@dtp/api-client';
import { ImportKinds, importsApi, type ImportCheck, type ImportKind, type ImportResult } from '@dtp/api-client/back-office';
import { Box, Button, ConfirmDialog, DownloadIcon, FieldFrame, Notice, PageHeading, RouterLink, saveFile, Stack, Text, useAction } from '@dtp/shared-ui';
import { useRef, useState } from 'react';
import { ImportCheckView } from './import-check-view';
import { importTexts as t } from './import-texts';

/**
 * 'Bestand übernehmen' (issue 57, item 6): a manager chooses what to bring in, downloads its template, chooses the
 * spreadsheet's CSV and checks it (the dry run lists every row and every error with line and column; nothing changes),
 * then imports a file without errors after a confirm step with the counts. The server decides and says why in German.
 */
export function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>('clubs');
  const file = useRef<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const action = useAction<'template' | 'check' | 'run'>();

  const restart = () => {
    setCheck(null);
    setResult(null);
    setFileError(undefined);
  };
  const refused = (error: ApiError) => setFileError(error.fieldErrors.file ?? error.detail ?? error.error);

  const runCheck = () =>
    action.run(
      'check',
      async () => {
        restart();
        if (!file.current) return setFileError(t.noFile);
        setCheck(await importsApi.check(kind, file.current, file.current.name));
      },
      refused,
    );
  const runImport = () =>
    action.run(
      'run',
      async () => {
        if (!file.current) return;
        const done = await importsApi.run(kind, file.current, file.current.name);
        setConfirming(false);
        setCheck(null);
        setResult(done);
      },
      (error) => {
        setConfirming(false);
        refused(error);
      },
    );
  const downloadTemplate = () =>
    action.run('template', async () => {
      const template = await importsApi.template(kind);
      saveFile(template, template.name);
    });

  const canImport = check !== null && check.errors.length === 0 && check.counts.create + check.counts.change > 0;
  return (
    <Stack gap="4" maxW="5xl">
      <PageHeading title={t.heading} />
      <Text color="gray.700">{t.intro}</Text>
      <FieldFrame label={t.kind} helperText={t.kindHint[kind]}>
        {(wiring) => (
          <Box asChild maxW="sm" w="full" p="2" borderWidth="1px" borderRadius="md" bg="white">
            <select
              {...wiring}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ImportKind);
                restart();
              }}
            >
              {ImportKinds.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          </Box>
        )}
      </FieldFrame>
      <Stack gap="1">
        <Button variant="outline" alignSelf="flex-start" onClick={() => void downloadTemplate()} loading={action.busy === 'template'}>
          <DownloadIcon aria-hidden /> {t.template}
        </Button>
        <Text fontSize="sm" color="gray.600">
          {t.templateHint}
        </Text>
      </Stack>
      <FieldFrame label={t.file} helperText={t.fileHint} error={fileError} required>
        {(wiring) => (
          <input
            {...wiring}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              file.current = event.target.files?.[0] ?? null;
              restart();
            }}
          />
        )}
      </FieldFrame>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={() => void runCheck()} loading={action.busy === 'check'}>
          {t.check}
        </Button>
        {canImport ? (
          <Button colorPalette="brand" variant="outline" onClick={() => setConfirming(true)}>
            {t.run}
          </Button>
        ) : null}
      </Stack>
      {result ? (
        <Notice status="success" title={t.done(result.kind, result.counts)}>
          <RouterLink to={pathOf(result.kind === 'clubs' ? 'clubs' : 'testers')}>{t.toList[result.kind]}</RouterLink>
        </Notice>
      ) : null}
      {check ? <ImportCheckView check={check} /> : null}
      <ConfirmDialog open={confirming} title={t.confirmTitle} confirmLabel={t.run} busy={action.busy === 'run'} onConfirm={() => void runImport()} onCancel={() => setConfirming(false)}>
        {check ? <Text>{t.confirm(check.kind, check.counts)}</Text> : null}
      </ConfirmDialog>
    </Stack>
  );
}
