-- Names typed before bidi controls were left out of them (lib/validation/common.ts, cleanName) lose
-- theirs now: an override or isolate in a stored name would go on disguising it in the admin lists.
-- Only characters in the middle of a name can be left: both ends were already trimmed of them.
UPDATE "User"
   SET "firstName" = regexp_replace("firstName", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
       "lastName" = regexp_replace("lastName", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
 WHERE "firstName" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]' OR "lastName" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';

UPDATE "Booking"
   SET "customerName" = regexp_replace("customerName", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
 WHERE "customerName" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';

UPDATE "Service"
   SET name = regexp_replace(name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
 WHERE name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';

UPDATE "Bay"
   SET name = regexp_replace(name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
 WHERE name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';

UPDATE "BusinessSettings"
   SET "businessName" = regexp_replace("businessName", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
 WHERE "businessName" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
