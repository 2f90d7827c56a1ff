import { COMMENT_MAX_LENGTH } from '@dtp/api-client';
import { FormSection as Section, Stack, TextareaField, testerBaseDataLabels as l } from '@dtp/shared-ui';
import { datasheetTexts as t } from './datasheet-texts';

/** Sonstiges: the comment, only for users who may see it (canSeeComment). */
export function CommentTab() {
  return (
    <Stack gap="8">
      <Section title={t.sections.comment} columns={1}>
        <TextareaField name="comment" label={l.comment} rows={6} maxLength={COMMENT_MAX_LENGTH} />
      </Section>
    </Stack>
  );
}
