import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: "Register", description: messages.auth.registerSubtitle };

export default function RegisterPage() {
  return (
    <AuthCard
      title={messages.auth.registerTitle}
      subtitle={messages.auth.registerSubtitle}
      footer={
        <span>
          {messages.auth.haveAccount}{" "}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.login}
          </Link>
        </span>
      }
    >
      <RegisterForm />
      <PrivacyNote />
    </AuthCard>
  );
}
