import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type Clock, systemClock } from "../clock.js";
import type { Engine, StoreContext } from "./context.js";
import { KEY_HELP, loadOrCreateKeyFile, parseKey, type SecretBox, secretBox } from "./crypto.js";
import { EncryptionKeyError, StoreError } from "./errors.js";
import { migrationProvider } from "./migrations.js";
import { type AgendaPrefsRepo, agendaPrefsRepo } from "./repos/agenda-prefs.js";
import { type AuditRepo, auditRepo } from "./repos/audit.js";
import { type CalendarFeedsRepo, calendarFeedsRepo } from "./repos/calendar-feeds.js";
import { type ClassCardsRepo, classCardsRepo } from "./repos/class-cards.js";
import { type ClassEventsRepo, classEventsRepo } from "./repos/class-events.js";
import { type ClassesRepo, classesRepo } from "./repos/classes.js";
import { type CoursesRepo, coursesRepo } from "./repos/courses.js";
import { type EnrolmentsRepo, enrolmentsRepo } from "./repos/enrolments.js";
import { type ImportDraftsRepo, importDraftsRepo } from "./repos/import-drafts.js";
import { type InstallationsRepo, installationsRepo } from "./repos/installations.js";
import { type LabelsRepo, labelsRepo } from "./repos/labels.js";
import { type LanguagePrefsRepo, languagePrefsRepo } from "./repos/language-prefs.js";
import { defaultOutboxPolicy, type OutboxPolicy, type OutboxRepo, outboxRepo } from "./repos/outbox.js";
import { type PeopleRepo, peopleRepo } from "./repos/people.js";
import { type RatingsRepo, ratingsRepo } from "./repos/ratings.js";
import { type RemindersRepo, remindersRepo } from "./repos/reminders.js";
import { type SeenRequestsRepo, seenRequestsRepo } from "./repos/seen-requests.js";
import { type SendPacingRepo, sendPacingRepo } from "./repos/send-pacing.js";
import { type StudentLinksRepo, studentLinksRepo } from "./repos/student-links.js";
import { type TenantsRepo, tenantsRepo } from "./repos/tenants.js";
import { type WorkspacesRepo, workspacesRepo } from "./repos/workspaces.js";
import type { Database } from "./schema.js";
import { SQLite, type SQLiteDatabase } from "./sqlite-driver.js";
import { withStatementCache } from "./sqlite-statements.js";
import { type RunInTransaction, transactionRunner } from "./store-transaction.js";

export const DEFAULT_SQLITE_PATH = "./data/classroom.db";

export interface OpenStoreOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string;
  /** SQLite file; default ./data/classroom.db (its folder is created). ":memory:" for a throwaway store. */
  sqlitePath?: string;
  /** APP_ENCRYPTION_KEY: 64 hex characters or base64 of 32 bytes. Required with PostgreSQL. */
  encryptionKey?: string;
  /** Apply pending migrations while opening. Default true. */
  migrate?: boolean;
  /** PostgreSQL schema to use (created when missing); default the server's search_path. */
  postgresSchema?: string;
  /** Unix seconds; tests pass a controllable clock. */
  clock?: Clock;
  outbox?: Partial<OutboxPolicy>;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
}

export interface Store {
  readonly engine: Engine;
  /** Where the data lives, safe to print (no password). */
  readonly target: string;
  /** Migrations applied while opening (empty when already up to date or `migrate: false`). */
  readonly migrationsApplied: string[];
  readonly workspaces: WorkspacesRepo;
  readonly people: PeopleRepo;
  readonly courses: CoursesRepo;
  readonly classes: ClassesRepo;
  readonly enrolments: EnrolmentsRepo;
  readonly ratings: RatingsRepo;
  readonly outbox: OutboxRepo;
  readonly reminders: RemindersRepo;
  readonly audit: AuditRepo;
  readonly labels: LabelsRepo;
  readonly studentLinks: StudentLinksRepo;
  /** Slack requests already taken (replay and retry protection). */
  readonly seenRequests: SeenRequestsRepo;
  /** Each workspace's send slots, shared by every instance (the delivery worker's rate). */
  readonly sendPacing: SendPacingRepo;
  /** Slack installations of a distributed app, tokens sealed (Bolt's InstallationStore sits on this). */
  readonly installations: InstallationsRepo;
  /** Each person's morning agenda choice (on or off, the local time). */
  readonly agendaPrefs: AgendaPrefsRepo;
  readonly languagePrefs: LanguagePrefsRepo;
  /** People lists pasted in parts, waiting for the admin to import them all at once. */
  readonly importDrafts: ImportDraftsRepo;
  /** Class cards posted in channels, so a change edits them. */
  readonly classCards: ClassCardsRepo;
  /** People's calendar feed addresses (tokens found by hash), moved classes' events, cancelled enrolments. */
  readonly calendarFeeds: CalendarFeedsRepo;
  /** Each school's class-events address and the messages the class service pushed (issue 32). */
  readonly classEvents: ClassEventsRepo;
  /** A workspace's data as a whole: erased when the school leaves, personal data purged by age. */
  readonly tenants: TenantsRepo;
  /**
   * Runs `fn` in one transaction with repositories bound to it (see StoreTransaction): e.g. an
   * enrolment and the DM it causes are stored together or not at all.
   */
  readonly transaction: RunInTransaction;
  close(): Promise<void>;
}

/** Environment -> options: DATABASE_URL, SQLITE_PATH, APP_ENCRYPTION_KEY. */
export function storeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenStoreOptions {
  return {
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
    ...(env.SQLITE_PATH && { sqlitePath: env.SQLITE_PATH }),
    ...(env.APP_ENCRYPTION_KEY && { encryptionKey: env.APP_ENCRYPTION_KEY }),
  };
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim());
}

/** host:port/database of a PostgreSQL URL, without user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `postgresql://${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "postgresql (unparseable URL)";
  }
}

interface Connection {
  db: Kysely<Database>;
  engine: Engine;
  target: string;
  sqlitePath?: string;
}

const INT8_OID = 20;

function connect(options: OpenStoreOptions): Connection {
  if (options.databaseUrl?.trim() && !isPostgresUrl(options.databaseUrl)) {
    // Falling back to SQLite here would give each scaled-out instance its own outbox: refuse instead.
    throw new StoreError(
      "DATABASE_URL must start with postgres:// or postgresql://; leave it unset to use SQLite at SQLITE_PATH",
    );
  }
  if (isPostgresUrl(options.databaseUrl)) {
    const schema = options.postgresSchema;
    if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
      throw new StoreError(`postgresSchema must be a plain identifier (letters, digits, _), got "${schema}"`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(schema !== undefined && { options: `-c search_path=${schema}` }),
      // bigint columns (Unix seconds, partner ids) come back as JS numbers. Set on this pool only, so
      // other pg users in the process keep the library default.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === INT8_OID && format !== "binary"
            ? (v: string) => Number(v)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on("error", () => undefined);
    const target = `${describePostgresUrl(options.databaseUrl)}${schema ? ` (schema ${schema})` : ""}`;
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
      target,
    };
  }
  const path = options.sqlitePath?.trim() || DEFAULT_SQLITE_PATH;
  const memory = path === ":memory:";
  let file: SQLiteDatabase;
  try {
    if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });
    file = new SQLite(path);
  } catch (err) {
    throw new StoreError(`cannot open the SQLite database ${path}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait for the write
  // lock instead of failing at once; SQLite leaves foreign keys off unless asked.
  if (!memory) file.pragma("journal_mode = WAL");
  file.pragma("busy_timeout = 10000");
  file.pragma("foreign_keys = ON");
  file.pragma("synchronous = NORMAL");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) }),
    engine: "sqlite",
    target: memory ? "sqlite :memory:" : `sqlite ${path}`,
    ...(!memory && { sqlitePath: path }),
  };
}

async function migrateToLatest(conn: Connection, schema: string | undefined): Promise<string[]> {
  if (conn.engine === "postgres" && schema !== undefined) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(conn.db);
  }
  // Kysely looks for its bookkeeping table in every schema unless told which one; name the current one
  // so databases holding several app schemas (one per test, one per tenant) stay apart.
  const migrationTableSchema =
    conn.engine === "postgres"
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(conn.db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db: conn.db,
    provider: migrationProvider(conn.engine),
    ...(migrationTableSchema && { migrationTableSchema }),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely assumes one process per SQLite file while migrating; when two start on a fresh file together,
  // the loser fails on the winner's lock or tables. Its second look finds the work done.
  // On PostgreSQL, Kysely's setup looks at the tables of every schema: another schema dropped meanwhile
  // (a tenant removed, a test finishing) fails that look once; the second look does not see it.
  const setupRace = () =>
    conn.engine === "postgres" &&
    !results?.some((r) => r.status === "Error") &&
    /schema "[^"]+" does not exist|relation "[^"]+" does not exist/.test(
      error instanceof Error ? error.message : String(error),
    );
  for (let retry = 0; error && (conn.engine === "sqlite" || setupRace()) && retry < 3; retry++) {
    await new Promise((r) => setTimeout(r, 200 * (retry + 1)));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new StoreError(
      `migration ${failed ?? "setup"} failed on ${conn.target}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The configured key, checked before anything is opened; PostgreSQL cannot do without one. */
function configuredSecrets(options: OpenStoreOptions): SecretBox | undefined {
  if (options.encryptionKey) {
    return secretBox(parseKey(options.encryptionKey, "APP_ENCRYPTION_KEY"), "APP_ENCRYPTION_KEY");
  }
  if (isPostgresUrl(options.databaseUrl)) {
    throw new EncryptionKeyError(
      `APP_ENCRYPTION_KEY is not set. With PostgreSQL every app instance must share the key that encrypts ` +
        `school secrets: set APP_ENCRYPTION_KEY to ${KEY_HELP}`,
    );
  }
  return undefined;
}

/** Without a configured key, SQLite keeps its own beside the database file. */
function localSecrets(conn: Connection): SecretBox {
  if (conn.sqlitePath === undefined) {
    // A memory database disappears on close, and so may its key.
    return secretBox(randomBytes(32), "a throwaway in-memory key");
  }
  const keyPath = `${conn.sqlitePath}.key`;
  return secretBox(loadOrCreateKeyFile(keyPath), `key file ${keyPath}`);
}

async function reachable<T>(conn: Connection, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (err) {
    if (err instanceof StoreError) throw err;
    const code = (err as { code?: unknown }).code;
    throw new StoreError(
      `cannot use the database ${conn.target}: ${(err as Error).message || String(code ?? err)}`,
      { cause: err },
    );
  }
}

/** Applies pending migrations and closes again: `classroom migrate`. No encryption key needed. */
export async function migrateDatabase(
  options: OpenStoreOptions,
): Promise<{ engine: Engine; target: string; applied: string[] }> {
  const conn = connect(options);
  try {
    const applied = await reachable(conn, migrateToLatest(conn, options.postgresSchema));
    return { engine: conn.engine, target: conn.target, applied };
  } finally {
    await conn.db.destroy();
  }
}

/** Opens the store: PostgreSQL when databaseUrl is a postgres URL, else the SQLite file. */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const configured = configuredSecrets(options);
  const conn = connect(options);
  try {
    const migrationsApplied =
      options.migrate === false ? [] : await reachable(conn, migrateToLatest(conn, options.postgresSchema));
    const ctx: StoreContext = {
      db: conn.db,
      engine: conn.engine,
      clock: options.clock ?? systemClock,
      secrets: configured ?? localSecrets(conn),
    };
    const policy = { ...defaultOutboxPolicy, ...options.outbox };
    let closed = false;
    return {
      engine: conn.engine,
      target: conn.target,
      migrationsApplied,
      workspaces: workspacesRepo(ctx),
      people: peopleRepo(ctx),
      courses: coursesRepo(ctx),
      classes: classesRepo(ctx),
      enrolments: enrolmentsRepo(ctx),
      ratings: ratingsRepo(ctx),
      outbox: outboxRepo(ctx, policy),
      reminders: remindersRepo(ctx),
      audit: auditRepo(ctx),
      labels: labelsRepo(ctx),
      studentLinks: studentLinksRepo(ctx),
      seenRequests: seenRequestsRepo(ctx),
      sendPacing: sendPacingRepo(ctx),
      installations: installationsRepo(ctx),
      agendaPrefs: agendaPrefsRepo(ctx),
      languagePrefs: languagePrefsRepo(ctx),
      importDrafts: importDraftsRepo(ctx),
      classCards: classCardsRepo(ctx),
      calendarFeeds: calendarFeedsRepo(ctx),
      classEvents: classEventsRepo(ctx),
      tenants: tenantsRepo(ctx),
      transaction: transactionRunner(ctx, policy),
      async close() {
        if (closed) return;
        closed = true;
        await conn.db.destroy();
      },
    };
  } catch (err) {
    await conn.db.destroy();
    throw err;
  }
}
