import { earlyHeadingAt, rememberEarlyHeading, type EarlyHeadingRecipe } from '@dtp/api-client';
import { PageSkeleton } from '@dtp/shared-ui';
import { useEffect, type ReactNode } from 'react';

// A screen's part of the heading painted early (decision 0020): it hands over its recipe once it shows its data, and
// keeps the painted heading while its data loads.

/** Hands the screen's recipe to the shell while it shows (null: not shown, or not for this person), once per recipe. */
export function useHandOverEarlyHeading(recipe: EarlyHeadingRecipe | null): void {
  const key = recipe === null ? null : JSON.stringify(recipe);
  useEffect(() => {
    if (key !== null) rememberEarlyHeading(JSON.parse(key) as EarlyHeadingRecipe);
  }, [key]);
}

/** While the screen's data loads: the heading the page painted early (in the app's skeleton), else `fallback`. */
export function LoadingUnderEarlyHeading({ fallback = null }: { fallback?: ReactNode }) {
  return earlyHeadingAt(window.location.pathname) ? <PageSkeleton /> : fallback;
}
