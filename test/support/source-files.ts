import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SourceFile } from "../architecture/layers.js";

/** Every .ts file under `dir` (relative to the repository), with "/" separators in its path. */
export function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { path: file.split(path.sep).join("/"), source: readFileSync(file, "utf8") };
    });
}
