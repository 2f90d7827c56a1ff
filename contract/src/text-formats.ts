// The text formats screens and data source check alike (spec section 5), written once.
/** Good enough for form input, like the browser's own check of type=email: name@domain.tld, no spaces. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The one email rule of screens and data source (spec section 5); surrounding spaces do not count. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text.trim());
}

/**
 * A list of email addresses without empty entries and duplicates (the club's result recipients):
 * trimmed, and compared case-insensitively (Info@Club.de and info@club.de reach one mailbox), the
 * first spelling kept. The recipient field and the domain's club save use this one rule.
 */
export function uniqueEmails(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const address of addresses.map((a) => a.trim())) {
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result;
}

/** A phone number as a `tel:` link: digits and a leading plus only ('+49 89 123456-0' → 'tel:+49891234560'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An absolute http(s) address with a dotted host ('https://www.golfclub.de'). */
export function isWebAddress(text: string): boolean {
  try {
    const parsed = new URL(text.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}
