import { Button } from '@chakra-ui/react';
import { downloadCsv, toCsv, type CsvColumn } from './csv';

export interface CsvExportButtonProps<Row> {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** Exactly the rows the list shows, in its order. */
  rows: readonly Row[];
  size?: 'sm' | 'md';
}

/** 'CSV exportieren': downloads the shown rows; disabled while there are none. */
export function CsvExportButton<Row>({ fileName, columns, rows, size = 'md' }: CsvExportButtonProps<Row>) {
  return (
    <Button variant="outline" size={size} disabled={rows.length === 0} onClick={() => downloadCsv(fileName, toCsv(columns, rows))}>
      CSV exportieren
    </Button>
  );
}
