import { draftKey, removeDraft, useAuthStore, usePermissions } from '@dtp/api-client';
import { usersApi, type Tester } from '@dtp/api-client/back-office';
import { Button, ConfirmDialog, List, SectionCard, Stack, Text, useAction, useNavigate, paths } from '@dtp/shared-ui';
import { useState } from 'react';
import { eraseTexts as t } from './erase-texts';

/**
 * 'Tester löschen' (admins only; the server checks it too): asks with what is erased, what stays and
 * the step left at the identity service, then erases and goes back to the tester list.
 */
export function EraseTester({ tester }: { tester: Pick<Tester, 'id' | 'firstName' | 'lastName'> }) {
  const { isAdmin } = usePermissions();
  const userId = useAuthStore((s) => s.user?.userId ?? null);
  const [asking, setAsking] = useState(false);
  const erasing = useAction<'erase'>();
  const navigate = useNavigate();
  if (!isAdmin) return null;
  const name = `${tester.firstName} ${tester.lastName}`.trim();

  // The API client shows the error (e.g. a test still to be done) on the badge; the question closes either way.
  const erase = () =>
    erasing
      .run('erase', async () => {
        await usersApi.erase({ id: tester.id });
        // This browser's unsaved input about the person goes too: the tester form's and their data sheets' (one per year).
        if (userId) {
          removeDraft(draftKey(userId, 'tester', tester.id));
          const sheets = draftKey(userId, 'datasheet', `${tester.id}-`);
          for (const key of Object.keys(localStorage)) if (key.startsWith(sheets)) removeDraft(key);
        }
        navigate(paths.testers(), { replace: true });
      })
      .then(() => setAsking(false));

  return (
    <SectionCard id="tester-erase-title" title={t.sectionTitle}>
      <Text>{t.sectionHint}</Text>
      <div>
        <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          {t.erase}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.title}
        onConfirm={erase}
        onCancel={() => setAsking(false)}
        confirmLabel={t.erase}
        tone="danger"
        busy={erasing.busy !== null}
      >
        <Stack gap="3">
          <Text>{t.question(name)}</Text>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.removedTitle}</Text>
            <List.Root ps="5">
              {t.removed.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.keptTitle}</Text>
            <Text>{t.kept}</Text>
          </Stack>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.identityTitle}</Text>
            <Text>{t.identity}</Text>
          </Stack>
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}
