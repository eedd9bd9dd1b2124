-- Booking Management at a busy shop's scale (a million bookings):
-- - its search by plate names the vehicles found (by their plate's trigram index) to the bookings'
--   query, which finds each vehicle's bookings by this index instead of reading every booking;
-- - its dates ("from today", the calendar's week) find the slots of a range of days by this index
--   instead of reading every slot.
CREATE INDEX "Booking_vehicleId_idx" ON "Booking"("vehicleId");

CREATE INDEX "Slot_date_idx" ON "Slot"("date");
