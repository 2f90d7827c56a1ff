import { ImportActionLabels, type ImportCheck, type ImportRow } from '@dtp/api-client/back-office';
import { Badge, Box, DataTable, Heading, List, Stack, Text, type DataTableColumn } from '@dtp/shared-ui';
import { useId } from 'react';
import { importTexts as t } from './import-texts';

const PALETTES: Record<ImportRow['action'], string> = { CREATE: 'green', CHANGE: 'blue', SKIP: 'gray', ERROR: 'red' };

const columns: DataTableColumn<ImportRow>[] = [
  { key: 'line', header: t.columns.line, cell: (row) => row.line, width: '5rem', mobileLabel: t.columns.line },
  {
    key: 'action',
    header: t.columns.action,
    cell: (row) => <Badge colorPalette={PALETTES[row.action]}>{ImportActionLabels[row.action]}</Badge>,
    width: '8rem',
    mobileLabel: t.columns.action,
  },
    // Long addresses break anywhere: a phone's stacked row must not push its values out of the card.
  { key: 'label', header: t.columns.label, cell: (row) => <Text overflowWrap="anywhere">{row.label}</Text>, mobileLabel: t.columns.label },
  {
    key: 'changes',
    header: t.columns.changes,
    cell: (row) => (row.changes.length > 0 ? row.changes.map((change) => <Text key={change} overflowWrap="anywhere">{change}</Text>) : null),
    mobileLabel: t.columns.changes,
  },
];

/** The dry run: its counts, every error with line and column, and every row with what the import would do. */
export function ImportCheckView({ check }: { check: ImportCheck }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={id}>
          {t.checkHeading}
        </Heading>
        <Text role="status">
          {t.summary(check.kind, check.counts)}. {t.nothingChanged}
        </Text>
        {check.errors.length > 0 ? (
          <Box>
            <Text color="red.700" fontWeight="medium">
              {t.errorCount(check.errors.length)}
            </Text>
            <List.Root aria-label={t.errorsHeading} ps="5" fontSize="sm">
              {check.errors.map((error, i) => (
                <List.Item key={`${error.line}-${error.column}-${i}`}>
                  {t.errorAt(error.line, error.column)}: {error.message}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        <DataTable caption={t.rowsCaption} rows={check.rows} columns={columns} rowKey={(row) => row.line} stackOnMobile pageSize={100} />
      </Stack>
    </Box>
  );
}
