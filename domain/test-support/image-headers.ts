import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG whose header claims `width`×`height` pixels, with the first compressed bytes of its pixels and nothing more:
 * what an attacker sends as a decompression bomb (a decoder would inflate it whole), made without allocating the image.
 */
export function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return new Uint8Array([...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ...chunk('IHDR', ihdr), ...chunk('IDAT', deflateSync(new Uint8Array(100))), ...chunk('IEND', new Uint8Array())]);
}

/** A JPEG's first bytes up to a baseline frame header (SOF0) of `width`×`height`, behind an APP0 segment. */
export function jpegHeaderClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0]);
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const framed = new Uint8Array(12 + data.length);
  const view = new DataView(framed.buffer);
  view.setUint32(0, data.length);
  framed.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return [...framed];
}
