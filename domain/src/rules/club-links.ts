import { CLUB_FEEDBACK_PATH, type ClubLinkPurpose } from '@dtp/contract/club-links';
import { CLUB_REPORT_LINK_DAYS, CLUB_REPORT_PATH } from '@dtp/contract/club-report';
import { remindersOf } from '@dtp/contract/reminders';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ClubLinkRow } from '../state';
import { isoTimestampOf } from '../views';
import { appLink } from './app-url';

// A club's links to pages without an account (issue 44). The token is 256 random bits, base64url; only its
// SHA-256 is stored, so neither a backup nor a database reader can open a club's page. One valid link per
// testing and purpose: a newer one, or CMC's reset, revokes the ones before. The token exists only in the mail
// as sent (email-queue.ts claimMail): it is made then, never kept.

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** What a token looks like: 43 base64url characters. Anything else is refused before any lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const PATHS: Record<ClubLinkPurpose, string> = { feedback: CLUB_FEEDBACK_PATH, report: CLUB_REPORT_PATH };

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of a token, hex: what is stored and looked up. */
export async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How many days the administration lets a feedback link live ('Erinnerungen': contract/reminders.ts). */
export const feedbackLinkDays = (db: Db): number => remindersOf(db.settings).clubFeedbackLinkDays;

/** How many days a link of that purpose lives: the feedback link as set, the report's a season. */
export const linkDays = (db: Db, purpose: ClubLinkPurpose): number => (purpose === 'report' ? CLUB_REPORT_LINK_DAYS : feedbackLinkDays(db));

/** Revokes the testing's valid links of that purpose (CMC reset what the club gave; a newer link replaces them). */
export async function revokeClubLinks(db: Db, clock: Clock, purpose: ClubLinkPurpose, testingId: number): Promise<void> {
  const now = isoTimestampOf(clock.now());
  for (const link of await db.find('clubLink', { testingId })) if (link.purpose === purpose && link.revokedAt === null) link.revokedAt = now;
}

/** A new link for the testing's page, valid for `days`; the ones before are revoked. Answers the address to send, at `appUrl`. */
export async function issueClubLink(db: Db, clock: Clock, purpose: ClubLinkPurpose, testingId: number, days: number, appUrl: string): Promise<string> {
  await revokeClubLinks(db, clock, purpose, testingId);
  const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const row: ClubLinkRow = {
    id: await db.nextId(),
    purpose,
    testingId,
    tokenHash: await hashToken(token),
    createdAt: isoTimestampOf(clock.now()),
    expiresAt: isoTimestampOf(clock.now() + days * DAY_MS),
    revokedAt: null,
  };
  await db.add('clubLink', row);
  return appLink(appUrl, `${PATHS[purpose]}/${token}`);
}

/** The valid link a token opens: null when the token is malformed, unknown, for another page, expired or revoked. */
export async function openClubLink(db: Db, clock: Clock, purpose: ClubLinkPurpose, token: string): Promise<ClubLinkRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const link = await db.first('clubLink', { tokenHash: await hashToken(token) });
  if (!link || link.purpose !== purpose || link.revokedAt !== null) return null;
  return Date.parse(link.expiresAt) > clock.now() ? link : null;
}
