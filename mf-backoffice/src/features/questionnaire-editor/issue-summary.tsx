import { Button, HStack, Notice, Text } from '@dtp/shared-ui';
import { editorTexts as t } from './editor-texts';

/** How many issues the draft has, with a jump to the first; after a refused save, why nothing was saved. */
export function IssueSummary({ count, refused, onJump, general }: { count: number; refused: boolean; onJump: () => void; general: readonly string[] }) {
  if (count === 0) return null;
  return (
    <Notice status={refused ? 'danger' : 'warning'}>
      <HStack gap="3" wrap="wrap">
        <Text as="span">{refused ? `${t.saveRefused} ${t.issues(count)}` : t.issues(count)}</Text>
        {/* Issues of the questionnaire as a whole (no page left) have no field: they are said here. */}
        {general.map((message) => (
          <Text as="span" key={message}>
            {message}
          </Text>
        ))}
        {general.length < count ? (
          <Button size="xs" variant="outline" onClick={onJump}>
            {t.firstIssue}
          </Button>
        ) : null}
      </HStack>
    </Notice>
  );
}
