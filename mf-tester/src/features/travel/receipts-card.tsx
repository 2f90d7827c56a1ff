import type { Attachment } from '@dtp/api-client';
import {
  ApiError,
  germanNumber,
  MAX_RECEIPT_BYTES_PER_CLAIM,
  MAX_RECEIPTS_PER_CLAIM,
  RECEIPTS_TOO_LARGE_MESSAGE,
  TOO_MANY_RECEIPTS_MESSAGE,
  travelApi,
} from '@dtp/api-client';
import { Button, ConfirmDialog, FileIcon, HStack, List, SectionCard, Stack, Text } from '@dtp/shared-ui';
import { FileUploadField } from '@dtp/shared-ui/travel-claim';
import { useEffect, useRef, useState } from 'react';
import { ReceiptPreview } from './receipt-preview';
import { travelTexts } from './travel-texts';

export interface ReceiptsCardProps {
  testingId: number;
  attachments: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  readOnly: boolean;
  /** 'receipt required' when saving or releasing without one. */
  error?: string;
}

/** PDFs are shown as a file with its name and open in a new tab; images get the inline preview. */
const isPdf = (attachment: Attachment) =>
  attachment.contentType === 'application/pdf' || attachment.fileName.toLowerCase().endsWith('.pdf');

/**
 * Opens a receipt in a new tab. The tab is opened at once (a popup blocker allows only that), then
 * given the file fetched with the bearer token.
 */
async function openInNewTab(attachmentId: number): Promise<boolean> {
  const tab = window.open('', '_blank');
  const blob = await travelApi.attachmentImage(attachmentId);
  if (!tab || !blob) {
    tab?.close();
    return false;
  }
  tab.location.href = URL.createObjectURL(blob);
  return true;
}

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${germanNumber(bytes / 1024 / 1024, 1)} MB`;
  return `${germanNumber(Math.max(bytes / 1024, 0.1), 1)} KB`;
}

/** What a claim stores: its receipts (a voucher deleted from a released claim still counts) and their bytes. */
const storedOf = (attachments: readonly Attachment[]) => ({ count: attachments.length, bytes: attachments.reduce((sum, a) => sum + a.size, 0) });

/**
 * Upload (pdf/jpg/jpeg/png ≤ 20 MB, refused before upload; at most 10 receipts and 50 MB stored, the upload disabled
 * at 10), the list with preview and delete. The server's reason for refusing a file shows beside the upload.
 */
export function ReceiptsCard({ testingId, attachments, onChange, readOnly, error }: ReceiptsCardProps) {
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [openFailed, setOpenFailed] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const shown = attachments.filter((a) => !a.deleted);
  const full = attachments.length >= MAX_RECEIPTS_PER_CLAIM;
  // Several picked files go up one after the other, faster than the list renders: counted here as they go.
  const stored = useRef(storedOf(attachments));
  useEffect(() => {
    stored.current = storedOf(attachments);
  }, [attachments]);

  async function upload(file: File) {
    const limit =
      stored.current.count >= MAX_RECEIPTS_PER_CLAIM
        ? TOO_MANY_RECEIPTS_MESSAGE
        : stored.current.bytes + file.size > MAX_RECEIPT_BYTES_PER_CLAIM
          ? RECEIPTS_TOO_LARGE_MESSAGE
          : null;
    if (limit) {
      setRefusal(limit);
      return;
    }
    try {
      const answer = await travelApi.uploadAttachment(testingId, file, file.name);
      stored.current = storedOf(answer);
      setRefusal(null);
      onChange(answer);
    } catch (failure) {
      // The client shows the error badge; the server's reason for this file (fieldErrors.file) shows at the upload too.
      if (failure instanceof ApiError) setRefusal(failure.fieldErrors.file ?? null);
    }
  }

  async function remove() {
    if (!toDelete || busy.current) return;
    busy.current = true;
    setDeleting(true);
    try {
      onChange(await travelApi.deleteAttachment(toDelete.attachmentId));
      setRefusal(null);
      if (previewId === toDelete.attachmentId) setPreviewId(null);
      setToDelete(null);
    } catch {
      // The client shows the error badge; the dialog stays open for another try.
    } finally {
      busy.current = false;
      setDeleting(false);
    }
  }

  return (
    <SectionCard id="receipts-title" title={travelTexts.receiptsTitle}>
      {readOnly ? null : (
        <FileUploadField
          label={travelTexts.uploadLabel}
          onUpload={upload}
          disabled={full}
          error={refusal ?? (full ? TOO_MANY_RECEIPTS_MESSAGE : error)}
        />
      )}
      {shown.length === 0 ? (
        <Text color="gray.600">{travelTexts.noReceipts}</Text>
      ) : (
        <List.Root aria-label={travelTexts.receiptsCaption} gap="3" listStyleType="none">
          {shown.map((attachment) => (
            <List.Item key={attachment.attachmentId} display="block" borderTopWidth="1px" pt="3">
              <Stack gap="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text wordBreak="break-all">
                    {isPdf(attachment) ? <FileIcon style={{ display: 'inline', verticalAlign: '-2px', marginRight: 6 }} data-testid="pdf-icon" /> : null}
                    {attachment.fileName}{' '}
                    <Text as="span" color="gray.600" fontSize="sm">
                      ({fileSize(attachment.size)})
                    </Text>
                  </Text>
                  <HStack gap="2">
                    {isPdf(attachment) ? (
                      <Button
                        type="button"
                        size="xs"
                        variant="outline"
                        aria-label={travelTexts.openPdfLabel(attachment.fileName)}
                        onClick={() =>
                          void openInNewTab(attachment.attachmentId).then((ok) => setOpenFailed(ok ? null : attachment.attachmentId))
                        }
                      >
                        {travelTexts.openPdf}
                      </Button>
                    ) : (
                      <Button
                        type="button"
                        size="xs"
                        variant="outline"
                        aria-label={previewId === attachment.attachmentId ? travelTexts.hidePreview : travelTexts.previewLabel(attachment.fileName)}
                        aria-expanded={previewId === attachment.attachmentId}
                        onClick={() => setPreviewId((id) => (id === attachment.attachmentId ? null : attachment.attachmentId))}
                      >
                        {previewId === attachment.attachmentId ? travelTexts.hidePreview : travelTexts.preview}
                      </Button>
                    )}
                    {readOnly ? null : (
                      <Button
                        type="button"
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={travelTexts.deleteLabel(attachment.fileName)}
                        onClick={() => setToDelete(attachment)}
                      >
                        {travelTexts.deleteReceipt}
                      </Button>
                    )}
                  </HStack>
                </HStack>
                {openFailed === attachment.attachmentId ? (
                  <Text color="gray.600" fontSize="sm">
                    {travelTexts.openFailed}
                  </Text>
                ) : null}
                {previewId === attachment.attachmentId && !isPdf(attachment) ? (
                  <ReceiptPreview attachmentId={attachment.attachmentId} fileName={attachment.fileName} />
                ) : null}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={travelTexts.deleteTitle}
        tone="danger"
        confirmLabel={travelTexts.deleteReceipt}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? travelTexts.deleteText(toDelete.fileName) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
