/**
 * The shape of the strings: English (`en.ts`) is the source, every other language a `Catalog` of it,
 * so a key missing in a translation does not compile. Plural keys carry i18next's CLDR suffixes
 * (`_one`, `_other`, …): English needs `_one` and `_other`, Chinese only `_other`, so a catalog may
 * leave out any plural form but `_other` (test/i18n checks each language has the forms CLDR gives it).
 */

/** CLDR plural categories, as i18next suffixes keys with them. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

type OptionalForm<K> = K extends `${string}_${Exclude<PluralCategory, "other">}` ? K : never;

/** A translation of the strings `T`: the same keys (plural forms but `_other` optional), any text. */
export type Catalog<T> = {
  [K in keyof T as K extends OptionalForm<K> ? never : K]: T[K] extends string ? string : Catalog<T[K]>;
} & {
  [K in keyof T as K extends OptionalForm<K> ? K : never]?: string;
};

/** Nested strings, as a catalog is stored. */
export interface Strings {
  readonly [key: string]: string | Strings;
}
