// Work a handler's answer needs that must not hold the request's transaction open: rendering a PDF takes about
// half a second, and on the embedded database (PGlite) one open transaction holds up every other request. The
// handler reads what it needs inside the transaction and answers with the work to finish afterwards; the server
// runs it once the transaction has ended (server.ts). The work gets copies, never rows of the storage.

const LATER = Symbol('afterTransaction');

/** An answer finished after the request's transaction: `afterTransaction(() => printer.answered(view))`. */
export interface AfterTransaction<T> {
  readonly [LATER]: () => Promise<T>;
}

export const afterTransaction = <T>(work: () => Promise<T>): AfterTransaction<T> => ({ [LATER]: work });

/** The handler's answer as sent: deferred work is run now, any other answer is returned as it is. */
export async function settleAnswer(answer: unknown): Promise<unknown> {
  if (typeof answer === 'object' && answer !== null && LATER in answer) return (answer as AfterTransaction<unknown>)[LATER]();
  return answer;
}
