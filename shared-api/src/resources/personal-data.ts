import * as v from 'valibot';
import { call } from '../client/client';
import { seg } from './path';

/** The name a download gets when the answer carries none (it always does from the API server and the demo). */
const FALLBACK_NAME = 'meine-daten.zip';

/**
 * GET /user/personal-data/{id}: everything stored about the person as one ZIP (DSGVO Art. 15/20),
 * as a File named by the server (meine-daten-<lastname>-<yyyy-mm-dd>.zip). For the person themself and
 * for managers and admins; a refusal or failure is on the error badge like every call's.
 */
export async function download(userId: string): Promise<File> {
  const blob = await call({
    name: 'Daten herunterladen',
    method: 'GET',
    path: `/user/personal-data/${seg(userId)}`,
    responseType: 'blob',
    schema: v.blob(),
  });
  return blob instanceof File ? blob : new File([blob], FALLBACK_NAME, { type: blob.type || 'application/zip' });
}
