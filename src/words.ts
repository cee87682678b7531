/**
 * Counting words, shared by every layer that writes for people (views, use cases, the outbox's
 * summaries): "1 student", "2 students", "1 person", "3 people".
 */

/** `count` with the noun in the form the count needs; `pluralForm` when "s" is not enough. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * `text` as a sentence a person reads by a field or in a notice: a capital first and a stop last
 * ("at most 50 characters" → "At most 50 characters."). Text that already ends a sentence is kept.
 */
export function asSentence(text: string): string {
  const t = text.trim();
  if (t === "") return t;
  const capital = `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
  // Chinese ends its sentences with full-width marks.
  return /[.!?…。！？]$/.test(capital) ? capital : `${capital}.`;
}
