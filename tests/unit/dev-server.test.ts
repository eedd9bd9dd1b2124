import { developmentOrigins } from "@/lib/config/dev-origins";
import { devAddress } from "../../scripts/dev-address";

describe("npm run dev's address", () => {
  it("listens on loopback at port 3000 by default, and links there", () => {
    expect(devAddress([], {})).toEqual({
      args: ["--hostname", "127.0.0.1", "--port", "3000"],
      hostname: "127.0.0.1",
      port: 3000,
      appUrl: "http://localhost:3000",
      exposed: false,
    });
  });

  it.each([
    [["-p", "3999"]],
    [["--port", "3999"]],
    [["--port=3999"]],
  ])("links follow the port it is given: %p", (args) => {
    const address = devAddress(args, {});
    expect(address.appUrl).toBe("http://localhost:3999");
    expect(address.args).toEqual(["--hostname", "127.0.0.1", "--port", "3999"]);
  });

  it("takes PORT like Next.js does, and passes the port on explicitly so that Next.js never picks another", () => {
    expect(devAddress([], { PORT: "4100" })).toMatchObject({ port: 4100, appUrl: "http://localhost:4100", args: ["--hostname", "127.0.0.1", "--port", "4100"] });
  });

  it("opens to the network only when asked, and says so", () => {
    expect(devAddress(["-H", "0.0.0.0"], {})).toMatchObject({ hostname: "0.0.0.0", exposed: true, appUrl: "http://localhost:3000" });
    expect(devAddress(["--hostname", "192.168.1.20", "-p", "3001"], {})).toMatchObject({ exposed: true, appUrl: "http://192.168.1.20:3001" });
    expect(devAddress(["-H", "::1"], {})).toMatchObject({ exposed: false, appUrl: "http://localhost:3000" });
  });

  it("keeps a configured APP_URL and other flags", () => {
    const address = devAddress(["--turbopack", "-p", "3005"], { APP_URL: "https://spotless.test" });
    expect(address.appUrl).toBe("https://spotless.test");
    expect(address.args).toEqual(["--turbopack", "--hostname", "127.0.0.1", "--port", "3005"]);
  });

  it("refuses a port that is not one", () => {
    expect(() => devAddress(["-p", "http"], {})).toThrow(/Not a port number/);
  });
});

describe("development origins", () => {
  it("allow the loopback names and APP_URL's host, so that a page opened at any of them hydrates", () => {
    expect(developmentOrigins(undefined)).toEqual(["localhost", "127.0.0.1", "[::1]"]);
    expect(developmentOrigins("http://localhost:3999")).toEqual(["localhost", "127.0.0.1", "[::1]"]);
    expect(developmentOrigins("http://192.168.1.20:3001")).toEqual(["localhost", "127.0.0.1", "[::1]", "192.168.1.20"]);
    expect(developmentOrigins("not a url")).toEqual(["localhost", "127.0.0.1", "[::1]"]);
  });
});
