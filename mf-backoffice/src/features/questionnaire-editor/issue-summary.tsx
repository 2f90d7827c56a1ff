import { Button, HStack, Notice, Text } from '@dtp/shared-ui';
import { editorTexts as t } from './editor-texts';

/** How many issues the draft has, with a jump to the first; after a refused save, why nothing was saved. */
export function IssueSummary({ count, refused, onJump }: { count: number; refused: boolean; onJump: () => void }) {
  if (count === 0) return null;
  return (
    <Notice status={refused ? 'danger' : 'warning'}>
      <HStack gap="3" wrap="wrap">
        <Text as="span">{refused ? `${t.saveRefused} ${t.issues(count)}` : t.issues(count)}</Text>
        <Button size="xs" variant="outline" onClick={onJump}>
          {t.firstIssue}
        </Button>
      </HStack>
    </Notice>
  );
}
