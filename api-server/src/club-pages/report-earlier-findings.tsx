import { ClubMeasureTexts as M, FindingOutcomeLabels, MeasureStateLabels, type EarlierFinding, type Measure } from '@dtp/contract/club-measures';
import type { ClubReport } from '@dtp/contract/club-report';
import { Bar } from './bar';

// The report page's „Handlungsfelder aus {Jahr}“ (issue 62, item 4): what this test found of the club's earlier
// findings ('behoben', 'wiederkehrend', 'nicht vergleichbar'), each with its bars then and now and what the club had said.

/** What the club had said about an earlier finding: its choice and its text. */
const saidText = (measure: Measure): string => (measure.text === '' ? MeasureStateLabels[measure.state] : `${MeasureStateLabels[measure.state]}: ${measure.text}`);

/** „Handlungsfelder aus {Jahr}“: each earlier finding with what this test found, its bars then and now, and what the club had said. */
export function EarlierFindings({ report }: { report: ClubReport }) {
  const years = [...new Set(report.measures.earlier.map((f) => f.year))].sort((a, b) => b - a);
  return (
    <>
      {years.map((year) => (
        <section key={year} className="card" aria-labelledby={`earlier-${year}`}>
          <h2 id={`earlier-${year}`}>{M.earlier(year)}</h2>
          <p className="hint">{M.earlierIntro}</p>
          {report.measures.earlier
            .filter((f) => f.year === year)
            .map((f, i) => (
              <Earlier key={`${f.sectionTitle}-${f.questionText}-${i}`} id={`earlier-${year}-${i}`} finding={f} now={report.year} />
            ))}
        </section>
      ))}
    </>
  );
}

function Earlier({ id, finding, now }: { id: string; finding: EarlierFinding; now: number }) {
  return (
    <section className="earlier" aria-labelledby={id}>
      <p className="finding-section">{finding.sectionTitle}</p>
      <h3 id={id}>{finding.questionText}</h3>
      <p className={`outcome outcome-${finding.outcome}`}>{FindingOutcomeLabels[finding.outcome]}</p>
      <Bar label={M.then(finding.year)} percent={finding.before} kind="previous" />
      <Bar label={M.then(now)} percent={finding.now} kind="own" />
      <dl className="answers">
        <div>
          <dt>{M.stateLegend}</dt>
          <dd className="text">{saidText(finding.measure)}</dd>
        </div>
      </dl>
    </section>
  );
}
