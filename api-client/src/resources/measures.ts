import { clientOf, pathFor } from '../client/call-client';
import { fetchImage } from '../client/client';
import { measuresCalls } from '@dtp/contract/calls/back-office';

/** The back office's 'Maßnahmen' (contract/calls/back-office/measures.ts): the clubs' findings, the plan, the evidence photos. */
export const measuresApi = {
  .../*#__PURE__*/ clientOf(measuresCalls),
  /** An evidence photo's image with the token; null (and logged) on failure. */
  photoImage: (id: number): Promise<Blob | null> => fetchImage(pathFor(measuresCalls.photo, id)),
};
