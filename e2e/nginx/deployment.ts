import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The environment variable playwright.nginx.config.ts hands this run's addresses to the tests in. */
export const NGINX_E2E = 'DTP_NGINX_E2E';

/** This run's deployment behind nginx (playwright.nginx.config.ts), or why nginx cannot run here. */
export type NginxDeployment =
  | { unavailable: string }
  | {
      shell: string;
      tester: string;
      backoffice: string;
      feedback: string;
      apiPort: number;
      idpPort: number;
      /** nginx's folder: its configuration (dtp.conf, nginx.conf), error.log and access.log */
      prefix: string;
      /** the runtime configuration nginx serves as the shell's /config.json and derives the policy from */
      config: Record<string, unknown>;
    };

/** Read when asked: playwright.nginx.config.ts imports this file before it sets the variable. */
const run = (): NginxDeployment => JSON.parse(process.env[NGINX_E2E] ?? JSON.stringify({ unavailable: 'run with -c playwright.nginx.config.ts' })) as NginxDeployment;

/** Why the tests are skipped (no nginx here), or undefined. */
export function unavailable(): string | undefined {
  const deployment = run();
  return 'unavailable' in deployment ? deployment.unavailable : undefined;
}

/** The deployment; only called by tests that run (see `unavailable`). */
export function nginxDeployment() {
  const deployment = run();
  if ('unavailable' in deployment) throw new Error(deployment.unavailable);
  return {
    ...deployment,
    /** The API server itself, not through nginx (its test-support reset). */
    apiDirect: `http://127.0.0.1:${deployment.apiPort}`,
    idp: `http://localhost:${deployment.idpPort}`,
    accessLog: () => readFileSync(path.join(deployment.prefix, 'access.log'), 'utf8'),
  };
}
