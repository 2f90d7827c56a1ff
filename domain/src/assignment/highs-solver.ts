import type { Highs } from 'highs';
import type { LinearModel, LinearResult, LinearSolver } from './linear-solver';

/**
 * The solver port on HiGHS (the `highs` package: HiGHS compiled to WebAssembly, MIT). Server side only: the API server
 * runs it in a worker thread (api-server/src/assignment/), the domain's tests and the benchmark directly. The runtime
 * loads once per process (~50 ms); each solve gets a fresh model, disposed afterwards (its memory lives in WebAssembly).
 */
export function createHighsSolver(): LinearSolver {
  let runtime: Promise<Highs> | undefined;
  return {
    async solve(model, timeLimitSeconds) {
      runtime ??= import('highs').then((m) => (m.default as unknown as () => Promise<Highs>)());
      return solveWith(await runtime, model, timeLimitSeconds);
    },
  };
}

function solveWith(highs: Highs, model: LinearModel, timeLimitSeconds: number): LinearResult {
  const numCols = model.cost.length;
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of model.rows) {
    indices.push(...row.columns);
    values.push(...row.values);
    starts.push(indices.length);
  }
  try {
    return highs.withModel(
      {
        numCols,
        numRows: model.rows.length,
        sense: model.sense === 'minimize' ? highs.constants.objectiveSense.minimize : highs.constants.objectiveSense.maximize,
        colCost: model.cost,
        colLower: model.lower,
        colUpper: model.upper,
        rowLower: model.rows.map((r) => (Number.isFinite(r.lower) ? r.lower : -highs.infinity)),
        rowUpper: model.rows.map((r) => (Number.isFinite(r.upper) ? r.upper : highs.infinity)),
        matrix: { format: 'csr', numRows: model.rows.length, numCols, starts, indices, values },
        ...(model.integer ? { integrality: new Int32Array(numCols).fill(highs.constants.variableType.integer) } : {}),
      },
      (m): LinearResult => {
        // No gap allowed: the proposal's models are min-cost flows, whose first LP HiGHS already finds whole.
        m.options.set({ output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0, mip_abs_gap: 1e-6 });
        m.run();
        const status = m.getModelStatus();
        const codes = highs.constants.modelStatus;
        if (status === codes.optimal || status === codes.empty) {
          return { status: 'optimal', values: Array.from(m.getSolution().colValue), objective: numCols === 0 ? 0 : m.getObjectiveValue() };
        }
        if (status === codes.infeasible) return { status: 'infeasible' };
        if (status === codes.timeLimit) return { status: 'timeLimit' };
        return { status: 'failed', detail: `HiGHS model status ${status}` };
      },
    );
  } catch (error) {
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
