import { isEmailAddress, isWebAddress } from '../../contract/text-formats';
import { badRequest } from '../http';

/** Collects field errors with the spec's German messages (shell spec 5) and throws one 400. */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  add(path: string, message: string): void {
    this.errors[path] ??= message;
  }

  required(path: string, label: string, value: unknown): boolean {
    const empty = value === null || value === undefined || value === false || (typeof value === 'string' && !value.trim());
    if (empty) this.add(path, `Bitte geben Sie einen Wert für ${label} ein.`);
    return !empty;
  }

  maxLength(path: string, label: string, value: string, max: number): void {
    if (value.length > max) this.add(path, `${label} darf höchstens ${max} Zeichen lang sein.`);
  }

  year(path: string, value: number | null): void {
    if (value !== null && !(Number.isInteger(value) && value >= 1000 && value <= 9999)) {
      this.add(path, 'Bitte geben Sie das Jahr mit vier Zahlen ein.');
    }
  }

  email(path: string, value: string): void {
    if (value.trim() && !isEmailAddress(value)) this.add(path, 'Bitte geben Sie eine gültige Email-Adresse ein.');
  }

  /** An absolute http(s) address with a dotted host. */
  url(path: string, label: string, value: string): void {
    if (value.trim() && !isWebAddress(value)) this.add(path, `Bei ${label} muss es sich um eine gültige URL handeln.`);
  }

  coordinate(path: string, label: string, value: number | null): void {
    if (value !== null && !(Number.isFinite(value) && value >= 0.000001)) this.add(path, `${label} is not valid.`);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(message = 'Bitte überprüfen Sie Ihre Eingaben.'): void {
    if (!this.empty) throw badRequest(message, this.errors);
  }
}
