-- The catalogue search (name or description contains the term, any case:
-- ILIKE '%term%') uses trigram indexes instead of reading every service.
-- The extension is created here by hand: Prisma's schema states the indexes
-- but not the extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Service_name_trgm_idx" ON "Service" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Service_description_trgm_idx" ON "Service" USING GIN ("description" gin_trgm_ops);
