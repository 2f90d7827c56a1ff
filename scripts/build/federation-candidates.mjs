// Issue 48, item 5: real builds of mf-tester that today's shell must cope with, made in temporary folders:
//   previous     the previous release of mf-tester (the commit that gave its package.json its released version),
//                built as it was then: a remote that is live while the shell moves on;
//   next-major   today's mf-tester built against a new major version of shared-ui: the shell must refuse it;
//   new-screen   today's mf-tester with one screen more (a row and a sidebar entry in its rows,
//                contract/src/pages/mf-tester.json): today's shell
//                must route to it and list it without a release of its own.
// Each lands in <out>/<name>/ (its dist); a candidate that cannot exist is <out>/<name>.skipped with the reason.
//   node scripts/build/federation-candidates.mjs --out e2e/.federation-candidates
// e2e/tests/remote-versions.spec.ts serves them beside today's shell.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP = 'mf-tester';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
const versionAt = (commit) => {
  try {
    return JSON.parse(git('show', `${commit}:${APP}/package.json`)).version;
  } catch {
    return undefined;
  }
};
/** pnpm as the scripts run it (scripts/toolchain/pnpm.sh: through npx, at the project's version), in `dir`. */
const pnpmIn = (dir, args) =>
  execFileSync('bash', ['-c', `source "${path.join(repoRoot, 'scripts/toolchain/pnpm.sh')}" && pnpm "$@"`, 'pnpm', ...args], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const major = (version) => Number(version.split('.')[0]);

/**
 * The release commit of the version mf-tester's package.json names now: the oldest commit of the newest run of
 * commits with that version (changesets' `version` step sets it), from `history` (the commits that changed the file,
 * newest first). If HEAD is that commit, the release before it. Only semantic versions from 1.0.0 on count as
 * releases (0.x predates issue 48).
 */
export function previousRelease(history, headVersion, headCommit) {
  const runs = [];
  for (const { commit, version } of history) {
    if (runs.length > 0 && runs.at(-1).version === version) runs.at(-1).commit = commit;
    else runs.push({ version, commit });
  }
  const [current, before] = runs;
  if (!current || current.version !== headVersion) return null;
  const candidate = headCommit === current.commit ? before : current;
  return candidate && major(candidate.version) >= 1 ? candidate : null;
}

/** A copy of the workspace at `commit` (or of today's files), beside the real one's dependencies. */
function workspaceCopy(dir, commit, { linkModules = true } = {}) {
  if (commit) {
    execFileSync('bash', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: repoRoot });
  } else {
    const files = git('ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
    for (const file of files) {
      if (!existsSync(path.join(repoRoot, file))) continue; // deleted, not yet committed
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(repoRoot, file), path.join(dir, file));
    }
  }
  if (!linkModules) return;
  // pnpm's node_modules folders hold only links: the packages' relative ones reach the copy's workspace packages and
  // the copy's root node_modules, which is the real one's store.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const modules = path.join(repoRoot, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(modules)) {
      cpSync(modules, path.join(dir, entry.name, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    }
  }
}

/** The app's production build; webpack itself where node_modules is linked (pnpm refuses a linked one). */
function buildIn(dir, outDir) {
  const appDir = path.join(dir, APP);
  rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
  execFileSync(path.join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(dir, APP, 'dist'), outDir, { recursive: true });
}

/** The screen the new-screen candidate adds: its route row, its sidebar entry and its module. */
export const NEW_SCREEN = {
  route: { name: 'golf-diary', path: '/golf-diary', access: 'ownTesterArea', screen: 'GolfDiaryPage', label: 'Ihr Golftagebuch' },
  sidebar: { key: 'golf-diary', label: 'Ihr Golftagebuch', route: 'golf-diary', visibleTo: 'ownTesterArea' },
  module: `import { Heading, Text } from '@dtp/shared-ui';

export default function GolfDiaryPage() {
  return (
    <>
      <Heading as="h1">Ihr Golftagebuch</Heading>
      <Text>Ein neuer Bildschirm, mit seinem Remote bereitgestellt.</Text>
    </>
  );
}
`,
};

/** One screen more, as a team adds it: a module, a line in src/screens.ts, a row and an entry in its rows (contract/src/pages/). */
function addScreen(workspaceDir) {
  const appDir = path.join(workspaceDir, APP);
  writeFileSync(path.join(appDir, 'src/pages/golf-diary-page.tsx'), NEW_SCREEN.module);
  const screensFile = path.join(appDir, 'src/screens.ts');
  const screens = readFileSync(screensFile, 'utf8').replace(/\n\};\s*$/, `\n  ${NEW_SCREEN.route.screen}: () => import('./pages/golf-diary-page'),\n};\n`);
  writeFileSync(screensFile, screens);
  const routesFile = path.join(workspaceDir, 'contract/src/pages', `${APP}.json`);
  const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
  routes.routes.push(NEW_SCREEN.route);
  routes.sidebar.push(NEW_SCREEN.sidebar);
  writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
}

function skip(out, name, reason) {
  writeFileSync(path.join(out, `${name}.skipped`), `${reason}\n`);
  console.log(`${name}: skipped: ${reason}`);
}

function main() {
  const i = process.argv.indexOf('--out');
  const out = path.resolve(i > 0 ? process.argv[i + 1] : path.join(repoRoot, 'e2e/.federation-candidates'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'dtp-candidates-'));
  try {
    // previous
    const headVersion = JSON.parse(readFileSync(path.join(repoRoot, APP, 'package.json'), 'utf8')).version;
    const history = git('log', '--format=%H', '--', `${APP}/package.json`)
      .split('\n')
      .filter(Boolean)
      .map((commit) => ({ commit, version: versionAt(commit) }));
    const release = previousRelease(history, headVersion, git('rev-parse', 'HEAD'));
    if (!release) {
      skip(out, 'previous', `${APP} has no earlier release from 1.0.0 on in this clone's history (git log -- ${APP}/package.json)`);
    } else {
      const dir = path.join(scratch, 'previous');
      mkdirSync(dir);
      // Its own dependencies where the lockfile has changed since (from pnpm's store; the registry for what it lacks).
      const ownInstall = git('diff', '--name-only', release.commit, '--', 'pnpm-lock.yaml') !== '';
      workspaceCopy(dir, release.commit, { linkModules: !ownInstall });
      if (ownInstall) {
        pnpmIn(dir, ['install', '--frozen-lockfile', '--prefer-offline']);
      }
      buildIn(dir, path.join(out, 'previous'));
      console.log(`previous: ${APP} ${release.version} from ${release.commit.slice(0, 8)}`);
    }
    // next-major
    const dir = path.join(scratch, 'next-major');
    mkdirSync(dir);
    workspaceCopy(dir, null);
    const sharedUiFile = path.join(dir, 'shared-ui/package.json');
    const sharedUi = JSON.parse(readFileSync(sharedUiFile, 'utf8'));
    const next = `${major(sharedUi.version) + 1}.0.0`;
    writeFileSync(sharedUiFile, `${JSON.stringify({ ...sharedUi, version: next }, null, 2)}\n`);
    buildIn(dir, path.join(out, 'next-major'));
    console.log(`next-major: ${APP} against shared-ui ${next}`);
    // new-screen
    const screenDir = path.join(scratch, 'new-screen');
    mkdirSync(screenDir);
    workspaceCopy(screenDir, null);
    addScreen(screenDir);
    buildIn(screenDir, path.join(out, 'new-screen'));
    console.log(`new-screen: ${APP} with the screen ${NEW_SCREEN.route.path}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
