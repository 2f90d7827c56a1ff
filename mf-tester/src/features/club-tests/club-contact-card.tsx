import type { RuntimeConfig, Test, TestClubContact } from '@dtp/api-client';
import { clubAddressLine, telHref, websiteHref } from '@dtp/api-client';
import { Box, Button, Link, SectionCard, Text } from '@dtp/shared-ui';
import { clubMapHref } from './club-contact-links';
import { ContactLinks, type ContactLinkItem } from './contact-links';
import { testTexts } from './tests-texts';

function clubLinks(club: TestClubContact): ContactLinkItem[] {
  const items: ContactLinkItem[] = [];
  if (club.phone.trim()) items.push({ label: testTexts.phone, href: telHref(club.phone), text: club.phone.trim() });
  if (club.email.trim()) items.push({ label: testTexts.email, href: `mailto:${club.email.trim()}`, text: club.email.trim() });
  const website = websiteHref(club.homepage);
  if (website) items.push({ label: testTexts.website, href: website, text: club.homepage.trim(), external: true });
  return items;
}

/** Issue 34, item 4: how the tester gets to the club (address, map) and how to reach it. */
export function ClubContactCard({ test }: { test: Test }) {
  const { club, clubContact } = test;
  if (!club || !clubContact) return null;
  const street = clubContact.street.trim();
  const place = [clubContact.zip, clubContact.city].map((s) => s.trim()).filter(Boolean).join(' ');
  return (
    <SectionCard id="club-contact-title" title={testTexts.clubContactTitle} gap="3">
      <Box as="address" fontStyle="normal" aria-label={`${club.name}, ${clubAddressLine(clubContact)}`}>
        <Text fontWeight="semibold">{club.name}</Text>
        {street ? <Text>{street}</Text> : null}
        {place ? <Text>{place}</Text> : null}
      </Box>
      <ContactLinks items={clubLinks(clubContact)} />
      <div>
        <Button asChild variant="outline" colorPalette="brand" minH="11" width={{ base: 'full', sm: 'auto' }}>
          <Link href={clubMapHref(club.name, clubContact)} target="_blank" rel="noopener noreferrer" aria-label={testTexts.mapLinkLabel(club.name)}>
            {testTexts.showOnMap}
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}

/** The configured back office (contact.name, contact.phone, contact.email): whom the tester calls with questions. */
export function BackOfficeContactCard({ contact }: { contact: RuntimeConfig['contact'] }) {
  return (
    <SectionCard id="back-office-contact-title" title={testTexts.backOfficeTitle(contact.name)} gap="3">
      <Text>{testTexts.backOfficeIntro(contact.name)}</Text>
      <ContactLinks
        items={[
          { label: testTexts.phone, href: telHref(contact.phone), text: contact.phone },
          { label: testTexts.email, href: `mailto:${contact.email}`, text: contact.email },
        ]}
      />
    </SectionCard>
  );
}
