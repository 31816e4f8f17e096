import type { IncomingMessage } from "node:http";
import type { Context, Hono } from "hono";
import { isLoopbackAddress } from "../config.ts";
import type { Database } from "../db/Database.ts";
import { Errors } from "../errors/catalogue.ts";
import { sendError } from "./errors.ts";

/**
 * The address of the TCP peer, read from the socket (never from X-Forwarded-For, which any client can
 * write). Undefined when the request did not arrive over a socket (an in-process `app.request`).
 */
export const socketAddressOf = (c: Context): string | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;

/**
 * Local trial only: `GET /dev/outbox?to=` lists the mail the server would have sent (reset codes,
 * verification links), newest first. Answered only to a client on this machine (the socket's peer is a
 * loopback address); anyone else gets the same 404 as an unknown path, even behind a proxy on loopback
 * (a proxy's clients are not this machine: the proxy's `X-Forwarded-For` makes the request foreign).
 */
export const mountDevOutbox = (api: Hono, db: Database): void => {
  api.get("/dev/outbox", async (c) => {
    const peer = socketAddressOf(c);
    const fromThisMachine = peer === undefined || isLoopbackAddress(peer);
    if (!fromThisMachine || c.req.header("x-forwarded-for") !== undefined) {
      return sendError(c, Errors.notFound);
    }
    const to = c.req.query("to");
    const rows = await db.query<Record<string, unknown>>(
      `select id, to_address as to, subject, body, kind, created_at, sent_at from mail_outbox
        where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 100`,
      [to ?? null],
    );
    return c.json({ data: rows });
  });
};
