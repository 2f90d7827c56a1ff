import type { DebugFeedback } from '@dtp/api-client';
import { usePermissions } from '@dtp/api-client';
import { Box, Button, EmptyState, Heading, Notice, Stack } from '@dtp/shared-ui';
import { JsonViewer } from '@dtp/shared-ui/data-views';
import { useId, useState } from 'react';
import { feedbackTexts as t } from './messages';

export interface DebugFeedbackSectionProps {
  entries: readonly DebugFeedback[];
}

/**
 * Spec: admin-only raw debug feedback — a hide/show toggle, a warning about sensitive data and a
 * collapsible raw JSON per feedback (max height 400px; 'Invalid JSON' plus the raw text when it
 * cannot be formatted). The server sends the raw JSON only to admins; this view also renders
 * nothing for anybody else.
 */
export function DebugFeedbackSection({ entries }: DebugFeedbackSectionProps) {
  const { isAdmin } = usePermissions();
  const [shown, setShown] = useState(false);
  const id = useId();
  if (!isAdmin) return null;
  return (
    <Box as="section" aria-labelledby={`${id}-title`} data-testid="feedback-debug" borderWidth="1px" borderRadius="md" bg="white" p="4">
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {t.debugTitle}
          </Heading>
          <Button size="sm" variant="outline" aria-expanded={shown} aria-controls={shown ? `${id}-content` : undefined} onClick={() => setShown((s) => !s)}>
            {shown ? t.debugHide : t.debugShow}
          </Button>
        </Stack>
        <Notice status="warning">{t.debugWarning}</Notice>
        {shown ? (
          <Stack gap="2" id={`${id}-content`}>
            {entries.length === 0 ? (
              <EmptyState title={t.noData} />
            ) : (
              entries.map((entry, index) => <JsonViewer key={`${index}-${entry.title}`} title={entry.title} json={entry.json} />)
            )}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
