/**
 * `classroom sandbox --port <port> --fixture <file.json> [--host 127.0.0.1] [--max-skew <s>] [--verbose]`
 * Runs the partner sandbox until SIGTERM/SIGINT. The first stdout line names the base URL; the next
 * ones are KEY=value lines (PARTNER_BASE_URL, and for the demo school PARTNER_SID / PARTNER_SECRET) so
 * scripts can read them without parsing prose.
 */
import { parseArgs } from "node:util";
import { DEMO_SECRET, DEMO_SID, FixtureError, loadFixtureFile, startSandbox } from "../sandbox/index.js";

const USAGE =
  "usage: classroom sandbox [--port <port>] [--fixture <file.json>] [--host 127.0.0.1] [--max-skew <seconds>] [--verbose]\n";

function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new RangeError(`--${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

export async function run(args: string[]): Promise<number> {
  let values: {
    port?: string;
    fixture?: string;
    host?: string;
    "max-skew"?: string;
    verbose?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: "string" },
        fixture: { type: "string" },
        host: { type: "string" },
        "max-skew": { type: "string" },
        verbose: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    process.stderr.write(`classroom sandbox: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }

  let port: number;
  let maxSkewSeconds: number;
  try {
    port = intOption(values.port, "port", 0);
    maxSkewSeconds = intOption(values["max-skew"], "max-skew", 20 * 60);
    if (port > 65535) throw new RangeError("--port must be at most 65535");
  } catch (err) {
    process.stderr.write(`classroom sandbox: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }

  let fixture: unknown;
  if (values.fixture !== undefined) {
    try {
      fixture = await loadFixtureFile(values.fixture);
    } catch (err) {
      if (!(err instanceof FixtureError)) throw err;
      process.stderr.write(`classroom sandbox: ${err.message}\n`);
      return 2;
    }
  }

  const sandbox = await startSandbox({
    fixture,
    port,
    host: values.host ?? "127.0.0.1",
    maxSkewSeconds,
    ...(values.verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
  });
  const lines = [`Partner sandbox listening on ${sandbox.url}`, `PARTNER_BASE_URL=${sandbox.url}`];
  if (fixture === undefined) lines.push(`PARTNER_SID=${DEMO_SID}`, `PARTNER_SECRET=${DEMO_SECRET}`);
  process.stdout.write(`${lines.join("\n")}\n`);

  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  await sandbox.close();
  process.stderr.write("Partner sandbox stopped\n");
  return 0;
}
