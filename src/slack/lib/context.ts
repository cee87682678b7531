/**
 * What every listener receives: the app's dependencies (`SlackDeps`, built once in main.ts) and,
 * per request, the caller (`callerOf(context)`, set by the caller middleware).
 */
import type { Context } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import type { Actor } from "../../classes/actor.js";
import type { ConnectionSeed } from "../../classes/admin/connection.js";
import type { ClassesDeps } from "../../classes/deps.js";
import type { NoticeDeps } from "../../classes/notices/recipient.js";
import type { Reminders } from "../../delivery/index.js";
import type { Logger } from "../../logger.js";
import type { AboutLinks } from "./pages/about.js";
import type { GrantedScopes } from "./scopes/granted.js";

/** Listener work still running after Slack got its ack; shutdown waits for it. */
export class InFlight {
  readonly #running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    const done = () => this.#running.delete(work);
    work.then(done, done);
    return work;
  }

  get size(): number {
    return this.#running.size;
  }

  /** Resolves when nothing runs any more, or after `timeoutMs`; true when everything finished. */
  async drain(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.#running.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      });
      await Promise.race([Promise.allSettled([...this.#running]), timeout]);
      clearTimeout(timer);
    }
    return true;
  }
}

/**
 * `NoticeDeps`: how the notices of `classes/notices` read (the Slack renderer) and where each
 * recipient's language is found for a notice written in a transaction, both passed in by main.ts.
 */
export interface SlackDeps extends ClassesDeps, NoticeDeps {
  readonly logger: Logger;
  /** ADMIN_SLACK_USER_IDS: admins until the directory says otherwise. */
  readonly bootstrapAdmins: readonly string[];
  /** The connection a workspace gets on first contact when it has none (env or embedded sandbox). */
  readonly seed: ConnectionSeed | null;
  readonly inFlight: InFlight;
  /** Reminder DMs before class; the students and video flows call it after their change is stored. */
  readonly reminders?: Reminders;
  /** The App Home tab, published again after a change that shows on it; main.ts passes the Home's. */
  readonly homes: HomeTabs;
  /**
   * PUBLIC_URL (no trailing slash) when calendar feeds are served (HTTP mode); undefined: Subscribe
   * says what to set. A function: the demo learns its own address only once it listens.
   */
  readonly publicUrl?: () => string | undefined;
  /** PRIVACY_POLICY_URL and SUPPORT_URL: linked on the install pages and the App Home's about line. */
  readonly about?: AboutLinks;
  /**
   * A person's Slack time zone from the profiles main.ts caches an hour (one users.info answers it
   * and their locale); null when Slack does not say in time. Absent: Home and the class modals never
   * say their dates are the viewer's.
   */
  readonly profileZoneOf?: (teamId: string, userId: string) => Promise<string | null>;
  /** Which optional scopes each workspace granted; absent: all (tools that build deps without Slack). */
  readonly scopes?: GrantedScopes;
}

/**
 * Publishing people's App Home tabs (the Home feature implements it). Declared here so a feature whose
 * change shows on someone's Home asks for it without importing the Home feature.
 */
export interface HomeTabs {
  /** The caller's own Home; `shown` is how many class entries ("Show more" raises it). */
  publish(
    deps: SlackDeps,
    client: WebClient,
    who: Caller,
    options?: { readonly shown?: number },
  ): Promise<void>;
  /** These members' Homes again; a failure is only logged (their next visit publishes it). */
  refresh(deps: SlackDeps, client: WebClient, teamId: string, userIds: Iterable<string>): Promise<void>;
  /** The same once the request has its answer, tracked so shutdown waits. */
  refreshLater(deps: SlackDeps, client: WebClient, teamId: string, userIds: Iterable<string>): void;
}

/** The request's actor: what every use case takes. */
export type Caller = Actor;

const CALLER = "classroomCaller";

export function setCaller(context: Context, caller: Caller): void {
  context[CALLER] = caller;
}

/** The caller of the current request; the caller middleware runs before every listener. */
export function callerOf(context: Context): Caller {
  const caller = context[CALLER] as Caller | undefined;
  if (!caller) throw new Error("caller middleware did not run for this request");
  return caller;
}

export function findCaller(context: Context): Caller | undefined {
  return context[CALLER] as Caller | undefined;
}
