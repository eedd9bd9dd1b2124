import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { resetPasswordFormWords } from "@/components/auth/auth-words";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { isResetTokenUsable } from "@/lib/server/auth/password-reset";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

// The token is in the URL: never send it on to another site.
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "auth");
  return { title: t("reset.title"), referrer: "no-referrer", robots: { index: false } };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, { token }] = await Promise.all([pageTranslator(locale, "auth"), searchParams]);
  const usable = typeof token === "string" && token.length <= 200 && (await isResetTokenUsable(token));
  return (
    <AuthCard locale={locale} title={t("reset.title")} subtitle={usable ? t("reset.subtitle") : undefined}>
      {usable ? (
        <ResetPasswordForm token={token} words={resetPasswordFormWords(t)} />
      ) : (
        <div role="alert" className="grid gap-4">
          <p className="text-sm">{t("reset.linkInvalid")}</p>
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("reset.requestNewLink")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
