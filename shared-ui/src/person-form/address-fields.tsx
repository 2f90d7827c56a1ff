import { TextField } from '../form/text-field';
import { testerBaseDataLabels as l } from '../validation/tester-base-data';

export interface AddressFieldsProps {
  /** The address object in the form: 'address', 'invoiceAddress'. */
  prefix: string;
  /** Every line but the coordinates is required (a tester's own address). */
  required?: boolean;
  /** With Breitengrad and Längengrad (a tester's address as staff edit it). */
  coordinates?: boolean;
}

/** The lines of an address (spec 3 'Address'), for a person's and a club's addresses alike. */
export function AddressFields({ prefix, required = false, coordinates = false }: AddressFieldsProps) {
  return (
    <>
      <TextField name={`${prefix}.street`} label={l.street} required={required} autoComplete="address-line1" />
      <TextField name={`${prefix}.streetNo`} label={l.streetNo} required={required} />
      <TextField name={`${prefix}.zip`} label={l.zip} required={required} autoComplete="postal-code" trim />
      <TextField name={`${prefix}.city`} label={l.city} required={required} autoComplete="address-level2" />
      <TextField name={`${prefix}.state`} label={l.state} required={required} autoComplete="address-level1" />
      <TextField name={`${prefix}.country`} label={l.country} required={required} autoComplete="country-name" />
      {coordinates ? (
        <>
          <TextField name={`${prefix}.lat`} label={l.lat} trim />
          <TextField name={`${prefix}.lon`} label={l.lon} trim />
        </>
      ) : null}
    </>
  );
}
