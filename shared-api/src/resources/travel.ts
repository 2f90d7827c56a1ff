import { call, fetchImage } from '../client/client';
import {
  AttachmentListSchema,
  TravelClaimSchema,
  TravelListSchema,
  type Attachment,
  type TravelClaim,
  type TravelInput,
  type TravelList,
} from '../contract/travel';
import { seg } from './path';
import { reads } from './reads';

/** GET /travels: the signed-in tester's claims of the current season. */
export function list(): Promise<TravelList> {
  return call({ name: 'Spesenabrechnungen laden', ...reads.travels(), schema: TravelListSchema });
}

/** GET /travel/{id}; id is the testing's id. */
export function load(id: number): Promise<TravelClaim> {
  return call({ name: 'Spesenabrechnung laden', ...reads.travel(id), schema: TravelClaimSchema });
}

/** POST /travel: saves (submits) the claim; answers the updated claim. */
export function save(body: TravelInput): Promise<TravelClaim> {
  return call({ name: 'Spesenabrechnung speichern', method: 'POST', path: '/travel', body, schema: TravelClaimSchema, success: true });
}

/**
 * POST /travel/release: releases the claim as read at `version` (409 when it changed since; without
 * a version it is not checked); answers the updated claim.
 */
export function release(id: number, version?: number): Promise<TravelClaim> {
  return call({
    name: 'Spesenabrechnung freigeben',
    method: 'POST',
    path: '/travel/release',
    body: version === undefined ? { id } : { id, version },
    schema: TravelClaimSchema,
    success: true,
  });
}

/** GET /travel/attachments/{testingId}. */
export function attachments(testingId: number): Promise<Attachment[]> {
  return call({ name: 'Belege laden', ...reads.travelAttachments(testingId), schema: AttachmentListSchema });
}

/** POST /travel/attachment/upload: multipart with testingId and file; answers the attachment list. */
export function uploadAttachment(testingId: number, file: Blob, fileName?: string): Promise<Attachment[]> {
  const form = new FormData();
  form.append('testingId', String(testingId));
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return call({
    name: 'Beleg hochladen',
    method: 'POST',
    path: '/travel/attachment/upload',
    form,
    schema: AttachmentListSchema,
    success: true,
  });
}

/** POST /travel/attachment/delete/{attachmentId}; answers the attachment list. */
export function deleteAttachment(attachmentId: number): Promise<Attachment[]> {
  return call({
    name: 'Beleg löschen',
    method: 'POST',
    path: `/travel/attachment/delete/${seg(attachmentId)}`,
    schema: AttachmentListSchema,
    success: true,
  });
}

/** GET {api}/attachment/{id} with the token; null (and logged) on failure. */
export function attachmentImage(attachmentId: number): Promise<Blob | null> {
  return fetchImage(`/attachment/${seg(attachmentId)}`);
}
