import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { messages } from "@/lib/messages";
import { redirectFromQuery, signInUrl } from "@/lib/urls/sign-in-redirect";

export const metadata: Metadata = { title: "Register", description: messages.auth.registerSubtitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const redirectTo = redirectFromQuery(await searchParams);
  return (
    <AuthCard
      title={messages.auth.registerTitle}
      subtitle={messages.auth.registerSubtitle}
      footer={
        <span>
          {messages.auth.haveAccount}{" "}
          <Link href={signInUrl(redirectTo)} className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.login}
          </Link>
        </span>
      }
    >
      <RegisterForm redirectTo={redirectTo} />
      <PrivacyNote />
    </AuthCard>
  );
}
