import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Loaded } from '../hooks/use-load';
import { PageHeading } from './page-heading';

export interface LoadedScreenProps<T> {
  /** The screen's `useLoad` of its record. */
  loaded: Pick<Loaded<T>, 'data' | 'loading'>;
  /** The heading while the record is missing. */
  title: string;
  back: string;
  /** e.g. 'Diese Welle gibt es nicht.' */
  notFound: string;
  children: (data: T) => ReactNode;
}

/**
 * A detail screen's record: nothing while it first loads, the heading with back and the
 * not-found text when it cannot be had (the client's badge says why), else the screen.
 */
export function LoadedScreen<T>({ loaded, title, back, notFound, children }: LoadedScreenProps<T>) {
  if (loaded.data !== undefined) return children(loaded.data);
  if (loaded.loading) return null;
  return (
    <Stack gap="4">
      <PageHeading title={title} backTo={back} />
      <Text>{notFound}</Text>
    </Stack>
  );
}
