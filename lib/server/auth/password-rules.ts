import "server-only";
import { messages } from "@/lib/messages";
import { invalid } from "@/lib/errors";
import { MIN_PASSWORD_SCORE, passwordStrength } from "@/lib/format/password-strength";

/** A new password must not be one that is guessed first: common and leaked passwords, and near copies of them, are refused. */
export async function assertPasswordNotCommon(password: string): Promise<void> {
  const { score } = await passwordStrength(password);
  if (score < MIN_PASSWORD_SCORE) throw invalid(messages.validation.passwordTooCommon, [{ field: "password", message: messages.validation.passwordTooCommon }]);
}
