import { useConfig } from '@dtp/api-client';
import { useEffect } from 'react';
import { useAuthController } from '../auth/auth-controller';
import { takeEarlyAction } from './early-action';
import { LoginView } from './login-view';

/** The login page of the running app; login.html shows the same view before the code has loaded (login-prerender.tsx). */
export function LoginPage() {
  const config = useConfig();
  const { signIn, register, error } = useAuthController();
  // A tap on the prerendered page's buttons before this code ran is carried out now.
  useEffect(() => {
    const action = takeEarlyAction();
    if (action === 'signIn') signIn();
    if (action === 'register') register();
    // Once, when the page first shows: later taps go to the buttons themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <LoginView
      platformLine={`${config.platformName} · Version ${config.version}`}
      videoUrl={config.links.loginVideo}
      error={error}
      onSignIn={signIn}
      onRegister={register}
      config={config}
    />
  );
}
