import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, PrivacyNote } from "@/components/auth/auth-card";
import { registerFormWords } from "@/components/auth/auth-words";
import { RegisterForm } from "@/components/auth/register-form";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { redirectFromQuery, signInUrl } from "@/lib/urls/sign-in-redirect";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const t = await pageTranslator(await pageLocale(params), "auth");
  return { title: t("register.metaTitle"), description: t("register.subtitle") };
}

export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([pageTranslator(locale, "auth"), searchParams]);
  const redirectTo = redirectFromQuery(query);
  return (
    <AuthCard
      locale={locale}
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <span>
          {t("register.haveAccount")}{" "}
          <Link href={signInUrl(redirectTo)} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("register.login")}
          </Link>
        </span>
      }
    >
      <RegisterForm redirectTo={redirectTo} words={registerFormWords(t)} />
      <PrivacyNote locale={locale} />
    </AuthCard>
  );
}
