import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Page object of mf-tester's own tests (/tests). */
export class TestsListPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Ihr(e)? Tests? \d{4}$/ });
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Ihre Tests der Saison' });
  }

  /** The first row whose status is `status` ('Tester eingeteilt', 'Test eingegangen' …). */
  row(status: string): Locator {
    return this.table.getByRole('row').filter({ hasText: status }).first();
  }
}

/** Page object of the single test page with the tee time form (/tests/test/{id}). */
export class SingleTestPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get date(): Locator {
    return this.page.getByRole('textbox', { name: /^Test-Datum/ });
  }
  get teeTime(): Locator {
    return this.page.getByRole('textbox', { name: /^Tee-Time/ });
  }
  get save(): Locator {
    return this.page.getByRole('button', { name: 'Speichern' });
  }
  get warnings(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
  }
  get questionnaireLink(): Locator {
    return this.page.getByRole('link', { name: /^Zum (Premium-)?Fragebogen$/ });
  }

  async enter(date: string, teeTime: string) {
    await this.date.fill(date);
    await this.teeTime.fill(teeTime);
    await this.teeTime.blur();
  }
}

/** Page object of the expense claims list (/travels). */
export class TravelsListPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Ihre Spesenabrechnungen \d{4}$/ });
  }
  get rows(): Locator {
    return this.page.getByRole('table', { name: 'Ihre Spesenabrechnungen der Saison' }).getByRole('row').filter({ hasNot: this.page.getByRole('columnheader') });
  }
}

/** Page object of one expense claim (/travels/travel/{id}). */
export class TravelClaimPage {
  constructor(private readonly page: Page) {}

  field(label: RegExp): Locator {
    return this.page.getByRole('textbox', { name: label });
  }
  get upload(): Locator {
    return this.page.getByLabel('Beleg hochladen', { exact: true });
  }
  get receipts(): Locator {
    return this.page.getByRole('list', { name: 'Hochgeladene Belege' });
  }
  get sum(): Locator {
    return this.page.getByTestId('travel-sum');
  }
  get save(): Locator {
    return this.page.getByRole('button', { name: 'Speichern' });
  }
  get release(): Locator {
    return this.page.getByRole('button', { name: 'Freigeben', exact: true });
  }

  async fill(values: { iban: string; bank: string; greenfee: string; km: string; restaurant: string; misc: string }) {
    await this.field(/^IBAN/).fill(values.iban);
    await this.field(/^Bank/).fill(values.bank);
    await this.field(/^Greenfee/).fill(values.greenfee);
    await this.field(/^Gefahrene km/).fill(values.km);
    await this.field(/^Restaurant/).fill(values.restaurant);
    await this.field(/^Sonstiges/).fill(values.misc);
    await this.field(/^Sonstiges/).blur();
  }

  async confirmRelease() {
    await this.release.click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Spesenabrechnung freigeben?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Jetzt freigeben' }).click();
  }
}

/**
 * A tiny valid PNG (1×1 px) as a receipt. The server stores an image receipt re-encoded as a JPEG without metadata
 * (issue 59), so the claim lists it as `storedReceiptName(name)`.
 */
export function pngReceipt(name = 'tankbeleg.png') {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The name a receipt uploaded as `name` (an image) is listed under: the server stored it as a JPEG. */
export function storedReceiptName(name: string): string {
  return name.replace(/\.png$/, '.jpg');
}
