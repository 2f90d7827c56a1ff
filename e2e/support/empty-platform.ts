import { expect, type Page } from '@playwright/test';
import { Sidebar } from './sidebar';
import { signIn } from './sign-in';

/**
 * The admin's first steps on an empty platform (DEMO_SEED=0, docs/operations.md §7): a club, then a season with
 * one wave in May that tests it, current at once. Specs with an own API server start from here.
 */
export async function createClubAndSeason(page: Page, club: string, season: number): Promise<void> {
  const sidebar = new Sidebar(page);
  await signIn(page, 'admin', '/seasons');
  await sidebar.open('Golf-Clubs');
  await page.getByRole('link', { name: 'Neu' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(club);
  await page.getByRole('button', { name: 'Golfclub anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
  await sidebar.open('Saisons');
  await page.getByRole('link', { name: 'Neue Saison anlegen' }).click();
  await page.getByRole('textbox', { name: /^Jahr/ }).fill(String(season));
  const wave = page.getByRole('group', { name: 'Welle 1', exact: true });
  await wave.getByRole('textbox', { name: /^Beginn/ }).fill(`01.05.${season}`);
  await wave.getByRole('textbox', { name: /^Ende/ }).fill(`31.05.${season}`);
  const clubs = page.getByRole('group', { name: 'Getestete Clubs der Saison' });
  if (!(await clubs.getByRole('checkbox', { name: club }).isChecked())) await clubs.getByText(club, { exact: true }).click();
  await page.getByRole('button', { name: 'Saison anlegen' }).click();
  await expect(page.getByRole('region', { name: `Saison ${season}`, exact: true })).toContainText('Aktuelle Saison');
}

/** Next year, in Germany: a season the platform may create whatever today's date. */
export const nextSeason = (): number => Number(new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date())) + 1;
