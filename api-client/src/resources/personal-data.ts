import { send } from '../client/call-client';
import { personalDataCalls } from '@dtp/contract/calls/shell-and-tester';

/** The name a download gets when the answer carries none (it always does from the API server and the demo). */
const FALLBACK_NAME = 'meine-daten.zip';

const asFile = (blob: Blob): File => (blob instanceof File ? blob : new File([blob], FALLBACK_NAME, { type: blob.type || 'application/zip' }));

export const personalDataApi = {
  /**
   * Everything stored about the person as one ZIP (DSGVO Art. 15/20), as a File named by the server
   * (meine-daten-<lastname>-<yyyy-mm-dd>.zip). For the person themself and for managers and admins; a
   * refusal or failure is on the error badge like every call's.
   */
  download: async (userId: string): Promise<File> => asFile(await send(personalDataCalls.download, [userId])),
  /** The signed-in person's own ZIP: the server finds the record linked to the account (the client knows no record id). */
  downloadOwn: async (): Promise<File> => asFile(await send(personalDataCalls.own, [])),
};
