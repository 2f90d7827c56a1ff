import { useConfig } from '@dtp/api-client';
import { TableActionButton, tableActionProps, Tooltip } from '@dtp/shared-ui';
import type { MouseEvent, KeyboardEvent } from 'react';
import { feedbackFormUrl, type FeedbackFormKind } from './feedback-form-url';
import { feedbackTexts as t } from './messages';

export interface FeedbackFormLinkProps {
  kind: FeedbackFormKind;
  clubName: string;
  /** ISO 'YYYY-MM-DD' or 'DD.MM.YYYY'. */
  date: string;
  testerFullName: string;
  testingId: string | number;
  /** Dashboard: !enableShowTesterFeedback. */
  disabled?: boolean;
  /** Dashboard: testerFeedbackTooltip; default 'Tester-Bewertung'. */
  tooltip?: string;
}

// The link sits in a clickable table row (the row opens the testing): keep its clicks and keys to itself.
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * The external tester-feedback form (configured base URL and form id per kind) with club name,
 * date, tester full name and testing id, opening in a new tab.
 */
export default function FeedbackFormLink({ kind, clubName, date, testerFullName, testingId, disabled = false, tooltip }: FeedbackFormLinkProps) {
  const form = useConfig().testerFeedbackForm;
  const tip = tooltip ?? t.formLinkTooltip;
  const name = `${t.formLinkLabel}: ${testerFullName}, ${clubName}`;
  if (disabled) {
    return (
      <Tooltip content={tip}>
        <TableActionButton
          aria-disabled="true"
          aria-label={`${name} (nicht verfügbar: ${tip})`}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
          onKeyDown={stop}
        >
          {t.formLinkLabel}
        </TableActionButton>
      </Tooltip>
    );
  }
  const href = feedbackFormUrl(form, kind, { clubName, date, testerFullName, testingId });
  return (
    <Tooltip content={tip}>
      <a
        {...tableActionProps('brand')}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${name} (öffnet in neuem Fenster)`}
        onClick={stop}
        onKeyDown={stop}
      >
        {t.formLinkLabel}
      </a>
    </Tooltip>
  );
}
