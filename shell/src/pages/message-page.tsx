import { Button, Heading, RouterLink, Stack, Text, paths } from '@dtp/shared-ui';

function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="4" maxW="2xl" py="8">
      <Heading as="h1" size="2xl" color="brand.700">
        {title}
      </Heading>
      <Text>{text}</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.home()}>Zur Startseite</RouterLink>
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  return <MessagePage title="Seite nicht gefunden" text="Die angeforderte Seite wurde nicht gefunden." />;
}

export function DeniedPage() {
  return <MessagePage title="Zugriff nicht erlaubt" text="Der Zugriff auf diese Seite ist nicht erlaubt." />;
}
