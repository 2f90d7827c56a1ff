import { UiProvider, MemoryRouter, PageSkeleton } from '@dtp/shared-ui';
import { staticMarkup } from '@dtp/shared-ui/static-markup';
import { render, screen } from '@testing-library/react';
import { AuthControllerContext } from '../auth/auth-controller';
import { FrameView } from '../pages/frame-prerender';
import { setDemoConfig, signInAs } from '../../test-support';
import { AppLayout } from './app-layout';

/** Each element as tag and classes: what decides how the page looks. */
function outline(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.tagName !== 'STYLE')
    .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
}

const controller = { mode: 'memory' as const, pending: false, error: null, signIn: jest.fn(), signOut: jest.fn(), register: jest.fn() };

beforeAll(() => setDemoConfig());

describe('the app over the prerendered frame of index.html (frame-prerender.tsx)', () => {
  const html = staticMarkup(<FrameView />).html;

  it('is what the running app renders over it: the same elements with the same classes, the sidebar’s navigation aside', async () => {
    const link = document.createElement('link');
    link.setAttribute('data-chakra-global-css', '');
    document.head.append(link);
    signInAs('tester');
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    const { container } = render(
      <UiProvider>
        <MemoryRouter initialEntries={['/datasheet']}>
          <AuthControllerContext.Provider value={controller}>
            <AppLayout>
              <PageSkeleton />
            </AppLayout>
          </AuthControllerContext.Provider>
        </MemoryRouter>
      </UiProvider>,
    );
    // The settings load in the background; let them finish inside the test.
    await screen.findByTestId('sidebar-username');
    const app = container.cloneNode(true) as Element;
    app.querySelector('aside nav')?.remove();
    expect(outline(prerendered).length).toBeGreaterThan(15);
    expect(outline(app)).toEqual(outline(prerendered));
    link.remove();
  });
});
