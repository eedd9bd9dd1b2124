import { render, screen } from "@testing-library/react";
import DashboardError from "@/app/[locale]/dashboard/error";
import { LocaleProvider } from "@/components/providers/locale-context";
import { DATABASE_DOWN_DIGEST } from "@/lib/error-digest";
import type { ClientWords } from "@/lib/i18n/client-words";
import bnSite from "@/lib/messages/bn/site.json";
import enSite from "@/lib/messages/en/site.json";

const failed = (digest?: string) => Object.assign(new Error("An error occurred in the Server Components render."), { digest });

describe("the dashboard's error boundary in the page's language", () => {
  it("says in Bangla that the page could not be loaded, and offers to try again", () => {
    render(
      <LocaleProvider value={{ locale: "bn", intlLocale: "bn-BD", words: { errors: bnSite.errors } as ClientWords }}>
        <DashboardError error={failed("42")} reset={jest.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText("পৃষ্ঠাটি লোড করতে গিয়ে একটি সমস্যা হয়েছে")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "আবার চেষ্টা করুন" })).toBeInTheDocument();
  });

  it("says in Bangla that the shop is briefly unavailable when the database could not be reached", () => {
    render(
      <LocaleProvider value={{ locale: "bn", intlLocale: "bn-BD", words: { errors: bnSite.errors } as ClientWords }}>
        <DashboardError error={failed(DATABASE_DOWN_DIGEST)} reset={jest.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { name: bnSite.errors.unavailableTitle })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "আবার চেষ্টা করুন" })).toBeInTheDocument();
  });

  it("is in English on its own, with no page around it", () => {
    render(<DashboardError error={failed("42")} reset={jest.fn()} />);
    expect(screen.getByText("Something went wrong while loading this page")).toBeInTheDocument();
  });

  it("keeps its English words in English", () => {
    render(
      <LocaleProvider value={{ locale: "en", intlLocale: "en-US", words: { errors: enSite.errors } as ClientWords }}>
        <DashboardError error={failed("42")} reset={jest.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText("Something went wrong while loading this page")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
