/**
 * Slack answers `not_found` to views.update when the person closed the modal before the app's update
 * arrived. That is normal use, not a failure: nobody is told anything and no error is logged.
 */
import { slackErrorCode } from "../after-ack.js";

export function isClosedModal(err: unknown): boolean {
  return slackErrorCode(err) === "not_found";
}
