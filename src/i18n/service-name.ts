/**
 * The one name people read for the class service (ClassIn), in every string of both catalogues as
 * `{{service}}`: a deployment setting (SERVICE_NAME, default "ClassIn"), read once when the strings
 * load, since a school's screens never change it while running. A name that could break a message
 * (markup, braces, over 40 characters) falls back to the default; config.ts reports it at start.
 */
export const DEFAULT_SERVICE_NAME = "ClassIn";
export const MAX_SERVICE_NAME_LENGTH = 40;

/** Why SERVICE_NAME cannot be used, or null when it can (or is unset). */
export function serviceNameProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  if (value.trim().length > MAX_SERVICE_NAME_LENGTH) return `is over ${MAX_SERVICE_NAME_LENGTH} characters`;
  if (/[{}<>*_~`&\n\r]/.test(value)) return "holds a character Slack reads as markup ({ } < > * _ ~ ` &)";
  return null;
}

/** The service's name for this process. */
export function serviceName(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const value = env.SERVICE_NAME;
  return value === undefined || serviceNameProblem(value) !== null || value.trim() === ""
    ? DEFAULT_SERVICE_NAME
    : value.trim();
}
