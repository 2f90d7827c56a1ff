import { wavesApi, type Wave } from '@dtp/api-client/back-office';
import { Button, ConfirmDialog, Stack, Text, paths, useAction, useNavigate } from '@dtp/shared-ui';
import { useState } from 'react';
import { waveTexts as t } from './wave-texts';

/**
 * 'Welle entfernen' (managers and admins), after asking: the wave goes with its tests, and the list of waves shows.
 * The server refuses while a test has a tester (its error badge names them); the wave stays.
 */
export function WaveRemove({ wave }: { wave: Pick<Wave, 'id' | 'number' | 'testings'> }) {
  const [asking, setAsking] = useState(false);
  const removing = useAction<'remove'>();
  const navigate = useNavigate();
  const remove = () =>
    removing
      .run('remove', async () => {
        await wavesApi.remove(wave.id);
        navigate(paths.waves(), { replace: true });
      })
      .then(() => setAsking(false));
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {t.remove}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.removeTitle(wave.number)}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
        confirmLabel={t.remove}
        tone="danger"
        busy={removing.busy !== null}
      >
        <Stack gap="2">
          <Text>{t.removeQuestion(wave.number, wave.testings.length)}</Text>
          <Text color="gray.600">{t.removeHint}</Text>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
