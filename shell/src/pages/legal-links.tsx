import type { RuntimeConfig } from '@dtp/api-client';
import { HStack, Link } from '@dtp/shared-ui';

// „Impressum“ and „Datenschutz“ (issue 32, item 6): a German website must link both from every page a
// visitor may land on. Their addresses are runtime configuration (links.imprintUrl, links.privacyUrl).
// login.html is prerendered at build time, before that configuration is known: there the links go to
// /impressum and /datenschutz of the platform itself, and the app, served for every path, forwards
// them to the configured pages (legalPageUrl, bootstrap.tsx). Hosts need no rule of their own.

export interface LegalLink {
  key: 'imprint' | 'privacy';
  label: string;
  href: string;
}

/** The platform's own paths for the prerendered page. */
export const LEGAL_PATHS = { imprint: '/impressum', privacy: '/datenschutz' } as const;

/** Both links: the configured pages, or the platform's own paths where the configuration is not known yet. */
export function legalLinks(config?: RuntimeConfig): LegalLink[] {
  return [
    { key: 'imprint', label: 'Impressum', href: config?.links.imprintUrl ?? LEGAL_PATHS.imprint },
    { key: 'privacy', label: 'Datenschutz', href: config?.links.privacyUrl ?? LEGAL_PATHS.privacy },
  ];
}

/** The configured page a visitor who opened /impressum or /datenschutz is forwarded to; null for any other path. */
export function legalPageUrl(pathname: string, config: RuntimeConfig): string | null {
  const path = pathname.replace(/\/+$/, '');
  const link = legalLinks(config).find(({ key }) => LEGAL_PATHS[key] === path);
  return link?.href ?? null;
}

/** Both links in a row, each opening in a new tab. */
export function LegalLinks({ config }: { config?: RuntimeConfig }) {
  return (
    <HStack as="nav" aria-label="Rechtliches" gap="4" fontSize="sm">
      {legalLinks(config).map((link) => (
        <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" color="brand.700">
          {link.label}
        </Link>
      ))}
    </HStack>
  );
}
