import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PlusIcon } from './list-icons';

/** A list's 'Neu' button, leading to its create page. */
export function NewLink({ to }: { to: string }) {
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={to}>
        <PlusIcon aria-hidden /> Neu
      </RouterLink>
    </Button>
  );
}
