import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from './theme/ui-provider';

/** Renders under the platform's provider, as apps do. Test-only; not exported by the package. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>, ...options });
}
