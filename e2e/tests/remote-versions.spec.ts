import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { serveApp } from '../../scripts/dev/serve-lib.mjs';
import { DatasheetPage } from '../support/datasheet-page';
import { blockExternalRequests } from '../support/network';
import { DRAFT_RESTORED, SAVED } from '../support/session-notices';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { expect, test } from '../support/test';

// Issue 48, item 5: real builds of mf-tester beside today's shell, each in a version folder of one static server, as
// a deployment keeps them (/mf-tester/<version>/): today's build, the previous release and one built against the
// next major version of shared-ui (scripts/build/federation-candidates.mjs makes the last two; npm test runs it
// before the journeys). config.json names the folder the shell loads: a redeploy and a rollback are that one line.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const candidates = path.join(repo, 'e2e/.federation-candidates');
const SHELL_PORT = 3040;
const REMOTES_PORT = 3041;
const FEEDBACK_PORT = 3043;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const remoteFolder = (folder: string) => `http://localhost:${REMOTES_PORT}/${folder}/`;

/** Why a candidate is not there: its reason file, or that the script has not run. */
function missing(name: string): string | null {
  if (existsSync(path.join(candidates, name, 'mf-manifest.json'))) return null;
  const reason = path.join(candidates, `${name}.skipped`);
  return existsSync(reason)
    ? readFileSync(reason, 'utf8').trim()
    : `no candidate build: run "node scripts/build/federation-candidates.mjs" first (${path.relative(repo, candidates)}/${name})`;
}

const config = runtimeConfig({
  auth: { mode: 'test' },
  remotes: {
    mf_tester: `${remoteFolder('current')}mf-manifest.json`,
    mf_backoffice: `http://localhost:${REMOTES_PORT + 1}/mf-manifest.json`,
    mf_feedback: `http://localhost:${FEEDBACK_PORT}/mf-manifest.json`,
  },
}) as { remotes: Record<string, string>; contact: { name: string; email: string } };

/** The one line of config.json a deploy or a rollback changes. */
const activate = (folder: string) => {
  config.remotes.mf_tester = `${remoteFolder(folder)}mf-manifest.json`;
};

const servers: Server[] = [];
let folders = '';

test.beforeAll(async () => {
  // The remote's server root: one folder per deployed version, none ever replaced.
  folders = mkdtempSync(path.join(os.tmpdir(), 'dtp-remote-versions-'));
  symlinkSync(path.join(repo, 'mf-tester/dist'), path.join(folders, 'current'));
  cpSync(path.join(repo, 'mf-tester/dist'), path.join(folders, 'redeployed'), { recursive: true });
  for (const name of ['previous', 'next-major', 'new-screen']) {
    if (!missing(name)) symlinkSync(path.join(candidates, name), path.join(folders, name));
  }
  servers.push(await serveApp({ dir: 'shell', port: SHELL_PORT }, { config }));
  servers.push(await serveApp({ dir: 'mf-tester', port: REMOTES_PORT }, { dist: folders, config }));
  servers.push(await serveApp({ dir: 'mf-feedback', port: FEEDBACK_PORT }));
});

test.afterAll(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  rmSync(folders, { recursive: true, force: true });
  activate('current');
});

test.beforeEach(() => activate('current'));

async function openAsTester(page: Page, pathname: string) {
  await blockExternalRequests(page);
  await page.addInitScript(() => {
    (window as { __DTP_TEST_USER__?: string }).__DTP_TEST_USER__ = 'tester';
  });
  await page.goto(`${shellUrl}${pathname}`);
}

const sharedInstances = (page: Page) =>
  page.evaluate(() => (globalThis as { __DTP_SHARED_INSTANCES__?: Record<string, number> }).__DTP_SHARED_INSTANCES__);

/** Addresses of mf-tester's files the page requested, by version folder. */
function remoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${REMOTES_PORT}/`)) urls.push(request.url());
  });
  return urls;
}

for (const build of ['current', 'previous'] as const) {
  test(`mf-tester (${build === 'current' ? "today's build" : 'the previous release'}) runs the data-sheet journey beside today's shell, with one instance of each shared package`, async ({ page }) => {
    const reason = build === 'current' ? null : missing(build);
    test.skip(reason !== null, reason ?? '');
    activate(build);
    const requests = remoteRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsTester(page, '/datasheet');
    const sheet = new DatasheetPage(page);
    await sheet.expectLoaded();
    await sheet.field(/^Beruf/).fill(`Greenkeeper (${build})`);
    await sheet.save();
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.reload();
    await sheet.expectLoaded();
    await expect(sheet.field(/^Beruf/)).toHaveValue(`Greenkeeper (${build})`);
    expect(await sharedInstances(page)).toEqual({ '@dtp/api-client': 1, '@dtp/shared-ui': 1 });
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith(remoteFolder(build)))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a remote built against the next major version of shared-ui is not loaded: the German message in its slot, no retry, the rest keeps working', async ({ page }) => {
  const reason = missing('next-major');
  test.skip(reason !== null, reason ?? '');
  activate('next-major');
  const requests = remoteRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsTester(page, '/datasheet');

  const manifest = JSON.parse(readFileSync(path.join(candidates, 'next-major/mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    shared: { name: string; requiredVersion: string }[];
  };
  const required = manifest.shared.find((share) => share.name === '@dtp/shared-ui')!.requiredVersion;
  const provided = JSON.parse(readFileSync(path.join(repo, 'shell/dist/federation-provides.json'), 'utf8')).provides['@dtp/shared-ui'];
  const notice = page.getByTestId('remote-incompatible');
  await expect(notice).toHaveText(
    `Der Bereich „Tester“ (Version ${manifest.metaData.buildInfo.buildVersion}) passt nicht zu dieser Version der Plattform: er braucht shared-ui ${required}, die Plattform hat ${provided}. Bitte wenden Sie sich an ${config.contact.name} (${config.contact.email}).`,
  );
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await screenshotWithoutOverflow(page, 'remote-incompatible-375');
  // Only the manifest was read: none of the remote's code.
  expect(requests.map((url) => new URL(url).pathname)).toEqual(['/next-major/mf-manifest.json']);

  // Header, sidebar and the other remotes keep working.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'Ihr Tester-Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a redeploy of mf-tester and its rollback in the middle of the data sheet lose no input', async ({ page }) => {
  const requests = remoteRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsTester(page, '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Pro');

  const openTestsAndComeBack = async () => {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Ihre Tests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Ihr(e)? Tests? \d{4}$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Ihr Datenblatt' }).click();
    await sheet.expectLoaded();
  };

  // The redeploy: config.json names a new version folder. The open page keeps the files of the version it started
  // with (still served): the save goes through, and the next screen loads without the new-version notice.
  activate('redeployed');
  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await openTestsAndComeBack();
  await expect(page.getByTestId('load-failure')).toHaveCount(0);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Pro');
  expect(requests.every((url) => url.startsWith(remoteFolder('current')))).toBe(true);

  // Typed, not saved; a reload takes the new version, and the input comes back.
  await sheet.field(/^Beruf/).fill('Proette');
  await page.reload();
  await sheet.expectLoaded();
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Proette');
  expect(requests.some((url) => url.startsWith(remoteFolder('redeployed')))).toBe(true);

  // The rollback: the same line back. The page on the new version keeps working, a reload takes the old one. (The
  // reload's early hints may still fetch the last visit's manifest, from the folder rolled back from: still served.)
  activate('current');
  const beforeRollback = requests.length;
  await sheet.field(/^Beruf/).fill('Professional');
  await page.reload();
  await sheet.expectLoaded();
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Professional');
  expect(requests.slice(beforeRollback).some((url) => url.startsWith(remoteFolder('current')))).toBe(true);
  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Professional');
  expect(errors).toEqual([]);
});

test("a new screen ships with its remote alone: today's shell lists it and routes to it from the remote's manifest", async ({ page }) => {
  const reason = missing('new-screen');
  test.skip(reason !== null, reason ?? '');
  activate('new-screen');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsTester(page, '/');
  const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Hauptnavigation' });
  // Not in the shell's sidebar order (SIDEBAR_ORDER): after the entries it knows.
  await expect(nav.getByRole('link', { name: 'Ihr Golftagebuch' })).toBeVisible();
  const labels = (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
  expect(labels.slice(0, 6)).toEqual(['Startseite', 'Ihr Datenblatt', 'Ihre Tests', 'Ihre Spesenabrechnungen', 'Ihr Tester-Feedback', 'Ihr Golftagebuch']);
  await nav.getByRole('link', { name: 'Ihr Golftagebuch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Golftagebuch' })).toBeVisible();
  await expect(page).toHaveURL(/\/golf-diary$/);
  // Its own address, opened anew: the shell knows it from the manifest before any of the remote's code.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Golftagebuch' })).toBeVisible();
});

/** The deploy gate (npm run deploy:check) on one build, against today's shell. */
const gate = (remote: string) =>
  spawnSync(process.execPath, [path.join(repo, 'scripts/ops/deploy-gate.mjs'), '--remote', remote, '--shell', path.join(repo, 'shell/dist')], {
    cwd: repo,
    encoding: 'utf8',
  });

test("the deploy gate judges today's build as the shell does: it fits", () => {
  const today = gate(path.join(repo, 'mf-tester/dist'));
  expect([today.status, today.stdout.trim()]).toEqual([0, expect.stringMatching(/^ok: mf_tester \S+ passt zur Shell/)]);
});

test('the deploy gate judges the previous release as the shell does: it fits', () => {
  const reason = missing('previous');
  test.skip(reason !== null, reason ?? '');
  expect(gate(path.join(candidates, 'previous')).status).toBe(0);
});

test('the deploy gate judges the next-major build as the shell does: refused, in German', () => {
  const reason = missing('next-major');
  test.skip(reason !== null, reason ?? '');
  const result = gate(path.join(candidates, 'next-major'));
  expect([result.status, result.stdout]).toEqual([1, expect.stringMatching(/PASST NICHT: mf_tester \S+ braucht shared-ui \^2\.0\.0, die Shell hat 1\./)]);
});
