import type { DataSheet, RuntimeConfig } from '@dtp/api-client';
import { List, Notice, ReachContact, Stack } from '@dtp/shared-ui';
import { datasheetTexts as t } from './datasheet-texts';

type Contact = RuntimeConfig['contact'];

/** Spec 8, verbatim: 'Saison ist noch nicht gestartet. Bitte wenden Sie sich an {contact} …' with name, email link and phone. */
function SeasonNotStartedText({ contact }: { contact: Contact }) {
  return (
    <>
      {t.seasonNotStartedBefore}
      {contact.name} (
      <ReachContact email={contact.email} phone={contact.phone} />
      ){t.seasonNotStartedAfter}
    </>
  );
}

/** Spec 8: the season-not-started warning with the configured contact. */
export function SeasonNotStartedNotice({ contact }: { contact: Contact }) {
  return (
    <Notice status="warning">
      <SeasonNotStartedText contact={contact} />
    </Notice>
  );
}

interface DatasheetNoticesProps {
  sheet: DataSheet;
  /** The signed-in user's own sheet (texts speak to 'Sie'). */
  isOwn: boolean;
  contact: Contact;
}

/**
 * The notices of the data sheet: INITIAL, season not started, submitted, missing items. A sheet in
 * INITIAL gets one notice: not yet marked as tester, with whom to contact (the season's text and links
 * when the server says the season has not started for this user), and no list of missing items, since
 * such a sheet cannot be sent yet.
 */
export function DatasheetNotices({ sheet, isOwn, contact }: DatasheetNoticesProps) {
  const done = sheet.submitted || sheet.released || sheet.assigned;
  const missing: string[] = [
    sheet.validations.handicapMissing ? t.missingHandicap : null,
    sheet.validations.availabilityMissing ? t.missingAvailability : null,
  ].flatMap((item) => (item === null ? [] : [item]));
  if (sheet.initial) {
    const seasonText = sheet.showSeasonNotYetStarted ? <SeasonNotStartedText contact={contact} /> : null;
    return (
      <Stack gap="3" mb="4">
        <Notice status={seasonText ? 'warning' : 'info'} title={isOwn ? t.initialOwn : t.initialOther}>
          {seasonText ?? (isOwn ? t.initialContact(contact.name) : null)}
        </Notice>
      </Stack>
    );
  }
  return (
    <Stack gap="3" mb="4">
      {sheet.showSeasonNotYetStarted ? <SeasonNotStartedNotice contact={contact} /> : null}
      {done ? (
        <Notice status="success" title={isOwn ? t.submittedTitle : t.submittedOther}>
          {isOwn ? t.submittedBody(contact.name) : t.submittedBodyOther}
        </Notice>
      ) : null}
      {!done && missing.length > 0 ? (
        <Notice status="warning" title={t.missingTitle}>
          <List.Root ps="5">
            {missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Notice>
      ) : null}
    </Stack>
  );
}
