import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { discardShownDrafts } from './form-draft';
import { onHistoryStep } from './history-step-guard';

export const LEAVE_GUARD_TEXTS = {
  title: 'Ungespeicherte Änderungen',
  message: 'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
  confirm: 'Seite verlassen',
  cancel: 'Auf der Seite bleiben',
} as const;

export interface LeaveGuardProps {
  /** Ask before leaving while this is true (e.g. `form.formState.isDirty`). */
  when: boolean;
  title?: string;
  message?: string;
}

interface AskProps {
  open: boolean;
  title: string;
  message: string;
  onLeave: () => void;
  onStay: () => void;
}

function Ask({ open, title, message, onLeave, onStay }: AskProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      onConfirm={onLeave}
      onCancel={onStay}
      confirmLabel={LEAVE_GUARD_TEXTS.confirm}
      cancelLabel={LEAVE_GUARD_TEXTS.cancel}
      tone="danger"
    >
      {message}
    </ConfirmDialog>
  );
}

/** Set by reloadPage: the user already chose to give up the input, so the browser need not ask again. */
let unloadChosen = false;

/**
 * Reloads the page without the browser's 'leave?' question: for a choice the user already made on
 * screen, e.g. 'Neu laden' after a save of a record someone changed meanwhile (the badge says the
 * input will be gone). `reload` is the browser's reload; tests pass their own.
 */
export function reloadPage(reload: () => void = () => window.location.reload()): void {
  unloadChosen = true;
  // The input is given up by this choice: the forms' drafts too (else they come back with the old version).
  discardShownDrafts();
  reload();
}

/** Reload, closing the tab or typing another address: the browser's own question. */
function useBeforeUnloadWhen(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unloadChosen) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

/** The index of the current history entry, which react-router keeps in history.state. */
const historyIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;

/**
 * Back and forward under a plain <BrowserRouter>: the step is hidden from react-router
 * (form/history-step-guard.ts), the browser returns to the form's entry and the user is asked;
 * leaving repeats the step and lets react-router see it.
 */
function useHistoryStepGuard(when: boolean, locationKey: string, ask: (leave: () => void) => void) {
  useEffect(() => {
    if (!when) return;
    const index = historyIndex();
    let returning = false;
    let leaving = false;
    return onHistoryStep(() => {
      if (leaving) return false;
      if (returning) {
        returning = false;
        return true;
      }
      const next = historyIndex();
      const step = typeof index === 'number' && typeof next === 'number' ? next - index : -1;
      if (step === 0) return false;
      returning = true;
      window.history.go(-step);
      ask(() => {
        leaving = true;
        window.history.go(step);
      });
      return true;
    });
  }, [when, locationKey, ask]);
}

/**
 * Leaving a form with unsaved changes asks first (German confirm dialog). The platform routes with a
 * plain <BrowserRouter> (useBlocker needs a data router, 17 KB gzip more): every in-app link (sidebar,
 * back button, table links) is caught before react-router sees the click, and so are the browser's
 * back and forward buttons; reload and closing the tab ask the browser's question.
 */
export function LeaveGuard({ when, title = LEAVE_GUARD_TEXTS.title, message = LEAVE_GUARD_TEXTS.message }: LeaveGuardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const ask = useCallback((onLeave: () => void) => setLeave(() => onLeave), []);
  useBeforeUnloadWhen(when);
  useHistoryStepGuard(when, location.key, ask);
  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      ask(() => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [when, ask, navigate]);
  return (
    <Ask
      open={leave !== null}
      title={title}
      message={message}
      onLeave={() => {
        setLeave(null);
        leave?.();
      }}
      onStay={() => setLeave(null)}
    />
  );
}
