// shared-ui's one place for test helpers (imported by *.test.tsx files only, never bundled).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import * as v from 'valibot';
import { UiProvider } from '../src/theme/ui-provider';

/** Renders under the platform's provider, as apps do. Test-only; not exported by the package. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>, ...options });
}

/** The first message per field path, as the react-hook-form resolver reports them. */
export function errorsOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}
