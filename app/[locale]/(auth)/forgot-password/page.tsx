import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { messages } from "@/lib/messages";

export const metadata: Metadata = { title: messages.auth.forgotTitle, description: messages.auth.forgotSubtitle };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title={messages.auth.forgotTitle}
      subtitle={messages.auth.forgotSubtitle}
      footer={
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {messages.auth.backToLogin}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
