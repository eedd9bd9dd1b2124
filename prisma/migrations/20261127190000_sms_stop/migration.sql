-- A customer who stops texts (the stop link, or a STOP reply) gets reminders by email; the choice
-- they had is kept so that a START reply can bring it back.
ALTER TABLE "User" ADD COLUMN "textsStoppedFrom" TEXT;
