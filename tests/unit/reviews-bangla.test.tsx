import { render, screen, within } from "@testing-library/react";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { safeParseInput } from "@/lib/validation/common";
import { reviewInputSchemaIn } from "@/lib/validation/reviews";
import { translator } from "@/lib/i18n/translate";
import { reviewInputWords } from "@/lib/server/reviews/review-words";

const summary = { average: 4.5, count: 4, breakdown: { "1": 0, "2": 0, "3": 0, "4": 2, "5": 2 } } as const;

describe("the reviews in Bangla", () => {
  it("writes the rating summary in Bangla words and Bengali digits", () => {
    render(<RatingSummary summary={summary} writing={{ locale: "bn" }} />);
    expect(screen.getByTestId("average-rating")).toHaveTextContent("৪.৫০");
    expect(screen.getByText("৪টি রিভিউয়ের ভিত্তিতে")).toBeInTheDocument();
    expect(screen.getByTestId("breakdown-5")).toHaveAccessibleName("৫ তারা: ২টি রিভিউ");
    expect(within(screen.getByTestId("breakdown-4")).getByText("২")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "রেটিং: পাঁচের মধ্যে ৪.৫" })).toBeInTheDocument();
  });

  it("writes Latin digits when the shop chose them", () => {
    render(<RatingSummary summary={summary} writing={{ locale: "bn", latinDigits: true }} />);
    expect(screen.getByTestId("average-rating")).toHaveTextContent("4.50");
    expect(screen.getByTestId("breakdown-5")).toHaveAccessibleName("5 তারা: 2টি রিভিউ");
  });

  it("writes English as before in English", () => {
    render(<RatingSummary summary={{ average: 5, count: 1, breakdown: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 } }} writing={{ locale: "en" }} />);
    expect(screen.getByTestId("average-rating")).toHaveTextContent("5.00");
    expect(screen.getByText("Based on 1 review")).toBeInTheDocument();
    expect(screen.getByTestId("breakdown-5")).toHaveAccessibleName("5 stars: 1 review");
    expect(screen.getByTestId("breakdown-1")).toHaveAccessibleName("1 stars: 0 reviews");
  });

  it("checks a review with the form's words, in English exactly as the API's", () => {
    const bangla = reviewInputSchemaIn(reviewInputWords(translator("bn", "reviews")));
    expect(safeParseInput(bangla, { comment: "ছোট" }).error?.issues.map((issue) => issue.message)).toEqual(["এক থেকে পাঁচের মধ্যে কয়টি তারা দেবেন তা বেছে নিন", "রিভিউ অন্তত পনেরো অক্ষরের হতে হবে"]);
    const english = reviewInputSchemaIn(reviewInputWords(translator("en", "reviews")));
    expect(safeParseInput(english, { rating: 9, comment: "Too short" }).error?.issues.map((issue) => issue.message)).toEqual(["must be a whole number of stars from 1 to 5", "review should be atleast 15 character"]);
  });
});
