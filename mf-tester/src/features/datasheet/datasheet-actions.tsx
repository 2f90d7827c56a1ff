import type { DataSheet, DataSheetProgressAction } from '@dtp/api-client';
import { DataSheetProgressActions } from '@dtp/api-client';
import { ActionMenu, Button, HStack, Link, Stack, Text, type ActionMenuItem } from '@dtp/shared-ui';
import { datasheetTexts as t } from './datasheet-texts';

/** Which dropdown action the server allows now (the can* flags). */
const allowed: Record<DataSheetProgressAction, (sheet: DataSheet) => boolean> = {
  INITIAL: (s) => s.canResetDataSheet,
  INVITED: (s) => s.canInviteTester,
  RELEASED: (s) => s.canReleaseDataSheet,
  ASSIGNED: (s) => s.canCloseAssignment,
};
const isAction = (value: string): value is DataSheetProgressAction => value in DataSheetProgressActions;

/** Manager/admin dropdown: Zurücksetzen, Einladen, Freigeben, Einteilung abschließen. */
export function ProgressMenu({ sheet, busy, onSelect }: { sheet: DataSheet; busy: boolean; onSelect: (progress: DataSheetProgressAction) => void }) {
  const items: ActionMenuItem[] = (Object.keys(DataSheetProgressActions) as DataSheetProgressAction[]).map((progress) => ({
    value: progress,
    label: DataSheetProgressActions[progress],
    disabled: !allowed[progress](sheet),
  }));
  return <ActionMenu label={t.statusMenu} items={items} disabled={busy} onSelect={(value) => isAction(value) && onSelect(value)} />;
}

/** The consent text: it refers to the obligation declaration of 2024 and links the privacy page. */
export function ConsentText({ href, privacyHref }: { href: string; privacyHref: string }) {
  return (
    <Text fontSize="sm" color="gray.700">
      {t.consentBefore}
      <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
        {t.consentLink}
      </Link>
      {t.consentAfter}
      {t.consentPrivacyBefore}
      <Link href={privacyHref} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
        {t.consentPrivacyLink}
      </Link>
      {t.consentPrivacyAfter}
    </Text>
  );
}

interface FormButtonsProps {
  sheet: DataSheet;
  /** Absenden is shown for users with tester rights. */
  canSendRole: boolean;
  /** The consent speaks to the sheet's owner. */
  isOwn: boolean;
  busy: 'save' | 'send' | 'progress' | null;
  onSave: () => void;
  onSend: () => void;
  obligationHref: string;
  privacyHref: string;
}

/** Consent, Speichern and Absenden under the form; hidden when the server hides the sheet's buttons (read-only). */
export function FormButtons({ sheet, canSendRole, isOwn, busy, onSave, onSend, obligationHref, privacyHref }: FormButtonsProps) {
  if (!sheet.showDataSheetButtons) return null;
  return (
    <Stack gap="3" mt="8" pt="4" borderTopWidth="1px">
      {canSendRole && isOwn ? <ConsentText href={obligationHref} privacyHref={privacyHref} /> : null}
      <HStack gap="3" wrap="wrap" justify="flex-end">
        <Button type="button" variant="outline" colorPalette="brand" onClick={onSave} loading={busy === 'save'} disabled={busy !== null}>
          {t.save}
        </Button>
        {canSendRole ? (
          <Button
            type="button"
            colorPalette="brand"
            onClick={onSend}
            loading={busy === 'send'}
            disabled={busy !== null || !sheet.canSendDataSheet}
          >
            {t.send}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
