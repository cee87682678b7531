import type { App } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { APP_HOME_OPENED, appHomeOpened } from "./app-home-opened.js";

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = [APP_HOME_OPENED];

export function register(app: App, deps: SlackDeps): void {
  app.event(APP_HOME_OPENED, appHomeOpened(deps));
}
