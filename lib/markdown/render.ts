import MarkdownIt, { type Token } from "markdown-it";

/**
 * Markdown that admins write (the FAQ and policy pages), rendered safely:
 * markdown-it with HTML off, so a <script> or any other tag shows as text;
 * links only to http(s) and mailto addresses (anything else stays text);
 * no images (they would load from anywhere). Headings get ids, so that
 * /privacy#cookies lands on "## Cookies".
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.disable(["image"]);
md.validateLink = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

export const headingId = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "section";

md.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const inline = tokens[index + 1];
  if (inline?.type === "inline") tokens[index].attrSet("id", headingId(inline.content));
  return self.renderToken(tokens, index, options);
};
md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const href = String(tokens[index].attrGet("href") ?? "");
  if (/^https?:/i.test(href)) tokens[index].attrSet("rel", "nofollow noopener noreferrer");
  return self.renderToken(tokens, index, options);
};

/** The Markdown as HTML: safe to insert as is. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/** The plain text of inline Markdown (a heading's words, for JSON-LD and ids). */
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? []).filter((child) => child.type === "text" || child.type === "code_inline" || child.type === "softbreak").map((child) => (child.type === "softbreak" ? " " : child.content)).join("").trim();
}

export type FaqEntry = { id: string; question: string; answerHtml: string; answerText: string };

/**
 * The FAQ as questions and answers: each `##` heading is a question, and
 * what follows it (up to the next `##`) its answer. Text before the first
 * question is the introduction.
 */
export function parseFaq(markdown: string): { introHtml: string; entries: FaqEntry[] } {
  const tokens = md.parse(markdown, {});
  const starts = tokens.flatMap((token, index) => (token.type === "heading_open" && token.tag === "h2" ? [index] : []));
  const render = (slice: Token[]) => md.renderer.render(slice, md.options, {});
  const introHtml = render(tokens.slice(0, starts[0] ?? tokens.length));
  const entries = starts.map((start, n) => {
    const end = starts[n + 1] ?? tokens.length;
    const answer = tokens.slice(start + 3, end);
    const question = plainText(tokens[start + 1]);
    const answerText = answer
      .filter((token) => token.type === "inline")
      .map((token) => plainText(token))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    return { id: headingId(question), question, answerHtml: render(answer), answerText };
  });
  return { introHtml, entries };
}
