/** The app's own web pages (install, OAuth result, privacy): one frame, every value HTML-escaped. */
import type { ServerResponse } from "node:http";
import type { Locale } from "../../../i18n/index.js";

/** Text (or a URL) safe inside HTML text and double-quoted attributes. */
export const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1d1c1d}
a.add{display:inline-block;background:#4a154b;color:#fff;padding:.7rem 1.2rem;border-radius:6px;text-decoration:none;font-weight:600}
footer{margin-top:3rem;font-size:.9rem;color:#616061}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ddd;padding:.3rem;vertical-align:top}</style>
</head><body>${body}</body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, locale: Locale, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "content-language": locale });
  res.end(html);
}
