import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { makeDataDir, removeDataDirs, spawnServer } from "./support/process.ts";

afterAll(removeDataDirs);

/** One keep-alive HTTP/1.1 connection read by hand, so the test sees exactly what the server does with it. */
const openConnection = async (port: number) => {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  let closed = false;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("close", () => {
    closed = true;
  });
  socket.on("error", () => {});
  /** Resolves with the head of the next complete answer, or "closed" when the server ends the socket instead. */
  const answer = async (what: string, timeoutMs = 5_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd >= 0) {
        const head = received.slice(0, headEnd);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length >= headEnd + 4 + length) return head;
      }
      if (closed) return "closed";
      if (Date.now() > deadline) throw new Error(`no answer to ${what} within ${timeoutMs} ms: ${received}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const send = (text: string) => {
    received = "";
    if (!closed) socket.write(text);
  };
  const get = (path: string) => {
    send(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    return answer(path);
  };
  return { socket, get, send, answer };
};

describe("stopping on SIGTERM", () => {
  it("finishes the open request with Connection: close, takes no new one on a kept-alive socket, exits within 2 s", async () => {
    const server = spawnServer({ DATA_DIR: makeDataDir(), SEED_DEMO: "false" });
    const port = await server.port();
    // One connection in the middle of sending a request, one idle after a first answer.
    const idle = await openConnection(port);
    const busy = await openConnection(port);
    const body = JSON.stringify({
      email: "nobody@example.com",
      password: "Wrong#pass1",
      device_id: "shutdown1",
    });
    busy.send(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The idle connection's answer comes after the server has read what was sent before it: the busy
    // request's head is in, so the server counts that connection as busy, not idle (on a loaded machine
    // the signal could otherwise arrive first, and the half-sent request would be closed as idle).
    const first = await idle.get("/api/v1/health");
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).not.toMatch(/connection: close/i);

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await server.waitFor(/SIGTERM: finishing open requests/);
    // The idle connection must not take another request as if nothing happened.
    const afterStop = await idle.get("/api/v1/health");
    if (afterStop !== "closed") expect(afterStop).toMatch(/connection: close/i);
    // The open request is answered, and told that the connection ends with it…
    busy.socket.write(body.slice(10));
    const answered = await busy.answer("the open sign-in");
    expect(answered).toMatch(/^HTTP\/1\.1 401/);
    expect(answered).toMatch(/connection: close/i);
    // …so a next request on it is refused, not served.
    expect(await busy.get("/api/v1/health")).toBe("closed");
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2_000);
    idle.socket.destroy();
    busy.socket.destroy();
  });
});
