import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@dtp/api-client';

/** Receipt uploads (spec section 9): pdf, jpg, jpeg, png; at most 20 MB. */
/** For the input's accept attribute. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const UPLOAD_HINT = 'Erlaubt sind PDF, JPG, JPEG und PNG bis maximal 20 MB.';

export const uploadMessages = {
  type: (fileName: string) =>
    `Die Datei „${fileName}“ kann nicht hochgeladen werden: Erlaubt sind nur PDF, JPG, JPEG und PNG.`,
  size: (fileName: string) =>
    `Die Datei „${fileName}“ kann nicht hochgeladen werden: Sie ist größer als 20 MB.`,
};

/** Checks a chosen file before upload; returns the German reason it is refused, or undefined. */
export function checkUpload(file: Pick<File, 'name' | 'size'>): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return uploadMessages.type(file.name);
  }
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.size(file.name);
  return undefined;
}
