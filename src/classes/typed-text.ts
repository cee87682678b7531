/**
 * Names people type (classes, courses, people, labels) are stored, sent to the partner and shown to others.
 * A control character (NUL, a line break, DEL…) in one is refused where it is typed, before any
 * partner call: PostgreSQL cannot store NUL, so a class created at the partner with one was never
 * recorded here (an orphan class).
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
