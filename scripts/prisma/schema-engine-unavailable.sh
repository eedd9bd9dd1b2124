#!/bin/sh
# Stand-in for Prisma's native schema engine, which `prisma generate` insists on
# locating but never runs. Migrations go through scripts/db (the WebAssembly engine).
echo "The native Prisma schema engine is not used by Spotless: run 'npm run db:migrate' or 'npm run db:deploy'." >&2
exit 1
