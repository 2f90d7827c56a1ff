import { useMemo, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorBadge,
  FilterBar,
  FilterCheckbox,
  FilterSearch,
  FilterSelect,
  FormDialog,
  germanNumberText,
  HStack,
  IconButton,
  matchesSearch,
  MemoryRouter,
  Notice,
  PageHeading,
  SimpleGrid,
  SuccessBadge,
  TabNav,
  Text,
  Tooltip,
  type DataTableColumn,
} from '../src';
import { JsonViewer, PercentBarChart } from '../src/data-views';
import { Section } from './section';

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  progress: string;
  handicap: number | null;
}

const progressLabels: Record<string, string> = { INITIAL: 'Angelegt', INVITED: 'Eingeladen', SENT: 'Abgeschickt', RELEASED: 'Freigegeben' };
const first = ['Max', 'Erika', 'Jonas', 'Anna', 'Lukas', 'Sophie', 'Ömer', 'Zoe'];
const last = ['Müller', 'Schmidt', 'Özdemir', 'Abel', 'Weber', 'Wagner', 'Becker', 'Hoffmann'];
const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({
  id: i + 1,
  firstName: first[i % first.length]!,
  lastName: `${last[(i * 7) % last.length]!}${i > 7 ? ` ${i}` : ''}`,
  email: `tester${i + 1}@example.de`,
  progress: Object.keys(progressLabels)[i % 4]!,
  handicap: i % 9 === 0 ? null : ((i * 37) % 185) / 10,
}));

const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: '#', cell: (r) => r.id, width: '16' },
  { key: 'lastName', header: 'Nachname', sortValue: (r) => r.lastName },
  { key: 'firstName', header: 'Vorname', sortValue: (r) => r.firstName },
  { key: 'email', header: 'Email', cell: (r) => r.email },
  { key: 'handicap', header: 'Handicap', sortValue: (r) => r.handicap, cell: (r) => (r.handicap === null ? '–' : germanNumberText(r.handicap)), align: 'end' },
  { key: 'progress', header: 'Status', cell: (r) => progressLabels[r.progress] },
];

function TableDemo() {
  const [term, setTerm] = useState('');
  const [progress, setProgress] = useState('');
  const [withHandicap, setWithHandicap] = useState(false);
  const [opened, setOpened] = useState<Row>();
  const filtered = useMemo(
    () =>
      rows.filter(
        (r) => matchesSearch([r.firstName, r.lastName, r.email], term) && (!progress || r.progress === progress) && (!withHandicap || r.handicap !== null),
      ),
    [term, progress, withHandicap],
  );
  return (
    <>
      <FilterBar
        onReset={() => {
          setTerm('');
          setProgress('');
          setWithHandicap(false);
        }}
      >
        <FilterSelect label="Status" value={progress} onChange={setProgress} options={Object.entries(progressLabels).map(([value, label]) => ({ value, label }))} />
        <FilterCheckbox label="Nur mit Handicap" checked={withHandicap} onChange={setWithHandicap} />
        <FilterSearch value={term} onSearch={setTerm} placeholder="Name oder Email (beim Verlassen oder Enter)" />
      </FilterBar>
      <DataTable caption="Datenblätter" rows={filtered} columns={columns} rowKey={(r) => r.id} onRowClick={setOpened} rowLabel={(r) => `Datenblatt von ${r.firstName} ${r.lastName} öffnen`} emptyMessage="Keine Datenblätter gefunden." />
      {opened ? <Text>Geöffnet: {opened.firstName} {opened.lastName}</Text> : null}
    </>
  );
}

function DialogDemo() {
  const [form, setForm] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [danger, setDanger] = useState(false);
  return (
    <HStack wrap="wrap">
      <Button onClick={() => setForm(true)}>Dialog mit Schließen/Speichern</Button>
      <Button onClick={() => setConfirm(true)}>Bestätigungsdialog</Button>
      <Button colorPalette="red" variant="outline" onClick={() => setDanger(true)}>
        Gefährliche Aktion
      </Button>
      <FormDialog open={form} title="Kontaktperson bearbeiten" onClose={() => setForm(false)} onSave={() => setForm(false)}>
        <Text>Formularinhalt …</Text>
      </FormDialog>
      <ConfirmDialog open={confirm} title="Datenblatt absenden?" confirmLabel="Absenden" onConfirm={() => setConfirm(false)} onCancel={() => setConfirm(false)}>
        Nach dem Absenden sind Änderungen nur noch nach Rücksprache mit CMC möglich.
      </ConfirmDialog>
      <ConfirmDialog open={danger} tone="danger" title="CMC-Feedback zurücksetzen?" confirmLabel="Zurücksetzen" onConfirm={() => setDanger(false)} onCancel={() => setDanger(false)}>
        Das Feedback muss danach erneut abgegeben werden.
      </ConfirmDialog>
    </HStack>
  );
}

function TabsDemo() {
  const [blocked, setBlocked] = useState(true);
  return (
    <>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setBlocked((b) => !b)}>
        Formular {blocked ? 'hat Fehler (Wechsel gesperrt)' : 'ist gültig (Wechsel erlaubt)'} – umschalten
      </Button>
      <TabNav
        label="Datenblatt"
        canLeave={() => !blocked}
        tabs={[
          { value: 'base', label: 'Stammdaten', content: <Text py="3">Stammdaten …</Text> },
          { value: 'golf', label: 'Golfspiel', content: <Text py="3">Golfspiel …</Text> },
          { value: 'club', label: 'Heimatclub', content: <Text py="3">Heimatclub …</Text> },
          { value: 'avail', label: 'Verfügbarkeit', content: <Text py="3">Verfügbarkeit …</Text> },
        ]}
      />
    </>
  );
}

function BadgesDemo() {
  const [error, setError] = useState(true);
  return (
    <>
      {error ? (
        <ErrorBadge error="Ungültige Anfrage." detail="Das Feld 'iban' ist ungültig." onClose={() => setError(false)} />
      ) : (
        <Button alignSelf="flex-start" size="sm" onClick={() => setError(true)}>
          Fehler wieder zeigen
        </Button>
      )}
      <ErrorBadge
        error="Jemand anderes hat diesen Datensatz inzwischen geändert."
        detail="Ihre Eingaben sind noch da. „Neu laden“ zeigt die geänderte Fassung; Ihre Änderungen tragen Sie danach bitte erneut ein."
        onClose={() => {}}
        onReload={() => {}}
      />
      <SuccessBadge />
    </>
  );
}

export function BlocksSection() {
  return (
    <>
      <Section id="heading" title="PageHeading" usage="<PageHeading title='Testerdatenblatt 2025' subtitle='Max Mustermann' backTo='/datasheets' actions={…} />">
        <MemoryRouter>
          <PageHeading title="Testerdatenblatt 2025" subtitle="Max Mustermann" backTo="/datasheets" actions={<Button colorPalette="brand">Speichern</Button>} />
        </MemoryRouter>
        <PageHeading title="Die Datenblätter" />
      </Section>
      <Section id="badges" title="ErrorBadge, SuccessBadge" usage="<ErrorBadge error={apiError} detail={errorMessage} onClose={clearError} onReload={reloadOffered ? reload : undefined} /> · <SuccessBadge />">
        <BadgesDemo />
      </Section>
      <Section id="notices" title="Notice" usage="<Notice status='warning' title='Es fehlen noch Angaben'>…</Notice>">
        <Notice status="info" title="Hinweis">Sie wurden für einen Test eingeteilt.</Notice>
        <Notice status="success" title="Ihr Datenblatt wurde abgeschickt.">Änderungen sind nur noch über CMC möglich.</Notice>
        <Notice status="warning" title="Es fehlen noch Angaben">Handicap-Index (HCPI), Verfügbarkeit</Notice>
        <Notice status="danger" onClose={() => {}}>
          Saison ist noch nicht gestartet.
        </Notice>
      </Section>
      <Section id="tabs" title="TabNav" usage="<TabNav tabs={…} canLeave={() => form.trigger()} />">
        <TabsDemo />
      </Section>
      <Section id="dialogs" title="FormDialog, ConfirmDialog" usage="<ConfirmDialog open title='…' onConfirm={…} onCancel={…} /> (800px, Bestätigen 400px)">
        <DialogDemo />
      </Section>
      <Section id="table" title="FilterBar + DataTable (5.000 Zeilen)" usage="<DataTable caption rows columns rowKey onRowClick /> · matchesSearch(haystack, term)">
        <TableDemo />
      </Section>
      <Section id="table-empty" title="DataTable leer" usage="emptyMessage='Für diese Welle sind keine Tester im System verfügbar.'">
        <DataTable caption="Verfügbare Tester" rows={[]} columns={columns} rowKey={(r) => r.id} emptyMessage="Für diese Welle sind keine / keine weiteren Tester im System verfügbar." />
      </Section>
      <Section id="tooltip" title="Tooltip" usage="<Tooltip content='Tester-Bewertung'><IconButton … /></Tooltip> (200/100 ms, Abstand 8, z-index 10)">
        <HStack>
          <Tooltip content="Tester-Bewertung">
            <IconButton aria-label="Tester-Bewertung öffnen" variant="outline">
              ★
            </IconButton>
          </Tooltip>
          <Tooltip content="Spesenabrechnung öffnen" placement="right">
            <Button variant="outline">Spesen</Button>
          </Tooltip>
        </HStack>
      </Section>
      <Section id="charts" title="PercentBarChart, EmptyState" usage="<PercentBarChart title='Feedback CMC' data={cmcFeedbackAverages} emptyMessage='Keine CMC-Daten verfügbar' />">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PercentBarChart title="Feedback CMC" data={{ Pünktlichkeit: 92.4, Auftreten: 87.5, Fragebogen: 66.49, Fotos: 40 }} emptyMessage="Keine CMC-Daten verfügbar" />
          <PercentBarChart title="Feedback Club" data={{}} emptyMessage="Keine Club-Daten verfügbar" />
        </SimpleGrid>
        <EmptyState title="Sie haben noch kein Tester-Feedback abgegeben." description="Sobald Feedback vorliegt, erscheint es hier." />
      </Section>
      <Section id="json" title="JsonViewer" usage="<JsonViewer title={feedback.title} json={feedback.json} />">
        <JsonViewer title="GC Hamburg – Welle 2 (gültig)" json='{"formParams":[{"name":"1. Pünktlichkeit","value":"5","type":"radio","id":1}]}' defaultOpen />
        <JsonViewer title="GC Köln – Welle 1 (ungültig)" json="{formParams: kaputt" defaultOpen />
        <JsonViewer title="Eingeklappt" json='{"a":1}' />
      </Section>
    </>
  );
}
