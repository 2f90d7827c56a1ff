// Issue 48, item 2: does a remote's build fit the shell that is about to load it? Read from the remote's
// mf-manifest.json (what its build requires) and the shell's build (what it provides), before any of the remote's
// code is loaded. The same module runs in the shell (compatibility-plugin.ts) and in the deploy gate
// (scripts/ops/deploy-gate.mjs, on Node, which strips the types): so it has no imports.

/** A part the shell provides and a remote may require, by its package name. */
export type ProvidedVersions = Readonly<Record<string, string>>;

/** What one remote's build requires: its own version and a version range per part. */
export interface RemoteRequirements {
  remote: string;
  /** The remote's package.json version at its build (the manifest's buildInfo). */
  version: string;
  requires: Readonly<Record<string, string>>;
}

/** One required part whose range the provided version does not satisfy (or that is not provided at all). */
export interface Mismatch {
  part: string;
  required: string;
  provided: string | undefined;
}

/** `satisfies('1.3.2', '^2.0.0')`: the federation runtime's own semver check, so gate and runtime agree. */
export type Satisfies = (version: string, range: string) => boolean;

/** The federation runtime the remotes run on (they are built with `externalRuntime`: the shell's copy). */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/** The parts as a person reads them in the slot's message. */
const partLabels: Readonly<Record<string, string>> = {
  '@dtp/shared-ui': 'shared-ui',
  '@dtp/api-client': 'api-client',
  react: 'React',
  'react-dom': 'React DOM',
  [FEDERATION_RUNTIME]: 'die Module-Federation-Laufzeit',
};

export const partLabel = (part: string): string => partLabels[part] ?? part.replace(/^@dtp\//, '');

/** '@dtp/shared-ui/lists' → '@dtp/shared-ui': an entry point belongs to its package. */
export function packageOf(shareName: string): string {
  const segments = shareName.split('/');
  return shareName.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0]!;
}

interface ManifestLike {
  name?: unknown;
  metaData?: { name?: unknown; buildInfo?: { buildVersion?: unknown }; pluginVersion?: unknown };
  shared?: { name?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
}

/** `~2.9.0` for plugin 2.9.2: the runtime's internals may change with a minor release of Module Federation. */
const runtimeRangeOf = (pluginVersion: string) => {
  const [major, minor] = pluginVersion.split('.');
  return `~${major}.${minor}.0`;
};

/**
 * What a remote's manifest says its build requires: the range of every shared singleton (one per package:
 * its entry points all carry the package's version) and the federation runtime its build plugin came with.
 * `null` when the document is not a federation manifest.
 */
export function requirementsOf(manifest: unknown): RemoteRequirements | null {
  const m = manifest as ManifestLike | null;
  if (!m || typeof m !== 'object' || !m.metaData || !Array.isArray(m.shared)) return null;
  const requires: Record<string, string> = {};
  for (const share of m.shared) {
    if (typeof share.name !== 'string' || typeof share.requiredVersion !== 'string' || share.requiredVersion === '') continue;
    requires[packageOf(share.name)] ??= share.requiredVersion;
  }
  if (typeof m.metaData.pluginVersion === 'string') requires[FEDERATION_RUNTIME] = runtimeRangeOf(m.metaData.pluginVersion);
  const version = m.metaData.buildInfo?.buildVersion;
  const name = m.metaData.name ?? m.name;
  return { remote: typeof name === 'string' ? name : '', version: typeof version === 'string' ? version : '', requires };
}

/** The required parts the provided versions do not satisfy, in the manifest's order. */
export function mismatchesOf(requirements: RemoteRequirements, provided: ProvidedVersions, satisfies: Satisfies): Mismatch[] {
  return Object.entries(requirements.requires).flatMap(([part, required]) => {
    const version = provided[part];
    return version !== undefined && satisfies(version, required) ? [] : [{ part, required, provided: version }];
  });
}

/** A remote that does not fit the shell: its code is not loaded, and retrying cannot help. */
export class IncompatibleRemoteError extends Error {
  readonly requirements: RemoteRequirements;
  readonly mismatches: readonly Mismatch[];
  constructor(requirements: RemoteRequirements, mismatches: readonly Mismatch[]) {
    super(`${requirements.remote} ${requirements.version} does not fit this shell: ${mismatches.map((m) => `${m.part} ${m.required} (provided: ${m.provided ?? 'none'})`).join(', ')}`);
    this.name = 'IncompatibleRemoteError';
    this.requirements = requirements;
    this.mismatches = mismatches;
  }
}

/** Also across two copies of this module (an old remote's bundle): the error's name and shape decide. */
export function isIncompatibleRemoteError(error: unknown): error is IncompatibleRemoteError {
  return error instanceof IncompatibleRemoteError || (error instanceof Error && error.name === 'IncompatibleRemoteError' && 'mismatches' in error);
}

/**
 * What a remote needs and what `holder` has, in German: 'shared-ui ^2.0.0, die Plattform hat 1.3.2'; for several
 * parts 'shared-ui ^2.0.0 (die Plattform hat 1.3.2) und React ^20.0.0 (die Plattform hat keine)'. `none` stands for a
 * part that is not provided. The slot's message and the deploy gate's line (scripts/ops/deploy-gate-lib.mjs) say it so.
 */
export function neededParts(mismatches: readonly Mismatch[], holder: string, none: string): string {
  const needs = ({ part, required }: Mismatch) => `${partLabel(part)} ${required}`;
  const has = ({ provided }: Mismatch) => `${holder} hat ${provided ?? none}`;
  const [first] = mismatches;
  if (!first) return '';
  return mismatches.length === 1 ? `${needs(first)}, ${has(first)}` : mismatches.map((m) => `${needs(m)} (${has(m)})`).join(' und ');
}

/**
 * The slot's German message, e.g. „Der Bereich „Tester“ (Version 1.4.0) passt nicht zu dieser Version der Plattform:
 * er braucht shared-ui ^2.0.0, die Plattform hat 1.3.2. Bitte wenden Sie sich an CMC (cmc@example.org).“
 */
export function incompatibilityMessage(area: string, error: IncompatibleRemoteError, contact: { name: string; email: string }): string {
  const { version } = error.requirements;
  const versionText = version ? ` (Version ${version})` : '';
  return `Der Bereich „${area}“${versionText} passt nicht zu dieser Version der Plattform: er braucht ${neededParts(error.mismatches, 'die Plattform', 'keine')}. Bitte wenden Sie sich an ${contact.name} (${contact.email}).`;
}
