import {
  Button,
  CheckboxField,
  CurrencyField,
  DateField,
  Form,
  HStack,
  NumberField,
  SelectField,
  SimpleGrid,
  TextareaField,
  TextField,
  TimeField,
  parseGermanCurrency,
  formatEuro,
  salutationOptions,
  testerBaseDataLabels,
  testerBaseDataSchema,
  useValibotForm,
  useWatch,
  Text,
  Notice,
} from '../src';
import { COMMENT_MAX_LENGTH, TRAVEL_COST_PER_KM } from '@dtp/api-client';
import { FileUploadField, IbanField, travelClaimLabels, travelClaimSchema } from '../src/travel-claim';
import { Section } from './section';

const showValid = () => alert('Gültig!');

/** Submit, and a button that validates every field at once to show all error states. */
function FormButtons({ onCheckAll }: { onCheckAll: () => void }) {
  return (
    <HStack mt="4">
      <Button type="submit" colorPalette="brand">
        Speichern
      </Button>
      <Button variant="outline" onClick={onCheckAll}>
        Alle Felder prüfen
      </Button>
    </HStack>
  );
}

function TesterForm({ readOnly }: { readOnly?: boolean }) {
  const form = useValibotForm(testerBaseDataSchema({ isManagerOrAdmin: false }), {
    defaultValues: {
      salutation: '',
      firstName: 'Max',
      lastName: '',
      birthYear: '1940',
      comment: '',
      contact: { email: 'max@example.de' },
      address: { street: '', zip: '20095' },
      golfData: { handicap: '18,5', numRoundsOwnClub: ' 12 ' },
    },
  });
  const l = testerBaseDataLabels;
  return (
    <Form form={form} readOnly={readOnly} onSubmit={showValid}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField name="salutation" label={l.salutation} options={salutationOptions} required />
        <TextField name="firstName" label={l.firstName} required />
        <TextField name="lastName" label={l.lastName} required helperText="Wie im Ausweis" />
        <NumberField name="birthYear" label={l.birthYear} required />
        <NumberField name="golfData.handicap" label={l.handicap} inputMode="decimal" required />
        <NumberField name="golfData.numRoundsOwnClub" label={l.numRoundsOwnClub} />
        <TextField name="contact.email" label={l.email} type="email" readOnly />
        <TextField name="address.street" label={l.street} required />
        <TextField name="address.zip" label={l.zip} required />
      </SimpleGrid>
      <TextareaField name="comment" label={l.comment} maxLength={COMMENT_MAX_LENGTH} />
      <CheckboxField name="agree" label="Ich habe die Verpflichtungserklärung gelesen." />
      {readOnly ? null : <FormButtons onCheckAll={() => void form.trigger()} />}
    </Form>
  );
}

function TravelForm() {
  const form = useValibotForm(travelClaimSchema(), {
    defaultValues: { iban: 'DE88370400440532013000', bank: '', greenfee: '80', distance: '120', restaurant: '', misc: '' },
  });
  const [greenfee, restaurant, misc, distance] = useWatch({ control: form.control, name: ['greenfee', 'restaurant', 'misc', 'distance'] });
  const sum = parseGermanCurrency(greenfee) + parseGermanCurrency(restaurant) + parseGermanCurrency(misc) + (Number(distance) || 0) * TRAVEL_COST_PER_KM;
  const l = travelClaimLabels;
  return (
    <Form form={form} onSubmit={showValid}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IbanField name="iban" label={l.iban} required />
        <TextField name="bank" label={l.bank} required />
        <CurrencyField name="greenfee" label={l.greenfee} required />
        <NumberField name="distance" label={l.distance} required />
        <CurrencyField name="restaurant" label={l.restaurant} />
        <CurrencyField name="misc" label={l.misc} />
        <DateField name="date" label="Test-Datum" />
        <TimeField name="teeTime" label="Tee-Time" />
      </SimpleGrid>
      <Text mt="3" fontWeight="semibold">
        Summe: {Number.isNaN(sum) ? '–' : formatEuro(sum)}
      </Text>
      <FileUploadField label="Beleg" onUpload={(file) => new Promise((resolve) => setTimeout(() => resolve(alert(`Hochgeladen: ${file.name}`)), 800))} />
      <FormButtons onCheckAll={() => void form.trigger()} />
    </Form>
  );
}

export function FieldsSection() {
  return (
    <>
      <Section id="fields" title="Formularfelder (Stammdaten)" usage="<TextField name='lastName' label='Nachname' required /> in <Form form={useValibotForm(schema)}>">
        <Notice status="info">Prüfung beim Verlassen eines Feldes und bei Auswahl, nicht bei jedem Tastendruck. „Alle Felder prüfen“ zeigt alle Fehlerzustände.</Notice>
        <TesterForm />
      </Section>
      <Section id="fields-readonly" title="Formularfelder, schreibgeschützt" usage="<Form form={form} readOnly>">
        <TesterForm readOnly />
      </Section>
      <Section id="travel" title="Spesenabrechnung: IBAN, Beträge, Datum, Uhrzeit, Upload" usage="<IbanField name='iban' label='IBAN (22 Zeichen)' /> · <CurrencyField … /> · <FileUploadField onUpload={…} />">
        <TravelForm />
      </Section>
    </>
  );
}
