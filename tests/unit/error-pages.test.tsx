import { fireEvent, render, screen } from "@testing-library/react";
import PageError from "@/app/[locale]/error";
import DashboardError from "@/app/[locale]/dashboard/error";
import { DATABASE_DOWN_DIGEST } from "@/lib/errors";

/**
 * What a failed page shows (its error boundary, given only the error's digest in production): that the
 * shop is briefly unavailable when the database could not be reached, else that something went wrong.
 */
const failed = (digest?: string) => Object.assign(new Error("An error occurred in the Server Components render."), { digest });

describe("a page's error boundary", () => {
  it("says the shop is briefly unavailable when the database could not be reached, and tries again on request", () => {
    const retry = jest.fn();
    render(<PageError error={failed(DATABASE_DOWN_DIGEST)} reset={jest.fn()} retry={retry} />);
    expect(screen.getByRole("heading", { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.getByText("The shop is briefly unavailable. Please try again in a minute.")).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says something went wrong for any other failure", () => {
    render(<PageError error={failed("1234567")} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByText(/briefly unavailable/)).not.toBeInTheDocument();
  });

  it("in the dashboard too, which otherwise keeps its own words", () => {
    const { unmount } = render(<DashboardError error={failed(DATABASE_DOWN_DIGEST)} reset={jest.fn()} />);
    expect(screen.getByText("The shop is briefly unavailable. Please try again in a minute.")).toBeInTheDocument();
    unmount();
    render(<DashboardError error={failed("42")} reset={jest.fn()} />);
    expect(screen.getByText("Something went wrong while loading this page")).toBeInTheDocument();
  });
});
