/**
 * `classroom start`: environment -> config -> the running app, until SIGTERM or SIGINT.
 * A configuration problem prints every problem (naming the variable and how to fix it) and exits 2,
 * as does a value the world refuses at start (a token Slack refuses, a PORT in use).
 */
import { ConfigError, loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { StartupError, startApp } from "../main.js";
import { BotTokenError } from "../slack/app.js";

export async function run(_args: string[]): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write("classroom start: the configuration is not usable:\n");
      for (const problem of err.problems) process.stderr.write(`  - ${problem.message}\n`);
      return 2;
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel });
  // The process belongs to the app: nothing may end it silently.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
  process.on("uncaughtException", (err) => logger.fatal({ err }, "uncaught exception"));

  let app: Awaited<ReturnType<typeof startApp>>;
  try {
    app = await startApp({ config, logger });
  } catch (err) {
    if (err instanceof BotTokenError || err instanceof StartupError) {
      process.stderr.write(`classroom start: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
  if (app.url) {
    process.stdout.write(`Classroom is listening on ${app.url}/slack/events (health: ${app.url}/healthz)\n`);
  } else {
    process.stdout.write("Classroom is connected to Slack in Socket Mode\n");
  }
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "shutting down");
      app.close().then(
        () => resolve(0),
        (err: unknown) => {
          logger.error({ err }, "shutdown failed");
          resolve(1);
        },
      );
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  });
}
