import type { PanelListItem } from '@dtp/api-client/back-office';
import { filterRows } from '@dtp/shared-ui/lists';

export const panelFilterNames = ['status', 'q'] as const;
export type PanelFilters = Record<(typeof panelFilterNames)[number], string>;

/** Status exact; the search lowercased, every word in the club's name or city (spec section 5). */
export function filterPanels(panels: readonly PanelListItem[], filters: PanelFilters): PanelListItem[] {
  return filterRows(panels, filters, {
    exact: { status: (panel) => panel.progress },
    search: { name: 'q', text: (panel) => `${panel.clubName} ${panel.city}` },
  });
}
