import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Shared by deploy-remote.test.ts and deploy-gate.test.ts: the commands of scripts/ops run as `npm run` runs them (in
// the repository's root, the caller's folder in INIT_CWD), in a child process (they are ES modules of plain Node that
// import api-client's TypeScript); and small builds in the shape of a remote's dist and the shell's.

export const root = path.resolve(__dirname, '../..');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node scripts/ops/<script> …args` without blocking: a test may serve manifests over http meanwhile. */
export function runScript(script: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join('scripts/ops', script), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: cwd } }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** A remote's mf-manifest.json as its build writes it (the shape of mf-tester/dist/mf-manifest.json, shortened). */
export function manifestOf({ name = 'mf_tester', version = '1.0.0', sharedUi = '^1.0.0', apiClient = '^1.0.0', plugin = '2.9.2' } = {}) {
  const share = (shareName: string, requiredVersion: string) => ({
    id: `${name}:${shareName}`,
    name: shareName,
    version: requiredVersion.replace(/^[\^~]/, ''),
    singleton: true,
    requiredVersion,
    assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    fallback: '',
  });
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@dtp/${name.replace('_', '-')}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      pluginVersion: plugin,
      publicPath: 'auto',
    },
    shared: [share('@dtp/shared-ui/lists', sharedUi), share('@dtp/shared-ui', sharedUi), share('@dtp/api-client', apiClient), share('react', '^19.0.0'), share('react-dom', '^19.0.0')],
    remotes: [],
    exposes: [],
  };
}

/** A remote's dist folder: its manifest, remoteEntry.js and a hashed chunk (`chunk` changes its content). */
export function writeRemoteDist(dir: string, manifest: object, chunk = 'console.log(1);') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_tester;');
  writeFileSync(path.join(dir, '100.0ccfc0f6.js'), chunk);
  return dir;
}

/** The shell's federation-provides.json, as its build writes it. */
export const PROVIDES = {
  shell: '0.1.0',
  provides: { '@dtp/shared-ui': '1.0.0', '@dtp/api-client': '1.0.0', react: '19.3.1', 'react-dom': '19.3.1', '@module-federation/runtime': '2.9.2' },
};

export function writeShellDist(dir: string, provides: object = PROVIDES) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'federation-provides.json'), `${JSON.stringify(provides, null, 2)}\n`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}
