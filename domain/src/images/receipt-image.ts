import { RECEIPT_IMAGE_LONG_EDGE } from '@dtp/contract/constants';
import type { ReceiptType } from '../rules/receipt-type';
import type { ImageNormalizer } from './image-normalizer';

/** A receipt as it is stored: a PDF as it came, an image re-encoded (a JPEG without metadata on the server). */
export async function receiptToStore(
  images: ImageNormalizer,
  content: Uint8Array,
  contentType: ReceiptType,
): Promise<{ content: Uint8Array; contentType: ReceiptType } | { problem: string }> {
  if (contentType === 'application/pdf') return { content, contentType };
  return images.normalize(content, RECEIPT_IMAGE_LONG_EDGE);
}
