/**
 * @jest-environment node
 */
import { runtimeV8Flags } from "@/lib/config/v8-settings.mjs";

describe("runtimeV8Flags", () => {
  it("frees Maglev's finished jobs on the main thread from V8 13 (Node.js 24) on", () => {
    expect(runtimeV8Flags({ v8Version: "13.6.233.17-node.44", execArgv: [] })).toEqual(["--no-maglev-destroy-on-background"]);
    expect(runtimeV8Flags({ v8Version: "14.1.146.11", execArgv: ["--max-semi-space-size=16"] })).toEqual(["--no-maglev-destroy-on-background"]);
  });

  it("sets nothing on a V8 that does not know the flag (Node.js 20 and 22)", () => {
    expect(runtimeV8Flags({ v8Version: "11.3.244.8-node.33", execArgv: [] })).toEqual([]);
    expect(runtimeV8Flags({ v8Version: "12.4.254.21-node.57", execArgv: [] })).toEqual([]);
  });

  it("leaves a setting the command line chose, either way and in either spelling", () => {
    const v8Version = "13.6.233.17";
    expect(runtimeV8Flags({ v8Version, execArgv: ["--maglev-destroy-on-background"] })).toEqual([]);
    expect(runtimeV8Flags({ v8Version, execArgv: ["--no-maglev-destroy-on-background"] })).toEqual([]);
    expect(runtimeV8Flags({ v8Version, execArgv: ["--maglev_destroy_on_background"] })).toEqual([]);
    expect(runtimeV8Flags({ v8Version, execArgv: ["--no-maglev"] })).toEqual(["--no-maglev-destroy-on-background"]);
  });
});
