// What a person sees while the session renews on a phone (issues 31 and 41), for the journeys that check it.

/** The notice while a token refresh fails for want of a connection: still signed in. */
export const CONNECTION_LOST = /^Keine Verbindung zum Anmeldedienst\. Sie bleiben angemeldet/;
/** The notice of a form whose draft from an earlier page load came back. */
export const DRAFT_RESTORED = /^Ihre ungespeicherten Eingaben vom .* sind wiederhergestellt\./;
/** The save badge. */
export const SAVED = 'Speichern erfolgreich.';
/**
 * The refresh check runs once a minute and renews a token with less than 70 s left; with the journeys' 300 s tokens
 * (playwright.config.ts) this much time makes one renewal fall due.
 */
export const ONE_RENEWAL_MS = 250_000;
