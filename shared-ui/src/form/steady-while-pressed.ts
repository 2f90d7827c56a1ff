import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A field's error appears or leaves on blur (use-valibot-form.ts), and the blur happens when the pointer
 * is pressed on something else, e.g. 'Speichern' under the field. The message's line changes the layout,
 * the button moves under the pointer, and the release lands on another element: the browser sends the
 * click to neither, and nothing is saved. So while a pointer is pressed anywhere on the page, a field
 * keeps showing what it showed at the press; the change follows once the pointer is released and its
 * click has been delivered. The form's state is not touched: validation runs as before, and a submit
 * validates every field itself.
 */

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function press(): void {
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  if (pressed) return;
  pressed = true;
  notify();
}

/** After the release's click (dispatched in the same task as the release), not before it. */
function release(): void {
  if (!pressed || releaseTimer !== undefined) return;
  releaseTimer = setTimeout(() => {
    releaseTimer = undefined;
    pressed = false;
    notify();
  }, 0);
}

let tracking = false;

/** Once per page: where presses and releases happen does not matter, so the listeners sit on the document. */
function trackPointer(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', press, options);
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', release, options);
  document.addEventListener('dragend', release, options);
  // A release outside the window sends no pointerup here: the next move without a button, or leaving the window, ends it.
  document.addEventListener('pointermove', (event) => event.buttons === 0 && release(), options);
  window.addEventListener('blur', release);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const ignore = () => () => {};
const isPressed = () => pressed;
const notPressed = () => false;

/** `value`, except that a change while a pointer is pressed shows only once it is released. */
export function useSteadyWhilePressed<T>(value: T): T {
  useEffect(trackPointer, []);
  const [shown, setShown] = useState(value);
  const changing = !Object.is(shown, value);
  // Only a field with a change to hold listens, so a click re-renders no other field.
  const held = useSyncExternalStore(changing ? subscribe : ignore, isPressed, notPressed) && changing;
  if (changing && !held) setShown(value);
  return held ? shown : value;
}
