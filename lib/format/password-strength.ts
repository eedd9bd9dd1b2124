import { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * How hard a password is to guess: zxcvbn's score from 0 (one of the most
 * common passwords, or close to one) to 4, checked against the lists of
 * common and leaked passwords that ship with @zxcvbn-ts (no network call).
 * The same estimate refuses weak passwords on the server and shows strength
 * as a person types; its dictionaries (some megabytes) are loaded the first
 * time a password is checked, never with a page.
 */
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4 };

/** Scores below this are refused: the password is on, or next to, a list of common and leaked passwords. */
export const MIN_PASSWORD_SCORE = 2;

let factory: Promise<ZxcvbnFactory> | undefined;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([common, en]) => new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations }),
  );
  return factory;
}

export async function passwordStrength(password: string): Promise<PasswordStrength> {
  const result = (await estimator()).check(password.slice(0, 128));
  return { score: result.score };
}
