import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@dtp/contract/constants';
import { IMAGE_UNREADABLE_MESSAGE, pixelProblem, type ImageNormalizer } from '@dtp/domain';

// The domain's image port on sharp (libvips; createDomainServer's `images`): every uploaded photo and image receipt
// is decoded and written again, so nothing of the sender's file but its picture is stored (issue 59).

/** JPEG quality of the stored images: no visible loss on a photo, a third of a phone's own size. */
const JPEG_QUALITY = 85;

// No cache of decoded images between uploads: each is read once, and memory stays the upload's own.
sharp.cache(false);

export function createSharpImages(): ImageNormalizer {
  return {
    async normalize(content, longEdge) {
      // The header only: a PNG of 20000×20000 pixels is refused before a byte of it is inflated.
      const header = await sharp(content, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      if (!header?.width || !header.height) return { problem: IMAGE_UNREADABLE_MESSAGE };
      const problem = pixelProblem(header.width, header.height);
      if (problem) return { problem };
      try {
        const jpeg = await sharp(content, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
          .autoOrient()
          .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          // Without keepMetadata/withExif sharp writes no EXIF, XMP, IPTC or ICC: no position, device or time.
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer();
        return { content: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), contentType: 'image/jpeg' };
      } catch {
        return { problem: IMAGE_UNREADABLE_MESSAGE };
      }
    },
  };
}
