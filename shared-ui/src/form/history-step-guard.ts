// The browser's back and forward buttons (and a phone's back gesture) under a plain
// <BrowserRouter>, which has no useBlocker. The one popstate listener here is installed before
// react-router's own (browsers call a target's listeners in the order they were added), so a
// leave guard can hide a history step from the router, return to the form and ask first.

/** Returns true when it took the step over: the router then never sees it. */
export type HistoryStepHandler = (event: PopStateEvent) => boolean;

const handlers = new Set<HistoryStepHandler>();
let installed = false;

/** Installs the listener once; must run before the router subscribes to popstate. */
export function installHistoryStepGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    for (const handler of handlers) {
      if (handler(event)) {
        event.stopImmediatePropagation();
        return;
      }
    }
  });
}

/** Registers a handler until the returned function is called. */
export function onHistoryStep(handler: HistoryStepHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
