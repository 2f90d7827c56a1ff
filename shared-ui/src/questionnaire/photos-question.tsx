import { Box, Button, HStack, Image, SimpleGrid, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { ApiError } from '@dtp/api-client';
import { questionnaireApi, type Question, type QuestionnairePhoto } from '@dtp/api-client/questionnaire';
import { useBlobUrl } from '../hooks/use-blob-url';
import { useId, useRef, useState, type ReactNode } from 'react';
import { questionnaireFormTexts as questionnaireTexts } from './questionnaire-texts';
import { resizePhoto } from './resize-photo';

export interface PhotosQuestionProps {
  testingId: number;
  question: Question;
  /** The question's photos as the server has them. */
  photos: readonly QuestionnairePhoto[];
  readOnly: boolean;
  /** After an upload or a removal: the questionnaire is loaded again (its photos). */
  onChanged: () => void;
  legend: ReactNode;
  help: ReactNode;
  /** The editor's preview: the question is shown as the tester sees it, but nothing can be uploaded. */
  preview?: boolean;
}

function Thumbnail({ photo, readOnly, onRemove }: { photo: QuestionnairePhoto; readOnly: boolean; onRemove: () => void }) {
  const image = useBlobUrl(() => questionnaireApi.photoImage(photo.id), photo.id);
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" bg="gray.50">
      {image.url ? (
        <Image src={image.url} alt={questionnaireTexts.photoAlt(photo.fileName)} w="full" h="28" objectFit="cover" borderRadius="sm" />
      ) : image.failed ? (
        <Text fontSize="sm">{photo.fileName}</Text>
      ) : (
        <Spinner size="sm" aria-label={questionnaireTexts.photoLoading} />
      )}
      {readOnly ? null : (
        <Button variant="ghost" size="sm" minH="11" w="full" mt="1" onClick={onRemove} aria-label={questionnaireTexts.removePhotoLabel(photo.fileName)}>
          {questionnaireTexts.removePhoto}
        </Button>
      )}
    </Box>
  );
}

/**
 * Photos of one question: taken with the camera or chosen, resized in the browser and uploaded at once, so a
 * questionnaire saved for later keeps them; removable while the questionnaire is open.
 */
export function PhotosQuestion({ testingId, question, photos, readOnly, onChanged, legend, help, preview = false }: PhotosQuestionProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const max = question.maxPhotos ?? 1;
  const full = photos.length >= max;

  async function add(files: FileList | null) {
    if (preview) return;
    const chosen = [...(files ?? [])].slice(0, Math.max(0, max - photos.length));
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      for (const file of chosen) {
        const { blob, fileName } = await resizePhoto(file);
        await questionnaireApi.uploadPhoto(testingId, question.id, blob, fileName);
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fieldErrors.file ?? error.detail ?? error.error) : questionnaireTexts.photoFailed);
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  async function remove(photo: QuestionnairePhoto) {
    setProblem(null);
    try {
      await questionnaireApi.deletePhoto(photo.id);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.detail ?? error.error) : questionnaireTexts.photoFailed);
    }
    onChanged();
  }

  return (
    <Box>
      {legend}
      {help}
      {photos.length > 0 ? (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" mb="2">
          {photos.map((photo) => (
            <Thumbnail key={photo.id} photo={photo} readOnly={readOnly} onRemove={() => void remove(photo)} />
          ))}
        </SimpleGrid>
      ) : readOnly ? (
        <Text color="gray.600">{questionnaireTexts.noPhotos}</Text>
      ) : null}
      {readOnly ? null : (
        <HStack gap="3" wrap="wrap">
          <VisuallyHidden>
            <input
              id={id}
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/*"
              capture="environment"
              multiple={max - photos.length > 1}
              tabIndex={-1}
              aria-label={questionnaireTexts.photoInput(question.text)}
              disabled={busy || full || preview}
              onChange={(event) => void add(event.target.files)}
            />
          </VisuallyHidden>
          <Button variant="outline" colorPalette="brand" minH="11" loading={busy} loadingText={questionnaireTexts.photoUploading} disabled={full || preview} aria-describedby={preview ? `${id}-preview` : undefined} onClick={() => input.current?.click()}>
            {questionnaireTexts.addPhoto}
          </Button>
          <Text fontSize="sm" color="gray.600">
            {questionnaireTexts.photoCount(photos.length, max)}
          </Text>
        </HStack>
      )}
      {preview ? (
        <Text id={`${id}-preview`} fontSize="sm" color="gray.600" mt="1">
          {questionnaireTexts.noPhotosInPreview}
        </Text>
      ) : null}
      {problem ? (
        <Text color="red.700" fontSize="sm" mt="1" role="alert">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
