import "server-only";
import { z } from "zod";

/** Server configuration, read once. `.env.example` documents every variable. */
const schema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required: `npm run dev` sets it for the embedded database"),
  BUSINESS_TIMEZONE: z
    .string()
    .default("UTC")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "BUSINESS_TIMEZONE must be an IANA time zone name such as Asia/Dhaka"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  cached ??= schema.parse({
    DATABASE_URL: process.env.DATABASE_URL,
    BUSINESS_TIMEZONE: process.env.BUSINESS_TIMEZONE || undefined,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || undefined,
  });
  return cached;
}
