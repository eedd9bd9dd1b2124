import { act, fireEvent, render, screen } from "@testing-library/react";
import { CatalogueFilters } from "@/components/catalogue/catalogue-filters";
import enCatalogue from "@/lib/messages/en/catalogue.json";
import type { CatalogueParams } from "@/lib/urls/lists";

/** The filters' words as the English page writes them out (none of them takes an argument). */
const words = { ...enCatalogue.filters, clearFilters: enCatalogue.clearFilters };

const navigate = jest.fn();
jest.mock("@/components/catalogue/catalogue-shell", () => ({ useCatalogueNavigation: () => ({ navigate }) }));
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));

beforeEach(() => {
  jest.useFakeTimers();
  navigate.mockReset();
});
afterEach(() => jest.useRealTimers());

/** Types one key into the search box, then lets the search's debounce run out. */
function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  act(() => jest.advanceTimersByTime(350));
}

describe("the catalogue's search box", () => {
  it("keeps what is typed when the results of an earlier search arrive late", () => {
    const { rerender } = render(<CatalogueFilters params={{}} words={words} />);
    const box = screen.getByLabelText("Search services");
    for (const value of ["e", "en", "eng", "engi"]) type(box, value);
    expect(navigate.mock.calls.map(([params]: [CatalogueParams]) => params.searchTerm)).toEqual(["e", "en", "eng", "engi"]);

    // The results of "eng" arrive after "engi" was asked for (a slow connection): the "i" stays.
    rerender(<CatalogueFilters params={{ searchTerm: "eng" }} words={words} />);
    expect(box).toHaveValue("engi");
    rerender(<CatalogueFilters params={{ searchTerm: "engi" }} words={words} />);
    expect(box).toHaveValue("engi");
  });

  it("follows the address when it changes under it (back, forward or a link)", () => {
    const { rerender } = render(<CatalogueFilters params={{ searchTerm: "wax" }} words={words} />);
    const box = screen.getByLabelText("Search services");
    expect(box).toHaveValue("wax");
    type(box, "waxi");
    rerender(<CatalogueFilters params={{ searchTerm: "waxi" }} words={words} />);
    // Back to the earlier search: the box shows it again.
    rerender(<CatalogueFilters params={{ searchTerm: "wax" }} words={words} />);
    expect(box).toHaveValue("wax");
    rerender(<CatalogueFilters params={{}} words={words} />);
    expect(box).toHaveValue("");
  });
});
