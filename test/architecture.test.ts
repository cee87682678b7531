/**
 * Dependencies point one way (docs/architecture.md): this test reads every import in src/ and fails on
 * an edge the table below does not allow, naming the file, the import and the rule. A new folder or
 * top-level module fails too until it is given a layer here.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  importCycles,
  importsOf,
  type Layer,
  layerViolations,
  type SourceFile,
} from "./architecture/layers.js";
import { sourceFiles } from "./support/source-files.js";

/** Neutral modules every layer may share: they import nothing of ours but each other. */
const LEAVES = [
  "src/clock.ts",
  "src/logger.ts",
  "src/slack-user-id.ts",
  "src/slack-api-limits.ts",
  "src/words.ts",
  "src/i18n/locale.ts",
];

/** Every folder under src/slack/features/ is a feature. */
const FEATURES = readdirSync("src/slack/features", { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const LAYERS: readonly Layer[] = [
  { name: "leaves", paths: LEAVES, may: [] },
  /** The partner SDK: self-contained, so it could be published alone. */
  { name: "partner", paths: ["src/partner/"], may: [] },
  { name: "store", paths: ["src/store/"], may: ["leaves"] },
  /** The partner service stand-in: signs and checks like the real one. */
  { name: "sandbox", paths: ["src/sandbox/"], may: ["partner", "leaves"] },
  /** Outbox, worker, pacer, Slack posting, reminders adapter: infrastructure, told what to send. */
  { name: "delivery", paths: ["src/delivery/"], may: ["store", "leaves"] },
  /** The app's strings per language and the typed `t` (docs/i18n.md). */
  { name: "i18n", paths: ["src/i18n/"], may: ["leaves"] },
  /** Use cases and notices: facts, no Slack. */
  { name: "classes", paths: ["src/classes/"], may: ["partner", "store", "delivery", "i18n", "leaves"] },
  /**
   * The Slack side's mechanism (docs/slack-app.md): the receivers and edge, middleware, registration,
   * the block toolkit and the words several features share, the job mechanism, locale lookup.
   */
  {
    name: "slack-lib",
    paths: ["src/slack/lib/"],
    may: ["classes", "delivery", "i18n", "leaves"],
    mayForTypes: ["store"],
  },
  /** One layer per feature folder: the mechanism and what is under it, never another feature. */
  ...FEATURES.map(
    (feature): Layer => ({
      name: `slack feature ${feature}`,
      paths: [`src/slack/features/${feature}/`],
      may: ["slack-lib", "classes", "delivery", "i18n", "leaves"],
      mayForTypes: ["store"],
    }),
  ),
  /** The Bolt app and the kind tables: the features' rows put together. */
  {
    name: "slack-tables",
    paths: ["src/slack/app.ts", "src/slack/tables/"],
    may: ["slack-lib", ...FEATURES.map((f) => `slack feature ${f}`), "classes", "delivery", "i18n", "leaves"],
    mayForTypes: ["store"],
  },
  /** The Slack Web API stand-in of the e2e tests and the demo: Slack's rules, none of the app's code. */
  { name: "slack-standin", paths: ["src/slack-standin/"], may: ["leaves"] },
  /** Composition roots: build everything and wire it together. */
  {
    name: "roots",
    paths: ["src/main.ts", "src/config.ts", "src/health.ts", "src/cli.ts", "src/cli/", "src/demo/"],
    may: ["*"],
  },
];

describe("layers", () => {
  it("src/ imports only what the table allows", () => {
    const files = sourceFiles("src");
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(LAYERS, files)).toEqual([]);
  });

  it("features import the mechanism, never another feature", () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(16);
    const crossing = {
      path: "src/slack/features/cards/buttons.ts",
      source: 'import { x } from "../students/job.js";\nimport { y } from "../../lib/args.js";\n',
    };
    expect(layerViolations(LAYERS, [crossing])).toEqual([
      'src/slack/features/cards/buttons.ts imports "../students/job.js" (slack feature students): slack feature cards may import slack-lib, classes, delivery, i18n, leaves; store for types only',
    ]);
    const lib = { path: "src/slack/lib/args.ts", source: 'import { x } from "../features/home/view.js";\n' };
    expect(layerViolations(LAYERS, [lib])).toHaveLength(1);
  });

  it("has no import cycle at run time", () => {
    expect(importCycles(sourceFiles("src"))).toEqual([]);
  });

  it("every leaf the table names exists", () => {
    const leaves = sourceFiles("src").filter((f) => LEAVES.includes(f.path));
    expect(leaves.map((f) => f.path).sort()).toEqual([...LEAVES].sort());
  });
});

describe("the checker", () => {
  const check = (...files: SourceFile[]) => layerViolations(LAYERS, files);

  it("names the file, the import and the rule of an edge outside the table", () => {
    const live = {
      path: "src/delivery/live-links.ts",
      source: 'import { x } from "../slack/lib/blocks/live-link.js";\n',
    };
    expect(check(live)).toEqual([
      'src/delivery/live-links.ts imports "../slack/lib/blocks/live-link.js" (slack-lib): delivery may import store, leaves',
    ]);
  });

  it("allows store types in slack, not store values", () => {
    const types = 'import type { Person } from "../../store/index.js";\n';
    const value = 'import { hasUid } from "../../store/index.js";\n';
    expect(check({ path: "src/slack/lib/home.ts", source: types })).toEqual([]);
    expect(check({ path: "src/slack/lib/home.ts", source: value })).toEqual([
      'src/slack/lib/home.ts imports "../../store/index.js" (store): slack-lib may import classes, delivery, i18n, leaves; store for types only',
    ]);
    // With verbatimModuleSyntax an inline `type` keeps the import at run time.
    expect(
      check({
        path: "src/slack/lib/home.ts",
        source: 'import { type Person } from "../../store/index.js";\n',
      }),
    ).toHaveLength(1);
  });

  it("reads every form of import, across lines, and skips packages and comments", () => {
    const source = [
      "/**",
      ' * import { nothing } from "../slack/not-an-import.js";',
      " */",
      "import { a,",
      '  b } from "../partner/index.js";',
      'import * as c from "../slack/c.js";',
      'import d, { e } from "../slack/d.js";',
      'export { f } from "../sandbox/f.js";',
      'export * from "../demo/g.js";',
      'import "../main.js";',
      'const h = await import("../cli/h.js");',
      'type I = typeof import("../slack/i.js");',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "../partner/index.js", typeOnly: false },
      { specifier: "../slack/c.js", typeOnly: false },
      { specifier: "../slack/d.js", typeOnly: false },
      { specifier: "../sandbox/f.js", typeOnly: false },
      { specifier: "../demo/g.js", typeOnly: false },
      { specifier: "zod", typeOnly: false },
      { specifier: "../main.js", typeOnly: false },
      { specifier: "../cli/h.js", typeOnly: false },
      { specifier: "../slack/i.js", typeOnly: true },
    ]);
    expect(check({ path: "src/store/x.ts", source })).toHaveLength(8);
  });

  it("holds partner to nothing, lets roots import anything, and refuses files in no layer", () => {
    const clock = 'import type { Clock } from "../clock.js";\n';
    expect(check({ path: "src/partner/client.ts", source: clock })).toEqual([
      'src/partner/client.ts imports "../clock.js" (leaves, types): partner may import nothing of ours',
    ]);
    expect(check({ path: "src/main.ts", source: 'import { x } from "./slack/app.js";\n' })).toEqual([]);
    expect(check({ path: "src/widgets/a.ts", source: "" })).toEqual([
      "src/widgets/a.ts is in no layer: add it (or its folder) to the table in test/architecture.test.ts",
    ]);
  });
});
