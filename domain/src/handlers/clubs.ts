import { checkVersion, versionOf } from '../rules/versions';
import { clubsCalls } from '@dtp/contract/calls/shell-and-tester';
import { jsonCopy } from '@dtp/contract/json-copy';
import { ClubInputSchema, type Club, type ClubChoice, type ClubInput, type ClubListItem } from '@dtp/contract/club';
import { PanelProgressLabels } from '@dtp/contract/back-office-statuses';
import { parseBody, type Ctx } from '../context';
import type { Db } from '../db';
import type { Router } from '../router';
import type { ClubRow } from '../state';
import { hasCurrentSeason, planTestings } from '../rules/seasons';
import { clubFieldRules } from '@dtp/contract/field-rules';
import { uniqueEmails } from '@dtp/contract/text-formats';
import { FieldErrors } from '../rules/field-errors';
import { coordinatesFor } from '../rules/postcode-geo';

async function clubView(ctx: Ctx, club: ClubRow): Promise<Club> {
  const { db } = ctx;
  await db.flush(); // the version this request's change raised
  const panel = await db.first('panel', { clubId: club.id, year: db.seasonYear });
  const memberships = (await db.testers()).flatMap((u) => u.memberships.filter((m) => m.clubId === club.id).map((m) => ({ userId: u.id, firstName: u.firstName, lastName: u.lastName, end: m.end })));
  return {
    ...jsonCopy(club),
    version: versionOf(club),
    status: panel?.progress ?? null,
    statusLabel: panel ? PanelProgressLabels[panel.progress] : '',
    memberships,
    panelId: panel?.id ?? null,
  };
}

function validateClub(input: ClubInput): void {
  const e = new FieldErrors();
  const rules = clubFieldRules;
  e.check('name', input.name, rules.name);
  for (const key of ['email', 'managerEmail', 'presidentEmail', 'premiumTestContactEmail'] as const) e.check(key, input[key], rules.email);
  input.contactPersons.forEach((p, i) => e.check(`contactPersons.${i}.email`, p.email, rules.email));
  input.resultRecipients.forEach((r, i) => e.check(`resultRecipients.${i}`, r, rules.email));
  e.check('homepage', input.homepage, rules.homepage);
  e.check('lat', input.lat, rules.lat);
  e.check('lon', input.lon, rules.lon);
  e.check('comment', input.comment, rules.comment);
  e.checkAll(input, rules); // the text limits of every other field (issue 46)
  e.throwIfAny();
}

/** A club that becomes testable gets a panel in the current season with one testing per wave (rules/seasons.ts). */
async function ensurePanel(db: Db, club: ClubRow): Promise<void> {
  if (club.isTestable && (await hasCurrentSeason(db))) await planTestings(db, db.seasonYear, [club.id]);
}

async function save(ctx: Ctx): Promise<Club> {
  const { version, ...input } = parseBody(ctx, ClubInputSchema);
  validateClub(input);
  // Result recipients: empty entries are ignored, duplicates (of any case) dropped.
  const resultRecipients = uniqueEmails(input.resultRecipients);
  const fields = {
    ...input,
    name: input.name.trim(),
    invoiceName: input.invoiceName.trim(),
    phone: input.phone.trim(),
    resultRecipients,
  };
  // The club's coordinates follow its address (the postcode's centre) unless staff set them by hand.
  const located = (before: ClubRow | null) =>
    coordinatesFor({ before: before && { address: before.address, lat: before.lat, lon: before.lon }, address: input.address, lat: input.lat, lon: input.lon, mayEditCoordinates: true });
  let club: ClubRow;
  if (input.id === null) {
    club = await ctx.db.add('club', { ...fields, ...(await located(null)), id: await ctx.db.nextId() });
  } else {
    club = await ctx.db.clubOr404(input.id);
    checkVersion(version, club);
    Object.assign(club, fields, await located(club), { id: club.id });
  }
  await ensurePanel(ctx.db, club);
  return clubView(ctx, club);
}

/**
 * Every signed-in user may list clubs (testers pick their home club from it), but testers get only
 * the tester-safe projection; managers and admins the clubs' flags as well.
 */
async function list(ctx: Ctx): Promise<(ClubChoice | ClubListItem)[]> {
  return (await ctx.db.clubs())
    .map((c): ClubChoice | ClubListItem => {
      const choice: ClubChoice = { id: c.id, name: c.name, city: c.address.city, state: c.address.state };
      return ctx.isStaff ? { ...choice, leading: c.leading, candidateClub: c.candidateClub, isTestable: c.isTestable } : choice;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export function registerClubs(router: Router<Ctx>): void {
  router
    .on(clubsCalls.list, list)
    .on(clubsCalls.load, async (ctx, p) => clubView(ctx, await ctx.db.clubOr404(p.id)))
    .on(clubsCalls.save, save);
}
