/**
 * An image's width and height as its header states them, read without decoding a pixel: PNG's IHDR chunk, or a JPEG's
 * frame header (SOFn). Null when the header is missing or cut short.
 */
export function imageDimensions(content: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  if (content[0] === 0x89 && content[1] === 0x50) return content.byteLength >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  if (content[0] !== 0xff || content[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= content.byteLength) {
    if (content[at] !== 0xff) return null;
    const marker = content[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: RSTn, SOI, TEM. The scan (SOS) or the end (EOI) before a frame header: none.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    if (isFrameHeader(marker)) return at + 9 <= content.byteLength ? { height: view.getUint16(at + 5), width: view.getUint16(at + 7) } : null;
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
