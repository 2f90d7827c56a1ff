import { QUESTIONNAIRE_PHOTO_LONG_EDGE } from '@dtp/api-client/questionnaire';

/**
 * A photo as it is sent: a JPEG whose long edge is at most 2048 px (a phone's 12-megapixel photo of 4 MB
 * becomes about 0.5 MB, which a weak signal on the course still carries). A browser that cannot draw it
 * (no createImageBitmap) sends it as chosen; the server checks size and type either way.
 */
export async function resizePhoto(file: File, longEdge = QUESTIONNAIRE_PHOTO_LONG_EDGE): Promise<{ blob: Blob; fileName: string }> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return { blob: file, fileName: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, fileName: file.name };
  }
  const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) return { blob: file, fileName: file.name };
  return { blob, fileName: `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg` };
}
