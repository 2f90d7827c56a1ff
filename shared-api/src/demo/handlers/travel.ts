import { TravelProgressLabels } from '../../contract/statuses';
import {
  travelSum,
  TravelInputSchema,
  TravelReleaseInputSchema,
  type Attachment,
  type TravelClaim,
  type TravelList,
} from '../../contract/travel';
import { numParam, parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import type { DemoTesting } from '../state';
import { queueMail } from '../rules/email-queue';
import { automaticSubject } from '../rules/mail-texts';
import { checkUpload, claimExists, hasBankData, normalizeIban, travelFlags, travelProgress, validateTravel } from '../rules/travel-rules';
import { clubRef, fullName, salutationMessage, waveWeeks } from '../views';

function claimOf(ctx: Ctx, id: number): DemoTesting {
  const testing = ctx.db.testingOr404(id);
  requireSelfOrStaff(ctx, testing.userId);
  if (!claimExists(testing)) throw notFound('Die Spesenabrechnung');
  return testing;
}

function claimView(ctx: Ctx, t: DemoTesting): TravelClaim {
  const wave = ctx.db.waveOr404(t.waveId);
  const tester = ctx.db.assignedUser(t);
  const travel = t.travel;
  const progress = travelProgress(travel);
  return {
    id: t.id,
    iban: travel.iban,
    bank: travel.bank,
    greenfee: travel.greenfee,
    distance: travel.distance,
    restaurant: travel.restaurant,
    misc: travel.misc,
    comment: travel.comment,
    ...travelFlags(travel, ctx.isStaff),
    club: clubRef(ctx.db, t.clubId),
    wave: wave.number,
    weeks: waveWeeks(wave),
    date: t.date,
    progress,
    progressLabel: TravelProgressLabels[progress],
    testerFirstName: tester?.firstName ?? '',
    testerLastName: tester?.lastName ?? '',
  };
}

function list(ctx: Ctx): TravelList {
  const travels = ctx.db
    .seasonTestings()
    .filter((t) => t.userId === ctx.me.sub && claimExists(t))
    .map((t) => {
      const wave = ctx.db.waveOr404(t.waveId);
      const progress = travelProgress(t.travel);
      return {
        id: t.id,
        weeks: waveWeeks(wave),
        date: t.date,
        club: clubRef(ctx.db, t.clubId),
        progress,
        progressLabel: TravelProgressLabels[progress],
      };
    });
  return { year: ctx.db.state.seasonYear, travels };
}

function editable(ctx: Ctx, t: DemoTesting): void {
  if (travelFlags(t.travel, ctx.isStaff).readonly) {
    throw badRequest('Die Spesenabrechnung wurde bereits freigegeben und kann nicht mehr geändert werden.');
  }
}

function save(ctx: Ctx): TravelClaim {
  const input = parseBody(ctx, TravelInputSchema);
  const t = claimOf(ctx, input.id);
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

function release(ctx: Ctx): TravelClaim {
  const { id } = parseBody(ctx, TravelReleaseInputSchema);
  const t = claimOf(ctx, id);
  editable(ctx, t);
  if (!t.travel.submitted) throw badRequest('Bitte speichern Sie die Spesenabrechnung vor der Freigabe.');
  if (!hasBankData(t.travel)) throw badRequest('Bitte geben Sie IBAN und Bank ein, um die Spesenabrechnung freizugeben.');
  if (!ctx.db.state.attachments.some((a) => a.testingId === t.id && !a.deleted)) {
    throw badRequest('Bitte laden Sie mindestens einen Beleg hoch.');
  }
  const tester = ctx.db.assignedUser(t);
  const club = ctx.db.club(t.clubId);
  const sum = travelSum(t.travel).toFixed(2).replace('.', ',');
  if (club?.email) {
    queueMail(ctx.db, ctx.clock, {
      to: club.email,
      type: 'TRAVEL_RELEASED',
      subject: automaticSubject('TRAVEL_RELEASED'),
      content: `Sehr geehrte Damen und Herren,\n\nbitte erstatten Sie ${tester ? fullName(tester) : 'dem Tester'} die Spesen von ${sum} EUR innerhalb von 14 Tagen.\nIBAN: ${t.travel.iban}\nBank: ${t.travel.bank}\n\nMit freundlichen Grüßen\nCMC`,
    });
  }
  if (tester?.contact.email) {
    queueMail(ctx.db, ctx.clock, {
      to: tester.contact.email,
      type: 'TRAVEL_RELEASED_TESTER',
      subject: automaticSubject('TRAVEL_RELEASED_TESTER'),
      content: `${salutationMessage(tester)},\n\nIhre Spesenabrechnung über ${sum} EUR wurde an den Club weitergeleitet.\n\nMit freundlichen Grüßen\nCMC`,
    });
  }
  // Bank data goes with the mail to the club and is deleted here.
  Object.assign(t.travel, { released: true, iban: '', bank: '' });
  return claimView(ctx, t);
}

function attachmentsOf(ctx: Ctx, testingId: number): Attachment[] {
  return ctx.db.state.attachments
    .filter((a) => a.testingId === testingId)
    .map((a) => ({ attachmentId: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size, deleted: a.deleted }));
}

function upload(ctx: Ctx): Attachment[] {
  const testingId = Number(ctx.form?.get('testingId'));
  const file = ctx.form?.get('file');
  if (!Number.isInteger(testingId)) throw badRequest('Die Anfrage enthält ungültige Felder.', { testingId: 'Ungültiger Wert.' });
  const t = claimOf(ctx, testingId);
  editable(ctx, t);
  if (!(file instanceof Blob)) throw badRequest('Bitte wählen Sie einen Beleg aus.', { file: 'Bitte wählen Sie einen Beleg aus.' });
  const fileName = file instanceof File ? file.name : 'beleg';
  const problem = checkUpload(fileName, file.size);
  if (problem) throw badRequest(problem, { file: problem });
  ctx.db.state.attachments.push({
    id: ctx.db.nextId(),
    testingId,
    fileName,
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    deleted: false,
  });
  return attachmentsOf(ctx, testingId);
}

function remove(ctx: Ctx, id: number): Attachment[] {
  const attachment = ctx.db.state.attachments.find((a) => a.id === id);
  if (!attachment || attachment.deleted) throw notFound('Der Beleg');
  const t = claimOf(ctx, attachment.testingId);
  editable(ctx, t);
  attachment.deleted = true;
  return attachmentsOf(ctx, attachment.testingId);
}

/** The demo keeps no file contents: the image is a generated placeholder naming the receipt. */
function image(ctx: Ctx, id: number): Blob {
  const attachment = ctx.db.state.attachments.find((a) => a.id === id);
  if (!attachment || attachment.deleted) throw notFound('Der Beleg');
  claimOf(ctx, attachment.testingId);
  const name = attachment.fileName.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594" viewBox="0 0 420 594"><rect width="420" height="594" fill="#f4f1ea"/><text x="24" y="48" font-family="sans-serif" font-size="20">Beleg</text><text x="24" y="84" font-family="sans-serif" font-size="14">${name}</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

export function registerTravel(router: Router<Ctx>): void {
  router
    .get('/travels', list)
    .get('/travel/:id', (ctx, p) => claimView(ctx, claimOf(ctx, numParam(p.id))))
    .post('/travel', save)
    .post('/travel/release', release)
    .get('/travel/attachments/:id', (ctx, p) => attachmentsOf(ctx, claimOf(ctx, numParam(p.id)).id))
    .post('/travel/attachment/upload', upload)
    .post('/travel/attachment/delete/:id', (ctx, p) => remove(ctx, numParam(p.id)))
    .get('/attachment/:id', (ctx, p) => image(ctx, numParam(p.id)));
}

