import "server-only";

/**
 * SMTP_URL as nodemailer's options, read with the WHATWG URL parser. Given the
 * URL as a string, nodemailer reads it with Node's legacy `url.parse()`, which
 * Node deprecates (DEP0169): a DeprecationWarning at the first email of every
 * process, which the logs carried at error level. The meaning is nodemailer's
 * own (`parseConnectionUrl`): `smtps:` is TLS from the start, the user and
 * password are percent-decoded, and each query parameter is an option (numbers
 * and true/false as such, `tls.x` under `tls`); what the URL says wins over
 * `defaults`.
 */
export function smtpOptions(smtpUrl: string, defaults: Record<string, unknown> = {}): Record<string, unknown> {
  const url = new URL(smtpUrl);
  const options: Record<string, unknown> = { ...defaults };
  if (url.protocol === "smtp:" || url.protocol === "smtps:") options.secure = url.protocol === "smtps:";
  // An IPv6 address is bracketed in a URL, not in a host name to connect to.
  if (url.hostname) options.host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (url.port) options.port = Number(url.port);
  if (url.username || url.password) options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  const tls: Record<string, unknown> = {};
  for (const [key, text] of url.searchParams) {
    const value = text === "true" ? true : text === "false" ? false : text.trim() !== "" && !Number.isNaN(Number(text)) ? Number(text) : text;
    if (key.startsWith("tls.")) tls[key.slice(4)] = value;
    else if (!key.includes(".")) options[key] = value;
  }
  if (Object.keys(tls).length > 0) options.tls = tls;
  return options;
}
