import { clientOf, pathFor, send } from '../client/call-client';
import { fetchImage } from '../client/client';
import { travelCalls } from '@dtp/contract/calls/shell-and-tester';
import type { Attachment } from '@dtp/contract/travel';

/** The expense-claim calls (contract/calls/shell-and-tester.ts). */
export const travelApi = {
  .../*#__PURE__*/ clientOf(travelCalls),
  /** Multipart with testingId and file; answers the attachment list. */
  uploadAttachment: (testingId: number, file: Blob, fileName?: string): Promise<Attachment[]> => {
    const form = new FormData();
    form.append('testingId', String(testingId));
    if (fileName !== undefined) form.append('file', file, fileName);
    else form.append('file', file);
    return send(travelCalls.uploadAttachment, [form]);
  },
  /** A receipt's image with the token; null (and logged) on failure. */
  attachmentImage: (attachmentId: number): Promise<Blob | null> => fetchImage(pathFor(travelCalls.attachment, attachmentId)),
};
