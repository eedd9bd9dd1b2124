import path from "node:path";

export const projectRoot = path.resolve(__dirname, "..");

/** Next.js's own entry point: run with `node`, so that the pid held is the server's. */
export const nextBin = path.join(projectRoot, "node_modules/next/dist/bin/next");

/** Spotless's production server (`npm start`): Next.js's handler, told each connection's address. */
export const serverEntry = path.join(projectRoot, "server.mjs");
