import { redirect } from "next/navigation";
import { USER_LIST_PATH } from "@/lib/user-list-url";

// The spec's admin index is Service Management, which arrives with the admin
// area; until then the Dashboard link opens the page that exists.
export default function AdminIndexPage() {
  redirect(USER_LIST_PATH);
}
