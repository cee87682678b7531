/**
 * The docs quote real files rather than copies that drift: a code block after
 * `<!-- file: path -->` must be that file as it is, so an example in the docs is code that compiles
 * and runs (docs/class-work.md, "Adding a class modal").
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const QUOTE = /<!-- file: ([^ ]+) -->\n```[a-z]*\n([\s\S]*?)```/g;

function quotes(markdown: string): { path: string; text: string }[] {
  return [...markdown.matchAll(QUOTE)].map((m) => ({ path: m[1] ?? "", text: m[2] ?? "" }));
}

describe("files quoted in the docs", () => {
  const docs = readdirSync("docs").filter((f) => f.endsWith(".md"));
  const all = docs.flatMap((doc) => quotes(readFileSync(`docs/${doc}`, "utf8")).map((q) => ({ doc, ...q })));

  it("are quoted whole and as they are", () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const q of all) {
      expect({ doc: q.doc, path: q.path, text: q.text }).toEqual({
        doc: q.doc,
        path: q.path,
        text: readFileSync(q.path, "utf8"),
      });
    }
  });

  it("notices a quote that drifted from its file", () => {
    const drifted = quotes("<!-- file: src/x.ts -->\n```ts\nconst a = 1;\n```\n");
    expect(drifted).toEqual([{ path: "src/x.ts", text: "const a = 1;\n" }]);
  });
});
