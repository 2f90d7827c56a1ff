import { rememberEarlyActions, takeEarlyAction } from './early-action';

function prerenderedButtons() {
  document.body.innerHTML = `
    <div id="root">
      <button data-early-action="signIn"><span>Anmelden</span></button>
      <button data-early-action="register">Registrieren</button>
      <button>Anderes</button>
    </div>`;
  return (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
}

afterEach(() => {
  takeEarlyAction();
  document.body.innerHTML = '';
});

test('a tap before the app runs is kept, the last one counts, and it is handed over once', () => {
  const button = prerenderedButtons();
  rememberEarlyActions();
  button('Anmelden').querySelector('span')!.click();
  expect(takeEarlyAction()).toBe('signIn');
  expect(takeEarlyAction()).toBeUndefined();

  rememberEarlyActions();
  button('Anmelden').click();
  button('Registrieren').click();
  expect(takeEarlyAction()).toBe('register');
});

test('taps elsewhere are not actions, and after the hand-over the buttons are not watched any more', () => {
  const button = prerenderedButtons();
  rememberEarlyActions();
  button('Anderes').click();
  expect(takeEarlyAction()).toBeUndefined();
  button('Anmelden').click();
  expect(takeEarlyAction()).toBeUndefined();
});
