import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import type { Context } from "hono";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";

/**
 * The request body as a Node stream: straight from the socket under @hono/node-server while nothing else
 * has started reading it (bytes the socket already buffered are still ahead of the reader), else from
 * fetch's stream, which copies every chunk into a web stream and back.
 */
const requestBody = (c: Context): Readable => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableDidRead && incoming.listenerCount("data") === 0 && !incoming.isPaused()) {
    return incoming;
  }
  const body = c.req.raw.body;
  if (!body) return Readable.from([]);
  return Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
};

export interface MultipartResult<T> {
  /** Every text field of the form. */
  readonly fields: Readonly<Record<string, string>>;
  /** What `onFile` answered, or undefined when the form held no file field. */
  readonly file: T | undefined;
}

/**
 * Streams a multipart/form-data request (hono's `parseBody` would buffer all of it): text fields are
 * collected (64 KB each at most), and the one file field is handed to `onFile` as a stream together with
 * the fields read before it, so the caller checks ownership before a byte is stored. `onFile` must
 * consume or fail; what it leaves is drained so the request completes.
 */
export const readMultipart = async <T>(
  c: Context,
  options: {
    readonly fileField: string;
    readonly onFile: (fields: Readonly<Record<string, string>>, stream: BusboyFileStream) => Promise<T>;
  },
): Promise<MultipartResult<T>> => {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw appError(Errors.notMultipart);
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: { fields: 20, fieldSize: 64 * 1024, files: 1, parts: 21, headerPairs: 20 },
    });
  } catch {
    throw appError(Errors.multipartMalformed);
  }
  const fields: Record<string, string> = {};
  let filePromise: Promise<T> | undefined;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const source = requestBody(c);

  await new Promise<void>((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    parser.on("field", (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) fail(appError(Errors.formFieldTooLong));
      else if (value.includes("\u0000")) fail(appError(Errors.nulCharacter));
      else if (filePromise !== undefined) fail(appError(Errors.formFieldsFirst));
      else fields[name] = value;
    });
    parser.on("file", (name: string, stream: BusboyFileStream) => {
      // A body cut short errors the file stream: a malformed request, whoever reads the stream.
      stream.on("error", () => fail(appError(Errors.multipartMalformed)));
      if (name !== options.fileField || filePromise !== undefined || failure !== undefined) {
        if (failure === undefined)
          fail(
            name === options.fileField
              ? appError(Errors.oneFilePerRequest)
              : appErrorOf(ErrorFamilies.unknownFormField, [name]),
          );
        stream.resume();
        return;
      }
      filePromise = options.onFile({ ...fields }, stream).catch((error: unknown) => {
        fail(error);
        // What `onFile` piped the stream into (a peek's rest, a hash) is no longer read: its back-pressure
        // would hold the stream, and the request, for ever (issue 35 #3). Detached, the rest is drained.
        stream.unpipe();
        stream.resume();
        return undefined as T;
      });
    });
    parser.on("filesLimit", () => fail(appError(Errors.oneFilePerRequest)));
    parser.on("finish", done);
    parser.on("error", () => {
      fail(appError(Errors.multipartMalformed));
      source.unpipe(parser);
      source.resume();
      done();
    });
    source.on("error", () => {
      fail(appError(Errors.multipartMalformed));
      done();
    });
    source.pipe(parser);
  });
  const file = filePromise === undefined ? undefined : await filePromise;
  if (failure !== undefined) throw failure;
  return { fields, file };
};
