import type { Metadata } from "next";
import Link from "next/link";
import { format } from "date-fns";
import { Avatar } from "@/components/dashboard/avatar";
import { ContactForm } from "@/components/dashboard/contact-form";
import { PasswordForm } from "@/components/dashboard/password-form";
import { PhoneTexts } from "@/components/dashboard/phone-texts";
import { PageHeading } from "@/components/dashboard/page-heading";
import { FormMessage } from "@/components/forms/form-message";
import { SignOutEverywhere } from "@/components/dashboard/sign-out-everywhere";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { smsProvider } from "@/lib/server/sms/providers";
import { reminderChannelsSchema } from "@/lib/validation/sms";

export const metadata: Metadata = { title: messages.dashboard.profile };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser("user");
  const passwordChanged = (await searchParams).done === "password-changed";
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <section aria-labelledby="profile-heading" className="grid gap-6">
      <PageHeading id="profile-heading" title={messages.dashboard.profile} />
      <FormMessage tone="success" title={passwordChanged ? messages.dashboard.passwordChanged : undefined} detail={messages.dashboard.passwordChangedDetail} />
      <div className="flex flex-col items-start gap-6 rounded-xl border p-6 sm:flex-row sm:items-center">
        {/* Not prefetched, like the sidebar's links: prefetched just after a sign-out, it would set where the next sign-in lands. */}
        <Link href="/dashboard/user/update-info" prefetch={false} aria-label={messages.dashboard.accountSetting} className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <Avatar src={user.image} name={name} size={112} />
        </Link>
        <div className="grid gap-1">
          <p className="text-xl font-semibold">{name}</p>
          <p className="text-muted-foreground">{user.email}</p>
          <p className="text-sm text-muted-foreground">{messages.dashboard.userSince(format(user.createdAt, "MMM dd yyyy"))}</p>
        </div>
      </div>
      <ContactForm phone={user.phone} address={user.address} />
      <PhoneTexts phone={user.phone} verified={user.phoneVerifiedAt !== null} channels={reminderChannelsSchema.catch("email").parse(user.reminderChannels)} textsOffered={smsProvider() !== null} />
      <PasswordForm />
      <SignOutEverywhere />
    </section>
  );
}
