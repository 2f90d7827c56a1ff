import { paths, useAuthStore, useConfig } from '@dtp/shared-api';
import { Box, Heading, RouterLink, SimpleGrid, Stack, Text } from '@dtp/shared-ui';

interface Video {
  title: string;
  src: string;
}

/** Spec section 2 'Start page': welcome, links and five explainer videos. */
export function StartPage() {
  const config = useConfig();
  const user = useAuthStore((s) => s.user);
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
        <Text mt="2" maxW="3xl">
          Auf der Digitalen Test-Plattform pflegen Sie Ihr{' '}
          <RouterLink to={paths.datasheet()} style={{ color: 'var(--chakra-colors-brand-700)', textDecoration: 'underline' }}>
            Datenblatt
          </RouterLink>
          , sehen Ihre{' '}
          <RouterLink to={paths.tests()} style={{ color: 'var(--chakra-colors-brand-700)', textDecoration: 'underline' }}>
            Tests
          </RouterLink>{' '}
          und reichen Ihre{' '}
          <RouterLink to={paths.travels()} style={{ color: 'var(--chakra-colors-brand-700)', textDecoration: 'underline' }}>
            Spesenabrechnungen
          </RouterLink>{' '}
          ein.
        </Text>
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
    </Stack>
  );
}
