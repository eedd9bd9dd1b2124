import { render, screen, within } from "@testing-library/react";
import { RatingSummary } from "@/components/reviews/rating-summary";

describe("the rating summary", () => {
  it("shows 0.00 and empty bars when there are no reviews", () => {
    render(<RatingSummary summary={{ average: 0, count: 0, breakdown: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } }} />);
    expect(screen.getByTestId("average-rating")).toHaveTextContent("0.00");
    expect(screen.getByText("Based on 0 reviews")).toBeInTheDocument();
    for (const star of [1, 2, 3, 4, 5]) expect(within(screen.getByTestId(`breakdown-${star}`)).getByText("0")).toBeInTheDocument();
  });

  it("shows the average with two decimals and a count per star", () => {
    render(<RatingSummary summary={{ average: 4.5, count: 4, breakdown: { "1": 0, "2": 0, "3": 0, "4": 2, "5": 2 } }} />);
    expect(screen.getByTestId("average-rating")).toHaveTextContent("4.50");
    expect(screen.getByTestId("breakdown-5")).toHaveAccessibleName("5 stars: 2 reviews");
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
  });
});
