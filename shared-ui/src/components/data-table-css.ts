import type { SystemStyleObject } from '@chakra-ui/react';

// Body rows are plain <tr>/<td>, styled once here for the whole table: a Chakra Table.Row/Cell
// per cell costs an emotion style resolution each, and at 100 rows × 8 columns that was most of
// a filter's 600 ms (scripts/bench/bench-dashboard.mjs). The look is the table recipe's 'sm' cell.
const bodyCells: SystemStyleObject = {
  '& tbody td': {
    paddingInline: '2',
    paddingBlock: '2',
    borderBottomWidth: '1px',
    textAlign: 'start',
    verticalAlign: 'top',
    // Table.ScrollArea sets nowrap: long club names and statuses wrap instead of widening the table.
    whiteSpace: 'normal',
  },
  '& tbody td[data-align=end]': { textAlign: 'end' },
  '& tbody td[data-align=center]': { textAlign: 'center' },
  '& tbody td[data-nowrap]': { whiteSpace: 'nowrap' },
  '& tbody td[data-empty]': { textAlign: 'center', paddingBlock: '6', color: 'gray.600' },
  '& tbody tr[data-clickable]': { cursor: 'pointer' },
  '& tbody tr[data-clickable]:hover': { bg: 'brand.50' },
  '& tbody tr:focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
};

/** Below 48em a row is a block and each cell a 'label: value' line (the header row is only for screen readers). */
const stackedOnPhone: SystemStyleObject = {
  '@media screen and (max-width: 47.99em)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody tr': { display: 'block', borderBottomWidth: '1px', paddingBlock: '2' },
    '& tbody td, & tbody td[data-align]': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '3',
      borderBottomWidth: '0',
      paddingBlock: '1',
      textAlign: 'end',
    },
    '& tbody td[data-empty]': { justifyContent: 'center', textAlign: 'center' },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 'semibold', color: 'gray.600', textAlign: 'start' },
  },
};

export const dataTableCss = { bodyCells, stackedOnPhone };
