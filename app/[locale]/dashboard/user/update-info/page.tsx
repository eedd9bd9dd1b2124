import type { Metadata } from "next";
import { UpdateInfoForm } from "@/components/dashboard/update-info-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { accountWords, ruleWordsIn } from "@/lib/server/i18n/account-words";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { PROFILE_RULES } from "@/lib/validation/account";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await accountWords(await pageLocale(params));
  return { title: t("updateInfo.title") };
}

export default async function UpdateInfoPage({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requirePageUser("user");
  const [{ t }, rules] = await Promise.all([accountWords(locale), ruleWordsIn(locale, PROFILE_RULES)]);
  const words = {
    avatar: t("updateInfo.avatar"),
    firstName: t("updateInfo.firstName"),
    lastName: t("updateInfo.lastName"),
    email: t("updateInfo.email"),
    submit: t("updateInfo.submit"),
    failed: t("updateInfo.failed"),
    nothingChanged: t("updateInfo.nothingChanged"),
    imageType: t("validation.imageType"),
    imageTooLarge: t("validation.imageTooLarge"),
    imageRead: t("validation.imageRead"),
    rules,
  };
  return (
    <section aria-labelledby="update-heading" className="grid gap-6">
      <PageHeading id="update-heading" title={t("updateInfo.title")} subtitle={t("updateInfo.subtitle")} />
      <UpdateInfoForm user={{ firstName: user.firstName, lastName: user.lastName, email: user.email ?? "", image: user.image }} words={words} />
    </section>
  );
}
