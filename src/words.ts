/**
 * Counting words, shared by every layer that writes for people (views, use cases, the outbox's
 * summaries): "1 student", "2 students", "1 person", "3 people".
 */

/** `count` with the noun in the form the count needs; `pluralForm` when "s" is not enough. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
