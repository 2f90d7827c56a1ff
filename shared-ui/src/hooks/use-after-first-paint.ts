import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true right after it has been painted. A screen shows its
 * heading at once and renders a big part below it (a form with many fields) in the next step, as a
 * transition that yields to the browser: on a phone the heading, the name and the status show before
 * the fields are built, instead of everything together after one long block of the main thread.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A passive effect runs after the browser has painted this component's first commit.
    startTransition(() => setPainted(true));
  }, []);
  return painted;
}
