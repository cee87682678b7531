/**
 * `classroom manifest`: prints the app's Slack manifest, derived from its registration tables
 * (src/slack/tables/manifest.ts). Socket Mode by default (manifest.yml is that one); `--mode http`
 * with the app's public https address gives the HTTP one, with request, options-load and redirect URLs,
 * token rotation and org-wide deployment.
 */
const USAGE = `usage: classroom manifest [--mode socket|http] [--url https://host] [--json]

Prints the app's Slack manifest (YAML; --json for JSON), for "Create New App" -> "From an app manifest"
or the app's App Manifest page.
  --mode socket   Socket Mode, one workspace (default; the same as manifest.yml)
  --mode http     HTTP: request URLs under --url, OAuth redirect URL, token rotation, org-wide deploy
  --url URL       the app's public https address (default PUBLIC_URL), e.g. https://classroom.example.com
`;

type Parsed = { mode: "socket" | "http"; url: string | undefined; json: boolean } | { problem: string };

/** The https origin (and path prefix) Slack is to call, without a trailing slash; undefined if unusable. */
export function publicBase(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "https:" || url.username || url.password || url.search || url.hash) return undefined;
  return url.href.replace(/\/+$/, "");
}

function parse(args: string[], env: NodeJS.ProcessEnv): Parsed {
  let mode: string | undefined;
  let url: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => inline ?? args[++i];
    if (flag === "--mode") mode = value();
    else if (flag === "--url") url = value();
    else if (flag === "--json") json = true;
    else return { problem: `unexpected argument "${arg}"` };
  }
  if (mode !== undefined && mode !== "socket" && mode !== "http")
    return { problem: `--mode must be socket or http, not "${mode ?? ""}"` };
  const chosen = mode ?? "socket";
  if (chosen === "socket") {
    if (url !== undefined) return { problem: "--url is for --mode http: Socket Mode needs no public URL" };
    return { mode: "socket", url: undefined, json };
  }
  const given = url ?? env.PUBLIC_URL?.trim();
  if (!given) return { problem: "--mode http needs --url https://your-host (or PUBLIC_URL)" };
  const base = publicBase(given);
  if (base === undefined)
    return {
      problem: `--url must be the https address where Slack reaches the app, such as https://classroom.example.com, without ?query or #fragment (Slack calls only https request URLs)`,
    };
  return { mode: "http", url: base, json };
}

export async function run(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const parsed = parse(args, process.env);
  if ("problem" in parsed) {
    process.stderr.write(`classroom manifest: ${parsed.problem}\n\n${USAGE}`);
    return 2;
  }
  // Loaded here: the tables bring Bolt and every feature, which `--help` does not need.
  const { manifestJson, manifestYaml } = await import("../slack/tables/manifest.js");
  const options = parsed.url === undefined ? { mode: parsed.mode } : { mode: parsed.mode, url: parsed.url };
  process.stdout.write(parsed.json ? manifestJson(options) : manifestYaml(options));
  return 0;
}
