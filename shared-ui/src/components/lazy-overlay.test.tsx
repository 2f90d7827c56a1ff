import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designSystem } from '../theme/system';

const system = designSystem();
import { renderUi } from '../../test-support';
import { ActionMenu } from './action-menu';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { SideDrawer } from './side-drawer';
import { Tooltip } from './tooltip';

// The overlays' recipes are not in the system (every screen would download them); each lazy view
// passes its recipe through the `recipe` prop. Without it the overlay renders unstyled: no
// `chakra-…__…` class names and no rules in Chakra's `@layer recipes`.

/** The declarations Chakra's recipes give `element`: rules in `@layer recipes` on its own class (jsdom's getComputedStyle skips layers). */
function recipeStyle(element: Element): Record<string, string> {
  const selectors = new Set(Array.from(element.classList, (name) => `.${name}`));
  const declarations: Record<string, string> = {};
  for (const style of Array.from(document.querySelectorAll('style'))) {
    for (const rule of Array.from(style.sheet?.cssRules ?? [])) {
      if (!/^@layer recipes\b/.test(rule.cssText)) continue;
      for (const inner of Array.from((rule as CSSGroupingRule).cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !selectors.has(inner.selectorText)) continue;
        for (let i = 0; i < inner.style.length; i++) {
          const name = inner.style[i]!;
          declarations[name] = inner.style.getPropertyValue(name);
        }
      }
    }
  }
  return declarations;
}

function part(name: string, scope: string) {
  const element = document.querySelector(`[data-scope="${scope}"][data-part="${name}"]`);
  if (!element) throw new Error(`no ${scope} ${name}`);
  return element;
}

// Inside a describe block: its afterEach runs before Testing Library's cleanup (a top-level one
// would run after it and look at an empty document).
describe('lazy overlays', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // The `recipe` prop is consumed by Chakra: never a DOM attribute, never React's unknown-prop warning.
    const recipeWarnings = consoleError.mock.calls.filter((args: unknown[]) => args.some((arg) => String(arg).includes('recipe')));
    consoleError.mockRestore();
    expect(document.querySelector('[recipe]')).toBeNull();
    expect(recipeWarnings).toEqual([]);
  });

  test('the system does not carry the overlay recipes (they load with the overlays)', () => {
    for (const key of ['dialog', 'drawer', 'menu', 'tooltip']) expect(system.isSlotRecipe(key)).toBe(false);
  });

  test('ConfirmDialog brings the dialog recipe (size md, placement top)', async () => {
    renderUi(
      <ConfirmDialog open title="Datenblatt absenden?" onConfirm={() => {}} onCancel={() => {}}>
        Nach dem Absenden sind Änderungen nur noch über CMC möglich.
      </ConfirmDialog>,
    );
    const content = await screen.findByRole('alertdialog', { name: 'Datenblatt absenden?' });
    expect(content).toHaveClass('chakra-dialog__content');
    expect(recipeStyle(content)).toMatchObject({
      display: 'flex',
      'flex-direction': 'column',
      'border-radius': 'var(--chakra-radii-l3)',
      background: 'var(--chakra-colors-bg-panel)',
      'box-shadow': 'var(--chakra-shadows-lg)',
      'max-width': 'var(--chakra-sizes-lg)', // size md; our 800px (not layered) wins
    });
    expect(content).toHaveStyle({ maxWidth: '800px' });
    const positioner = part('positioner', 'dialog');
    expect(positioner).toHaveClass('chakra-dialog__positioner');
    expect(recipeStyle(positioner)).toMatchObject({ display: 'flex', position: 'fixed', 'justify-content': 'center', 'align-items': 'flex-start' });
    const backdrop = part('backdrop', 'dialog');
    expect(backdrop).toHaveClass('chakra-dialog__backdrop');
    expect(recipeStyle(backdrop)).toMatchObject({ position: 'fixed', background: 'var(--chakra-colors-black-alpha-500)' });
    expect(screen.getByRole('button', { name: 'Bestätigen' }).parentElement).toHaveClass('chakra-dialog__footer');
  });

  test('FormDialog brings the dialog recipe, close button included', async () => {
    renderUi(
      <FormDialog open title="Kontaktperson" onClose={() => {}} onSave={() => {}}>
        Name
      </FormDialog>,
    );
    const content = await screen.findByRole('dialog', { name: 'Kontaktperson' });
    expect(content).toHaveClass('chakra-dialog__content');
    expect(recipeStyle(content)).toMatchObject({ display: 'flex', 'box-shadow': 'var(--chakra-shadows-lg)' });
    const close = part('close-trigger', 'dialog');
    expect(close).toHaveClass('chakra-dialog__closeTrigger');
    expect(recipeStyle(close)).toMatchObject({ position: 'absolute', top: 'var(--chakra-spacing-2)', 'inset-inline-end': 'var(--chakra-spacing-2)' });
  });

  test('SideDrawer brings the drawer recipe (placement start)', async () => {
    renderUi(
      <SideDrawer open title="Menü" onClose={() => {}}>
        Start
      </SideDrawer>,
    );
    const content = await screen.findByRole('dialog', { name: 'Menü' });
    expect(content).toHaveClass('chakra-drawer__content');
    expect(recipeStyle(content)).toMatchObject({
      display: 'flex',
      background: 'var(--chakra-colors-bg-panel)',
      'max-width': 'var(--chakra-sizes-xs)', // size xs; our 280px wins
    });
    expect(content).toHaveStyle({ maxWidth: '280px' });
    const positioner = part('positioner', 'dialog');
    expect(positioner).toHaveClass('chakra-drawer__positioner');
    // placement="start" (the recipe's default is end)
    expect(recipeStyle(positioner)).toMatchObject({ position: 'fixed', 'justify-content': 'flex-start', 'align-items': 'stretch' });
    expect(part('backdrop', 'dialog')).toHaveClass('chakra-drawer__backdrop');
  });

  test('ActionMenu brings the menu recipe (size md)', async () => {
    const user = userEvent.setup();
    renderUi(<ActionMenu label="Status ändern" items={[{ value: 'reset', label: 'Zurücksetzen' }]} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Status ändern' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
    expect(menu).toHaveClass('chakra-menu__content');
    expect(recipeStyle(menu)).toMatchObject({ 'border-radius': 'var(--chakra-radii-l2)', 'box-shadow': 'var(--chakra-shadows-lg)', 'min-width': '8rem' });
    const item = screen.getByRole('menuitem', { name: 'Zurücksetzen' });
    expect(item).toHaveClass('chakra-menu__item');
    expect(recipeStyle(item)).toMatchObject({ display: 'flex', 'padding-inline': 'var(--chakra-spacing-2)' });
  });

  test('Tooltip brings the tooltip recipe', async () => {
    const user = userEvent.setup();
    renderUi(
      <Tooltip content="Tester-Bewertung">
        <button type="button">Bewerten</button>
      </Tooltip>,
    );
    // Nothing of the tooltip exists until the trigger is hovered or focused for the open delay.
    expect(screen.getByRole('button', { name: 'Bewerten' })).not.toHaveAttribute('data-state');
    await user.hover(screen.getByRole('button', { name: 'Bewerten' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveClass('chakra-tooltip__content');
    expect(recipeStyle(tooltip)).toMatchObject({
      background: 'var(--tooltip-bg)',
      color: 'var(--chakra-colors-fg-inverted)',
      'border-radius': 'var(--chakra-radii-l2)',
    });
    await user.unhover(screen.getByRole('button', { name: 'Bewerten' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  test('Tooltip opens on keyboard focus and not for a pointer that only passes by', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Tooltip content="Tester-Bewertung">
          <button type="button">Bewerten</button>
        </Tooltip>
        <button type="button">Weiter</button>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Bewerten' }));
    await user.unhover(screen.getByRole('button', { name: 'Bewerten' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tester-Bewertung');
    expect(screen.getByRole('button', { name: 'Bewerten' })).toHaveFocus();
  });
});
