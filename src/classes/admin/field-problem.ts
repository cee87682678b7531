import type { AdminProblem } from "./problems.js";

/**
 * A use case refused the input; `field` names the form field it belongs to. `problem` is the fact a
 * view words in the admin's language.
 */
export interface FieldProblem<F extends string> {
  readonly ok: false;
  readonly field: F;
  readonly problem: AdminProblem;
}
