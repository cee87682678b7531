import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../../src/slack/lib/pages/privacy.js";

describe("the privacy page's Markdown", () => {
  it("takes nothing of the text as HTML", () => {
    const html = markdownToHtml(
      '# A <script>alert(1)</script> policy\n\nSee **<b>"this"</b>** and `<img src=x onerror=y>` & more.\n\n| a | b |\n|---|---|\n| <i>x</i> | y |',
    );
    expect(html).not.toMatch(/<(script|b|img|i)[\s>]/);
    expect(html).toContain("<h1>A &#60;script&#62;alert(1)&#60;/script&#62; policy</h1>");
    expect(html).toContain("<strong>&#60;b&#62;&#34;this&#34;&#60;/b&#62;</strong>");
    expect(html).toContain("<code>&#60;img src=x onerror=y&#62;</code> &#38; more.");
    expect(html).toContain("<td>&#60;i&#62;x&#60;/i&#62;</td>");
  });

  it("reads headings, paragraphs over several lines, tables and numbered lists", () => {
    const html = markdownToHtml(
      "## Kept\n\nOne line\nand the next.\n\n| what | where |\n|---|---|\n| *ratings* | `ratings` |\n\n1. First,\n   still first.\n2. Second.",
    );
    expect(html).toBe(
      [
        "<h2>Kept</h2>",
        "<p>One line and the next.</p>",
        "<table><thead><tr><th>what</th><th>where</th></tr></thead><tbody><tr><td><em>ratings</em></td><td><code>ratings</code></td></tr></tbody></table>",
        "<ol><li>First, still first.</li><li>Second.</li></ol>",
      ].join("\n"),
    );
  });
});
