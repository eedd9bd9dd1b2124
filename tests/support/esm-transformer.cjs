/**
 * next/jest's SWC transform, for the projects that run with Node's
 * --experimental-vm-modules (the database tests): there Jest loads every
 * `.mjs` file as an ES module (the modules server.mjs shares with the app,
 * such as lib/messages/requests.mjs), so it must be compiled as one; the
 * SWC transform compiles it to CommonJS unless its extension is listed as
 * ESM, which Jest's configuration refuses to say of `.mjs`.
 */
const { createTransformer } = require("next/dist/build/swc/jest-transformer");

module.exports = {
  createTransformer(options) {
    const next = createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        const config = jestOptions.config ?? jestOptions;
        return next.process(source, filename, { ...jestOptions, config: { ...config, extensionsToTreatAsEsm: [...(config.extensionsToTreatAsEsm ?? []), ".mjs"] } });
      },
    };
  },
};
