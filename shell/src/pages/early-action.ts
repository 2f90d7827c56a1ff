// login.html shows the login page before the app's code has loaded (prerendered at build time). A tap
// on its 'Anmelden' or 'Registrieren' in that time is remembered here and carried out by the login
// page once it runs (login-page.tsx), instead of being lost. main.js starts listening (index.ts).

export type EarlyAction = 'signIn' | 'register';

let remembered: EarlyAction | undefined;
let stopListening: (() => void) | undefined;

function isEarlyAction(value: string | null | undefined): value is EarlyAction {
  return value === 'signIn' || value === 'register';
}

/** Listens for taps on elements marked `data-early-action`, until the login page takes them. */
export function rememberEarlyActions(target: Document = document): void {
  if (stopListening) return;
  const listener = (event: Event) => {
    const action = (event.target as Element | null)?.closest?.('[data-early-action]')?.getAttribute('data-early-action');
    if (isEarlyAction(action)) remembered = action;
  };
  target.addEventListener('click', listener, true);
  stopListening = () => target.removeEventListener('click', listener, true);
}

/** The action tapped before the app ran, if any; from now on the page's own buttons answer. */
export function takeEarlyAction(): EarlyAction | undefined {
  stopListening?.();
  stopListening = undefined;
  const action = remembered;
  remembered = undefined;
  return action;
}
