import { mayOpen, permissionsOf, useAuthStore, useConfig } from '@dtp/api-client';
import { Box, Heading, Link, RouterLink, SimpleGrid, Stack, Text, paths } from '@dtp/shared-ui';
import type { ReactNode } from 'react';
import { LegalLinks } from './legal-links';

interface Video {
  title: string;
  src: string;
}

function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.700" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Spec section 2 'Start page': welcome, links and five explainer videos. */
export function StartPage() {
  const config = useConfig();
  const user = useAuthStore((s) => s.user);
  const permissions = permissionsOf(user?.roles ?? []);
  const v = config.links.videos;
  const videos: Video[] = [
    { title: 'Das Testerdatenblatt ausfüllen', src: v.datasheet },
    { title: 'Testdatum und Tee-Time eintragen', src: v.teeTime },
    { title: 'Erfahrungsbericht: Leitung Gastronomie', src: v.gastronomy },
    { title: 'Erfahrungsbericht: Golf-Manager', src: v.golfManager },
    { title: 'Erfahrungsbericht: Head-Greenkeeper', src: v.greenkeeper },
  ];
  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl" color="brand.700">
          Willkommen{user ? `, ${user.fullName}` : ''}!
        </Heading>
        {/* Only links the user's roles may open (the route table's gates): a manager never lands on /denied. */}
        {mayOpen('tests', permissions) && mayOpen('travels', permissions) ? (
          <Text mt="2" maxW="3xl">
            Auf der Digitalen Test-Plattform pflegen Sie Ihr <TextLink to={paths.datasheet()}>Datenblatt</TextLink>, sehen Ihre{' '}
            <TextLink to={paths.tests()}>Tests</TextLink> und reichen Ihre <TextLink to={paths.travels()}>Spesenabrechnungen</TextLink>{' '}
            ein.
          </Text>
        ) : (
          <Text mt="2" maxW="3xl">
            Auf der Digitalen Test-Plattform behalten Sie{' '}
            {config.flags.show_dashboard ? <TextLink to={paths.dashboard()}>alle Tests</TextLink> : 'alle Tests'} und die{' '}
            <TextLink to={paths.datasheets()}>Datenblätter</TextLink> der Tester im Blick.
          </Text>
        )}
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        {videos.map((video) => (
          <Box as="figure" key={video.title} m="0" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden">
            <Box asChild w="full" aspectRatio={16 / 9} bg="black">
              <video controls preload="none" src={video.src} aria-label={video.title}>
                <track kind="captions" srcLang="de" label="Deutsch" />
              </video>
            </Box>
            <Text as="figcaption" p="3" fontWeight="medium">
              {video.title}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <LegalLinks config={config} />
    </Stack>
  );
}
