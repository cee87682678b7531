/** The sandbox and the SDK describe the same nine partner operations, each on the same PHP file. */
import { describe, expect, it } from "vitest";
import { operations as sdk } from "../../src/partner/operations.js";
import { operations as sandbox } from "../../src/sandbox/operations/index.js";

describe("operation tables", () => {
  it("name the same operations", () => {
    expect([...sandbox.keys()].sort()).toEqual(Object.keys(sdk).sort());
  });

  it("place each operation on the same PHP file", () => {
    for (const [name, op] of Object.entries(sdk)) {
      expect({ name, file: sandbox.get(name)?.file }).toEqual({ name, file: op.file });
    }
  });
});
