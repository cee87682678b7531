/**
 * GET /privacy: the app's own privacy policy, docs/privacy.md (docs/privacy.zh-CN.md in Chinese) as
 * simple HTML in the language the browser asks for, for installs whose operator set no
 * PRIVACY_POLICY_URL (with it set, /privacy sends the browser there). Served on the HTTP port beside
 * /slack/events, in OAuth and single-workspace HTTP mode alike (Socket Mode opens no port).
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Locale, localeFromAcceptLanguage, translator } from "../../../i18n/index.js";
import type { Logger } from "../../../logger.js";
import { APP_NAME } from "../oauth/oauth.js";
import { type AboutLinks, PRIVACY_PATH, supportHtml } from "./about.js";
import { htmlText, page, sendHtml } from "./html.js";

/** The policy's text per language, beside the sources in src/ and dist/ alike (both two levels down). */
const POLICY_FILES: Readonly<Record<Locale, URL>> = {
  en: new URL("../../../../docs/privacy.md", import.meta.url),
  "zh-CN": new URL("../../../../docs/privacy.zh-CN.md", import.meta.url),
};

/** `code`, **bold** and *emphasis* of one line of Markdown, the text escaped first. */
function inline(text: string): string {
  return htmlText(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*\s][^*]*)\*/g, "<em>$1</em>");
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * The Markdown the privacy documents use, as HTML: headings, paragraphs, tables, numbered and bulleted
 * lists, and the inline marks of `inline`. Everything else reads as text; nothing of the source is
 * taken as HTML.
 */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  const blocks = markdown.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    const [first] = lines;
    if (first === undefined) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      const level = heading[1]?.length ?? 1;
      out.push(`<h${level}>${inline(heading[2] ?? "")}</h${level}>`);
    } else if (lines.every((line) => line.trim().startsWith("|"))) {
      const [head = "", , ...rows] = lines;
      const th = cells(head).map((c) => `<th>${inline(c)}</th>`);
      const trs = rows.map(
        (row) =>
          `<tr>${cells(row)
            .map((c) => `<td>${inline(c)}</td>`)
            .join("")}</tr>`,
      );
      out.push(`<table><thead><tr>${th.join("")}</tr></thead><tbody>${trs.join("")}</tbody></table>`);
    } else if (/^(\d+\.|-)\s/.test(first)) {
      const ordered = /^\d+\./.test(first);
      // An item runs on over its indented lines.
      const items: string[] = [];
      for (const line of lines) {
        const item = /^(?:\d+\.|-)\s+(.*)$/.exec(line);
        if (item) items.push(item[1] ?? "");
        else items[items.length - 1] = `${items.at(-1) ?? ""} ${line.trim()}`;
      }
      const tag = ordered ? "ol" : "ul";
      out.push(`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`);
    } else {
      out.push(`<p>${inline(lines.map((line) => line.trim()).join(" "))}</p>`);
    }
  }
  return out.join("\n");
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The /privacy route as the HTTP receiver's custom routes take it. */
export function privacyRoutes(
  about: AboutLinks,
  logger: Logger,
): Array<{ path: string; method: string[]; handler: Handler }> {
  const rendered = new Map<Locale, string>();
  const handler: Handler = (req, res) => {
    if (about.privacyPolicyUrl !== undefined) {
      res.writeHead(302, { location: about.privacyPolicyUrl, "cache-control": "no-store" });
      res.end();
      return;
    }
    const locale = localeFromAcceptLanguage(req.headers["accept-language"]);
    const t = translator(locale);
    try {
      let body = rendered.get(locale);
      if (body === undefined) {
        body = markdownToHtml(readFileSync(POLICY_FILES[locale], "utf8"));
        rendered.set(locale, body);
      }
      const title = t("about.privacyTitle", { app: APP_NAME });
      sendHtml(res, 200, locale, page(locale, title, `${body}\n<footer>${supportHtml(about, t)}</footer>`));
    } catch (err) {
      logger.error({ err, locale }, "privacy page: the policy could not be read");
      const title = t("about.privacyUnavailable");
      sendHtml(res, 503, locale, page(locale, title, `<p>${htmlText(title)}</p>`));
    }
  };
  return [{ path: PRIVACY_PATH, method: ["GET"], handler }];
}
