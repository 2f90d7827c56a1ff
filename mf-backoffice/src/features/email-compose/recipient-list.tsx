import { emailsApi, groupNeedsWave, type RecipientGroup } from '@dtp/api-client/back-office';
import { Box, Text, useLoad, type Loaded } from '@dtp/shared-ui';
import { composeTexts as t } from './compose-texts';

/**
 * The addresses of the chosen group (POST /email/recipients), loaded once the group is chosen, and for
 * the group that depends on a wave once the wave is chosen too.
 */
export function useRecipients(group: string, wave: string): Loaded<string[]> & { chosen: boolean; pending: string } {
  const needsWave = groupNeedsWave(group);
  const chosen = group !== '' && (!needsWave || wave !== '');
  const waveNumber = wave === '' ? null : Number(wave);
  const loaded = useLoad(chosen ? () => emailsApi.recipients({ recipientGroup: group as RecipientGroup, waveNumber }) : null, chosen ? `${group}|${wave}` : null);
  return { ...loaded, chosen, pending: group === '' ? t.recipientsPending : t.recipientsPendingWave };
}

/** The read-only recipient list under its count. */
export function RecipientList({ recipients }: { recipients: ReturnType<typeof useRecipients> }) {
  const list = recipients.data;
  const status = !recipients.chosen ? recipients.pending : recipients.loading ? t.recipientsLoading : list?.length === 0 ? t.recipientsNone : null;
  return (
    <Box as="section" aria-labelledby="compose-recipients">
      <Text id="compose-recipients" fontWeight="medium" fontSize="sm" mb="1.5">
        {t.recipients}
        {list && list.length > 0 ? ` (${t.recipientsCount(list.length)})` : ''}
      </Text>
      {status ? (
        <Text fontSize="sm" color="gray.600" borderWidth="1px" borderStyle="dashed" borderRadius="md" px="3" py="2">
          {status}
        </Text>
      ) : list ? (
        <Box
          as="ul"
          aria-label={t.recipients}
          listStyleType="none"
          m="0"
          px="3"
          py="2"
          borderWidth="1px"
          borderRadius="md"
          bg="gray.50"
          maxH="12rem"
          overflowY="auto"
          fontSize="sm"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
          columnGap="4"
          rowGap="0.5"
          tabIndex={0}
        >
          {list.map((address) => (
            <Box as="li" key={address} overflowWrap="anywhere">
              {address}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
