import { redirect } from "next/navigation";

// The spec's admin index is Service Management, which arrives with the admin
// area; until then the Dashboard link opens the page that exists.
export default function AdminIndexPage() {
  redirect("/dashboard/admin/manage-user");
}
