import { travelApi } from '@dtp/api-client';
import { Box, Image, Spinner, Text, useBlobUrl } from '@dtp/shared-ui';
import { travelTexts } from './travel-texts';

/** The receipt as an image, fetched with the token (travelApi.attachmentImage) and shown from an object URL. */
export function ReceiptPreview({ attachmentId, fileName }: { attachmentId: number; fileName: string }) {
  const state = useBlobUrl(() => travelApi.attachmentImage(attachmentId), attachmentId);

  if (state.failed) return <Text color="gray.600">{travelTexts.previewFailed}</Text>;
  if (!state.url) return <Spinner size="sm" aria-label={travelTexts.previewLoading} />;
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" bg="gray.50" maxW="md">
      <Image src={state.url} alt={travelTexts.previewLabel(fileName)} maxW="full" maxH="480px" objectFit="contain" />
    </Box>
  );
}
