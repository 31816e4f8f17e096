import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testScryptCost } from "./constants.ts";

const serverDir = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(serverDir, "node_modules/.bin/tsx");
const main = path.join(serverDir, "src/main.ts");

/** A fresh, empty data directory for PGlite, removed by `removeDataDirs()`. */
const dataDirs: string[] = [];
export const makeDataDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-proc-"));
  dataDirs.push(dir);
  return dir;
};
export const removeDataDirs = () => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  readonly exited: Promise<number | string>;
  /** Polls the output until `pattern` appears; fails with the output when the process ends first or at the deadline. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The port once the server says it is running. */
  port(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`src/main.ts`, as `npm start` does) as a child process with `env` on top of a
 * minimal environment: port 0 (a free one), no request log, a cheap scrypt cost. No HOST and no NODE_ENV
 * unless given, so the defaults are the ones under test.
 */
export const spawnServer = (env: Record<string, string | undefined>): ServerProcess => {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of [
    "HOST",
    "NODE_ENV",
    "SEED_DEMO",
    "DEV_OUTBOX",
    "DATABASE_URL",
    "JWT_SECRET",
    "TEST_DATABASE_URL",
  ]) {
    delete base[name];
  }
  const child = spawn(tsx, [main], {
    cwd: serverDir,
    env: { ...base, PORT: "0", LOG_REQUESTS: "false", SCRYPT_COST: String(testScryptCost), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  // Ended once its output is all read ("close" comes after the pipes drain; "exit" can come before the
  // last lines arrive, and a fast exit then looked like one that printed nothing).
  let ended = false;
  child.on("close", () => {
    ended = true;
  });
  const waitFor = async (pattern: RegExp, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (ended) throw new Error(`the server exited before printing ${pattern}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return {
    child,
    output: () => output,
    exited,
    waitFor,
    port: async () => Number((await waitFor(/is running at http:\/\/\S+:(\d+)/))[1]),
    stop: async () => {
      if (!ended) child.kill("SIGTERM");
      await exited;
    },
  };
};

/** This machine's first non-loopback IPv4 address, if it has one. */
export const externalAddress = (): string | undefined =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
