import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from './icons';

export interface PageHeadingProps {
  title: ReactNode;
  /** e.g. the full name under 'Testerdatenblatt 2025'. */
  subtitle?: ReactNode;
  /** Back as a link (needs a router). */
  backTo?: string;
  /** Back as an action (e.g. navigate(-1)). */
  onBack?: () => void;
  backLabel?: string;
  /** Buttons on the right (Speichern, a menu …). */
  actions?: ReactNode;
}

/** The page title (h1) with an optional back button and actions. */
export function PageHeading({ title, subtitle, backTo, onBack, backLabel = 'Zurück', actions }: PageHeadingProps) {
  const backContent = (
    <>
      <ArrowLeftIcon /> {backLabel}
    </>
  );
  const back = backTo ? (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={backTo}>{backContent}</RouterLink>
    </Button>
  ) : onBack ? (
    <Button variant="outline" size="sm" onClick={onBack}>
      {backContent}
    </Button>
  ) : null;
  return (
    <Flex gap="4" align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" direction={{ base: 'column', md: 'row' }} mb="6">
      <Stack gap="2">
        {back ? <div>{back}</div> : null}
        <Heading as="h1" size="2xl" color="brand.800">
          {title}
        </Heading>
        {subtitle ? (
          <Text color="gray.600" fontSize="lg">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions ? <HStack gap="2" wrap="wrap">{actions}</HStack> : null}
    </Flex>
  );
}
