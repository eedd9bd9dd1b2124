import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { messages } from "@/lib/messages";
import { redirectFromQuery, signInUrl } from "@/lib/urls/sign-in-redirect";

export const metadata: Metadata = { title: messages.auth.loginTitle, description: messages.auth.loginSubtitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const redirectTo = redirectFromQuery(await searchParams);
  return (
    <AuthCard
      title={messages.auth.loginTitle}
      subtitle={messages.auth.loginSubtitle}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {messages.auth.noAccount}{" "}
            <Link href={signInUrl(redirectTo, "/register")} className="font-medium text-primary underline-offset-4 hover:underline">
              {messages.auth.createAccount}
            </Link>
          </span>
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.forgotPassword}
          </Link>
        </div>
      }
    >
      <LoginForm redirectTo={redirectTo} />
      <PrivacyNote />
    </AuthCard>
  );
}
