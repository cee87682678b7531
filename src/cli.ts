#!/usr/bin/env node
/**
 * The `classroom` command. Each subcommand lives in src/cli/<name>.ts and exports
 * `run(args): Promise<number>` (the exit code); modules load lazily so `classroom partner sign`
 * does not pay for Bolt or the database drivers.
 */
const commands: Record<
  string,
  { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> }
> = {
  start: { summary: "run the Slack app", load: () => import("./cli/start.js") },
  sandbox: { summary: "run the local partner sandbox", load: () => import("./cli/sandbox.js") },
  partner: {
    summary: "call the partner API, sign, build live links",
    load: () => import("./cli/partner.js"),
  },
  manifest: {
    summary: "print the app's Slack manifest (--mode socket|http, --url)",
    load: () => import("./cli/manifest.js"),
  },
  migrate: { summary: "apply database migrations", load: () => import("./cli/migrate.js") },
  demo: {
    summary: "play a scripted session end to end and print the transcript",
    load: () => import("./cli/demo.js"),
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`);
  return `usage: classroom <command> [args]\n\ncommands:\n${lines.join("\n")}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`classroom: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  const mod = await command.load();
  return mod.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`classroom: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
