/** Home's language menu: the person's own language, or automatic again; their Home is shown in it. */

import { chooseLanguage, type LanguageChoice } from "../../../classes/language.js";
import { isLocale } from "../../../i18n/index.js";
import type { ButtonArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";

function choiceOf(value: unknown): LanguageChoice | null {
  return value === "auto" ? "auto" : isLocale(value) ? value : null;
}

export function languageChosen(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const choice = choiceOf(
      (args.action as { selected_option?: { value?: unknown } }).selected_option?.value,
    );
    const caller = callerOf(args.context);
    // A value Home never offered changes nothing; Home shows the choice as stored.
    if (choice !== null) await chooseLanguage(deps.store, caller, choice);
    await deps.homes.publish(deps, args.client, caller);
  };
}
