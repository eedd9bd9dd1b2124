# syntax=docker/dockerfile:1
# Spotless, production image. Build:   docker build --build-arg APP_URL=https://book.example.com -t spotless .
# The same image runs the app (default) and the migration step (`npm run db:deploy`).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
# Dependencies first, so that a code change does not reinstall them. The postinstall step
# generates the Prisma client from the schema.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY scripts/prisma ./scripts/prisma
RUN npm install --no-audit --no-fund
COPY . .
# The public address is baked into the pages' canonical and Open Graph URLs at build time.
ARG APP_URL=http://localhost:3000
ENV APP_URL=${APP_URL}
RUN npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 PORT=3000
# The whole build, node_modules included: `npm run db:deploy` (the migration step) runs Prisma's
# schema engine from node_modules with tsx.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/uploads && chown node:node /app/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# server.mjs (`npm start`, with its V8 settings: README, Running at scale, Memory): Next.js's handler,
# told each connection's address (see TRUSTED_PROXY_HOPS).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "--v8-pool-size=2", "server.mjs"]
