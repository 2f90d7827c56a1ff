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

/**
 * False until `shown` has been true through one frame of the browser, then true: the step after a screen's first step
 * (useAfterFirstPaint). What the first step added is committed, laid out and painted in a frame of its own, and the
 * next part follows in a task after that frame: two shorter blocks of a phone's main thread instead of one (a form's
 * commit and its first layout grow with its fields). In a tab that is not shown, browsers hold frames: the part follows
 * when the tab is.
 */
export function useAfterPaintOf(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The frame's callbacks run before its layout and paint; a task queued there runs after them.
      task = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown, painted]);
  return painted;
}
