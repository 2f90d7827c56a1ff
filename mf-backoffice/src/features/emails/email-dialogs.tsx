import { emailsCalls, historyCalls, type Email } from '@dtp/api-client/back-office';
import { Box, ConfirmDialog, InfoDialog, Spinner, Stack, Text, useCall } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { HistorySection } from '../../components/history/history-section';
import { emailsTexts as t } from './emails-texts';

const textBlock = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export interface EmailDialogProps {
  /** The mail shown; it stays while the dialog closes. */
  email: Email | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The mail's content as text with its line breaks (GET /email/content/{id}), the files it is sent with
 * (a tee-time mail's calendar entry) and its 'Verlauf' (GET /history/email/{id}); close only.
 */
export function EmailContentDialog({ email, open, onClose }: EmailDialogProps) {
  const content = useCall(email ? emailsCalls.content : null, [email?.id ?? 0]);
  return (
    <InfoDialog open={open} title={t.contentTitle} onClose={onClose}>
      {content.data ? (
        <Stack gap="3">
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
            <Text as="dt" color="gray.600">
              {t.contentTo}
            </Text>
            <Text as="dd" overflowWrap="anywhere">
              {content.data.to}
            </Text>
            <Text as="dt" color="gray.600">
              {t.contentSubject}
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {content.data.subject || t.noSubject}
            </Text>
          </Box>
          <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50" {...textBlock} data-testid="email-content">
            {content.data.content}
          </Box>
          {content.data.attachmentNames?.length ? (
            <Text fontSize="sm" overflowWrap="anywhere">
              {t.attachments(content.data.attachmentNames)}
            </Text>
          ) : null}
          {email ? <HistorySection call={historyCalls.ofEmail} args={[email.id]} /> : null}
        </Stack>
      ) : content.loading ? (
        <Spinner size="sm" />
      ) : null}
    </InfoDialog>
  );
}

/** 'Fehlermeldung' with the time of the last try (spec section 8); close only. */
export function EmailErrorDialog({ email, open, onClose }: EmailDialogProps) {
  return (
    <InfoDialog open={open} title={t.errorTitle} onClose={onClose}>
      {email ? (
        <Stack gap="3">
          <Text fontSize="sm" color="gray.600">
            {email.lastTryAt ? t.lastTry(formatDateTime(email.lastTryAt)) : t.lastTryUnknown}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere">
            {email.to}
          </Text>
          <Box borderWidth="1px" borderColor="red.200" borderRadius="md" p="3" bg="red.50" color="red.800" {...textBlock}>
            {email.lastError}
          </Box>
        </Stack>
      ) : null}
    </InfoDialog>
  );
}

export interface RemoveEmailDialogProps {
  email: Email | null;
  open: boolean;
  busy: boolean;
  onConfirm: (email: Email) => void;
  onCancel: () => void;
}

/** Asks before a mail is deleted. */
export function RemoveEmailDialog({ email, open, busy, onConfirm, onCancel }: RemoveEmailDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={t.removeTitle}
      tone="danger"
      confirmLabel={t.removeButton}
      busy={busy}
      onConfirm={() => {
        if (email) onConfirm(email);
      }}
      onCancel={onCancel}
    >
      {email ? <Text>{t.removeConfirm(email.to, email.subject || t.noSubject)}</Text> : null}
    </ConfirmDialog>
  );
}
