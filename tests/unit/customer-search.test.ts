import { customerSearch } from "@/lib/validation/customer-search";

/** What Booking Management's search looks for in what was typed: words, a phone's national digits, a reference. */
describe("customerSearch", () => {
  it("collapses the spaces of a name", () => {
    expect(customerSearch("  Tanvir   Ahmed ")).toEqual({ words: "Tanvir Ahmed", phoneDigits: null, reference: null });
  });

  it.each([
    ["01711000101", "1711000101"],
    ["1711 000 101", "1711000101"],
    ["+880 1711-000101", "1711000101"],
    ["(+880) 1711 000 101", "1711000101"],
    ["8801711000101", "1711000101"],
    ["+1 415 555 0101", "4155550101"],
    ["0171", "171"],
  ])("reads %s as the phone digits %s", (term, digits) => {
    expect(customerSearch(term).phoneDigits).toBe(digits);
  });

  it("does not read short numbers or words as phones", () => {
    expect(customerSearch("017").phoneDigits).toBeNull();
    expect(customerSearch("Road 12345").phoneDigits).toBeNull();
  });

  it.each([
    ["SP-7K2Q9", "SP-7K2Q9"],
    ["sp 7k2q9", "SP-7K2Q9"],
    ["7k2q9", "SP-7K2Q9"],
    ["SP-7K2Q9X", "SP-7K2Q9X"],
  ])("reads %s as the reference %s", (term, reference) => {
    expect(customerSearch(term).reference).toBe(reference);
  });

  it("reads no reference where its alphabet could not have made one", () => {
    expect(customerSearch("SP-7K2O9").reference).toBeNull();
    expect(customerSearch("Rafiq").reference).toBeNull();
    expect(customerSearch("SP-7K").reference).toBeNull();
  });
});
