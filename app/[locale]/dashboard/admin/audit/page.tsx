import type { Metadata } from "next";
import { paginationWordsIn } from "@/components/shared/pagination-words";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageSizeSelect } from "@/components/forms/page-size-select";
import { PageHeading } from "@/components/dashboard/page-heading";
import { Pagination } from "@/components/shared/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatInstantIn } from "@/lib/format/time";
import type { messages } from "@/lib/messages";
import { requirePageUser } from "@/lib/server/auth/current-user";
import { pageLocale } from "@/lib/server/i18n/page-locale";
import { sectionIn } from "@/lib/server/i18n/sections";
import { listAuditLog, type AuditLogEntryDto } from "@/lib/server/audit-log/list-audit-log";
import { businessTimeZone, getSettings } from "@/lib/server/settings/business-settings";
import { listHref } from "@/lib/urls/lists";
import { AUDIT_PAGE_SIZES, auditLogQuerySchema } from "@/lib/validation/audit";
import { queryFromSearchParams, type SearchParams } from "@/lib/validation/query";

const PATH = "/dashboard/admin/audit";

type AuditText = (typeof messages)["audit"];
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await sectionIn(await pageLocale(params), "audit")).title };
}

const shown = (value: unknown, auditText: AuditText) => (value === null || value === undefined ? auditText.none : typeof value === "string" ? value : JSON.stringify(value));

function Changes({ changes, auditText }: { changes: AuditLogEntryDto["changes"]; auditText: AuditText }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-muted-foreground">{auditText.noChanges}</span>;
  return (
    <dl className="grid gap-1 text-xs">
      {fields.map(([field, { before, after }]) => (
        <div key={field} className="break-words">
          <dt className="inline font-medium">{field}: </dt>
          <dd className="inline">
            <span className="sr-only">{auditText.before} </span>
            <del className="text-muted-foreground">{shown(before, auditText)}</del> → <span className="sr-only">{auditText.after} </span>
            <ins className="no-underline">{shown(after, auditText)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The audit log: what admins changed, newest first, filtered by admin,
 * action, target and days (a plain GET form; every view has its address).
 * In the admin's language; what was recorded (actions, fields, values) as it was recorded.
 */
export default async function AuditLogPage({ params, searchParams }: Props) {
  const admin = await requirePageUser("admin");
  const locale = await pageLocale(params);
  const [auditText, { latinDigits }] = await Promise.all([sectionIn(locale, "audit"), getSettings()]);
  const asked = queryFromSearchParams(auditLogQuerySchema, await searchParams);
  const query = { ...asked, limit: (AUDIT_PAGE_SIZES as readonly number[]).includes(asked.limit) ? asked.limit : AUDIT_PAGE_SIZES[0] };
  const [{ entries, total }, zone] = await Promise.all([listAuditLog(admin, query), businessTimeZone()]);
  const pageCount = Math.ceil(total / query.limit);
  const { page: _page, ...filters } = query;

  return (
    <section aria-labelledby="audit-heading" className="grid gap-6">
      <PageHeading id="audit-heading" title={auditText.title} subtitle={auditText.subtitle} />
      {/* Keyed by the filters: its uncontrolled fields start again from them when a link (Clear, an actor, a target) changes the query. */}
      <form key={JSON.stringify(filters)} method="get" action={PATH} aria-label={auditText.filters} className="grid gap-4 rounded-xl border bg-card p-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="audit-actor">{auditText.actor}</Label>
          <Input id="audit-actor" name="actor" maxLength={200} placeholder={auditText.actorHint} defaultValue={query.actor ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-action">{auditText.action}</Label>
          <Input id="audit-action" name="action" maxLength={60} placeholder={auditText.actionHint} defaultValue={query.action ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-target">{auditText.target}</Label>
          <Input id="audit-target" name="target" maxLength={200} placeholder={auditText.targetHint} defaultValue={query.target ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-from">{auditText.from}</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={query.from ?? ""} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-to">{auditText.to}</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={query.to ?? ""} />
        </div>
        <PageSizeSelect id="audit-page-size" sizes={AUDIT_PAGE_SIZES} value={query.limit} />
        <div className="flex flex-wrap gap-2 @xl:col-span-2 @4xl:col-span-3">
          <button type="submit" className={buttonVariants()}>
            {auditText.apply}
          </button>
          <Link href={PATH} className={buttonVariants({ variant: "outline" })}>
            {auditText.clear}
          </Link>
        </div>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {auditText.found(total)}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{auditText.empty}</p>
      ) : (
        <Table aria-labelledby="audit-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{auditText.when}</TableHead>
              <TableHead>{auditText.actor}</TableHead>
              <TableHead>{auditText.action}</TableHead>
              <TableHead>{auditText.target}</TableHead>
              <TableHead>{auditText.changes}</TableHead>
              <TableHead>{auditText.address}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry._id} data-testid="audit-row" className="align-top">
                <TableCell label={auditText.when} className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatInstantIn(entry.at, zone, { locale, latinDigits })}</time>
                </TableCell>
                <TableCell label={auditText.actor} wide className="break-all">
                  <Link href={listHref(PATH, { actor: entry.actor._id })} className="underline-offset-4 hover:underline">
                    {entry.actor.email}
                  </Link>
                </TableCell>
                <TableCell label={auditText.action} className="whitespace-nowrap font-mono text-xs">{entry.action}</TableCell>
                <TableCell label={auditText.target} className="font-mono text-xs">
                  <Link href={listHref(PATH, { target: entry.target._id })} className="underline-offset-4 hover:underline">
                    {entry.target.type} {entry.target._id.slice(0, 8)}
                  </Link>
                </TableCell>
                <TableCell label={auditText.changes} wide className="max-w-md min-w-64 @max-3xl:max-w-none @max-3xl:min-w-0">
                  <Changes changes={entry.changes} auditText={auditText} />
                </TableCell>
                <TableCell label={auditText.address} className="font-mono text-xs">{entry.clientAddress}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => listHref(PATH, { ...filters, page }, { limit: AUDIT_PAGE_SIZES[0] })} words={await paginationWordsIn(locale)} />
    </section>
  );
}
