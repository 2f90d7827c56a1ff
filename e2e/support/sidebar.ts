import type { Page } from '@playwright/test';
import { forgetKeptSessions } from './sign-in';

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
  /** 'Abmelden' ends the session at the identity service too: no kept tab (sign-in.ts) may outlive it. */
  async signOut() {
    forgetKeptSessions();
    await this.nav.getByRole('button', { name: 'Abmelden' }).click();
  }
}
