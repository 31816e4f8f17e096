import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address for rate limits: the socket's peer, or — behind one trusted proxy (TRUST_PROXY) —
 * the last `X-Forwarded-For` hop, the one that proxy appended. Earlier hops are whatever the client
 * wrote, so trusting the first would let anyone pick a fresh address per request. Requests made
 * in-process (tests) have no socket.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};
