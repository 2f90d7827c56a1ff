import { Button, Text } from '@chakra-ui/react';
import { personalDataApi } from '@dtp/api-client';
import { useAction } from '../hooks/use-action';
import { DownloadIcon } from './icons';
import { saveFile } from './save-file';
import { SectionCard } from './section-card';

export interface PersonalDataSectionProps {
  /** Whose data (managers and admins: a tester's record id); without, the signed-in person's own. */
  userId?: string;
  /** The section's heading ('Meine Daten', 'Datenauskunft'). */
  title: string;
  /** One or two sentences: what the file holds. */
  intro: string;
  /** The button ('Meine Daten herunterladen'). */
  label: string;
}

/**
 * The right of access (DSGVO Art. 15/20): a card with a short explanation and the button that downloads
 * everything stored about the person as one ZIP, named by the server. A failure is on the error badge
 * (the client shows it); the button only waits while the file is put together.
 */
export function PersonalDataSection({ userId, title, intro, label }: PersonalDataSectionProps) {
  const action = useAction();
  const download = () =>
    action.run('run', async () => {
      const file = userId === undefined ? await personalDataApi.downloadOwn() : await personalDataApi.download(userId);
      saveFile(file, file.name);
    });
  return (
    <SectionCard id="personal-data" title={title} gap="3">
      <Text color="gray.700">{intro}</Text>
      <div>
        <Button type="button" variant="outline" colorPalette="brand" onClick={() => void download()} loading={action.busy !== null} width={{ base: 'full', sm: 'auto' }}>
          <DownloadIcon /> {label}
        </Button>
      </div>
    </SectionCard>
  );
}
