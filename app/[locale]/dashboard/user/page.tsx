import type { Metadata } from "next";
import Link from "next/link";
import { format } from "date-fns";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { Avatar } from "@/components/dashboard/avatar";
import { ContactForm } from "@/components/dashboard/contact-form";
import { LanguageForm } from "@/components/dashboard/language-form";
import { PasswordForm } from "@/components/dashboard/password-form";
import { PhoneTexts } from "@/components/dashboard/phone-texts";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { SignOutEverywhere } from "@/components/dashboard/sign-out-everywhere";
import { formatDisplayDate } from "@/lib/format/time";
import { isLocale } from "@/lib/i18n/locales";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { accountWords, plainWords, ruleWordsIn } from "@/lib/server/i18n/account-words";
import { pageLocale, pageTranslator } from "@/lib/server/i18n/page-locale";
import { smsProvider } from "@/lib/server/sms/providers";
import { CONTACT_RULES, PASSWORD_RULES } from "@/lib/validation/account";
import { reminderChannelsSchema } from "@/lib/validation/sms";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("nav.profile") };
}

/** The customer's profile: who they are, and their contact details, phone and texts, language, password and sessions. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const user = await requirePageUser("user");
  const done = (await searchParams).done;
  const [{ t, writing }, auth, contactRules, passwordRules] = await Promise.all([accountWords(locale), pageTranslator(locale, "auth"), ruleWordsIn(locale, CONTACT_RULES), ruleWordsIn(locale, PASSWORD_RULES)]);
  const name = `${user.firstName} ${user.lastName}`;
  const verified = user.phoneVerifiedAt !== null;
  // Spaced as the Contact details field shows it, not as it is stored.
  const shownPhone = parsePhoneNumberFromString(user.phone)?.formatInternational() ?? user.phone;
  return (
    <section aria-labelledby="profile-heading" className="grid gap-6">
      <PageHeading id="profile-heading" title={t("nav.profile")} />
      <FormMessage tone="success" title={done === "password-changed" ? t("profile.passwordChanged") : undefined} detail={t("profile.passwordChangedDetail")} />
      <div className="flex flex-col items-start gap-6 rounded-xl border p-6 sm:flex-row sm:items-center">
        {/* Not prefetched, like the sidebar's links: prefetched just after a sign-out, it would set where the next sign-in lands. */}
        <Link href="/dashboard/user/update-info" prefetch={false} aria-label={t("nav.accountSetting")} className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <Avatar src={user.image} name={name} size={112} />
        </Link>
        <div className="grid gap-1">
          <p className="text-xl font-semibold">{name}</p>
          <p className="text-muted-foreground">{user.email}</p>
          <p className="text-sm text-muted-foreground">{t("profile.userSince", { date: formatDisplayDate(format(user.createdAt, "yyyy-MM-dd"), writing) })}</p>
        </div>
      </div>
      <ContactForm
        phone={user.phone}
        address={user.address}
        words={{ title: t("contact.title"), subtitle: t("contact.subtitle"), phone: t("contact.phone"), address: t("contact.address"), save: t("contact.save"), failed: t("contact.failed"), rules: contactRules }}
      />
      <PhoneTexts
        phone={user.phone}
        verified={verified}
        channels={reminderChannelsSchema.catch("email").parse(user.reminderChannels)}
        textsOffered={smsProvider() !== null}
        words={{
          title: t("phone.title"),
          status: verified ? t("phone.verified", { phone: shownPhone }) : user.phone ? t("phone.notVerified", { phone: shownPhone }) : t("phone.noPhone"),
          sendCode: t("phone.sendCode"),
          codeLabel: t("phone.codeLabel"),
          verify: t("phone.verify"),
          save: t("phone.save"),
          channels: { legend: t("phone.channelsLegend"), labels: { email: t("phone.channels.email"), sms: t("phone.channels.sms"), both: t("phone.channels.both") } },
        }}
      />
      <LanguageForm chosen={isLocale(user.locale) ? user.locale : locale} words={{ ...plainWords(t, "language"), saved: done === "language" ? t("language.saved") : undefined }} />
      <PasswordForm
        words={{
          ...plainWords(t, "password"),
          rules: passwordRules,
          strength: { strength: auth("strength.label"), strengthLabels: [auth("strength.tooCommon"), auth("strength.weak"), auth("strength.fair"), auth("strength.good"), auth("strength.strong")] },
        }}
      />
      <SignOutEverywhere words={plainWords(t, "sessions")} />
    </section>
  );
}
