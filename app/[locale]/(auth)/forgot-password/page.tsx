import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { forgotPasswordFormWords } from "@/components/auth/auth-words";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "auth");
  return { title: t("forgot.title"), description: t("forgot.subtitle") };
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await pageTranslator(locale, "auth");
  return (
    <AuthCard
      locale={locale}
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("forgot.backToLogin")}
        </Link>
      }
    >
      <ForgotPasswordForm words={forgotPasswordFormWords(t)} />
    </AuthCard>
  );
}
