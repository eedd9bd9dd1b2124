import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { messages } from "@/lib/messages";
import { isResetTokenUsable } from "@/lib/server/auth/password-reset";

// The token is in the URL: never send it on to another site.
export const metadata: Metadata = { title: messages.auth.resetTitle, referrer: "no-referrer", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const usable = typeof token === "string" && token.length <= 200 && (await isResetTokenUsable(token));
  return (
    <AuthCard title={messages.auth.resetTitle} subtitle={usable ? messages.auth.resetSubtitle : undefined}>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="grid gap-4">
          <p className="text-sm">{messages.auth.resetLinkInvalid}</p>
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.requestNewLink}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
