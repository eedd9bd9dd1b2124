import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { api, BASE_URL, bearer, json, login, newClientAddress, pool, registerCustomer, removeCreatedUsers } from "./support";

/**
 * `npm run admin`: the first admin of a real shop, made on the suite's
 * database as an operator would on theirs. `create` makes an account with no
 * usable password and prints a single-use link (at APP_URL) that sets one;
 * `promote` makes an existing account an admin; both refuse, with exit code 1
 * and the reason, when the account is already an admin.
 */
jest.setTimeout(120_000);

type Run = { code: number; stdout: string; stderr: string };

async function admin(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const environment = { ...process.env, APP_URL: BASE_URL, ...env } as NodeJS.ProcessEnv;
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name];
  return promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join("scripts", "admin.ts"), ...args], { cwd: process.cwd(), env: environment }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

const accountOf = async (email: string) => (await pool.query(`SELECT id, role, "firstName", "lastName" FROM "User" WHERE email = $1`, [email])).rows[0];
const created: string[] = [];

afterAll(async () => {
  await pool.query(`DELETE FROM "User" WHERE email = ANY($1::text[])`, [created]);
  await removeCreatedUsers();
  await pool.end();
});

describe("npm run admin -- create <email>", () => {
  it("makes an admin without a password and prints a link that sets one, once; a second create refuses", async () => {
    const email = `owner.${randomUUID().slice(0, 8)}@example.test`;
    created.push(email);
    const run = await admin(["create", email.toUpperCase(), "--first-name", "Rana", "--last-name", "Karim"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(await accountOf(email)).toMatchObject({ role: "admin", firstName: "Rana", lastName: "Karim" });
    const link = run.stdout.match(/(\S+\/reset-password\?token=\S+)/)?.[1] ?? "";
    expect(link.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);
    expect(run.stdout).toContain("within 24 hours");

    // The page behind the link offers the form; the token sets the password, once.
    expect((await fetch(link)).status).toBe(200);
    const token = new URL(link).searchParams.get("token");
    const password = `Polish&Shine-${randomUUID().slice(0, 6)}`;
    const reset = (secret: string) => api("/api/auth/reset-password", { method: "PUT", ...json({ token, password: secret }, { "x-forwarded-for": newClientAddress() }) });
    expect((await reset(password)).status).toBe(200);
    expect((await reset(`${password}-again`)).status).toBe(400);
    const signedIn = await login(email, password);
    expect(signedIn.user.role).toBe("admin");
    expect((await api("/api/user/all", { headers: bearer(signedIn.accessToken) })).status).toBe(200);

    const again = await admin(["create", email]);
    expect(again).toMatchObject({ code: 1, stdout: "" });
    expect(again.stderr.trim()).toBe(`${email} is already an admin: nothing changed.`);
    // Nothing changed: the password set above still signs in.
    expect((await login(email, password)).user.role).toBe("admin");
  });

  it("refuses an email a customer already has (pointing to promote), and runs only with APP_URL for the link", async () => {
    const customer = await registerCustomer();
    const taken = await admin(["create", customer.email]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`npm run admin -- promote ${customer.email}`);
    expect((await accountOf(customer.email)).role).toBe("user");

    const email = `owner.${randomUUID().slice(0, 8)}@example.test`;
    const noAddress = await admin(["create", email], { APP_URL: undefined });
    expect(noAddress.code).toBe(1);
    expect(noAddress.stderr).toContain("APP_URL is not set");
    expect(await accountOf(email)).toBeUndefined();
  });
});

describe("npm run admin -- promote <email>", () => {
  it("makes a customer an admin, who keeps their password; a second promote refuses, as does an unknown email", async () => {
    const customer = await registerCustomer();
    const run = await admin(["promote", customer.email]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout.trim()).toBe(`${customer.email} is now an admin. It signs in with its own password.`);
    expect((await login(customer.email, customer.password)).user.role).toBe("admin");

    const again = await admin(["promote", customer.email]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`${customer.email} is already an admin: nothing changed.`);

    const unknown = await admin(["promote", `nobody.${randomUUID().slice(0, 8)}@example.test`]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account has the email");
  });
});
