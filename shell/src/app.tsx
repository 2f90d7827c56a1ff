import type { RuntimeConfig } from '@dtp/api-client';
import { useAuthStore } from '@dtp/api-client';
import { BrowserRouter, Center, Spinner, useLocation } from '@dtp/shared-ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAuthController } from './auth/auth-controller';
import { LocalAuth } from './auth/local-auth';
import { OidcMode } from './auth/oidc-mode';
import { rememberRequestedPath } from './auth/requested-path';
import { AppLayout } from './layout/app-layout';
import { LoginPage } from './pages/login-page';
import { AppRoutes } from './routes/app-routes';
import { FirstScreenStart } from './routes/first-screen';
import { RemoteRoutesStart } from './routes/remote-routes-start';

function FullPageSpinner() {
  return (
    <Center minH="100vh">
      <Spinner size="xl" color="brand.solid" aria-label="Anmeldung wird geprüft" />
    </Center>
  );
}

/** Remembers where a signed-out user wanted to go. Its own component: a location change re-renders only it, not the signed-in layout. */
function RememberRequestedPath() {
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => rememberRequestedPath(requested), [requested]);
  return null;
}

/** Signed out: the login page instead of the app, remembering where the user wanted to go. */
function SignedInGate() {
  const auth = useAuthStore((s) => s.auth);
  const { pending } = useAuthController();
  if (auth) {
    return (
      <>
        <RemoteRoutesStart />
        <FirstScreenStart />
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </>
    );
  }
  if (pending) return <FullPageSpinner />;
  return (
    <>
      <RememberRequestedPath />
      <LoginPage />
    </>
  );
}

function AuthMode({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // The OIDC libraries are loaded only in oidc mode, and only when they have work to do.
  if (config.auth.mode === 'oidc') return <OidcMode>{children}</OidcMode>;
  return <LocalAuth mode={config.auth.mode}>{children}</LocalAuth>;
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AuthMode config={config}>
        <SignedInGate />
      </AuthMode>
    </BrowserRouter>
  );
}
