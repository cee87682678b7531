/**
 * The import checker behind test/architecture.test.ts: reads the relative imports of each module under
 * src/, puts both ends in a layer of the table, and reports every edge the table does not allow.
 * Pure (files in, problems out), so its own tests feed it made-up modules.
 */
import path from "node:path";

export interface Layer {
  readonly name: string;
  /** What belongs to it, relative to the repository: a folder ending in "/" or one file. */
  readonly paths: readonly string[];
  /** Layers it may import (besides itself); "*" for any. */
  readonly may: readonly string[];
  /** Layers it may import with `import type` only (erased at build, so no runtime dependency). */
  readonly mayForTypes?: readonly string[];
}

export interface SourceFile {
  /** Relative to the repository, with "/" separators: "src/delivery/worker.ts". */
  readonly path: string;
  readonly source: string;
}

export interface ImportRef {
  readonly specifier: string;
  /** `import type` / `export type`: erased. `import { type X }` is not (verbatimModuleSyntax keeps it). */
  readonly typeOnly: boolean;
}

/** `import x, { y } from`, `import * as x from`, `import type { x } from`, `export { x } from`, `export * from`. */
const STATIC =
  /^[ \t]*(import|export)[ \t]+(type[ \t]+)?(?:[\w$]+[ \t]*,[ \t]*)?(?:\*(?:[ \t]+as[ \t]+[\w$]+)?|\{[^}]*\}|[\w$]+)[ \t\n]*from[ \t]*["']([^"']+)["']/gm;
/** `import "x"`: run for its effects. */
const BARE = /^[ \t]*import[ \t]*["']([^"']+)["']/gm;
/** `import("x")`; a value unless it is a type position (`typeof import("x")`, `: import("x").T`). */
const DYNAMIC = /(typeof[ \t]+)?\bimport\([ \t]*["']([^"']+)["'][ \t]*\)(\.)?/g;

export function importsOf(source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(STATIC)) refs.push({ specifier: m[3] ?? "", typeOnly: m[2] !== undefined });
  for (const m of source.matchAll(BARE)) refs.push({ specifier: m[1] ?? "", typeOnly: false });
  for (const m of source.matchAll(DYNAMIC)) {
    refs.push({ specifier: m[2] ?? "", typeOnly: m[1] !== undefined || m[3] !== undefined });
  }
  return refs;
}

/** The module an import names, relative to the repository; undefined for a package. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, ".ts");
}

export function layerOf(layers: readonly Layer[], file: string): Layer | undefined {
  return layers.find((l) => l.paths.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p)));
}

function rule(layer: Layer): string {
  const may = layer.may.length === 0 ? "nothing of ours" : layer.may.join(", ");
  const types = layer.mayForTypes?.length ? `; ${layer.mayForTypes.join(", ")} for types only` : "";
  return `${layer.name} may import ${may}${types}`;
}

/** One line per file outside the table and per import it does not allow, naming file, import and rule. */
export function layerViolations(layers: readonly Layer[], files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = layerOf(layers, file.path);
    if (!from) {
      problems.push(
        `${file.path} is in no layer: add it (or its folder) to the table in test/architecture.test.ts`,
      );
      continue;
    }
    for (const ref of importsOf(file.source)) {
      const target = resolveImport(file.path, ref.specifier);
      if (target === undefined) continue;
      const to = layerOf(layers, target);
      const allowed =
        to !== undefined &&
        (to === from ||
          from.may.includes("*") ||
          from.may.includes(to.name) ||
          (ref.typeOnly && (from.mayForTypes ?? []).includes(to.name)));
      if (allowed) continue;
      const what = to ? `${to.name}${ref.typeOnly ? ", types" : ""}` : "no layer";
      problems.push(`${file.path} imports "${ref.specifier}" (${what}): ${rule(from)}`);
    }
  }
  return problems;
}

/**
 * The import cycles among these modules, each as its modules in import order, starting from the
 * smallest path. Only imports that stay at run time count: `import type` is erased by the compiler,
 * so two modules that only share types through it do not load each other.
 */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file.source)
      .filter((ref) => !ref.typeOnly)
      .map((ref) => resolveImport(file.path, ref.specifier))
      .filter((t): t is string => t !== undefined && known.has(t));
    edges.set(file.path, [...new Set(targets)].sort());
  }
  // Tarjan's strongly connected components; each component of two or more modules holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) components.push(component);
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((c) => cycleThrough(c, edges));
}

/** One cycle inside a strongly connected component, from its smallest path back to it. */
function cycleThrough(component: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0] ?? "";
  // Breadth-first from the start back to itself, staying inside the component.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() ?? "";
    for (const w of edges.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? "") ?? start);
        return path;
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}
