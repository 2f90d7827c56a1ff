import { Button } from '@chakra-ui/react';
import { draftKey, germanDateTime, removeDraft, takeEarlierDraft, useAuthStore, writeDraft, type Draft } from '@dtp/api-client';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Notice } from '../components/notice';

// A form's unsaved input, kept in the browser while the person types (api-client stores/drafts.ts):
// restored with a notice when the form opens again, deleted when it is saved or discarded.

export const DRAFT_TEXTS = {
  restored: (when: string) => `Ihre ungespeicherten Eingaben vom ${when} sind wiederhergestellt. Speichern Sie, um sie zu übernehmen.`,
  discard: 'Verwerfen',
} as const;

const SAVE_DELAY_MS = 300;

export interface FormDraftOptions {
  /** The form's name, e.g. 'datasheet', 'tee-time', 'travel'. */
  name: string;
  /** The record the form edits (its id, or 'new'). */
  record: string | number;
  /** The record's version as read; a restored draft answers the version it was typed on. */
  version?: number | null;
  /** Top-level fields never kept (bank data). */
  exclude?: readonly string[];
}

export interface FormDraft {
  /** The restore notice with „Verwerfen“, or null. */
  notice: ReactNode;
  /** The version to save with: the draft's, so a record changed meanwhile still gets the 409. */
  version: number | null;
}

function without(values: Record<string, unknown> | undefined, exclude: readonly string[]): Record<string, unknown> {
  const kept = { ...(values ?? {}) };
  for (const field of exclude) delete kept[field];
  return kept;
}

/** Values as a string that does not depend on the order of keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** How each form now shown gives its draft up (see discardShownDrafts). */
const shown = new Set<() => void>();

/**
 * 'Neu laden' after a 409 (reloadPage): the user gives up the input on the page to see the records as
 * they are now, so their drafts go too; kept, they would come back with the old version and meet
 * the 409 again.
 */
export function discardShownDrafts(): void {
  for (const giveUp of [...shown]) giveUp();
}

/** When the draft was saved, as the lists show a time: '14.06.2023 20:30'. */
const whenOf = (savedAt: string) => germanDateTime(savedAt);

/**
 * Keeps the form's input as a draft of the signed-in user while it differs from what was loaded, and
 * restores it when the form opens again. Call it where the form's default values are the record's.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'reset' | 'formState'>,
  { name, record, version = null, exclude = [] }: FormDraftOptions,
): FormDraft {
  const userId = useAuthStore((s) => s.user?.userId ?? null);
  const key = userId ? draftKey(userId, name, record) : null;
  const [restored, setRestored] = useState<Draft | null>(null);
  const current = useRef({ form, exclude, version, restored });
  current.current = { form, exclude, version, restored };

  // Restore once per user and record, what an earlier page load left.
  useEffect(() => {
    if (!key) return;
    const draft = takeEarlierDraft(key);
    if (!draft) return;
    const { form: f, exclude: ex } = current.current;
    const defaults = without(f.formState.defaultValues as Record<string, unknown>, ex);
    const values = { ...(f.getValues() as Record<string, unknown>), ...without(draft.values, ex) };
    if (canonical(without(values, ex)) === canonical(defaults)) {
      removeDraft(key);
      return;
    }
    f.reset(values as T, { keepDefaultValues: true });
    setRestored(draft);
  }, [key]);

  // Keep what is typed; what equals the loaded record (saved, discarded, typed back) is no draft.
  useEffect(() => {
    if (!key) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let givenUp = false;
    const store = () => {
      pending = undefined;
      if (givenUp) return;
      const { form: f, exclude: ex, version: v, restored: r } = current.current;
      const values = without(f.getValues() as Record<string, unknown>, ex);
      if (canonical(values) === canonical(without(f.formState.defaultValues as Record<string, unknown>, ex))) {
        removeDraft(key);
        if (current.current.restored) setRestored(null);
        return;
      }
      writeDraft(key, { values, version: r ? r.version : v, savedAt: new Date().toISOString() });
    };
    const flush = () => {
      if (pending === undefined) return;
      clearTimeout(pending);
      store();
    };
    const subscription = current.current.form.watch(() => {
      clearTimeout(pending);
      pending = setTimeout(store, SAVE_DELAY_MS);
    });
    const giveUp = () => {
      givenUp = true;
      clearTimeout(pending);
      pending = undefined;
      removeDraft(key);
    };
    // A phone that closes or hides the tab: keep the last keystrokes too.
    window.addEventListener('pagehide', flush);
    shown.add(giveUp);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      shown.delete(giveUp);
      flush();
    };
  }, [key]);

  const discard = () => {
    if (key) removeDraft(key);
    setRestored(null);
    form.reset();
  };

  return {
    version: restored ? restored.version : version,
    notice: restored ? (
      <Notice status="info">
        {DRAFT_TEXTS.restored(whenOf(restored.savedAt))}{' '}
        <Button size="xs" variant="outline" onClick={discard}>
          {DRAFT_TEXTS.discard}
        </Button>
      </Notice>
    ) : null,
  };
}
