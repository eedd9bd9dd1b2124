/**
 * The built-in test checkout (ALLOW_TEST_CHECKOUT=true), paid from a script:
 * the API tests and the benchmark confirm bookings through it, as a customer
 * would, with no card and no Stripe.
 */
const unescapeHtml = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * Pays on the built-in test checkout the way a browser without JavaScript
 * does: its page's first form (Pay) posted with its hidden fields, which run
 * the same server action as the button.
 */
export async function payOnTestCheckout(paymentUrl: string): Promise<void> {
  const html = await (await fetch(paymentUrl)).text();
  const form = html.match(/<form\b[^>]*>([\s\S]*?)<\/form>/)?.[1];
  if (!form) throw new Error(`No payment form at ${paymentUrl}`);
  const body = new FormData();
  for (const [, attributes] of form.matchAll(/<input\b([^>]*)>/g)) {
    const name = attributes.match(/\bname="([^"]*)"/)?.[1];
    if (name && /\btype="hidden"/.test(attributes)) body.append(unescapeHtml(name), unescapeHtml(attributes.match(/\bvalue="([^"]*)"/)?.[1] ?? ""));
  }
  const answer = await fetch(paymentUrl, { method: "POST", body, redirect: "manual", headers: { origin: new URL(paymentUrl).origin } });
  const location = answer.headers.get("location") ?? "";
  if (answer.status !== 303 || !location.includes("/booking/success")) throw new Error(`Paying at ${paymentUrl} answered ${answer.status} ${location}`);
}


/**
 * A customer (their access token) books a slot on the server at `baseUrl` and pays on its test
 * checkout; returns the booking's id. `headers` go with the booking request (a client address, say).
 */
export async function bookAndPayAt(baseUrl: string, token: string, service: string, slot: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ service, slot }),
  });
  const body = (await response.json()) as { data: { _id: string; payment_url: string } };
  if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${JSON.stringify(body)}`);
  await payOnTestCheckout(body.data.payment_url);
  return body.data._id;
}
