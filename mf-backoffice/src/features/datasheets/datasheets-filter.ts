import type { DataSheetListEntry } from '@dtp/api-client';
import { filterRows } from '@dtp/shared-ui/lists';

export const datasheetFilterNames = ['salutation', 'progress', 'status', 'q'] as const;
export type DatasheetFilters = Record<(typeof datasheetFilterNames)[number], string>;

/** Salutation, sheet progress and tester status exact; the search over first name + last name + email (spec section 5). */
export function filterDatasheets(sheets: readonly DataSheetListEntry[], filters: DatasheetFilters): DataSheetListEntry[] {
  return filterRows(sheets, filters, {
    exact: { salutation: (s) => s.salutation, progress: (s) => s.progress, status: (s) => s.status },
    search: { name: 'q', text: (s) => `${s.firstName} ${s.lastName} ${s.email}` },
  });
}
