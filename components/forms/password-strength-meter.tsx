"use client";

import { useEffect, useState } from "react";
import { validationMessages } from "@/lib/messages/validation";
import { cn } from "@/lib/utils";

/** The meter's words: the word before the estimate, and the estimate's five levels (weakest first). */
export type StrengthWords = { strength: string; strengthLabels: readonly string[] };

const COLOURS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"];

/**
 * How hard the password being typed is to guess, as a four-part bar and a
 * word, announced politely. The estimate (and its dictionaries of common and
 * leaked passwords) loads with the first character typed, not with the page;
 * the server applies the same estimate when the form is sent. `words`: in the page's language (default English).
 */
export function PasswordStrengthMeter({ password, id, words = validationMessages }: { password: string; id: string; words?: StrengthWords }) {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      import("@/lib/format/password-strength")
        .then(({ passwordStrength }) => passwordStrength(password))
        .then((result) => current && setScore(result.score))
        .catch(() => current && setScore(null));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  const shown = password ? score : null;
  return (
    <div id={id} className="grid gap-1" data-testid="password-strength">
      <div className="grid h-1.5 grid-cols-4 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((part) => (
          <span key={part} className={cn("rounded-full", shown !== null && part <= Math.max(shown, 1) ? COLOURS[shown] : "bg-muted")} />
        ))}
      </div>
      <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {shown === null ? "" : `${words.strength}: ${words.strengthLabels[shown]}`}
      </p>
    </div>
  );
}
