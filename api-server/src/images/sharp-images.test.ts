import sharp from 'sharp';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, IMAGE_UNREADABLE_MESSAGE, type NormalizedImage } from '@dtp/domain';
import { pngClaiming } from '@dtp/domain/test-support';
import { createSharpImages } from './sharp-images';

// Issue 59, item 2: every uploaded image is decoded and written again on the server.

const images = createSharpImages();

/** 64×48, left half blue, right half red, stored sideways (EXIF orientation 6), with a phone's make and GPS position. */
const phonePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 220, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 32, height: 48, channels: 3, background: { r: 0, g: 0, b: 220 } } }, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Testphone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 6/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 41/1 0/1' } })
    .jpeg()
    .toBuffer();

function stored(image: NormalizedImage): Buffer {
  if ('problem' in image) throw new Error(image.problem);
  expect(image.contentType).toBe('image/jpeg');
  return Buffer.from(image.content);
}

/** The GPS IFD's pointer tag (0x8825), in either byte order. */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('uploaded images on the server (sharp)', () => {
  it('keep no EXIF: no GPS position, no device', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(hasGpsPointer(before.exif!)).toBe(true);
    expect(photo.includes('Testphone')).toBe(true);
    const after = stored(await images.normalize(photo, 2048));
    const meta = await sharp(after).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(after.includes('Exif\0\0')).toBe(false);
    expect(after.includes('Testphone')).toBe(false);
  });

  it('are turned upright by their EXIF orientation', async () => {
    const after = stored(await images.normalize(await phonePhoto(), 2048));
    const meta = await sharp(after).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([48, 64, 1]);
    // Turned 90° clockwise: the stored left half (blue) is now on top.
    const { data } = await sharp(after).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3)];
    expect(pixel(24, 8)[2]).toBeGreaterThan(150);
    expect(pixel(24, 56)[0]).toBeGreaterThan(150);
  });

  it('are shrunk to the long edge, never enlarged; a transparent PNG becomes a JPEG on white', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const after = stored(await images.normalize(wide, 2048));
    expect(await sharp(after).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 683 });
    expect((await sharp(after).stats()).channels[0]!.mean).toBeGreaterThan(250);
    const small = stored(await images.normalize(await phonePhoto(), 2048));
    expect((await sharp(small).metadata()).height).toBe(64);
  });

  it('are refused above 50 megapixels from the header, before a pixel is inflated', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(100);
    expect(await images.normalize(bomb, 2048)).toEqual({ problem: IMAGE_TOO_MANY_PIXELS_MESSAGE });
    expect(await images.normalize(pngClaiming(7072, 7072), 2048)).toEqual({ problem: IMAGE_TOO_MANY_PIXELS_MESSAGE });
  });

  it('are refused when they cannot be decoded', async () => {
    expect(await images.normalize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 2048)).toEqual({ problem: IMAGE_UNREADABLE_MESSAGE });
    const photo = await phonePhoto();
    expect(await images.normalize(photo.subarray(0, photo.length / 2), 2048)).toEqual({ problem: IMAGE_UNREADABLE_MESSAGE });
  });
});
