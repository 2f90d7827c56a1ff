import * as v from 'valibot';

/**
 * Right to erasure (DSGVO Art. 17, issue 32): POST /user/erase removes a tester's personal data. Admins
 * only. The claims' sums and receipts stay for the accounting retention period, under this placeholder.
 */
export const ERASED_TESTER = { firstName: 'Gelöschter', lastName: 'Tester' } as const;
export const ERASED_TESTER_NAME = `${ERASED_TESTER.firstName} ${ERASED_TESTER.lastName}`;

/** Why an erased tester's record cannot be opened or saved. */
export const ERASED_TESTER_MESSAGE = 'Die Daten dieses Testers wurden gelöscht.';

/** How long claims and receipts are kept as accounting vouchers (§ 147 AO, § 257 HGB): ten years. */
export const ACCOUNTING_RETENTION_YEARS = 10;

export const ErasureInputSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)) });
export type ErasureInput = v.InferOutput<typeof ErasureInputSchema>;

/** The answer: the erased tester's id (kept: claims point to it) and when the erasure happened (ISO). */
export const ErasureResultSchema = v.object({ id: v.string(), erasedAt: v.string() });
export type ErasureResult = v.InferOutput<typeof ErasureResultSchema>;
