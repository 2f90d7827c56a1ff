import type { PanelListItem } from '@dtp/shared-api/back-office';
import { matchesSearch } from '@dtp/shared-ui';

export const panelFilterNames = ['status', 'q'] as const;
export type PanelFilters = Record<(typeof panelFilterNames)[number], string>;

/** Status exact; the search lowercased, every word in the club's name or city (spec section 5). */
export function filterPanels(panels: readonly PanelListItem[], filters: PanelFilters): PanelListItem[] {
  return panels.filter(
    (panel) => (filters.status === '' || panel.progress === filters.status) && matchesSearch(`${panel.clubName} ${panel.city}`, filters.q),
  );
}
