import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { loginFormWords } from "@/components/auth/auth-words";
import { LoginForm } from "@/components/auth/login-form";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { redirectFromQuery, signInUrl } from "@/lib/urls/sign-in-redirect";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "auth");
  return { title: t("login.title"), description: t("login.subtitle") };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([pageTranslator(locale, "auth"), searchParams]);
  const redirectTo = redirectFromQuery(query);
  return (
    <AuthCard
      locale={locale}
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {t("login.noAccount")}{" "}
            <Link href={signInUrl(redirectTo, "/register")} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("login.createAccount")}
            </Link>
          </span>
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("login.forgotPassword")}
          </Link>
        </div>
      }
    >
      <LoginForm redirectTo={redirectTo} words={loginFormWords(t)} />
      <PrivacyNote locale={locale} />
    </AuthCard>
  );
}
