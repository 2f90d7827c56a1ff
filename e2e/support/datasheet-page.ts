import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { screenshotWithoutOverflow } from './screenshots';

/** Page object of the tester data sheet (/datasheet and /datasheet/{userId}). */
export class DatasheetPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Testerdatenblatt/ });
  }

  async expectLoaded(year = 2023) {
    await expect(this.page.getByRole('heading', { level: 1, name: `Testerdatenblatt ${year}` })).toBeVisible();
  }

  status(label: string): Locator {
    return this.page.getByText(`Status: ${label}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  field(label: RegExp): Locator {
    return this.page.getByLabel(label);
  }

  get availabilityTable(): Locator {
    return this.page.getByRole('table', { name: 'Verfügbarkeit je Club und Welle' });
  }

  /** Marks the first `count` clubs available in `wave`. */
  async markWave(wave: number, count: number) {
    const cells = this.availabilityTable.getByRole('checkbox', { name: new RegExp(`Welle ${wave} verfügbar`) });
    for (let i = 0; i < count; i += 1) await cells.nth(i).check();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Speichern', exact: true }).click();
  }

  /** Absenden, then confirm in the dialog. */
  async send() {
    await this.page.getByRole('button', { name: 'Absenden', exact: true }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Datenblatt absenden?' });
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await expect(dialog).toBeHidden();
  }

  /** A manager/admin action of the status dropdown, confirmed. */
  async setProgress(action: 'Zurücksetzen' | 'Einladen' | 'Freigeben' | 'Einteilung abschließen') {
    await this.page.getByRole('button', { name: 'Status ändern' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
    const dialog = this.page.getByRole('alertdialog', { name: `${action}?` });
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog).toBeHidden();
  }

  /** Screenshot of the whole page at a width (e2e/screenshots/{name}.png), checked for no horizontal overflow. */
  async screenshotAt(width: number, name: string) {
    await this.page.setViewportSize({ width, height: 900 });
    await this.page.waitForTimeout(200);
    await screenshotWithoutOverflow(this.page, name);
  }
}
