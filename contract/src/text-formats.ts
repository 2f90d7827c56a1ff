// The text formats screens and data source check alike (spec section 5), written once.
/** The longest address SMTP takes (RFC 5321 4.5.3.1: a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * RFC 5321's practical subset: a dot-atom before the '@' (letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~,
 * dots only between them) and a host name of two or more labels, the last one letters or a punycode
 * 'xn--' label. No quoted local parts, no address literals, no ',', '<', '>' or spaces, and ASCII only: an
 * address with umlauts (SMTPUTF8) is refused, an umlaut domain is given in its 'xn--' form.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** The one email rule of screens and data source (spec section 5); surrounding spaces do not count. */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  return address.length <= EMAIL_MAX_LENGTH && address.indexOf('@') <= LOCAL_PART_MAX_LENGTH && EMAIL_ADDRESS.test(address);
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

/**
 * A name in the letters every file system, id and address takes: umlauts and ß spelled out, other accents dropped,
 * anything but letters and digits one '-', none at the ends ('Golfclub Würmtal e.V.' → 'Golfclub-Wuermtal-e-V';
 * lower case on request). '' when nothing is left. File names (the domain's `fileNamePart`) and the questionnaire
 * editor's ids and answer values use it.
 */
export function asciiName(text: string, { lowerCase = false }: { lowerCase?: boolean } = {}): string {
  return (lowerCase ? text.toLowerCase() : text)
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
