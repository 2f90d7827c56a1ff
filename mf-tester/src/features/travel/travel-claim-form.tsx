import type { Attachment, TravelClaim } from '@dtp/api-client';
import { clubEmailMissingMessage, permissionsOf, travelApi, useAuthStore } from '@dtp/api-client';
import {
  Button,
  ConfirmDialog,
  CurrencyField,
  Form,
  HStack,
  LeaveGuard,
  Notice,
  NumberField,
  SectionCard,
  SimpleGrid,
  Stack,
  Text,
  TextareaField,
  TextField,
  useSubmit,
  useFormDraft,
  useValibotForm,
} from '@dtp/shared-ui';
import { IbanField, travelClaimLabels, travelClaimSchema } from '@dtp/shared-ui/travel-claim';
import { useMemo, useState } from 'react';
import { ReceiptsCard } from './receipts-card';
import { TravelHints } from './travel-hints';
import { TravelSum } from './travel-sum';
import { travelTexts } from './travel-texts';
import { travelInputFrom, travelValuesOf, type TravelFormValues } from './travel-values';

export interface TravelClaimFormProps {
  claim: TravelClaim;
  attachments: readonly Attachment[];
  onClaimChange: (claim: TravelClaim) => void;
  onAttachmentsChange: (attachments: Attachment[]) => void;
}

/** The claim: bank data, expenses with the live sum, receipts, comments; save and release. */
export function TravelClaimForm({ claim, attachments, onClaimChange, onAttachmentsChange }: TravelClaimFormProps) {
  // The claim as loaded: a fresher one (loaded again after a change) updates the fields without input.
  const record = useMemo(() => travelValuesOf(claim), [claim]);
  const form = useValibotForm(travelClaimSchema(), { record });
  const [receiptError, setReceiptError] = useState<string>();
  const [confirmRelease, setConfirmRelease] = useState(false);
  const submit = useSubmit<TravelFormValues, 'save' | 'release'>(form);
  // Bank data is never kept in the browser: IBAN and bank are typed again after a reload.
  const draft = useFormDraft(form, { name: 'travel', record: claim.id, version: claim.version, exclude: ['iban', 'bank'] });
  const releasing = submit.busy === 'release';
  const { isDirty, isSubmitting } = form.formState;
  const readOnly = claim.readonly;
  const hasReceipt = attachments.some((a) => !a.deleted);
  const { isManagerOrAdmin } = permissionsOf(useAuthStore((s) => s.user?.roles ?? []));
  // Without the club's address nobody would receive the bank data: the server refuses, so say it here first.
  const clubEmailMissing = claim.showReleaseButton && claim.clubEmailMissing;

  async function save(values: TravelFormValues) {
    if (!hasReceipt) {
      setReceiptError(travelTexts.receiptRequired);
      return;
    }
    await submit.run('save', async () => {
      // The version the input was typed on: a claim changed meanwhile gets the 409 and 'Neu laden'.
      const saved = await travelApi.save(travelInputFrom({ id: claim.id, version: draft.version ?? claim.version }, values));
      form.reset(travelValuesOf(saved));
      onClaimChange(saved);
    });
  }

  function askRelease() {
    if (!hasReceipt) {
      setReceiptError(travelTexts.receiptRequired);
      return;
    }
    setConfirmRelease(true);
  }

  async function release() {
    await submit.run('release', async () => {
      const released = await travelApi.release({ id: claim.id, version: claim.version });
      form.reset(travelValuesOf(released));
      onClaimChange(released);
    });
    setConfirmRelease(false); // on failure too: the client shows the badge
  }

  function attachmentsChanged(next: Attachment[]) {
    onAttachmentsChange(next);
    if (next.some((a) => !a.deleted)) setReceiptError(undefined);
  }

  return (
    <Form form={form} onSubmit={save} readOnly={readOnly} aria-label={travelTexts.title}>
      <Stack gap="6">
        <TravelHints claim={claim} />
        {readOnly ? null : draft.notice}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <SectionCard id="bank-title" title={travelTexts.bankTitle}>
            {claim.bankDataAlreadyDeleted ? <Text color="gray.600">{travelTexts.bankDataDeleted}</Text> : null}
            {claim.bankDataHeld ? <Text color="gray.600">{travelTexts.bankDataHeld}</Text> : null}
            <IbanField name="iban" label={travelClaimLabels.iban} required />
            <TextField name="bank" label={travelClaimLabels.bank} required />
          </SectionCard>
          <SectionCard id="expenses-title" title={travelTexts.expensesTitle}>
            <Text fontSize="sm" color="gray.600">
              {travelTexts.expensesIntro}
            </Text>
            <CurrencyField name="greenfee" label={travelClaimLabels.greenfee} required />
            <NumberField name="distance" label={travelClaimLabels.distance} required />
            <CurrencyField name="restaurant" label={travelClaimLabels.restaurant} />
            <CurrencyField name="misc" label={travelClaimLabels.misc} />
            <TravelSum />
          </SectionCard>
          <ReceiptsCard
            testingId={claim.id}
            attachments={attachments}
            onChange={attachmentsChanged}
            readOnly={readOnly}
            error={receiptError}
          />
          <SectionCard id="comments-title" title={travelTexts.commentsTitle}>
            <TextareaField name="comment" label={travelClaimLabels.comment} maxLength={2048} />
          </SectionCard>
        </SimpleGrid>
        {readOnly ? null : (
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              {claim.showSendButton ? (
                <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={isSubmitting || releasing}>
                  {travelTexts.save}
                </Button>
              ) : null}
              {claim.showReleaseButton ? (
                <Button type="button" variant="outline" colorPalette="brand" disabled={isDirty || isSubmitting || releasing || clubEmailMissing} onClick={askRelease}>
                  {travelTexts.release}
                </Button>
              ) : null}
            </HStack>
            {claim.showReleaseButton && isDirty ? (
              <Text fontSize="sm" color="gray.600">
                {travelTexts.saveBeforeRelease}
              </Text>
            ) : null}
            {clubEmailMissing ? <Notice status="warning">{clubEmailMissingMessage(claim.club.name, isManagerOrAdmin)}</Notice> : null}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmRelease}
        title={travelTexts.releaseTitle}
        confirmLabel={travelTexts.releaseConfirm}
        busy={releasing}
        onConfirm={release}
        onCancel={() => setConfirmRelease(false)}
      >
        {travelTexts.releaseText}
      </ConfirmDialog>
      <LeaveGuard when={isDirty && !isSubmitting && !readOnly} />
    </Form>
  );
}
