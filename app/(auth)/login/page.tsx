import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: messages.auth.loginTitle, description: messages.auth.loginSubtitle };

export default function LoginPage() {
  return (
    <AuthCard
      title={messages.auth.loginTitle}
      subtitle={messages.auth.loginSubtitle}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {messages.auth.noAccount}{" "}
            <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              {messages.auth.createAccount}
            </Link>
          </span>
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.forgotPassword}
          </Link>
        </div>
      }
    >
      <LoginForm />
      <PrivacyNote />
    </AuthCard>
  );
}
