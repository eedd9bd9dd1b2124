import type { Metadata } from "next";
import { UpdateInfoForm } from "@/components/dashboard/update-info-form";
import { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: messages.dashboard.updateInfoTitle };

export default async function UpdateInfoPage() {
  const user = await requirePageUser("user");
  return (
    <section aria-labelledby="update-heading" className="grid gap-6">
      <div>
        <h1 id="update-heading" className="text-2xl font-semibold tracking-tight">
          {messages.dashboard.updateInfoTitle}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{messages.dashboard.updateInfoSubtitle}</p>
      </div>
      <UpdateInfoForm user={{ firstName: user.firstName, lastName: user.lastName, email: user.email, image: user.image }} />
    </section>
  );
}
