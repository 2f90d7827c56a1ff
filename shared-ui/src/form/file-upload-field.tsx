import { Button, Field, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { checkUpload, UPLOAD_ACCEPT, UPLOAD_HINT } from './upload-check';

export interface FileUploadFieldProps {
  label: string;
  /**
   * Called with each picked file that passed the checks, one after the other; may return a promise
   * (the button shows busy meanwhile).
   */
  onUpload: (file: File) => void | Promise<void>;
  /** An error from outside, e.g. 'receipt required' from the form. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Button text; default 'Datei auswählen'. */
  buttonLabel?: string;
}

/**
 * Picks one or several receipts (on a phone the picker offers the camera: image types are accepted)
 * and refuses, before any upload, each file of another type than pdf/jpg/jpeg/png or larger than
 * 20 MB, with a German message per file under the field; the others are uploaded one by one.
 */
export function FileUploadField({
  label,
  onUpload,
  error,
  helperText = UPLOAD_HINT,
  disabled = false,
  buttonLabel = 'Datei auswählen',
}: FileUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const shownError = refusals.length > 0 ? refusals.join(' ') : error;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  async function handleFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = ''; // the same file can be picked again
    if (files.length === 0) return;
    const reasons = files.map((file) => checkUpload(file));
    setRefusals(reasons.filter((reason): reason is string => reason !== undefined));
    const accepted = files.filter((_file, i) => reasons[i] === undefined);
    if (accepted.length === 0) return;
    setBusy(true);
    try {
      for (const file of accepted) await onUpload(file);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field.Root invalid={Boolean(shownError)} disabled={disabled} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <VisuallyHidden>
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          tabIndex={-1}
          disabled={disabled || busy}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => void handleFiles(event.target.files)}
        />
      </VisuallyHidden>
      <HStack>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          disabled={disabled}
          loading={busy}
          loadingText="Wird hochgeladen …"
          aria-label={`${label}: ${buttonLabel}`}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {buttonLabel}
        </Button>
      </HStack>
      <Field.HelperText>{helperText}</Field.HelperText>
      <Field.ErrorText>
        {refusals.length > 1 ? (
          <Stack as="ul" gap="1" ps="4">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </Stack>
        ) : (
          shownError
        )}
      </Field.ErrorText>
      <Text srOnly aria-live="polite">
        {busy ? 'Datei wird hochgeladen.' : ''}
      </Text>
    </Field.Root>
  );
}
