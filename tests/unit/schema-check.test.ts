import { schemaCheck } from "@/lib/forms/schema-check";
import { reviewInputSchema } from "@/lib/validation/reviews";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a form's check in the browser with the server's schema", () => {
  const check = schemaCheck(
    async () => reviewInputSchema,
    (data) => ({ rating: data.get("rating") ? Number(data.get("rating")) : undefined, comment: data.get("comment") ?? "" }),
  );

  it("gives each field the schema's first message", async () => {
    expect(await check(form({ comment: "Too short" }))).toEqual({
      rating: "Choose a rating from 1 to 5 stars",
      comment: "review should be atleast 15 character",
    });
    expect(await check(form({ rating: "9", comment: "A really good wash, thank you." }))).toEqual({ rating: expect.stringMatching(/1 to 5/) });
  });

  it("gives nothing when the values pass", async () => {
    expect(await check(form({ rating: "4", comment: "A really good wash, thank you." }))).toEqual({});
  });
});
