/**
 * Slack answers `not_found` to views.update when the person closed the modal before the app's update
 * arrived. That is normal use, not a failure: nobody is told anything and no error is logged.
 */
export function isClosedModal(err: unknown): boolean {
  const data = (err as { data?: { error?: unknown } } | null)?.data;
  return data?.error === "not_found";
}
