import type { DataSheet, RuntimeConfig } from '@dtp/shared-api';
import { Link, List, Notice, Stack } from '@dtp/shared-ui';
import { datasheetTexts as t } from './datasheet-texts';

type Contact = RuntimeConfig['contact'];

/** Spec 8: 'Saison ist noch nicht gestartet …' with the configured contact: name, email link, phone. */
export function SeasonNotStartedNotice({ contact }: { contact: Contact }) {
  return (
    <Notice status="warning">
      {t.seasonNotStartedBefore}
      {contact.name} (
      <Link href={`mailto:${contact.email}`} color="brand.fg" textDecoration="underline">
        {contact.email}
      </Link>
      , Tel.{' '}
      <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg" textDecoration="underline" whiteSpace="nowrap">
        {contact.phone}
      </Link>
      ){t.seasonNotStartedAfter}
    </Notice>
  );
}

interface DatasheetNoticesProps {
  sheet: DataSheet;
  /** The signed-in user's own sheet (texts speak to 'Sie'). */
  isOwn: boolean;
  contact: Contact;
}

/** The notices of the data sheet: INITIAL, season not started, submitted, missing items. */
export function DatasheetNotices({ sheet, isOwn, contact }: DatasheetNoticesProps) {
  const done = sheet.submitted || sheet.released || sheet.assigned;
  const missing: string[] = [
    sheet.validations.handicapMissing ? t.missingHandicap : null,
    sheet.validations.availabilityMissing ? t.missingAvailability : null,
  ].flatMap((item) => (item === null ? [] : [item]));
  return (
    <Stack gap="3" mb="4">
      {sheet.initial ? (
        <Notice status="info" title={isOwn ? t.initialOwn : t.initialOther}>
          {isOwn ? t.initialContact(contact.name) : null}
        </Notice>
      ) : null}
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
