import type { Page } from '@playwright/test';

/** Page object of the shell's sidebar (desktop width). */
export class Sidebar {
  constructor(private readonly page: Page) {}

  get nav() {
    return this.page.getByTestId('sidebar').getByRole('navigation', { name: 'Hauptnavigation' });
  }

  async entries(): Promise<string[]> {
    const links = this.nav.getByRole('link');
    const texts = await links.allInnerTexts();
    return texts.map((t) => t.trim());
  }

  async open(label: string) {
    await this.nav.getByRole('link', { name: label, exact: true }).click();
  }

  /** Abmelden. */
  async signOut() {
    await this.nav.getByRole('button', { name: 'Abmelden' }).click();
  }
}
