// The text formats screens and data source check alike (spec section 5), written once.
/** Good enough for form input, like the browser's own check of type=email: name@domain.tld, no spaces. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The one email rule of screens and data source (spec section 5); surrounding spaces do not count. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text.trim());
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
