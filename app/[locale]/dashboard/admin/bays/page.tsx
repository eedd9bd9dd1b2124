import type { Metadata } from "next";
import { BayForm } from "@/components/admin/bay-form";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Badge } from "@/components/ui/badge";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { listBays } from "@/lib/server/bays/manage-bays";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { bayWordsIn, sectionIn } from "@/lib/server/i18n/sections";
import { listServiceNames } from "@/lib/server/services/manage-services";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [baysText, words] = await Promise.all([sectionIn(locale, "bays"), bayWordsIn(locale)]);
  return { title: baysText.title(words) };
}

/** The shop's bays (admins): each one's name, whether it takes bookings and which services it can do; and a new one. In the admin's language. */
export default async function BaysPage({ params }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [bays, services, words, baysText] = await Promise.all([listBays(admin), listServiceNames(admin), bayWordsIn(locale), sectionIn(locale, "bays")]);
  return (
    <section aria-labelledby="bays-heading" className="grid max-w-4xl gap-6">
      <PageHeading id="bays-heading" title={baysText.title(words)} subtitle={baysText.subtitle(words)} />
      {bays.length === 0 ? <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{baysText.empty(words)}</p> : null}
      <ul aria-label={baysText.listLabel(words)} className="grid gap-4 @3xl:grid-cols-2">
        {bays.map((bay) => (
          <li key={bay._id} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5" data-testid="bay">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{bay.name}</h2>
              <div className="flex gap-2">
                <Badge variant={bay.active ? "default" : "secondary"}>{bay.active ? baysText.activeBadge : baysText.inactiveBadge}</Badge>
                <Badge variant="outline">{bay.allServices ? baysText.allServices : baysText.someServices(bay.services.length)}</Badge>
              </div>
            </div>
            <BayForm bay={bay} services={services} />
          </li>
        ))}
      </ul>
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{baysText.add(words)}</h2>
        <BayForm services={services} />
      </div>
    </section>
  );
}
