import { Button, Field, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { checkUpload, UPLOAD_ACCEPT, UPLOAD_HINT } from './upload-check';

export interface FileUploadFieldProps {
  label: string;
  /** Called with a file that passed the checks; may return a promise (the button shows busy meanwhile). */
  onUpload: (file: File) => void | Promise<void>;
  /** An error from outside, e.g. 'receipt required' from the form. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Button text; default 'Datei auswählen'. */
  buttonLabel?: string;
}

/**
 * Picks a receipt and refuses, before any upload, a file of another type than
 * pdf/jpg/jpeg/png or larger than 20 MB, with a German message under the field.
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
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shownError = refusal ?? error;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  async function handleFiles(files: FileList | null) {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = ''; // the same file can be picked again
    if (!file) return;
    const reason = checkUpload(file);
    setRefusal(reason);
    if (reason) return;
    setBusy(true);
    try {
      await onUpload(file);
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
      <Field.ErrorText>{shownError}</Field.ErrorText>
      <Text srOnly aria-live="polite">
        {busy ? 'Datei wird hochgeladen.' : ''}
      </Text>
    </Field.Root>
  );
}
