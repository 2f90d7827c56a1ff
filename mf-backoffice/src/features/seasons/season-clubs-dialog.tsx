import { clubListCall, type ClubListItem } from '@dtp/api-client';
import { seasonsApi, type Season } from '@dtp/api-client/back-office';
import { Form, FormDialog, Stack, Text, useCall, useSubmit, useValibotForm, v } from '@dtp/shared-ui';
import { ClubCheckboxes } from './club-checkboxes';
import { seasonTexts as t } from './season-texts';

const clubsSchema = v.object({ clubIds: v.array(v.number()) });
type ClubsValues = v.InferOutput<typeof clubsSchema>;

/** 'Getestete Clubs ändern' of a planned or the current season; `season` null: closed. */
export function SeasonClubsDialog({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const clubs = useCall(season ? clubListCall : null, []);
  return season && clubs.data ? <ClubsDialog key={season.year} season={season} clubs={clubs.data} onClose={onClose} /> : null;
}

function ClubsDialog({ season, clubs, onClose }: { season: Season; clubs: readonly ClubListItem[]; onClose: () => void }) {
  // In the clubs' order, as the checkboxes keep it.
  const form = useValibotForm(clubsSchema, { defaultValues: { clubIds: clubs.filter((c) => season.clubIds.includes(c.id)).map((c) => c.id) } });
  const submit = useSubmit(form);
  // The server's refusal (a club with an assigned tester) lands under the checkboxes; the choice stays.
  const save = (values: ClubsValues) =>
    submit.run('save', async () => {
      await seasonsApi.setClubs(season.year, { clubIds: values.clubIds });
      onClose();
    });
  return (
    <FormDialog open title={t.changeClubsTitle(season.year)} onClose={onClose} onSave={() => void form.handleSubmit(save)()} saving={submit.busy !== null}>
      <Form form={form} onSubmit={save}>
        <Stack gap="3">
          <Text>{t.changeClubsHint}</Text>
          <ClubCheckboxes clubs={clubs} />
        </Stack>
      </Form>
    </FormDialog>
  );
}
