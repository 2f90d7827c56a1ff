import { permissionsOf, useAuthStore } from '@dtp/api-client';
import { Box, Button, Center, Notice, PageHeading, PersonalDataSection, Spinner, Stack } from '@dtp/shared-ui';
import { LoadingUnderEarlyHeading } from '../../components/early-heading';
import { DatasheetForm } from './datasheet-form';
import { datasheetTexts as t } from './datasheet-texts';
import { useDatasheet } from './use-datasheet';

export interface DatasheetScreenProps {
  /** Another user's sheet (/datasheet/{userId}); the own sheet without. */
  userId?: string;
  /** Back target for managers and admins (navigateBack, read safely by the page; default /datasheets). */
  backTo: string;
}

/** The tester data sheet, own or another user's (spec 'Tester data sheet'). */
export function DatasheetScreen({ userId, backTo: staffBackTo }: DatasheetScreenProps) {
  const me = useAuthStore((s) => s.user);
  const permissions = permissionsOf(me?.roles ?? []);
  // The own sheet is /datasheet: the client knows the account, the server the record linked to it.
  const isOwn = userId === undefined;
  const { state, setAnswer, reload } = useDatasheet(userId, isOwn);
  const backTo = permissions.isManagerOrAdmin ? staffBackTo : undefined;
  // „Meine Daten“ at the bottom of the own sheet, apart from the form's buttons (also before a sheet exists).
  const personalData =
    isOwn && me ? (
      <Box mt="8">
        <PersonalDataSection title={t.personalDataTitle} intro={t.personalDataIntro} label={t.personalDataDownload} />
      </Box>
    ) : null;

  if (state.status === 'loading') {
    // The heading the page painted from its early answer stays while the sheet loads (decision 0020).
    return (
      <LoadingUnderEarlyHeading
        fallback={
          <>
            <PageHeading title={t.titleWithoutYear} backTo={backTo} />
            <Center py="12">
              <Spinner size="lg" color="brand.solid" aria-label={t.loading} />
            </Center>
          </>
        }
      />
    );
  }
  if (state.status === 'missing') {
    return (
      <>
        <PageHeading title={t.titleWithoutYear} backTo={backTo} />
        <Stack gap="3">
          {isOwn ? (
            <Notice status="info" title={t.notLoadableTitle}>
              {t.notLoadableBody}
            </Notice>
          ) : (
            <Notice status="info">{t.notLoadableOther}</Notice>
          )}
        </Stack>
        {personalData}
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <PageHeading title={t.titleWithoutYear} backTo={backTo} />
        <Notice status="danger" title={t.loadFailed}>
          <Button size="sm" variant="outline" mt="2" onClick={reload}>
            {t.reload}
          </Button>
        </Notice>
      </>
    );
  }
  return (
    <DatasheetForm
      key={state.sheet.userId}
      sheet={state.sheet}
      waves={state.waves}
      targetUserId={isOwn ? undefined : userId}
      isOwn={isOwn}
      isManagerOrAdmin={permissions.isManagerOrAdmin}
      hasTesterRights={permissions.hasTesterRights}
      backTo={backTo}
      onAnswer={setAnswer}
    >
      {personalData}
    </DatasheetForm>
  );
}
