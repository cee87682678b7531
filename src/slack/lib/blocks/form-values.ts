/**
 * Reads what a person entered in a submitted view (`view.state.values`). The shape is declared
 * here structurally so this stays a pure module: Bolt's `ViewStateValue` fits it.
 */

export interface SubmittedValue {
  readonly type?: string;
  readonly value?: string | null;
  readonly selected_option?: { readonly value?: string } | null;
  readonly selected_options?: ReadonlyArray<{ readonly value?: string }> | null;
  readonly selected_user?: string | null;
  readonly selected_users?: readonly string[] | null;
  readonly selected_date?: string | null;
  readonly selected_time?: string | null;
}

export type SubmittedState = Readonly<
  Record<string, Readonly<Record<string, SubmittedValue | undefined>> | undefined>
>;

/** Views here use the same string as block_id and action_id; see `InputId`. */
function entry(state: SubmittedState | null | undefined, id: string): SubmittedValue | undefined {
  return state?.[id]?.[id];
}

/** The trimmed text of a text or number input; "" when empty or absent. */
export function readText(state: SubmittedState | null | undefined, id: string): string {
  const value = entry(state, id)?.value;
  return typeof value === "string" ? value.trim() : "";
}

/** The text exactly as typed (multi-line pastes keep their line structure). */
export function readRawText(state: SubmittedState | null | undefined, id: string): string {
  const value = entry(state, id)?.value;
  return typeof value === "string" ? value : "";
}

/** The value of the chosen option of a select or radio input; null when none. */
export function readOption(state: SubmittedState | null | undefined, id: string): string | null {
  const value = entry(state, id)?.selected_option?.value;
  return typeof value === "string" ? value : null;
}

/** The chosen user of a users_select; null when none. */
export function readUser(state: SubmittedState | null | undefined, id: string): string | null {
  const value = entry(state, id)?.selected_user;
  return typeof value === "string" && value !== "" ? value : null;
}

/** Values of a multi-select, whether options (multi_static_select) or users (multi_users_select). */
export function readMany(state: SubmittedState | null | undefined, id: string): string[] {
  const e = entry(state, id);
  const raw = e?.selected_options?.map((o) => o.value) ?? e?.selected_users ?? [];
  return [...new Set(raw.filter((v): v is string => typeof v === "string" && v !== ""))];
}

/** A date or time picker's value as Slack sends it ("2026-12-03", "17:30"); "" when none. */
export function readPicked(
  state: SubmittedState | null | undefined,
  id: string,
  key: "selected_date" | "selected_time",
): string {
  const value = entry(state, id)?.[key];
  return typeof value === "string" ? value : "";
}
