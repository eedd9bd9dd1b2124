/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { clientAddress, resolveClientAddress } from "@/lib/server/client-address";
import { serverArgs } from "../../scripts/paths";

describe("the client's address", () => {
  it("is the connection's own with no trusted proxy, whatever X-Forwarded-For claims", () => {
    expect(resolveClientAddress({ peer: "203.0.113.7", forwardedFor: "10.8.1.1", hops: 0 })).toBe("203.0.113.7");
    expect(resolveClientAddress({ peer: "203.0.113.7", forwardedFor: "10.8.1.1, 10.8.2.1", hops: 0 })).toBe("203.0.113.7");
    expect(resolveClientAddress({ peer: "203.0.113.7", forwardedFor: null, hops: 0 })).toBe("203.0.113.7");
  });

  it("is the entry the trusted proxies appended, never one the client wrote further left", () => {
    // Behind one load balancer (10.0.0.2), which appended the client's address.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "198.51.100.4", hops: 1 })).toBe("198.51.100.4");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "10.8.1.1, 198.51.100.4", hops: 1 })).toBe("198.51.100.4");
    // Behind a CDN and a load balancer.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "forged, 198.51.100.4, 172.16.0.9", hops: 2 })).toBe("198.51.100.4");
  });

  it("falls back to the furthest known address when a request skipped a proxy", () => {
    expect(resolveClientAddress({ peer: "198.51.100.4", forwardedFor: null, hops: 1 })).toBe("198.51.100.4");
    expect(resolveClientAddress({ peer: null, forwardedFor: null, hops: 0 })).toBe("unknown");
  });

  it("reads an IPv4 client on an IPv6 socket as the IPv4 address, and bounds the length", () => {
    expect(resolveClientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: null, hops: 0 })).toBe("127.0.0.1");
    expect(resolveClientAddress({ peer: "2001:DB8::1", forwardedFor: null, hops: 0 })).toBe("2001:db8::1");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "x".repeat(500), hops: 1 })).toHaveLength(64);
  });
});

describe("the client's address without server.mjs (a serverless platform)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("is what the platform wrote into the header CLIENT_ADDRESS_HEADER names: its own entry, the last", () => {
    delete process.env.SPOTLESS_PEER_HEADER;
    process.env.CLIENT_ADDRESS_HEADER = "X-NF-Client-Connection-IP";
    expect(clientAddress(new Headers({ "x-nf-client-connection-ip": "198.51.100.4", "x-forwarded-for": "10.8.1.1" }))).toBe("198.51.100.4");
    process.env.CLIENT_ADDRESS_HEADER = "x-forwarded-for";
    expect(clientAddress(new Headers({ "x-forwarded-for": "forged, 198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress(new Headers({}))).toBe("unknown");
  });

  it("never comes from that header under server.mjs, which knows the connection's address", () => {
    process.env.SPOTLESS_PEER_HEADER = "x-spotless-peer";
    process.env.CLIENT_ADDRESS_HEADER = "x-client-ip";
    expect(clientAddress(new Headers({ "x-spotless-peer": "203.0.113.7", "x-client-ip": "10.8.1.1" }))).toBe("203.0.113.7");
  });
});

describe("the Docker files", () => {
  const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

  it("run server.mjs, which tells the app each connection's address, as `npm start` does (its V8 settings too)", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: { start: string } }).scripts.start.split(/\s+/);
    expect(start[0]).toBe("node");
    expect(start.at(-1)).toBe("server.mjs");
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"));
    expect(cmd && JSON.parse(cmd[1])).toEqual(start);
    // The tests and the benchmarks start what `npm start` starts.
    expect(serverArgs()).toEqual([...start.slice(1, -1), path.join(process.cwd(), "server.mjs")]);
  });

  it("trust no forwarded address by default (compose.yaml publishes the app's port with no proxy in front)", () => {
    expect(read("compose.yaml")).toMatch(/^\s+TRUSTED_PROXY_HOPS: \$\{TRUSTED_PROXY_HOPS:-0\}$/m);
  });
});
