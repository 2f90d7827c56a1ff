import {
  ClubMeasureTexts as M,
  MEASURE_TEXT_MAX,
  MEASURE_WHO_MAX,
  MeasureStateLabels,
  type ClubFinding,
  type Measure,
  type MeasureFormValues,
} from '@dtp/contract/club-measures';
import { clubMeasurePhotoPath, type ClubReport } from '@dtp/contract/club-report';
import { germanDate } from '@dtp/contract/german-formats';
import type { ReactNode } from 'react';
import { Bar } from './bar';

// The report page's „Handlungsfelder“ (issue 62, item 2): every finding of the test with the club's answer, in one
// form without script (multipart, for the evidence photos) posted back to the page's own address; after CMC closed
// the plan, the answers only. The earlier findings' outcome: report-earlier-findings.tsx.
// The fields are named `{field}-{findingId}` (the domain reads them: handlers/club-measures.ts).

/** The choices of the form; 'OPEN' is what nothing chosen means. */
const CHOICES = ['PLANNED', 'DONE', 'NOT_APPLICABLE'] as const;

/** What a POST left for the page to show: saved, or refused with the errors and everything typed. */
export interface MeasuresFormState {
  saved?: boolean;
  /** The domain's field errors, keyed `{field}-{findingId}`. */
  errors?: Readonly<Record<string, string>>;
  /** What the club sent, per finding id (shown again after an error instead of what is stored). */
  values?: Readonly<Record<number, MeasureFormValues>>;
  /** The findings a photo was sent for in a refused save: the browser does not keep a chosen file. */
  photosSent?: ReadonlySet<number>;
  /** The form was larger than the page accepts (413): nothing was read. */
  tooLargeMegabytes?: number;
  /** The save came after CMC closed the plan (409). */
  closed?: boolean;
}

const ids = (...parts: (string | false | undefined)[]): string | undefined => parts.filter(Boolean).join(' ') || undefined;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="error" id={id}>
      {error}
    </p>
  ) : null;
}

/** What the form shows of a stored measure: nothing chosen while it is open. */
const storedValues = (measure: Measure): MeasureFormValues => ({ state: measure.state === 'OPEN' ? '' : measure.state, text: measure.text, who: measure.who, until: measure.until ?? '' });

/** The section, the question, the answer and the tester's remark on the section, and the share of the points. */
function FindingHead({ finding }: { finding: ClubFinding }) {
  return (
    <>
      <p className="finding-section">{finding.sectionTitle}</p>
      <h3 id={`finding-${finding.id}`}>{finding.questionText}</h3>
      <dl className="answers">
        <div>
          <dt>{M.answer}</dt>
          <dd>{finding.answer}</dd>
        </div>
        {finding.comment !== '' ? (
          <div>
            <dt>{M.comment}</dt>
            <dd>{finding.comment}</dd>
          </div>
        ) : null}
      </dl>
      <Bar label={M.percent} percent={finding.percent} kind="own" />
    </>
  );
}

/** A done measure's photo, from this server behind the page's token. */
function Evidence({ finding, token }: { finding: ClubFinding; token: string }) {
  if (finding.measure.state !== 'DONE' || finding.measure.photoId === null) return null;
  const src = clubMeasurePhotoPath(token, finding.measure.photoId);
  return (
    <a href={src}>
      <img className="evidence" src={src} alt={M.photoAlt(finding.questionText)} loading="lazy" />
    </a>
  );
}

/**
 * One field of a finding: its label, the control (given the field's id, name and descriptions), its hint, a note
 * (the photo to choose again) and its German message, all tied to the control by `aria-describedby`.
 */
function Field({
  name,
  label,
  hint,
  note,
  error,
  className,
  before,
  control,
}: {
  name: string;
  label: string;
  hint: string;
  note?: string;
  error: string | undefined;
  className?: string;
  before?: ReactNode;
  control: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const described = ids(`${name}-hint`, note !== undefined && `${name}-again`, error !== undefined && `${name}-error`);
  return (
    <div className={ids('field', className, error !== undefined && 'invalid')}>
      {before}
      <label htmlFor={name}>{label}</label>
      {control({ id: name, name, ...(error !== undefined ? { 'aria-invalid': true } : {}), 'aria-describedby': described })}
      <p className="hint" id={`${name}-hint`}>
        {hint}
      </p>
      {note !== undefined ? (
        <p className="error" id={`${name}-again`}>
          {note}
        </p>
      ) : null}
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

/** One finding's part of the form: the choice, the description, who and until when (planned), the photo (done). */
function FindingForm({ finding, token, values, errors, photoSent }: { finding: ClubFinding; token: string; values: MeasureFormValues; errors: Readonly<Record<string, string>>; photoSent: boolean }) {
  const name = (field: string) => `${field}-${finding.id}`;
  const error = (field: string) => errors[name(field)];
  return (
    <section className="card finding" aria-labelledby={`finding-${finding.id}`}>
      <FindingHead finding={finding} />
      <fieldset className={ids('choices', error('state') && 'invalid')} aria-describedby={error('state') ? `${name('state')}-error` : undefined}>
        <legend>{M.stateLegend}</legend>
        {CHOICES.map((state) => (
          <label key={state} className="choice">
            <input type="radio" id={`${name('state')}-${state}`} name={name('state')} value={state} defaultChecked={values.state === state} />
            <span>{MeasureStateLabels[state]}</span>
          </label>
        ))}
        <FieldError id={`${name('state')}-error`} error={error('state')} />
      </fieldset>
      <Field
        name={name('text')}
        label={M.text}
        hint={CHOICES.map((state) => `${MeasureStateLabels[state]}: ${M.what[state]}`).join(' · ')}
        error={error('text')}
        control={(props) => <textarea {...props} maxLength={MEASURE_TEXT_MAX} defaultValue={values.text} />}
      />
      <Field
        name={name('who')}
        label={M.who}
        hint={M.onlyPlanned}
        error={error('who')}
        className="for-planned"
        control={(props) => <input type="text" {...props} maxLength={MEASURE_WHO_MAX} defaultValue={values.who} autoComplete="off" />}
      />
      {/* A date field; where a browser has none, a text field that takes TT.MM.JJJJ (the domain reads both). */}
      <Field
        name={name('until')}
        label={M.until}
        hint={M.untilHint}
        error={error('until')}
        className="for-planned"
        control={(props) => <input type="date" {...props} defaultValue={values.until} placeholder="TT.MM.JJJJ" />}
      />
      <Field
        name={name('photo')}
        label={M.photo}
        hint={M.photoHint}
        note={photoSent && !error('photo') ? M.photoAgain : undefined}
        error={error('photo')}
        className="for-done"
        before={<Evidence finding={finding} token={token} />}
        control={(props) => <input type="file" {...props} accept="image/jpeg,image/png" />}
      />
    </section>
  );
}

/** A finding with the club's answer, without a form (the plan is closed). */
function FindingAnswered({ finding, token }: { finding: ClubFinding; token: string }) {
  const { measure } = finding;
  return (
    <section className="card finding" aria-labelledby={`finding-${finding.id}`}>
      <FindingHead finding={finding} />
      <dl className="answers">
        <div>
          <dt>{M.stateLegend}</dt>
          <dd>{MeasureStateLabels[measure.state]}</dd>
        </div>
        {measure.text !== '' ? (
          <div>
            <dt>{measure.state === 'OPEN' ? M.text : M.what[measure.state]}</dt>
            <dd className="text">{measure.text}</dd>
          </div>
        ) : null}
        {measure.state === 'PLANNED' ? (
          <>
            <div>
              <dt>{M.who}</dt>
              <dd>{measure.who}</dd>
            </div>
            <div>
              <dt>{M.until}</dt>
              <dd>{germanDate(measure.until) || '–'}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <Evidence finding={finding} token={token} />
    </section>
  );
}

/** The error summary on top of the form: each message with a link to its field, in the order of the page. */
function ErrorSummary({ findings, errors }: { findings: readonly ClubFinding[]; errors: Readonly<Record<string, string>> }) {
  const fields = ['state', 'text', 'who', 'until', 'photo'] as const;
  const items = findings.flatMap((f) =>
    fields.flatMap((field) => {
      const message = errors[`${field}-${f.id}`];
      return message ? [{ key: `${field}-${f.id}`, href: `#${field}-${f.id}${field === 'state' ? `-${CHOICES[0]}` : ''}`, text: `${f.questionText}: ${message}` }] : [];
    }),
  );
  return (
    <div className="alert" role="alert">
      <p>{M.errorSummary}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** „Handlungsfelder“: the notices, the findings in one form (or read-only once closed), or that there are none. */
export function Measures({ report, token, form = {} }: { report: ClubReport; token: string; form?: MeasuresFormState }) {
  const { findings, thresholdPercent } = report.measures;
  const closed = report.measures.closed || form.closed === true;
  const errors = form.errors ?? {};
  const refused = Object.keys(errors).length > 0;
  return (
    <section id="handlungsfelder" aria-labelledby="measures-heading">
      <h2 id="measures-heading">{M.heading}</h2>
      {form.saved && !closed ? (
        <p className="notice" role="status">
          {M.saved}
        </p>
      ) : null}
      {closed && findings.length > 0 ? (
        <p className="notice" role={form.closed ? 'alert' : undefined}>
          {M.closed}
        </p>
      ) : null}
      {form.tooLargeMegabytes !== undefined && !closed ? (
        <p className="alert" role="alert">
          {M.errors.tooLarge(form.tooLargeMegabytes)}
        </p>
      ) : null}
      {refused && !closed ? <ErrorSummary findings={findings} errors={errors} /> : null}
      {findings.length === 0 ? (
        <p className="card">{M.none}</p>
      ) : closed ? (
        findings.map((f) => <FindingAnswered key={f.id} finding={f} token={token} />)
      ) : (
        // The page's own address; the fragment brings the browser back to this part after the POST.
        <form method="post" action="#handlungsfelder" encType="multipart/form-data" noValidate>
          <p>{M.intro(thresholdPercent)}</p>
          {findings.map((f) => (
            <FindingForm
              key={f.id}
              finding={f}
              token={token}
              values={form.values?.[f.id] ?? storedValues(f.measure)}
              errors={errors}
              photoSent={refused && (form.photosSent?.has(f.id) ?? false)}
            />
          ))}
          <button type="submit">{M.save}</button>
        </form>
      )}
    </section>
  );
}
