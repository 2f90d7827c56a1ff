import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Page object of mf-backoffice's dashboard 'Die Tests' (/dashboard). */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Die Tests' });
  }
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Alle Tests der Saison' });
  }
  get rows(): Locator {
    return this.table.locator('tbody tr');
  }
  get wave(): Locator {
    return this.page.getByRole('combobox', { name: 'Welle' });
  }
  get status(): Locator {
    return this.page.getByRole('combobox', { name: 'Status' });
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Suche' });
  }
  get count(): Locator {
    return this.page.getByText(/^\d[\d.]* Datens(atz|ätze) angezeigt$/);
  }

  /** Types a search term and applies it by leaving the field. */
  async searchFor(term: string) {
    await this.search.fill(term);
    await this.search.blur();
  }

  /** CSV export: the downloaded file as text. */
  async downloadCsv(): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'CSV exportieren' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** Page object of the testing detail (/testing/{id}). */
export class TestingDetailPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Test / });
  }
  get tester(): Locator {
    return this.page.getByTestId('assigned-tester');
  }
  get status(): Locator {
    return this.page.getByRole('combobox', { name: /^Status/ });
  }
  get date(): Locator {
    return this.page.getByRole('textbox', { name: /^Test-Datum/ });
  }
  get warnings(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
  }
  get available(): Locator {
    return this.page.getByRole('table', { name: /^Verfügbare Tester für den Test im/ });
  }
  get availableRows(): Locator {
    return this.available.locator('tbody tr');
  }

  async sortBy(column: 'Handicap' | 'Distanz zum Club') {
    await this.available.getByRole('button', { name: column }).click();
  }

  async clearAssignment() {
    await this.page.getByRole('button', { name: 'Einteilung aufheben' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Einteilung aufheben' });
    await dialog.getByRole('button', { name: 'Einteilung aufheben' }).click();
    await expect(dialog).toBeHidden();
  }
}
