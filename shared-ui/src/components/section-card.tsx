import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The heading's id: it names the section (a region for assistive technology). */
  id: string;
  title: string;
  /** 'hint' is the tinted card of guidance texts; default the white outlined card. */
  tone?: 'plain' | 'hint';
  /** Space between the heading and the content. */
  gap?: '3' | '4';
  children: ReactNode;
}

const tones = {
  plain: { variant: 'outline', bg: 'white' },
  hint: { variant: 'subtle', bg: 'brand.50' },
} as const;

/** A card with an h2 that names it (the test page, the expense claim, the testing detail). */
export function SectionCard({ id, title, tone = 'plain', gap = '4', children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant={tones[tone].variant} bg={tones[tone].bg}>
      <Card.Body gap={gap}>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
