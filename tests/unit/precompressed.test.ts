/**
 * @jest-environment node
 */
import { preferredEncoding } from "@/lib/http/precompressed.mjs";

describe("preferredEncoding", () => {
  const both = ["br", "gzip"];

  it("prefers Brotli when the browser takes both alike", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredEncoding("br;q=1.0, gzip;q=1.0", both)).toBe("br");
    expect(preferredEncoding("*", both)).toBe("br");
  });

  it("follows the browser's weights", () => {
    expect(preferredEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.2, br;q=0.8", both)).toBe("br");
    expect(preferredEncoding("br;q=0, *", both)).toBe("gzip");
    expect(preferredEncoding("GZIP", both)).toBe("gzip");
  });

  it("sends no copy when the browser takes none of those there are", () => {
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding("", both)).toBeNull();
    expect(preferredEncoding("identity", both)).toBeNull();
    expect(preferredEncoding("deflate, zstd", both)).toBeNull();
    expect(preferredEncoding("br;q=0, gzip;q=0", both)).toBeNull();
    expect(preferredEncoding("*;q=0", both)).toBeNull();
    expect(preferredEncoding("br", ["gzip"])).toBeNull();
    expect(preferredEncoding("br;q=abc, gzip", both)).toBe("gzip");
  });
});
