-- The runs of four digits a phone number's digits hold ('1711234567': 1711, 7112, 1123, ...), and an
-- index of each customer's: a search by a phone typed in part (four digits at least) finds the customers
-- whose runs include every run of what was typed, then matches the digits whole
-- (lib/server/bookings/list-bookings.ts). The phone's trigram index, which the other searches keep,
-- finds every number of a mobile prefix that holds most of the typed number's trigrams: about a
-- thousand candidates for a hundred customers at a busy shop, where these runs find a hundred.
-- Only built-in functions, so that the index reads the same under any search_path.
CREATE FUNCTION phone_digit_runs(digits text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(digits, i, 4)), '{}') FROM generate_series(1, length(digits) - 3) AS i $$;

CREATE INDEX "User_phoneDigits_runs_idx" ON "User" USING gin (phone_digit_runs("phoneDigits"));
