-- The calendar's week at a busy shop (thousands of slots a day): each day's first slots in time order
-- are read from the head of this index, and each day's count from the index alone, instead of
-- numbering every slot of the week. It serves every query the date alone served (its first column).
CREATE INDEX "Slot_date_startsAt_serviceId_idx" ON "Slot"("date", "startsAt", "serviceId");

DROP INDEX "Slot_date_idx";
