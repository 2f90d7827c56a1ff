import { act, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { checkboxValue, textValue } from '../validation/fields';
import { required } from '../validation/rules';
import * as v from '../validation/valibot';
import { CheckboxField } from '../form/checkbox-field';
import { CurrencyField } from '../form/currency-field';
import { DateField } from '../form/date-field';
import { FileUploadField } from '../form/file-upload-field';
import { Form } from '../form/form';
import { IbanField } from '../form/iban-field';
import { SelectField } from '../form/select-field';
import { TextareaField } from '../form/textarea-field';
import { TextField } from '../form/text-field';
import { TimeField } from '../form/time-field';
import { useValibotForm } from '../form/use-valibot-form';
import { renderUi } from '../../test-support';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { FilterBar, FilterCheckbox, FilterSearch, FilterSelect } from './filter-bar';
import { FormDialog } from './form-dialog';
import { JsonViewer } from './json-viewer';
import { Notice } from './notice';
import { PageHeading } from './page-heading';
import { PercentBarChart } from './percent-bar-chart';
import { ErrorBadge, SuccessBadge } from './status-badges';
import { TabNav } from './tab-nav';
import { Tooltip } from './tooltip';

expect.extend(toHaveNoViolations);

async function expectNoViolations(ui: ReactElement) {
  renderUi(<main>{ui}</main>);
  await act(() => Promise.resolve()); // let Chakra's machines settle
  expect(await axe(document.body)).toHaveNoViolations();
}

const schema = v.looseObject({ name: textValue(required('Name')), ok: checkboxValue() });

function FieldsDemo() {
  const form = useValibotForm(schema, { defaultValues: { name: '', ok: false }, errors: { name: { type: 'required', message: 'Bitte geben Sie einen Wert für Name ein.' } } });
  return (
    <Form form={form}>
      <TextField name="name" label="Name" required helperText="Wie im Ausweis" />
      <TextareaField name="comment" label="Bemerkung" maxLength={2048} />
      <SelectField name="salutation" label="Anrede" options={[{ value: 'MR', label: 'Herr' }]} />
      <CheckboxField name="ok" label="Einverstanden" />
      <DateField name="date" label="Datum" />
      <TimeField name="time" label="Tee-Time" />
      <CurrencyField name="fee" label="Greenfee" />
      <IbanField name="iban" label="IBAN" />
      <FileUploadField label="Beleg" onUpload={() => {}} error="Bitte laden Sie einen Beleg hoch." />
    </Form>
  );
}

test('form fields, including an error state', async () => {
  await expectNoViolations(<FieldsDemo />);
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Bitte geben Sie einen Wert für Name ein\./);
});

test('page heading, notices, badges, empty state', async () => {
  await expectNoViolations(
    <MemoryRouter>
      <PageHeading title="Testerdatenblatt 2025" subtitle="Max Mustermann" backTo="/datasheets" />
      <Notice status="info" title="Hinweis">Text</Notice>
      <Notice status="success">Gespeichert</Notice>
      <Notice status="warning" title="Es fehlen Angaben">HCPI</Notice>
      <Notice status="danger" onClose={() => {}}>Fehler</Notice>
      <ErrorBadge error="Ungültige Anfrage." detail="Feld fehlt" onClose={() => {}} />
      <SuccessBadge />
      <EmptyState title="Keine Feedback-Daten vorhanden." />
    </MemoryRouter>,
  );
});

test('table, filter bar and tabs', async () => {
  await expectNoViolations(
    <>
      <FilterBar onReset={() => {}}>
        <FilterSelect label="Status" value="" onChange={() => {}} options={[{ value: 'SENT', label: 'Abgeschickt' }]} />
        <FilterCheckbox label="Leading" checked onChange={() => {}} />
        <FilterSearch value="" onSearch={() => {}} />
      </FilterBar>
      <DataTable
        caption="Datenblätter"
        rows={[{ id: 1, name: 'Muster' }]}
        rowKey={(r) => r.id}
        onRowClick={() => {}}
        rowLabel={(r) => `${r.name} öffnen`}
        columns={[
          { key: 'id', header: '#', cell: (r) => r.id },
          { key: 'name', header: 'Nachname', sortValue: (r) => r.name },
        ]}
      />
      <TabNav label="Datenblatt" tabs={[{ value: 'a', label: 'Stammdaten', content: 'A' }, { value: 'b', label: 'Golfspiel', content: 'B' }]} />
    </>,
  );
});

test('chart, JSON viewer and tooltip trigger', async () => {
  await expectNoViolations(
    <>
      <PercentBarChart title="Feedback CMC" data={{ Pünktlichkeit: 87.4, Freundlichkeit: 66.5 }} emptyMessage="Keine CMC-Daten verfügbar" />
      <PercentBarChart title="Feedback Club" data={{}} emptyMessage="Keine Club-Daten verfügbar" />
      <JsonViewer title="Feedback 1" json='{"a":1}' defaultOpen />
      <JsonViewer title="Feedback 2" json="{kaputt" defaultOpen />
      <Tooltip content="Tester-Bewertung">
        <button type="button">Bewerten</button>
      </Tooltip>
    </>,
  );
});

test('dialogs', async () => {
  renderUi(
    <>
      <FormDialog open title="Kontaktperson" onClose={() => {}} onSave={() => {}}>
        <label>
          Name <input />
        </label>
      </FormDialog>
    </>,
  );
  await screen.findByRole('dialog');
  await act(() => Promise.resolve());
  expect(await axe(document.body)).toHaveNoViolations();
});

test('confirm dialog', async () => {
  renderUi(
    <ConfirmDialog open title="Feedback zurücksetzen?" onConfirm={() => {}} onCancel={() => {}} tone="danger">
      Das CMC-Feedback muss danach erneut abgegeben werden.
    </ConfirmDialog>,
  );
  await screen.findByRole('alertdialog');
  await act(() => Promise.resolve());
  expect(await axe(document.body)).toHaveNoViolations();
});
