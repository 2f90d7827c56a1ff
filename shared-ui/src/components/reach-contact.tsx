import { telHref } from '@dtp/api-client';
import { Link } from '@chakra-ui/react';

/**
 * How to reach the back office inside a sentence: „team@example.org, Tel. +49 89 123456-0“, both as
 * links a phone opens (mail app, dialler). The phone number never breaks across lines.
 */
export function ReachContact({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <Link href={`mailto:${email}`} color="brand.fg" textDecoration="underline">
        {email}
      </Link>
      , Tel.{' '}
      <Link href={telHref(phone)} color="brand.fg" textDecoration="underline" whiteSpace="nowrap">
        {phone}
      </Link>
    </>
  );
}
