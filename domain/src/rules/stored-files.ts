import type { Db } from '../db';
import type { AttachmentRow } from '../state';

/**
 * A stored receipt's or photo's bytes with the type its content showed on upload, as a File of its stored name: the
 * API server sends it as a download (`Content-Disposition: attachment`; the apps fetch it with the token and show it
 * from an object URL). The in-browser demo keeps no files across reloads: there it is a drawn placeholder with the
 * file's name.
 */
export async function storedFile(db: Db, attachment: AttachmentRow, placeholder: { title: string; width: number; height: number }): Promise<Blob> {
  const content = await db.file(attachment.id);
  if (content) return new File([content as Uint8Array<ArrayBuffer>], attachment.fileName, { type: attachment.contentType });
  const { title, width, height } = placeholder;
  const name = attachment.fileName.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#f4f1ea"/><text x="24" y="48" font-family="sans-serif" font-size="20">${title}</text><text x="24" y="84" font-family="sans-serif" font-size="14">${name}</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}
