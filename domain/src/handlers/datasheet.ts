import { datasheetCalls } from '@dtp/contract/calls/shell-and-tester';
import {
  DataSheetInputSchema,
  DataSheetProgressInputSchema,
  type DataSheet,
  type DataSheetAnswer,
  type DataSheetInput,
  type DataSheetListEntry,
  type Validations,
} from '@dtp/contract/datasheet';
import { checkVersion, versionOf } from '../rules/versions';
import { DataSheetProgressLabels, TesterStatusLabels, type DataSheetProgress } from '@dtp/contract/statuses';
import { parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import type { SheetRow, UserRow } from '../state';
import { checkTransition, sheetFlags, validateForSend, validateSheetInput, type SheetFlags } from '../rules/datasheet-rules';
import { queueMail } from '../rules/email-queue';
import { dataSheetReleasedMail, invitationMail, type DataSheetStatusMail, type MailText } from '../rules/mail-texts';
import { availabilityFrom, playablesOf } from '../rules/playables';
import { coordinatesFor } from '../rules/postcode-geo';
import { byName, membershipsOf, salutationMessage } from '../views';
import { existingSeason } from '../rules/seasons';

const NO_SHEET_MESSAGE = 'Für diesen Benutzer ist noch kein Datenblatt angelegt.';

async function sheetOf(ctx: Ctx, userId: string): Promise<{ user: UserRow; sheet: SheetRow }> {
  const user = await ctx.db.user(userId);
  const sheet = await ctx.db.sheet(userId);
  if (!user || !sheet) throw new HttpError(404, NO_SHEET_MESSAGE);
  return { user, sheet };
}

/** The signed-in person's record id; an account without one (staff, a new account) has no sheet of its own. */
function ownId(ctx: Ctx): string {
  if (ctx.userId === null) throw new HttpError(404, NO_SHEET_MESSAGE);
  return ctx.userId;
}

/** The sheet's flags for the signed-in viewer. */
const flagsFor = (ctx: Ctx, user: UserRow, sheet: SheetRow): SheetFlags =>
  sheetFlags(sheet.progress, { isStaff: ctx.isStaff, isOwner: user.id === ctx.userId });

/** What the sheet still lacks for Absenden (shown in the sheet and the data sheet list). */
function validationsOf(user: UserRow, sheet: SheetRow): Validations {
  return { handicapMissing: user.golfData.handicap === null, availabilityMissing: sheet.availability.length === 0 };
}

async function dataSheetView(ctx: Ctx, user: UserRow, sheet: SheetRow): Promise<DataSheet> {
  await ctx.db.flush(); // the versions this request's changes raised
  const flags = flagsFor(ctx, user, sheet);
  const { playables } = await playablesOf(ctx.db, user, sheet);
  return {
    userId: user.id,
    version: versionOf(user, sheet),
    firstName: user.firstName,
    lastName: user.lastName,
    salutation: user.salutation,
    salutationMessage: salutationMessage(user),
    title: user.title,
    year: sheet.year,
    progress: sheet.progress,
    progressLabel: DataSheetProgressLabels[sheet.progress],
    comment: flags.canSeeComment ? user.comment : '',
    testerSince: user.testerSince,
    profession: user.profession,
    birthYear: user.birthYear,
    address: { ...user.address },
    contact: { ...user.contact },
    golfData: { ...user.golfData },
    memberships: await membershipsOf(ctx.db, user),
    availability: sheet.availability.map((key) => {
      const [clubId, waveNumber] = key.split(':').map(Number) as [number, number];
      return { clubId, waveNumber };
    }),
    playableClubs: playables,
    validations: validationsOf(user, sheet),
    showDataSheet: true,
    showDataSheetButtons: !flags.readonly,
    initial: sheet.progress === 'INITIAL',
    submitted: sheet.progress === 'SENT',
    assigned: sheet.progress === 'ASSIGNED',
    released: sheet.progress === 'RELEASED',
    showOldAvailabilityTabs: false,
    ...flags,
  };
}

const answer = async (ctx: Ctx, user: UserRow, sheet: SheetRow): Promise<DataSheetAnswer> => ({
  success: true,
  dataSheet: await dataSheetView(ctx, user, sheet),
});

/** The user a body acts for: the signed-in user, or body.userId for managers and admins. */
function targetOf(ctx: Ctx, userId: string | undefined): string {
  const target = userId ?? ownId(ctx);
  requireSelfOrStaff(ctx, target);
  return target;
}

async function applyInput(ctx: Ctx, user: UserRow, sheet: SheetRow, input: DataSheetInput): Promise<void> {
  const clubIds = new Set((await ctx.db.clubs()).map((c) => c.id));
  const unknown = input.memberships.findIndex((m) => !clubIds.has(m.clubId));
  if (unknown >= 0) throw badRequest('Unbekannter Heimatclub.', { [`memberships.${unknown}.clubId`]: 'Unbekannter Golfclub.' });
  user.salutation = input.salutation;
  user.title = input.title;
  user.firstName = input.firstName.trim();
  user.lastName = input.lastName.trim();
  user.birthYear = input.birthYear;
  user.testerSince = input.testerSince;
  user.profession = input.profession.trim();
  // A tester's coordinates follow the address (its postcode's centre); staff may still set them by hand.
  const before = { address: user.address, lat: user.address.lat, lon: user.address.lon };
  const { lat, lon } = input.address;
  user.address = { ...input.address, ...(await coordinatesFor({ before, address: input.address, lat, lon, mayEditCoordinates: ctx.isStaff })) };
  // Only managers and admins edit the email and the comment; a tester's values are ignored.
  user.contact = { ...input.contact, email: ctx.isStaff ? input.contact.email.trim() : user.contact.email };
  if (ctx.isStaff) user.comment = input.comment;
  user.golfData = { ...input.golfData };
  user.memberships = input.memberships.map((m) => ({ clubId: m.clubId, end: m.end }));
  sheet.availability = await availabilityFrom(ctx.db, user, input.playables);
}

async function save(ctx: Ctx, send: boolean): Promise<DataSheetAnswer> {
  const input = parseBody(ctx, DataSheetInputSchema);
  const { user, sheet } = await sheetOf(ctx, targetOf(ctx, input.userId));
  checkVersion(input.version, user, sheet);
  const flags = flagsFor(ctx, user, sheet);
  if (flags.readonly) throw badRequest('Das Datenblatt wurde bereits abgeschickt. Änderungen sind nur nach Rücksprache möglich.');
  if (send && !flags.canSendDataSheet) {
    throw badRequest(`Ein Datenblatt im Status „${DataSheetProgressLabels[sheet.progress]}“ kann nicht abgeschickt werden.`);
  }
  const errors = validateSheetInput(input, { isStaff: ctx.isStaff, currentYear: new Date(ctx.clock.now()).getUTCFullYear() });
  if (send) validateForSend(input.golfData.handicap, (await availabilityFrom(ctx.db, user, input.playables)).length, errors);
  errors.throwIfAny();
  await applyInput(ctx, user, sheet, input);
  if (send) sheet.progress = 'SENT';
  return answer(ctx, user, sheet);
}

/** The mail a status set by the back office sends the tester. */
const progressMails: Partial<Record<DataSheetProgress, (mail: DataSheetStatusMail) => MailText>> = {
  INVITED: invitationMail,
  RELEASED: dataSheetReleasedMail,
};

async function setProgress(ctx: Ctx): Promise<DataSheetAnswer> {
  const input = parseBody(ctx, DataSheetProgressInputSchema);
  const { user, sheet } = await sheetOf(ctx, input.userId ?? ownId(ctx));
  if (input.progress === 'SENT') throw badRequest('Ein Datenblatt wird nur über „Absenden“ abgeschickt.');
  checkTransition(sheet.progress, input.progress);
  sheet.progress = input.progress;
  const mailOf = progressMails[input.progress];
  if (mailOf && user.contact.email) {
    await queueMail(ctx.db, ctx.clock, {
      to: user.contact.email,
      recipientId: user.id,
      ...mailOf({ salutation: salutationMessage(user), year: sheet.year, signedBy: ctx.contactName }),
    });
  }
  return answer(ctx, user, sheet);
}

/** The data sheets of a season (default: the current one). */
async function list(ctx: Ctx, year = ctx.db.seasonYear): Promise<DataSheetListEntry[]> {
  const sheets = new Map((await ctx.db.find('sheet', { year })).map((s) => [s.userId, s]));
  return (await ctx.db.testers())
    .flatMap((user) => {
      const sheet = sheets.get(user.id);
      if (!sheet) return [];
      return [
        {
          id: user.id,
          year: sheet.year,
          progress: sheet.progress,
          progressLabel: DataSheetProgressLabels[sheet.progress],
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.contact.email,
          salutation: user.salutation,
          status: user.status,
          statusLabel: TesterStatusLabels[user.status],
          validations: validationsOf(user, sheet),
        },
      ];
    })
    .sort(byName);
}

async function load(ctx: Ctx, userId: string): Promise<DataSheetAnswer> {
  requireSelfOrStaff(ctx, userId);
  const { user, sheet } = await sheetOf(ctx, userId);
  return answer(ctx, user, sheet);
}

async function playables(ctx: Ctx, userId: string) {
  requireSelfOrStaff(ctx, userId);
  const { user, sheet } = await sheetOf(ctx, userId);
  return playablesOf(ctx.db, user, sheet);
}

export function registerDatasheet(router: Router<Ctx>): void {
  router
    .on(datasheetCalls.list, (ctx) => list(ctx))
    .on(datasheetCalls.listOfSeason, async (ctx, p) => list(ctx, await existingSeason(ctx.db, p.year)))
    .on(datasheetCalls.own, (ctx) => load(ctx, ownId(ctx)))
    .on(datasheetCalls.ofUser, (ctx, p) => load(ctx, p.userId))
    .on(datasheetCalls.ownPlayables, (ctx) => playables(ctx, ownId(ctx)))
    .on(datasheetCalls.playablesOfUser, (ctx, p) => playables(ctx, p.userId))
    .on(datasheetCalls.save, (ctx) => save(ctx, false))
    .on(datasheetCalls.send, (ctx) => save(ctx, true))
    .on(datasheetCalls.setProgress, setProgress);
}

