/**
 * A focused test (`it.only`, `test.only`, `describe.only`, `fit`,
 * `fdescribe`) makes Jest skip the rest of its file and still report success.
 * The suite refuses them: a file that focuses a test fails to load.
 */
const refuse = (name: string) => () => {
  throw new Error(`A focused test (${name}) is not allowed in Spotless's suite: it would skip the other tests. Remove the focus.`);
};

type Focusable = { only: unknown };
const globals = globalThis as unknown as Record<string, Focusable | unknown>;
for (const name of ["it", "test", "describe"]) {
  const holder = globals[name] as Focusable | undefined;
  if (holder) holder.only = refuse(".only");
}
globals.fit = refuse("fit");
globals.fdescribe = refuse("fdescribe");
