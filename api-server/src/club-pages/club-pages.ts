import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { CLUB_FEEDBACK_PATH } from '@dtp/contract/club-links';
import { CLUB_REPORT_PATH } from '@dtp/contract/club-report';
import { QUESTIONNAIRE_PHOTO_MAX_BYTES } from '@dtp/contract/questionnaire';
import type { ClubPages, StoredPhoto } from '@dtp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptMultipart } from '../http/multipart-body';
import { feedbackPageHtml, invalidLinkHtml, tooManyHtml } from './feedback-page';
import { PAGE_STYLE_HASH } from './page-style';
import type { MeasuresFormState } from './report-measures';
import { reportPageHtml } from './report-page';

// The club's pages without an account (issue 44: its feedback on the tester; issue 45: its report), served by the API server as plain HTML (no script: a club
// secretary opens them from a mail, on any phone). A GET only shows the page (mail scanners follow links); a
// POST saves (the report page's „Handlungsfelder“, issue 62: a multipart form with the evidence photos). The token is the address's last segment: only its hash is stored (domain rules/club-links.ts),
// logs show the address without it (withoutClubToken), and no other site learns it (Referrer-Policy).
// Rate limits (@fastify/rate-limit): a few requests a minute per address for the pages, and bad tokens
// counted on their own, so that guessing is slowed down to nothing (429 with a German page).

export interface ClubPagesOptions {
  pages: ClubPages;
  platformName: string;
  /** The back office's name, whom the pages name for questions (`CONTACT_NAME`). */
  contactName: string;
  /** Requests per address and minute to the pages; default 30. */
  pagesPerMinute?: number;
  /** Requests per address and minute to a report's photos; default 120. */
  photosPerMinute?: number;
  /** Bad tokens per address within 15 minutes before 429; default 10. */
  badTokensPer15Minutes?: number;
  /** The largest POST of the report page's „Handlungsfelder“ (its photos together); default MEASURES_BODY_LIMIT. */
  measuresBodyLimit?: number;
}

/** Four photos of the largest size a photo may have, and the form's text: a club sends more one save after another. */
export const MEASURES_BODY_LIMIT = 4 * QUESTIONNAIRE_PHOTO_MAX_BYTES + 1_048_576;

const FEEDBACK_ROUTE = `${CLUB_FEEDBACK_PATH}/:token`;
const REPORT_ROUTE = `${CLUB_REPORT_PATH}/:token`;
const REPORT_PHOTO_ROUTE = `${CLUB_REPORT_PATH}/:token/foto/:photoId`;
const MEASURE_PHOTO_ROUTE = `${CLUB_REPORT_PATH}/:token/nachweis/:photoId`;
const TOO_MANY = 'DTP_CLUB_PAGES_TOO_MANY';

/** A club page's address for the log: the token left out. */
export const withoutClubToken = (url: string): string => url.replace(new RegExp(`^((?:${CLUB_FEEDBACK_PATH}|${CLUB_REPORT_PATH})/)[^/?#]*`), '$1…');

/**
 * No script, no other style, no frame, forms only back to this server; not indexed, never cached, no referrer.
 * Images only on the report page (its shared photos, from this server).
 */
function htmlHeaders(reply: FastifyReply, status: number, { images = false } = {}): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', `default-src 'none'; style-src ${PAGE_STYLE_HASH};${images ? " img-src 'self';" : ''} form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
}

/** A photo's id from the address; null for anything else. */
const photoIdOf = (text: string): number | null => (/^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : null);

/** A photo behind a page's token: shown in the page, never cached, never run as anything but an image. */
function sendPhoto(reply: FastifyReply, photo: StoredPhoto): FastifyReply {
  return reply
    .status(200)
    .type(photo.contentType)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(photo.content));
}

/**
 * The report page's form as the domain takes it (`state-7`, `text-7`, …, and the photo of `photo-7`): multipart
 * from the page, or urlencoded (no photos). Null when it is not the page's form: a file under another name, or more
 * than one file for a finding. A file field left empty arrives as an empty file and is no photo.
 */
async function measuresFormOf(body: unknown): Promise<{ fields: Record<string, string>; photos: Map<number, Uint8Array> } | null> {
  const fields: Record<string, string> = {};
  const photos = new Map<number, Uint8Array>();
  const entries: [string, unknown][] = body instanceof FormData ? [...body.entries()] : typeof body === 'object' && body !== null ? Object.entries(body) : [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      fields[name] ??= value;
    } else if (value instanceof Blob) {
      if (value.size === 0) continue;
      const id = /^photo-([1-9][0-9]{0,15})$/.exec(name)?.[1];
      if (id === undefined || photos.has(Number(id))) return null;
      photos.set(Number(id), new Uint8Array(await value.arrayBuffer()));
    }
  }
  return { fields, photos };
}

export async function registerClubPages(app: FastifyInstance, options: ClubPagesOptions): Promise<void> {
  const site = { platformName: options.platformName, contactName: options.contactName };
  // Encapsulated: the form parser, the limits and the HTML error pages hold only for these routes.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => Object.assign(new Error('too many requests'), { statusCode: 429, code: TOO_MANY }),
    });
    const countBadToken = scope.createRateLimit({ max: options.badTokensPer15Minutes ?? 10, timeWindow: 15 * 60_000 });
    const measuresBodyLimit = options.measuresBodyLimit ?? MEASURES_BODY_LIMIT;
    scope.setErrorHandler(async (error: { code?: string; statusCode?: number }, request, reply) => {
      if (error.code === TOO_MANY) return htmlHeaders(reply, 429).header('retry-after', '60').send(tooManyHtml(site));
      // The club's answers with photos too large together: its page again, saying so (nothing was read to show again).
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.method === 'POST' && request.routeOptions.url === REPORT_ROUTE) {
        const { token } = request.params as { token: string };
        const report = await options.pages.report(token);
        if (report) return htmlHeaders(reply, 413, { images: true }).send(reportPageHtml(site, report, token, { tooLargeMegabytes: Math.floor(measuresBodyLimit / 1_048_576) }));
      }
      // Too large, or not the page's form (a scripted multipart or broken JSON POST): the German page, no error logged.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return htmlHeaders(reply, status).send(invalidLinkHtml(site));
      scope.log.error({ err: error }, 'club page failed');
      return htmlHeaders(reply, 500).send(invalidLinkHtml(site));
    });

    /** An invalid link: its German page, or 429 once the address sent too many. */
    const invalid = async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = await countBadToken(request);
      if (!counted.isAllowed && counted.isExceeded) return htmlHeaders(reply, 429).header('retry-after', String(counted.ttlInSeconds)).send(tooManyHtml(site));
      return htmlHeaders(reply, 404).send(invalidLinkHtml(site));
    };
    const limits = { config: { rateLimit: { max: options.pagesPerMinute ?? 30, timeWindow: 60_000 } } };

    scope.get<{ Params: { token: string } }>(FEEDBACK_ROUTE, limits, async (request, reply) => {
      const page = await options.pages.feedback(request.params.token);
      if (!page) return invalid(request, reply);
      return htmlHeaders(reply, 200).send(feedbackPageHtml(site, { page }));
    });

    scope.get<{ Params: { token: string } }>(REPORT_ROUTE, limits, async (request, reply) => {
      const report = await options.pages.report(request.params.token);
      if (!report) return invalid(request, reply);
      return htmlHeaders(reply, 200, { images: true }).send(reportPageHtml(site, report, request.params.token));
    });

    // A report's photo: a page shows up to thirty, so these have a limit of their own.
    const photoLimits = { config: { rateLimit: { max: options.photosPerMinute ?? 120, timeWindow: 60_000 } } };
    scope.get<{ Params: { token: string; photoId: string } }>(REPORT_PHOTO_ROUTE, photoLimits, async (request, reply) => {
      const id = photoIdOf(request.params.photoId);
      const photo = id === null ? null : await options.pages.reportPhoto(request.params.token, id);
      return photo ? sendPhoto(reply, photo) : invalid(request, reply);
    });
    // A done measure's evidence photo (issue 62), shown on the same page: the same rules.
    scope.get<{ Params: { token: string; photoId: string } }>(MEASURE_PHOTO_ROUTE, photoLimits, async (request, reply) => {
      const id = photoIdOf(request.params.photoId);
      const photo = id === null ? null : await options.pages.measurePhoto(request.params.token, id);
      return photo ? sendPhoto(reply, photo) : invalid(request, reply);
    });

    // The club's answers to its findings (issue 62): the only route here that reads a multipart body (its photos).
    await scope.register(async (measures) => {
      acceptMultipart(measures, measuresBodyLimit);
      // The link is checked before the body is read: a guessed token never gets its megabytes parsed.
      const linkFirst = async (request: FastifyRequest, reply: FastifyReply) => {
        const { token } = request.params as { token: string };
        if (!(await options.pages.report(token))) return invalid(request, reply);
      };
      measures.post<{ Params: { token: string }; Body: unknown }>(REPORT_ROUTE, { ...limits, bodyLimit: measuresBodyLimit, onRequest: linkFirst }, async (request, reply) => {
        const { token } = request.params;
        const sent = await measuresFormOf(request.body);
        if (!sent) return htmlHeaders(reply, 400).send(invalidLinkHtml(site));
        const result = await options.pages.saveMeasures(token, sent.fields, sent.photos);
        // The page after the save, from what is stored now.
        const report = result ? await options.pages.report(token) : null;
        if (!result || !report) return invalid(request, reply);
        const page = (status: number, form: MeasuresFormState) => htmlHeaders(reply, status, { images: true }).send(reportPageHtml(site, report, token, form));
        if (result.saved) return page(200, { saved: true });
        if ('closed' in result) return page(409, { closed: true });
        return page(400, { errors: result.errors, values: result.values, photosSent: new Set(sent.photos.keys()) });
      });
    });

    scope.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(FEEDBACK_ROUTE, limits, async (request, reply) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const result = await options.pages.saveFeedback(request.params.token, body);
      if (!result) return invalid(request, reply);
      if (result.saved) return htmlHeaders(reply, 200).send(feedbackPageHtml(site, { page: result.page, saved: true }));
      const ratings = result.page.criteria.map((_, i) => {
        const value = body[`rating-${i}`];
        return typeof value === 'string' && /^[0-5]$/.test(value) ? Number(value) : Number.NaN;
      });
      const values = { ratings, remarks: typeof body.remarks === 'string' ? body.remarks : '' };
      return htmlHeaders(reply, 400).send(feedbackPageHtml(site, { page: result.page, values, errors: result.errors }));
    });
  });
}
