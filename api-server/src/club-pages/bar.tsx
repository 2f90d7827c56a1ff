import { percentText } from '@dtp/contract/questionnaire';

// The report page's bar (issue 45): a percent as a <meter> between its label and its value.

/** One bar with its label and value; the width is the percent (a <meter> for assistive technology). */
export function Bar({ label, percent, kind, note }: { label: string; percent: number | null; kind: 'own' | 'average' | 'previous'; note?: string }) {
  return (
    <>
      <div className="bar-row">
        <span className="bar-label">{label}</span>
        <meter className={`bar bar-${kind}`} min={0} max={100} value={percent ?? 0} aria-label={`${label}: ${percentText(percent)}${note ? `, ${note}` : ''}`} />
        <span className="bar-value">{percentText(percent)}</span>
      </div>
      {note ? <p className="hint not-comparable">{note}</p> : null}
    </>
  );
}
