import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The look of `TableActionButton`/`tableActionProps` (src/components/table-actions.tsx): Chakra's
 * xs outline Button, as one global class so that a list of hundreds of rows pays no per-element
 * style resolution.
 */
export const tableActionCss: Record<string, SystemStyleObject> = {
  // Phone: a right-aligned wrapping line in the stacked row; wider: two per line, so that four
  // actions take two short lines instead of one wide column or four lines.
  '.dtp-row-actions': {
    display: { base: 'flex', md: 'grid' },
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gridTemplateColumns: { md: 'repeat(2, max-content)' },
    gap: '1',
  },
  '.dtp-row-action': {
    colorPalette: 'gray',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: '8',
    minW: '8',
    px: '2.5',
    textStyle: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    color: 'colorPalette.fg',
    bg: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    '&:disabled, &[aria-disabled=true]': { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
  },
  '.dtp-row-action[data-palette=brand]': { colorPalette: 'brand' },
  '.dtp-row-action[data-palette=red]': { colorPalette: 'red' },
  '.dtp-cell-subline': { display: 'block', textStyle: 'xs', color: 'gray.600' },
};
