import type { ButtonHTMLAttributes, HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';

// Row actions are plain elements with one global class (`.dtp-row-action`, styled in
// src/theme/table-action-css.ts to look like an xs outline Button): a list renders hundreds of
// them, and a Chakra Button per action cost ~1 ms each in style resolution
// (docs/performance.md#the-dashboard-at-season-scale).

export type TableActionPalette = 'brand' | 'red' | 'gray';

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** The actions of one row: they sit in a clickable row, so their clicks and keys stay theirs. */
export function TableActions({ children, ...rest }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  return (
    <div className="dtp-row-actions" onClick={stop} onKeyDown={stop} {...rest}>
      {children}
    </div>
  );
}

/** The class and palette of a row action, for a link (`<RouterLink {...tableActionProps('brand')}>`, `<a>`). */
export function tableActionProps(palette: TableActionPalette = 'gray') {
  return { className: 'dtp-row-action', 'data-palette': palette } as const;
}

export interface TableActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  palette?: TableActionPalette;
}

/** A small outline button in a table row. */
export function TableActionButton({ palette = 'gray', type = 'button', ...rest }: TableActionButtonProps) {
  return <button type={type} {...tableActionProps(palette)} {...rest} />;
}

/** A second, smaller line in a cell (e.g. the date under the calendar weeks). */
export function CellSubline({ children }: { children: ReactNode }) {
  return <span className="dtp-cell-subline">{children}</span>;
}
