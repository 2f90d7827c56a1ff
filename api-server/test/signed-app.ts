import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { createTokenVerifier } from '../src/auth/access-token';
import { buildApp } from '../src/http/app';
import { openPlatform, type Platform } from '../src/platform';
import { POLICY, signAccessToken, type Account } from './contract/targets';

export interface SignedApp {
  platform: Platform;
  app: FastifyInstance;
  /** The Authorization header of a seed account, signed like the identity service's tokens. */
  headers(who: Account): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The platform on the embedded PGlite in memory behind the HTTP app, as production serves it: tokens
 * verified against a key of the test's own, the shell's origin allowed.
 */
export async function openSignedApp(options: Omit<Parameters<typeof openPlatform>[0], 'databaseUrl' | 'dataDir'> = {}): Promise<SignedApp> {
  const platform = await openPlatform({ databaseUrl: null, dataDir: 'memory://', deliverBeforeEachRequest: false, ...options });
  const pair = await generateKeyPair('RS256');
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  const app = await buildApp({
    verify: createTokenVerifier(POLICY, jwks),
    domain: platform.domain,
    database: platform.database,
    bodyLimit: 1_048_576,
    trustProxy: false,
    allowedOrigins: ['http://localhost:3000'],
  });
  return {
    platform,
    app,
    headers: async (who) => ({ authorization: `Bearer ${await signAccessToken(who, pair.privateKey)}` }),
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}
