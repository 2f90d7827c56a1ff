import { jpegHeaderClaiming, pngClaiming } from '../../test-support';
import { imageDimensions } from './image-header';
import { headerCheckedImages, IMAGE_TOO_MANY_PIXELS_MESSAGE } from './image-normalizer';

describe('an image header (issue 59: the pixel limit before decoding)', () => {
  it('states a PNG’s and a JPEG’s size without a pixel decoded', () => {
    expect(imageDimensions(pngClaiming(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
    expect(imageDimensions(jpegHeaderClaiming(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  });

  it('states nothing for a cut-off or foreign header', () => {
    expect(imageDimensions(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]))).toBeNull();
    expect(imageDimensions(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
  });

  it('without a decoder (the demo): refuses more than 50 megapixels, keeps a smaller image’s bytes', async () => {
    expect(await headerCheckedImages.normalize(pngClaiming(20_000, 20_000), 2048)).toEqual({ problem: IMAGE_TOO_MANY_PIXELS_MESSAGE });
    expect(await headerCheckedImages.normalize(jpegHeaderClaiming(10_000, 5_001), 2048)).toEqual({ problem: IMAGE_TOO_MANY_PIXELS_MESSAGE });
    const phone = jpegHeaderClaiming(4032, 3024);
    expect(await headerCheckedImages.normalize(phone, 2048)).toEqual({ content: phone, contentType: 'image/jpeg' });
  });
});
