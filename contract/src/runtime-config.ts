import * as v from 'valibot';

/**
 * The runtime configuration served with the shell as /config.json (written by config/runtime-config.mjs): its schema and
 * the one check of it, for the browser (api-client's loadRuntimeConfig) and the API server's config check alike.
 * Everything the spec calls "configuration" lives here, so a remote can be
 * redeployed (new URL, new version) without rebuilding the shell.
 */
const url = v.pipe(v.string(), v.url());
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

export const SignInModes = ['oidc', 'test', 'memory'] as const;
export type SignInMode = (typeof SignInModes)[number];
export const DemoAccounts = ['admin', 'manager', 'tester', 'tester2'] as const;
export type DemoAccount = (typeof DemoAccounts)[number];
export const QuestionnaireModes = ['platform', 'external'] as const;
export type QuestionnaireMode = (typeof QuestionnaireModes)[number];
export const RemoteNames = ['mf_tester', 'mf_backoffice', 'mf_feedback'] as const;
export type RemoteName = (typeof RemoteNames)[number];

export const RuntimeConfigSchema = v.object({
  platformName: nonEmpty,
  version: nonEmpty,
  auth: v.object({
    mode: v.picklist(SignInModes),
    /** Address of the identity service, without /realms/{realm}. */
    url,
    realm: nonEmpty,
    clientId: nonEmpty,
    /** Where logout leads back to. */
    loginUrl: url,
    adminConsoleUrl: url,
    /** memory mode: which demo account is signed in (default admin). */
    demoAccount: v.optional(v.picklist(DemoAccounts), 'admin'),
  }),
  api: v.object({
    source: v.picklist(['http', 'demo']),
    baseUrl: url,
    /** demo only: multiplies testers and testings for benchmarks. */
    demoScale: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 1),
  }),
  remotes: v.object({
    mf_tester: url,
    mf_backoffice: url,
    mf_feedback: url,
  }),
  flags: v.object({
    show_dashboard: v.boolean(),
    show_questionnaire: v.boolean(),
    show_tester_guide: v.boolean(),
    show_questionnaire_help: v.boolean(),
    show_print_questionnaire: v.boolean(),
  }),
  questionnaire: v.object({
    /**
     * Where testers fill in the questionnaire (issue 43): 'platform' (default) in the platform itself;
     * 'external' on the outside form site at `url`/`premiumUrl`, whose export the administration imports.
     */
    mode: v.optional(v.picklist(QuestionnaireModes), 'platform'),
    url,
    premiumUrl: url,
    releaseUrl: url,
    premiumReleaseUrl: url,
    activeYear: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
    /** Print PDFs: {year} is replaced by activeYear. */
    printUrl: url,
    printPremiumUrl: url,
    printPremiumOnlyUrl: url,
  }),
  testerFeedbackForm: v.object({
    /**
     * Where CMC rates the tester (issue 44): 'platform' (default) on the testing page; 'external' on the outside
     * form site (`baseUrl`, `formIds.cmc`), opened from the dashboard as the seed system did.
     */
    mode: v.optional(v.picklist(['platform', 'external']), 'platform'),
    baseUrl: url,
    formIds: v.object({ cmc: nonEmpty, club: nonEmpty }),
  }),
  contact: v.object({
    name: nonEmpty,
    email: v.pipe(v.string(), v.email()),
    phone: nonEmpty,
  }),
  links: v.object({
    testerGuidePdf: url,
    fillHelpPdf: url,
    obligationDeclarationPdf: url,
    loginVideo: url,
    /**
     * The association's legal pages: „Impressum“ (§ 5 DDG) and „Datenschutz“ (Art. 13 DSGVO). Required in
     * every configuration: a German website must have both, the demo's too; shown on the login page, the
     * start page, the sidebar and (privacy) beside the data sheet's consent.
     */
    imprintUrl: url,
    privacyUrl: url,
    videos: v.object({
      datasheet: url,
      teeTime: url,
      gastronomy: url,
      golfManager: url,
      greenkeeper: url,
    }),
  }),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** One offending key of config.json and a German sentence about it. */
export interface ConfigProblem {
  key: string;
  message: string;
}

export type ConfigResult =
  | { ok: true; config: RuntimeConfig }
  /** `key` and `message` repeat the first problem, for one-line displays. */
  | { ok: false; key: string; message: string; problems: ConfigProblem[] };

function problemOf(issue: v.BaseIssue<unknown>): ConfigProblem {
  const key = v.getDotPath(issue) ?? '(Wurzel)';
  const message =
    issue.input === undefined
      ? `Der Schlüssel „${key}“ fehlt.`
      : `Der Wert von „${key}“ ist ungültig (erwartet: ${issue.expected ?? 'gültiger Wert'}, erhalten: ${issue.received}).`;
  return { key, message };
}

export function configFailure(problems: ConfigProblem[]): ConfigResult {
  const [first] = problems;
  return { ok: false, key: first?.key ?? '(Wurzel)', message: first?.message ?? '', problems };
}

/** Validates a parsed config.json and names every offending key, once each. */
export function parseRuntimeConfig(input: unknown): ConfigResult {
  const result = v.safeParse(RuntimeConfigSchema, input);
  if (result.success) return { ok: true, config: result.output };
  const byKey = new Map<string, ConfigProblem>();
  for (const issue of result.issues) {
    const problem = problemOf(issue);
    if (!byKey.has(problem.key)) byKey.set(problem.key, problem);
  }
  return configFailure([...byKey.values()]);
}
