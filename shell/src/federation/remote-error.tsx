import { Alert, Box, Button, Text } from '@dtp/shared-ui';

export interface RemoteErrorProps {
  title: string;
  detail?: string;
  onRetry: () => void;
}

/** Shown in the content area when a remote cannot be loaded or crashes; the rest of the shell keeps working. */
export function RemoteError({ title, detail, onRetry }: RemoteErrorProps) {
  return (
    <Box role="alert" data-testid="remote-error" maxW="3xl">
      <Alert.Root status="error" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            <Text>Bitte versuchen Sie es in einem Moment erneut. Die übrigen Bereiche der Plattform funktionieren weiterhin.</Text>
            {detail ? (
              <Text mt="1" fontSize="sm" color="fg.muted">
                Technische Details: {detail}
              </Text>
            ) : null}
          </Alert.Description>
          <Button size="sm" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Erneut versuchen
          </Button>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
