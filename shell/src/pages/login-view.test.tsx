import { UiProvider } from '@dtp/shared-ui';
import { staticMarkup } from '@dtp/shared-ui/static-markup';
import { render } from '@testing-library/react';
import { LoginView } from './login-view';

/** Each element as tag and classes: what decides how the page looks. */
function outline(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.tagName !== 'STYLE')
    .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
}

test('the running page renders the prerendered login page exactly: same elements, same classes, no visible jump', () => {
  // As on the served page, which links the build-time global stylesheet.
  const link = document.createElement('link');
  link.setAttribute('data-chakra-global-css', '');
  document.head.append(link);
  const prerendered = document.createElement('div');
  prerendered.innerHTML = staticMarkup(<LoginView platformLine="" />).html;
  const { container } = render(
    <UiProvider>
      <LoginView platformLine="" />
    </UiProvider>,
  );
  expect(outline(container).length).toBeGreaterThan(15);
  expect(outline(container)).toEqual(outline(prerendered));
  link.remove();
});
