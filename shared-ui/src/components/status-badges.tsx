import { Alert, Button, CloseButton } from '@chakra-ui/react';

export interface ErrorBadgeProps {
  /** The mapped error ('Ungültige Anfrage.', 'Zugriff verweigert.' …). */
  error: string;
  /** The server's message, shown on a new line. */
  detail?: string | null;
  /** Closing clears error and message (the shell wires this to the store). */
  onClose: () => void;
  /** When given, a 'Neu laden' button (the record changed meanwhile); the input stays until it is pressed. */
  onReload?: () => void;
}

/** The closable danger badge of spec section 8: 'Fehler:' + error, optional detail on a new line. */
export function ErrorBadge({ error, detail, onClose, onReload }: ErrorBadgeProps) {
  return (
    <Alert.Root status="error" variant="solid" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Fehler: {error}</Alert.Title>
        {detail ? <Alert.Description whiteSpace="pre-line">{detail}</Alert.Description> : null}
        {onReload ? (
          <Button size="sm" variant="surface" colorPalette="gray" mt="2" alignSelf="flex-start" onClick={() => onReload()}>
            Neu laden
          </Button>
        ) : null}
      </Alert.Content>
      <CloseButton size="sm" variant="ghost" color="inherit" aria-label="Fehlermeldung schließen" onClick={onClose} />
    </Alert.Root>
  );
}

/** 'Speichern erfolgreich.' — shown while the store's save-success flag is set (2 s). */
export function SuccessBadge({ message = 'Speichern erfolgreich.' }: { message?: string }) {
  return (
    <Alert.Root status="success" variant="solid" role="status">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
