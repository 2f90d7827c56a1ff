/**
 * The solver port of 'Einteilung vorschlagen' (issue 60): a linear program with whole-number columns, solved by an
 * optimisation library (the API server: HiGHS, `highs-solver.ts`; the demo has none). The model is built in
 * `proposal-model.ts` and written down in domain/README.md.
 */
export interface LinearModel {
  sense: 'minimize' | 'maximize';
  /** Objective coefficient per column. */
  cost: readonly number[];
  lower: readonly number[];
  upper: readonly number[];
  /** Whether the columns must take whole numbers (with bounds 0..1: yes/no decisions). */
  integer: boolean;
  /** Constraint rows: lower ≤ Σ values[k] · x[columns[k]] ≤ upper. */
  rows: readonly LinearRow[];
}

export interface LinearRow {
  columns: readonly number[];
  values: readonly number[];
  lower: number;
  upper: number;
}

export type LinearResult =
  | { status: 'optimal'; values: number[]; objective: number }
  | { status: 'infeasible' }
  | { status: 'timeLimit' }
  | { status: 'failed'; detail: string };

export interface LinearSolver {
  solve(model: LinearModel, timeLimitSeconds: number): Promise<LinearResult>;
}
