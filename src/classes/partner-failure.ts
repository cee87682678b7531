/**
 * A partner call that failed as a whole, in plain words for the teacher. `explain` gives the
 * operation's own wording for the codes it knows best; other codes use the SDK's catalogue.
 * Anything that is not a partner failure is a bug and is rethrown.
 */
import {
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  PartnerValidationError,
} from "../partner/index.js";

export type ExplainErrno = (errno: number) => string | undefined;

export function partnerFailureText(err: unknown, explain: ExplainErrno = () => undefined): string {
  if (err instanceof PartnerError) return explain(err.errno) ?? err.entry.userMessage;
  if (err instanceof PartnerTransportError) {
    return "The class service could not be reached. Please try again in a minute.";
  }
  if (err instanceof PartnerHttpError || err instanceof PartnerResponseError) {
    return "The class service answered with an error. Please try again later; if it persists, an admin should test the school connection.";
  }
  if (err instanceof PartnerValidationError) {
    return `The class service's rules refuse this: ${err.issues.map((i) => i.message).join("; ")}.`;
  }
  throw err;
}

export const NOT_CONNECTED_TEXT =
  "This school is not connected to the class service yet. An admin can connect it with /class admin.";
