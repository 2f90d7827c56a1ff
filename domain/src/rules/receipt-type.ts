/**
 * The receipt's real type, read from its first bytes: the name and the browser's type are the
 * sender's word, the content is not. Three signatures are all the rule allows (pdf, png, jpeg), so a
 * sniffing library would bring far more than it is needed for.
 */
export type ReceiptType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { type: ReceiptType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffReceiptType(content: Uint8Array): ReceiptType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((b, i) => content[i] === b))?.type ?? null;
}
