import { usePermissions } from '@dtp/api-client';
import { usersApi, usersCalls, type PossibleDuplicate, type Tester, type TesterAccount } from '@dtp/api-client/back-office';
import { Button, ConfirmDialog, HStack, Notice, RouterLink, SectionCard, Spinner, Stack, Text, useAction, useCall, paths } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { useState } from 'react';
import { accountTexts as t } from './account-texts';

type Asking = { what: 'unlink' } | { what: 'merge'; other: PossibleDuplicate } | null;

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
/** A record as the merge question names it: two records of one person often share the name. */
const recordOf = (p: { firstName: string; lastName: string; statusLabel: string; email: string }) => `${nameOf(p)} (${[p.statusLabel, p.email].filter(Boolean).join(', ')})`;

/**
 * 'Zugang' on the tester's page (issue 57): which account of the identity service is linked and how; admins unlink
 * and link it again, and merge a record that may be the same person into this one; staff dismiss that hint.
 * The server decides and records each change in the Verlauf.
 */
export function AccountCard({ tester }: { tester: Pick<Tester, 'id' | 'firstName' | 'lastName' | 'contact' | 'statusLabel'> }) {
  const { isAdmin } = usePermissions();
  const account = useCall(usersCalls.account, [tester.id]);
  const acting = useAction<'unlink' | 'relink' | 'merge' | 'dismiss'>();
  const [asking, setAsking] = useState<Asking>(null);
  const name = nameOf(tester);
  const show = (changed: TesterAccount) => account.setData(changed);
  // The API client shows a refusal on the badge; a question closes either way.
  const act = (what: 'unlink' | 'relink' | 'merge' | 'dismiss', run: () => Promise<TesterAccount>) => acting.run(what, async () => show(await run())).then(() => setAsking(null));

  if (!account.data) {
    return (
      <SectionCard id="zugang" title={t.title}>
        <Spinner size="sm" aria-label={t.loading} />
      </SectionCard>
    );
  }
  const { linked, former, possibleDuplicates } = account.data;
  return (
    <SectionCard id="zugang" title={t.title}>
      {linked ? (
        <Stack gap="1">
          <Text>
            {t.linkedSince(formatDateTime(linked.linkedAt))} · {linked.howLabel}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {t.subject}: {linked.subject}
          </Text>
        </Stack>
      ) : (
        <Stack gap="1">
          <Text>{t.notLinked}</Text>
          {former ? (
            <>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {t.former}: {former.subject}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t.formerHint}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t.notLinkedHint(tester.contact.email)}
            </Text>
          )}
        </Stack>
      )}
      {isAdmin && (linked || former) ? (
        <HStack gap="2" wrap="wrap">
          {linked ? (
            <Button size="sm" variant="outline" onClick={() => setAsking({ what: 'unlink' })}>
              {t.unlink}
            </Button>
          ) : (
            <Button size="sm" variant="outline" loading={acting.busy === 'relink'} onClick={() => void act('relink', () => usersApi.relinkAccount({ id: tester.id }))}>
              {t.relink}
            </Button>
          )}
        </HStack>
      ) : null}
      {possibleDuplicates.length > 0 ? (
        <Notice status="warning" title={t.duplicatesTitle}>
          <Stack gap="3">
            <Text>{t.duplicatesIntro}</Text>
            {possibleDuplicates.map((other) => (
              <Stack key={other.id} gap="1" borderTopWidth="1px" pt="2">
                <Text fontWeight="semibold">
                  {nameOf(other)} · {other.statusLabel}
                  {other.linked ? ` · ${t.withAccount}` : ''}
                </Text>
                {other.email ? <Text fontSize="sm">{other.email}</Text> : null}
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={paths.showTester(other.id)}>{t.open}</RouterLink>
                  </Button>
                  {isAdmin ? (
                    <Button size="sm" variant="outline" onClick={() => setAsking({ what: 'merge', other })}>
                      {t.merge}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" loading={acting.busy === 'dismiss'} onClick={() => void act('dismiss', () => usersApi.dismissDuplicate({ id: tester.id, otherId: other.id }))}>
                    {t.dismiss}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
        </Notice>
      ) : null}
      <ConfirmDialog
        open={asking?.what === 'unlink'}
        title={t.unlink}
        confirmLabel={t.unlink}
        tone="danger"
        busy={acting.busy === 'unlink'}
        onCancel={() => setAsking(null)}
        onConfirm={() => void act('unlink', () => usersApi.unlinkAccount({ id: tester.id }))}
      >
        <Stack gap="2">
          <Text>{t.unlinkQuestion(name)}</Text>
          <Text>{t.unlinkHint}</Text>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.what === 'merge'}
        title={t.mergeTitle}
        confirmLabel={t.merge}
        tone="danger"
        busy={acting.busy === 'merge'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking?.what === 'merge') void act('merge', () => usersApi.merge({ id: tester.id, mergedId: asking.other.id }));
        }}
      >
        {asking?.what === 'merge' ? (
          <Stack gap="2">
            <Text>{t.mergeQuestion(recordOf(asking.other), recordOf({ ...tester, email: tester.contact.email }))}</Text>
            <Text>{t.mergeMoves}</Text>
            <Text fontWeight="semibold">{t.mergeGone(nameOf(asking.other))}</Text>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
