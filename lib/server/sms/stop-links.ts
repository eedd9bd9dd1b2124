import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, env } from "@/lib/config/env";

/**
 * The link every booking text ends with, to stop texts without signing in: `/s/<token>`, the token
 * the customer's id (16 bytes) and the first 6 bytes of an HMAC of it with AUTH_SECRET, for this
 * purpose alone, in base64url: 30 characters, so that the link costs a text no extra segment
 * (tests/unit/sms-texts.test.ts). 48 bits of MAC are out of reach of guessing over HTTP, and a link
 * can only ever stop texts; it grants nothing else.
 */
const ID_BYTES = 16;
const MAC_BYTES = 6;
const TOKEN = /^[A-Za-z0-9_-]{30}$/;

const macOf = (id: Buffer) => createHmac("sha256", authSecret()).update("sms-stop:").update(id).digest().subarray(0, MAC_BYTES);

export function stopToken(userId: string): string {
  const id = Buffer.from(userId.replaceAll("-", ""), "hex");
  return Buffer.concat([id, macOf(id)]).toString("base64url");
}

/** The customer a stop link names, or null for a token that is not one of ours (mistyped, tampered, forged). */
export function userOfStopToken(token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the one spelling: the last character's spare bits must be zero as we write them.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString("base64url") !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), macOf(id))) return null;
  const hex = id.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const stopLink = (userId: string) => `${env().APP_URL}/s/${stopToken(userId)}`;
