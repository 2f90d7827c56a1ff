import { IMAGE_MAX_PIXELS } from '@dtp/contract/constants';
import { imageDimensions } from './image-header';

/**
 * The port behind every uploaded image (questionnaire photos, receipts that are images; issue 59). The domain never
 * decodes an image itself: it also runs in the browser demo, and the decoder (sharp) is a server library. The API
 * server passes its implementation to createDomainServer (`images`, api-server/src/images/sharp-images.ts): it refuses
 * more than {@link IMAGE_MAX_PIXELS} before decoding, turns the image upright by its EXIF orientation, shrinks it to
 * the long edge and writes a JPEG without metadata (no GPS position, device or time). Handlers reach it as `ctx.images`.
 */
export interface ImageNormalizer {
  /** A JPEG or PNG (by its first bytes) as it is to be stored, or the German reason it is refused. */
  normalize(content: Uint8Array, longEdge: number): Promise<NormalizedImage>;
}

export type NormalizedImage = { content: Uint8Array; contentType: 'image/jpeg' | 'image/png' } | { problem: string };

export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `Das Bild ist zu groß: höchstens ${IMAGE_MAX_PIXELS / 1_000_000} Megapixel. Bitte verkleinern Sie es und laden Sie es erneut hoch.`;
export const IMAGE_UNREADABLE_MESSAGE = 'Das Bild lässt sich nicht lesen. Bitte laden Sie es als JPEG oder PNG erneut hoch.';

/** The header's pixel count against the limit: null, or the German refusal. */
export function pixelProblem(width: number, height: number): string | null {
  return width * height > IMAGE_MAX_PIXELS ? IMAGE_TOO_MANY_PIXELS_MESSAGE : null;
}

/**
 * Without a decoder (the in-browser demo, the domain's tests): the pixel limit where the header states a size, the
 * bytes kept as they came (only a decoder can tell a broken image). The demo's files live only in its tab; the
 * tester's form already sends photos re-drawn as JPEG (shared-ui's questionnaire/resize-photo.ts), which drops their metadata.
 */
export const headerCheckedImages: ImageNormalizer = {
  normalize: async (content) => {
    const size = imageDimensions(content);
    const problem = size && pixelProblem(size.width, size.height);
    if (problem) return { problem };
    return { content, contentType: content[0] === 0x89 ? 'image/png' : 'image/jpeg' };
  },
};
