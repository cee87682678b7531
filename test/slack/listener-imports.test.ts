/**
 * A listener imports surfaces, views and use cases, never another listener: the listener tables
 * (`listeners/<kind>/index.ts`) import their kind's listeners, `register.ts` imports the tables, and
 * nothing else under `src/` imports a listener module. A listener split into a folder
 * (`listeners/commands/class/`) may import its own files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");
const LISTENERS = join(SRC, "slack/listeners");

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)[^;]*?from\s+"(\.[^"]+)"/g)].map((m) =>
    resolve(dirname(file), (m[1] as string).replace(/\.js$/, ".ts")),
  );
}

/** The listener module a file belongs to: `listeners/<kind>/<file>` or `listeners/<kind>/<folder>/`. */
function listenerOf(file: string): string | null {
  const parts = relative(LISTENERS, file).split("/");
  if (parts[0]?.startsWith("..") || parts.length < 2) return null;
  return parts.slice(0, 2).join("/").replace(/\.ts$/, "");
}

/** Registration plumbing, not listeners: the row type, the tables, the Bolt calls. */
function isPlumbing(file: string): boolean {
  const rel = relative(LISTENERS, file);
  return rel === "table.ts" || rel === "register.ts" || /^[^/]+\/index\.ts$/.test(rel);
}

function wrongListenerImports(files: readonly string[], importsOfFile: (f: string) => string[]): string[] {
  const wrong: string[] = [];
  for (const file of files) {
    for (const target of importsOfFile(file)) {
      const targetListener = listenerOf(target);
      if (targetListener === null || isPlumbing(target)) continue;
      const rel = relative(LISTENERS, file);
      const fromTable = /^[^/]+\/index\.ts$/.test(rel) && targetListener.startsWith(`${rel.split("/")[0]}/`);
      const sameListener = listenerOf(file) === targetListener;
      if (!fromTable && !sameListener) {
        wrong.push(`${relative(SRC, file)} imports the listener ${relative(SRC, target)}`);
      }
    }
  }
  return wrong;
}

describe("listener modules", () => {
  it("never import another listener; only their kind's table imports them", () => {
    expect(wrongListenerImports(tsFiles(SRC), importsOf)).toEqual([]);
  });

  it("the check catches a listener importing another one, and a surface importing a listener", () => {
    const a = join(LISTENERS, "actions/open-admin.ts");
    const b = join(LISTENERS, "views/admin-import.ts");
    const surface = join(SRC, "slack/surfaces/admin/pages.ts");
    const table = join(LISTENERS, "actions/index.ts");
    const wrong = wrongListenerImports([a, surface, table], (f) => (f === table ? [a] : [b]));
    expect(wrong).toEqual([
      "slack/listeners/actions/open-admin.ts imports the listener slack/listeners/views/admin-import.ts",
      "slack/surfaces/admin/pages.ts imports the listener slack/listeners/views/admin-import.ts",
    ]);
  });
});
