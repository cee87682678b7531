/** The TypeScript files under a folder of src/, for the source scans. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const SRC = join(import.meta.dirname, "..", "..", "src");

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

/** `file:line: text` for every line of `files` that `hits` flags. */
export function scan(files: readonly string[], hits: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (hits(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}
