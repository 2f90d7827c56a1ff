/**
 * An uploaded text file's content (an export, an import's CSV): UTF-8 with or without BOM (the BOM is dropped);
 * refused with the caller's German message when it is another encoding or no text at all. One owner for every
 * upload that is read as text (handlers/admin-sync-import.ts, rules/csv-import/read-csv.ts).
 */
export interface UploadedTextMessages {
  notUtf8: string;
  notText: string;
}

/** Zip (xlsx, docx, ods) and PDF start with these; a NUL byte never appears in a text export. */
export const isBinary = (bytes: Uint8Array): boolean =>
  bytes.includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4) || String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** The text, or the message that says why it is none (`refuse` turns it into the caller's error). */
export function uploadedText(bytes: Uint8Array, messages: UploadedTextMessages, refuse: (message: string) => Error): string {
  // UTF-16 (Excel's 'Unicode text') starts with its byte order mark.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw refuse(messages.notUtf8);
  if (isBinary(bytes)) throw refuse(messages.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuse(messages.notUtf8);
  }
}
