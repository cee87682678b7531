/** A use case refused the input; `field` names the form field the message belongs to. */
export interface FieldProblem<F extends string> {
  readonly ok: false;
  readonly field: F;
  readonly message: string;
}
