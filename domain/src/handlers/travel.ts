import { TravelProgressLabels } from '@dtp/contract/statuses';
import { travelCalls } from '@dtp/contract/calls/shell-and-tester';
import {
  clubEmailMissingMessage,
  travelSum,
  TravelInputSchema,
  TravelReleaseInputSchema,
  type Attachment,
  type TravelClaim,
  type TravelList,
} from '@dtp/contract/travel';
import { blobBytes } from '../blob-bytes';
import { parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import { checkVersion, versionOf } from '../rules/versions';
import { isReceipt, type TestingRow } from '../state';
import { storedFile } from '../rules/stored-files';
import { storedFileName } from '../rules/file-names';
import { receiptToStore } from '../images/receipt-image';
import { queueMail } from '../rules/email-queue';
import { travelReleasedMail, travelReleasedTesterMail } from '../rules/mail-texts';
import { normalizeIban } from '@dtp/contract/iban-rules';
import { checkUpload, claimExists, claimReadonly, clubHasEmail, hasBankData, holdBankData, receiptLimitProblem, travelFlags, travelProgress, validateTravel } from '../rules/travel-rules';
import { clubRef, fullName, salutationMessage, waveWeeks } from '../views';

async function claimOf(ctx: Ctx, id: number): Promise<TestingRow> {
  const testing = await ctx.db.testingOr404(id);
  requireSelfOrStaff(ctx, testing.userId);
  if (!claimExists(testing)) throw notFound('Die Spesenabrechnung');
  return testing;
}

async function claimView(ctx: Ctx, t: TestingRow): Promise<TravelClaim> {
  await ctx.db.flush(); // the version this request's change raised
  const wave = await ctx.db.waveOr404(t.waveId);
  const tester = await ctx.db.assignedUser(t);
  const travel = t.travel;
  const progress = travelProgress(travel);
  // Bank data held for the club mail is not the claim's: the answer never carries it.
  return {
    id: t.id,
    version: versionOf(t),
    iban: travel.iban,
    bank: travel.bank,
    greenfee: travel.greenfee,
    distance: travel.distance,
    restaurant: travel.restaurant,
    misc: travel.misc,
    comment: travel.comment,
    ...travelFlags(travel, ctx.isStaff, await ctx.db.club(t.clubId)),
    club: await clubRef(ctx.db, t.clubId),
    wave: wave.number,
    weeks: waveWeeks(wave),
    date: t.date,
    progress,
    progressLabel: TravelProgressLabels[progress],
    testerFirstName: tester?.firstName ?? '',
    testerLastName: tester?.lastName ?? '',
  };
}

async function list(ctx: Ctx): Promise<TravelList> {
  const waves = await ctx.db.seasonWaves();
  // No linked record: no claims (a lookup by userId null would find the testings nobody is assigned to).
  const own = ctx.userId === null ? [] : await ctx.db.find('testing', { userId: ctx.userId, waveId: waves.map((w) => w.id) });
  await ctx.db.preloadClubs(own.map((t) => t.clubId));
  const travels = await Promise.all(
    own.filter(claimExists).map(async (t) => {
      const wave = await ctx.db.waveOr404(t.waveId);
      const progress = travelProgress(t.travel);
      return {
        id: t.id,
        weeks: waveWeeks(wave),
        date: t.date,
        club: await clubRef(ctx.db, t.clubId),
        progress,
        progressLabel: TravelProgressLabels[progress],
      };
    }),
  );
  return { year: ctx.db.seasonYear, travels };
}

function editable(ctx: Ctx, t: TestingRow): void {
  if (claimReadonly(t.travel, ctx.isStaff)) {
    throw badRequest('Die Spesenabrechnung wurde bereits freigegeben und kann nicht mehr geändert werden.');
  }
}

async function save(ctx: Ctx): Promise<TravelClaim> {
  const input = parseBody(ctx, TravelInputSchema);
  const t = await claimOf(ctx, input.id);
  checkVersion(input.version, t);
  editable(ctx, t);
  validateTravel(input).throwIfAny();
  Object.assign(t.travel, {
    iban: normalizeIban(input.iban),
    bank: input.bank.trim(),
    greenfee: input.greenfee,
    distance: input.distance,
    restaurant: input.restaurant,
    misc: input.misc,
    comment: input.comment,
    submitted: true,
  });
  if (t.progress === 'DONE') t.progress = 'TRAVEL_SUBMITTED';
  return claimView(ctx, t);
}

async function release(ctx: Ctx): Promise<TravelClaim> {
  const { id, version } = parseBody(ctx, TravelReleaseInputSchema);
  const t = await claimOf(ctx, id);
  checkVersion(version, t);
  editable(ctx, t);
  if (!t.travel.submitted) throw badRequest('Bitte speichern Sie die Spesenabrechnung vor der Freigabe.');
  if (!hasBankData(t.travel)) throw badRequest('Bitte geben Sie IBAN und Bank ein, um die Spesenabrechnung freizugeben.');
  if (!(await ctx.db.find('attachment', { testingId: t.id })).some((a) => isReceipt(a) && !a.deleted)) {
    throw badRequest('Bitte laden Sie mindestens einen Beleg hoch.');
  }
  const club = await ctx.db.club(t.clubId);
  // Nobody else may receive the bank data: without the club's address nothing is released or deleted.
  if (!clubHasEmail(club)) throw badRequest(clubEmailMissingMessage(club?.name ?? '', ctx.isStaff));
  const tester = await ctx.db.assignedUser(t);
  const sum = travelSum(t.travel);
  const clubMail = await queueMail(ctx.db, ctx.clock, {
    to: club!.email.trim(),
    // Stored and listed with the IBAN masked; the worker puts the bank data in when it sends.
    ...travelReleasedMail({ testerName: tester ? fullName(tester) : 'dem Tester', sum, iban: t.travel.iban, bank: t.travel.bank, signedBy: ctx.contactName }),
    testingId: t.id,
  });
  if (tester?.contact.email) {
    await queueMail(ctx.db, ctx.clock, {
      to: tester.contact.email,
      recipientId: tester.id,
      ...travelReleasedTesterMail({ salutation: salutationMessage(tester), sum, signedBy: ctx.contactName }),
    });
  }
  // The bank data is held for the club mail only, and deleted once the SMTP server accepted it.
  await holdBankData(ctx.db, t, clubMail.id);
  t.travel.released = true;
  return claimView(ctx, t);
}

async function attachmentsOf(ctx: Ctx, testingId: number): Promise<Attachment[]> {
  return (await ctx.db.find('attachment', { testingId })).filter(isReceipt).map((a) => ({ attachmentId: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size, deleted: a.deleted }));
}

/**
 * Stores the receipt's bytes with the type its content shows (never the name's or the browser's), under a name with
 * that type's extension (rules/file-names.ts); at most 10 and 50 MB per claim, counted over the stored bytes. An image
 * is re-encoded (images/receipt-image.ts).
 */
async function upload(ctx: Ctx): Promise<Attachment[]> {
  const testingId = Number(ctx.form?.get('testingId'));
  const file = ctx.form?.get('file');
  if (!Number.isInteger(testingId)) throw badRequest('Die Anfrage enthält ungültige Felder.', { testingId: 'Ungültiger Wert.' });
  const t = await claimOf(ctx, testingId);
  editable(ctx, t);
  if (!(file instanceof Blob)) throw badRequest('Bitte wählen Sie einen Beleg aus.', { file: 'Bitte wählen Sie einen Beleg aus.' });
  const content = await blobBytes(file);
  const checked = checkUpload(content);
  if ('problem' in checked) throw badRequest(checked.problem, { file: checked.problem });
  const attachments = await ctx.db.find('attachment', { testingId });
  // The count first: an 11th receipt is refused before it is decoded.
  const tooMany = receiptLimitProblem(attachments, 0);
  if (tooMany) throw badRequest(tooMany, { file: tooMany });
  const stored = await receiptToStore(ctx.images, content, checked.contentType);
  if ('problem' in stored) throw badRequest(stored.problem, { file: stored.problem });
  const overLimit = receiptLimitProblem(attachments, stored.content.byteLength);
  if (overLimit) throw badRequest(overLimit, { file: overLimit });
  const fileName = storedFileName(file instanceof File ? file.name : '', stored.contentType, 'beleg');
  const id = await ctx.db.nextId();
  await ctx.db.add('attachment', { id, testingId, fileName, contentType: stored.contentType, size: stored.content.byteLength, deleted: false });
  await ctx.db.putFile(id, stored.content);
  return attachmentsOf(ctx, testingId);
}

/**
 * A claim not yet released is the tester's draft: a receipt deleted from it goes with its bytes. On a released
 * claim (changed by staff) it is an accounting voucher: flagged deleted and kept for its legal period
 * (rules/retention.ts).
 */
async function remove(ctx: Ctx, id: number): Promise<Attachment[]> {
  const attachment = await ctx.db.get('attachment', id);
  if (!attachment || attachment.deleted || !isReceipt(attachment)) throw notFound('Der Beleg');
  const t = await claimOf(ctx, attachment.testingId);
  editable(ctx, t);
  if (t.travel.released) {
    attachment.deleted = true;
  } else {
    await ctx.db.removeFile(attachment.id);
    await ctx.db.remove('attachment', attachment);
  }
  return attachmentsOf(ctx, attachment.testingId);
}

/** The receipt for its owner and staff; the in-browser demo, which keeps no files across reloads, draws a placeholder. */
async function image(ctx: Ctx, id: number): Promise<Blob> {
  const attachment = await ctx.db.get('attachment', id);
  if (!attachment || attachment.deleted || !isReceipt(attachment)) throw notFound('Der Beleg');
  await claimOf(ctx, attachment.testingId);
  return storedFile(ctx.db, attachment, { title: 'Beleg', width: 420, height: 594 });
}

export function registerTravel(router: Router<Ctx>): void {
  router
    .on(travelCalls.list, list)
    .on(travelCalls.load, async (ctx, p) => claimView(ctx, await claimOf(ctx, p.id)))
    .on(travelCalls.save, save)
    .on(travelCalls.release, release)
    .on(travelCalls.attachments, async (ctx, p) => attachmentsOf(ctx, (await claimOf(ctx, p.id)).id))
    .on(travelCalls.uploadAttachment, upload)
    .on(travelCalls.deleteAttachment, (ctx, p) => remove(ctx, p.id))
    .on(travelCalls.attachment, (ctx, p) => image(ctx, p.id));
}

