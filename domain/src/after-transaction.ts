// Work a handler's answer needs that must not hold the request's transaction open: rendering a PDF takes about
// half a second, and on the embedded database (PGlite) one open transaction holds up every other request. The
// handler reads what it needs inside the transaction and answers with the work to finish afterwards; the server
// runs it once the transaction has ended (server.ts). The work gets copies, never rows of the storage; what it
// must read after all (the personal data's files) it reads through `storage`, each read its own short transaction.

import type { Storage } from './store/port';

/** What deferred work is given: the storage, for reads in transactions of their own. */
export interface Afterwards {
  readonly storage: Storage;
}

const LATER = Symbol('afterTransaction');

/** An answer finished after the request's transaction: `afterTransaction(() => printer.answered(view))`. */
export interface AfterTransaction<T> {
  readonly [LATER]: (afterwards: Afterwards) => Promise<T>;
}

export const afterTransaction = <T>(work: (afterwards: Afterwards) => Promise<T>): AfterTransaction<T> => ({ [LATER]: work });

/** The handler's answer as sent: deferred work is run now, any other answer is returned as it is. */
export async function settleAnswer(answer: unknown, afterwards: Afterwards): Promise<unknown> {
  if (typeof answer === 'object' && answer !== null && LATER in answer) return (answer as AfterTransaction<unknown>)[LATER](afterwards);
  return answer;
}
