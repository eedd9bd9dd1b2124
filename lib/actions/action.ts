import "server-only";
import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import type { User } from "@/lib/generated/prisma/client";
import { messages } from "@/lib/messages";
import { AppError, unauthenticated, type ErrorKind } from "@/lib/errors";
import { textIn } from "@/lib/i18n/sections";
import { currentUser } from "@/lib/server/auth/current-user";
import { sectionWords } from "@/lib/server/i18n/sections";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { unavailableIfDisconnected } from "@/lib/server/database/prisma-errors";
import { noticePreparedStatementFailure } from "@/lib/server/database/prepared-statements";
import { signInUrl } from "@/lib/urls/sign-in-redirect";
import { parseInput } from "@/lib/validation/common";
import { logActionFailure } from "./failures";

/**
 * The web door's one wrapper (as apiRoute() is the REST door's): every server
 * action reads its form or arguments, resolves who is calling, sends the
 * signed-out to sign in and back, runs its work, and answers one shape.
 * docs/forms.md describes the pattern.
 */

export type FormValues = Record<string, string>;

/**
 * What an action answers: nothing yet (a form's first state), done (with the
 * work's data; for a form that stays on its page, what it says), or failed
 * with a message for the form, the first message of each field and the
 * error's kind. Either way a form post gets back what was typed, so that a
 * page rendered by the server after a plain HTML post shows the form filled
 * in again; passwords, tokens and files never come back.
 */
export type ActionState<T = unknown> =
  | { status: "idle" }
  | { status: "done"; data?: T; message?: string; detail?: string; values: FormValues }
  | { status: "failed"; message: string; fieldErrors: Record<string, string>; kind?: ErrorKind; values: FormValues };

/** What an action's work answers when it does not lead elsewhere: its data, and what the form says and shows again. */
export type Done<T> = { data?: T; message?: string; detail?: string; values?: FormValues };

/**
 * What a failure says in the form's own words, for a form in the visitor's language (the `words`
 * option): invalid input's message (the fields say what), and the message of a failure that is not the
 * visitor's. Without it, English (lib/messages).
 */
export type FailureWords = { checkFields: string; internal: string };

/** Fields whose values a form never shows again. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword", "token"]);

/** The named text fields of a submitted form, '' where missing; files and unlisted fields are left out. */
export function readForm<const F extends string>(data: unknown, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = data instanceof FormData ? data.get(field) : undefined;
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the form may show again: everything typed but its secrets. */
function shownAgain(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELDS.has(field)));
}

type Context<F extends string, S extends boolean, I> = {
  /** The signed-in person (resolved once per call); with `signedIn: true`, never null. */
  actor: S extends true ? User : User | null;
  /** The form's text fields (`fields`), '' where missing. */
  values: Record<F, string>;
  /** The values parsed by `schema`, else the values themselves. */
  input: I;
  /** The posted form, for its files and repeated fields; undefined when the call sent none. */
  form: FormData | undefined;
};

export type ActionOptions<F extends string, S extends boolean, I> = {
  /** true: the work needs someone signed in (a signed-out caller goes to sign in, or fails as unauthenticated). */
  signedIn: S;
  /** The text fields read from the posted form, or how to read them. */
  fields?: readonly F[] | ((form: FormData | undefined) => Record<F, string>);
  /**
   * The zod schema the form shares: the values are parsed before the work runs. Or a function that
   * gives it for each call: a schema whose messages are in the visitor's language.
   */
  schema?: z.ZodType<I> | (() => Promise<z.ZodType<I>>);
  /** What a failure says (FailureWords), in the visitor's language; default English. */
  words?: () => Promise<FailureWords>;
  /**
   * Where a signed-out caller comes back to after signing in (for the bound
   * arguments: the record the form is about). Without it, the call fails as
   * `unauthenticated`, for a client that says so itself.
   */
  returnTo?: string | ((values: Record<F, string>, args: readonly unknown[]) => string);
};

/** The state a form's post through useActionState sends before its FormData. */
const isState = (value: unknown): boolean => typeof value === "object" && value !== null && "status" in value;

/**
 * Wraps an action's work. `run` gets the context and the call's own
 * arguments (typed `unknown` unless only handed on: a client sent them), and
 * answers `Done`, or leads elsewhere with `redirect()`. An AppError becomes the
 * failure (invalid input says "check the fields" and shows each field's
 * message). Anything else is a real failure: logged with the action's name and
 * the request's id (failures.ts) and rethrown; only a form posted through
 * useActionState gets it as a failure instead, so that it never loses what was
 * typed to an error page. Next.js's own redirect() and notFound() pass through.
 */
export function action<A extends unknown[], T, const F extends string = never, S extends boolean = boolean, I = Record<F, string>>(
  options: ActionOptions<F, S, I>,
  run: (context: Context<F, S, I>, ...args: A) => Promise<Done<T>>,
): (...args: A) => Promise<ActionState<T>> {
  return async (...args: A): Promise<ActionState<T>> => {
    const last = args.at(-1);
    const form = last instanceof FormData ? last : undefined;
    const { fields = [] } = options;
    const values = typeof fields === "function" ? fields(form) : readForm(form, fields);
    try {
      const actor = await currentUser();
      // Signed out: to sign in and back (below), as when the work finds the session gone.
      if (options.signedIn && !actor) throw unauthenticated(messages.auth.signInRequired);
      const schema = typeof options.schema === "function" ? await options.schema() : options.schema;
      const input = (schema ? parseInput(schema, values) : values) as I;
      const done = await run({ actor: actor as Context<F, S, I>["actor"], values, input, form }, ...args);
      return inVisitorWords({ status: "done", data: done.data, message: done.message, detail: done.detail, values: shownAgain(done.values ?? values) });
    } catch (thrown) {
      unstable_rethrow(thrown);
      const error = unavailableIfDisconnected(thrown);
      // The form's own words, when it has them (and they can be had: the failure may be the database's).
      const words = options.words ? await options.words().catch(() => undefined) : undefined;
      if (!(error instanceof AppError)) {
        await logActionFailure(error);
        noticePreparedStatementFailure(error);
        if (!isState(args.at(-2))) throw error;
        return inVisitorWords({ status: "failed", message: words?.internal ?? messages.api.internal, fieldErrors: {}, kind: "upstream-failed", values: shownAgain(values) });
      }
      const { returnTo } = options;
      if (error.kind === "unauthenticated" && returnTo !== undefined) redirect(signInUrl(typeof returnTo === "function" ? returnTo(values, args) : returnTo));
      return inVisitorWords(failed(error, values, words?.checkFields));
    }
  };
}

/** An AppError as the form shows it: the first message of each field; invalid input in the form's words (the fields say what). */
function failed(error: AppError, values: FormValues, checkFields: string = messages.forms.checkFields): ActionState<never> {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of error.fields ?? []) fieldErrors[field] ??= message;
  const message = error.kind === "invalid" && error.fields?.length ? checkFields : error.message;
  return { status: "failed", message, fieldErrors, kind: error.kind, values: shownAgain(values) };
}

/**
 * An answer in the visitor's language: a message the work said in English (a section's fixed message: a
 * refusal, a field's message, "Bay saved") as that language's translation of its section says it
 * (lib/i18n/sections.ts). Messages already in the visitor's words, and English for an English reader,
 * pass as they are; so does everything when the language cannot be read (the database may be down).
 */
async function inVisitorWords<T>(state: ActionState<T>): Promise<ActionState<T>> {
  const words = await visitorLocale()
    .then(sectionWords)
    .catch(() => null);
  if (!words) return state;
  const say = (text: string) => textIn(text, words);
  if (state.status === "done") return { ...state, message: state.message && say(state.message), detail: state.detail && say(state.detail) };
  if (state.status === "failed") return { ...state, message: say(state.message), fieldErrors: Object.fromEntries(Object.entries(state.fieldErrors).map(([field, text]) => [field, say(text)])) };
  return state;
}
