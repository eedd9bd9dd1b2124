import { hash } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's recommended cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
