import type { Metadata } from "next";
import { UpdateInfoForm } from "@/components/dashboard/update-info-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: messages.dashboard.updateInfoTitle };

export default async function UpdateInfoPage() {
  const user = await requirePageUser("user");
  return (
    <section aria-labelledby="update-heading" className="grid gap-6">
      <PageHeading id="update-heading" title={messages.dashboard.updateInfoTitle} subtitle={messages.dashboard.updateInfoSubtitle} />
      <UpdateInfoForm user={{ firstName: user.firstName, lastName: user.lastName, email: user.email ?? "", image: user.image }} />
    </section>
  );
}
