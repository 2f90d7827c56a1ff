// mf-backoffice's one place for test helpers (imported by *.test.tsx files only, never bundled);
// the helpers every package needs come from the dev-only package @dtp/test-support.
import { useRouteTable } from '@dtp/api-client';
import { Heading } from '@dtp/shared-ui';
import { renderRoutes } from '@dtp/test-support';
import type { ComponentType, ReactElement } from 'react';
import { screens } from '../src/screens';

export { asAccount, renderRoutes, resetAll, setDemoConfig, signInAs } from '@dtp/test-support';

type ScreenName = keyof typeof screens;
const loaded = new Map<ScreenName, ComponentType>();

// The screen manifest imports lazily; a test file that imports this module has every screen loaded
// before its first test, so renderBackOffice renders them at once, as a static import would.
beforeAll(async () => {
  for (const [name, load] of Object.entries(screens) as [ScreenName, (typeof screens)[ScreenName]][]) {
    loaded.set(name, (await load()).default as ComponentType);
  }
});

/**
 * The back office under a router, built from the route table: every route of this remote shows its screen
 * from the manifest (src/screens.ts), every route of another remote a stand-in heading naming its screen
 * (a link's target, e.g. a claim or a data sheet).
 */
export function renderBackOffice(path: string) {
  const elements: Record<string, ReactElement> = {};
  for (const { path: pattern, target } of Object.values(useRouteTable.getState().routes)) {
    if (target.kind !== 'remote') continue;
    if (target.remote !== 'mf_backoffice') {
      elements[pattern] = <Heading as="h1">{target.screen}</Heading>;
      continue;
    }
    const Screen = loaded.get(target.screen as ScreenName);
    if (!Screen) throw new Error(`renderBackOffice: the screen ${target.screen} is not loaded (call it inside a test)`);
    elements[pattern] = <Screen />;
  }
  return renderRoutes(path, elements);
}

/**
 * The CSV a list's 'CSV exportieren' saves when `click` presses it: its lines split at ';' (the BOM removed). The
 * download's object URL is caught, so nothing is saved.
 */
export async function exportedCsv(click: () => Promise<void>): Promise<string[][]> {
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  try {
    await click();
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    return text.replace('\uFEFF', '').trim().split('\r\n').map((line) => line.split(';'));
  } finally {
    createObjectURL.mockRestore();
  }
}
