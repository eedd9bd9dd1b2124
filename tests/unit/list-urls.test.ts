import { catalogueHref, pageCountOf, pageWindow } from "@/lib/urls/lists";
import { currentLinkOf } from "@/lib/urls/current-link";

describe("catalogue URLs", () => {
  it("leave out defaults so that each search has one address", () => {
    expect(catalogueHref({})).toBe("/services");
    expect(catalogueHref({ sort: "-createdAt", page: 1, searchTerm: "  " })).toBe("/services");
    expect(catalogueHref({ searchTerm: " oil change ", min: 10, max: 60, sort: "-price", page: 2 })).toBe(
      "/services?searchTerm=oil+change&min=10&max=60&sort=-price&page=2",
    );
  });

  it("count pages as total over size, rounded up, at least one", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });

  it("show every page number when there are few, and the ends and neighbours when many", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});

describe("the current sidebar link", () => {
  const links = ["/dashboard/user", "/dashboard/user/update-info", "/dashboard/user/my-bookings"];
  it("is the page's own link, or the deepest one it lies under", () => {
    expect(currentLinkOf("/dashboard/user", links)).toBe("/dashboard/user");
    expect(currentLinkOf("/dashboard/user/my-bookings", links)).toBe("/dashboard/user/my-bookings");
    expect(currentLinkOf("/dashboard/user/my-bookings/6f1c1a52-2f3c-4a5e-9a57-0a4b3e1f5d10/cancel", links)).toBe("/dashboard/user/my-bookings");
    expect(currentLinkOf("/dashboard/user/my-bookings-archive", links)).toBe("/dashboard/user");
    expect(currentLinkOf("/services", links)).toBeUndefined();
  });
});
