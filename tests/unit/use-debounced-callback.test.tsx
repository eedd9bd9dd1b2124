import { act, renderHook } from "@testing-library/react";
import { useDebouncedCallback } from "@/components/shared/use-debounced-callback";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useDebouncedCallback", () => {
  it("calls once, with the last arguments, when the calls pause for the delay", () => {
    const calls: string[] = [];
    const { result } = renderHook(() => useDebouncedCallback((value: string) => calls.push(value), 300));
    act(() => {
      result.current("c");
      jest.advanceTimersByTime(200);
      result.current("ca");
      jest.advanceTimersByTime(299);
    });
    expect(calls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(calls).toEqual(["ca"]);
    act(() => jest.advanceTimersByTime(1000));
    expect(calls).toEqual(["ca"]);
  });

  it("flush makes the waiting call at once, cancel and unmounting drop it", () => {
    const calls: string[] = [];
    const { result, unmount } = renderHook(() => useDebouncedCallback((value: string) => calls.push(value), 300));
    act(() => {
      result.current("now");
      result.current.flush();
    });
    expect(calls).toEqual(["now"]);
    act(() => result.current.flush());
    expect(calls).toEqual(["now"]);

    act(() => {
      result.current("dropped");
      result.current.cancel();
      jest.advanceTimersByTime(300);
    });
    expect(calls).toEqual(["now"]);

    act(() => result.current("left behind"));
    unmount();
    act(() => jest.advanceTimersByTime(300));
    expect(calls).toEqual(["now"]);
  });

  it("calls the latest callback it was given", () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ prefix }) => useDebouncedCallback((value: string) => calls.push(`${prefix}${value}`), 300), { initialProps: { prefix: "old:" } });
    act(() => result.current("x"));
    rerender({ prefix: "new:" });
    act(() => jest.advanceTimersByTime(300));
    expect(calls).toEqual(["new:x"]);
  });
});
