import { Box, Container, Heading, Link, Stack, Text, UiProvider, Flex } from '../src';
import { BlocksSection } from './blocks-section';
import { FieldsSection } from './fields-section';

const toc = [
  ['fields', 'Formularfelder'],
  ['travel', 'IBAN/Beträge/Upload'],
  ['heading', 'PageHeading'],
  ['badges', 'Badges'],
  ['notices', 'Notice'],
  ['tabs', 'TabNav'],
  ['dialogs', 'Dialoge'],
  ['table', 'Tabelle + Filter'],
  ['tooltip', 'Tooltip'],
  ['charts', 'Diagramme'],
  ['json', 'JSON'],
] as const;

/** Every building block and field of @dtp/shared-ui in its states, for developers of any remote. */
export function GalleryApp() {
  return (
    <UiProvider>
      <Box as="header" bg="brand.700" color="white" py="4">
        <Container maxW="6xl">
          <Heading as="h1" size="xl">
            @dtp/shared-ui – Galerie
          </Heading>
          <Text>Bausteine, Formularfelder und Prüfregeln der Digitalen Test-Plattform.</Text>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py="6">
        <Flex as="nav" aria-label="Inhalt" gap="3" wrap="wrap" mb="6">
          {toc.map(([id, label]) => (
            <Link key={id} href={`#${id}`} color="brand.700">
              {label}
            </Link>
          ))}
        </Flex>
        <Stack gap="6">
          <FieldsSection />
          <BlocksSection />
        </Stack>
      </Container>
    </UiProvider>
  );
}
