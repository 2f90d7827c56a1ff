import type { QuestionnaireIssuePlace } from '@dtp/api-client/questionnaire';
import { placeKey } from './editor-definition';

/** The places to look for, the exact field first, then its answer, question and page. */
function candidates(place: QuestionnaireIssuePlace): string[] {
  const { section, question, option, field } = place;
  return [placeKey(place), placeKey({ section, question, option }), placeKey({ section, question, field }), placeKey({ section, question }), placeKey({ section })].filter(
    (key, i, all) => all.indexOf(key) === i,
  );
}

/** Focuses the control of an issue's place (or the nearest element around it) once the opened question has rendered. */
export function focusPlace(place: QuestionnaireIssuePlace): void {
  setTimeout(() => {
    for (const key of candidates(place)) {
      const holder = document.querySelector<HTMLElement>(`[data-place="${key}"]`);
      if (!holder) continue;
      const control = holder.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button') ?? holder;
      holder.scrollIntoView?.({ block: 'center' });
      control.focus();
      return;
    }
  }, 0);
}
