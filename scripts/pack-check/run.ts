/**
 * The packing check of `npm test` (turbo task `//#test:pack`): packs @haulboard/domain and @haulboard/api
 * with `pnpm pack` (their `prepack` builds dist/), installs the two tarballs with plain npm into a
 * throw-away project outside the workspace, checks the installed api pulls no React, React Query or MSW,
 * type-checks a TypeScript consumer against the packed .d.ts, measures what a bundle pays for the
 * contract and `login`, and runs the consumer with Node against the real server (apps/server on a free
 * port and a fresh data directory, demo seed on) to sign in and list companies through the packed client.
 *
 *   node scripts/pack-check/run.ts        (from the repository root; Node >= 22.18 strips the types)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-pack-"));
const tarballs = path.join(work, "tarballs");
const project = path.join(work, "consumer");
const dataDir = path.join(work, "data");
const started = performance.now();
let server: ChildProcess | undefined;
let failures = 0;

const step = (text: string) =>
  console.log(`› ${text} (at ${((performance.now() - started) / 1000).toFixed(1)} s)`);
const check = (ok: boolean, text: string) => {
  console.log(`${ok ? "✓" : "✗"} ${text}`);
  if (!ok) failures++;
};
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * Gzip budgets for a consumer's bundle; they fail the check when tree-shaking breaks. effect's Schema core alone is
 * about 22 KB gzip (measured: one Struct with encodeKeys), the login descriptor and its schemas about 4 KB more.
 */
const budgets = { contractLogin: 30 * 1024, clientLogin: 40 * 1024 };

try {
  // 1. Pack both packages (prepack builds ESM + .d.ts + source maps into dist/).
  fs.mkdirSync(tarballs);
  for (const name of ["domain", "api"]) {
    step(`pnpm pack packages/${name}`);
    run("pnpm", ["pack", "--pack-destination", tarballs], path.join(root, "packages", name));
  }
  const files = fs.readdirSync(tarballs).filter((file) => file.endsWith(".tgz"));
  check(files.length === 2, `two tarballs: ${files.join(", ")}`);

  // 2. A throw-away project outside the workspace, installed with plain npm.
  fs.cpSync(path.join(import.meta.dirname, "consumer"), project, { recursive: true });
  step("npm install the tarballs (--prefer-offline)");
  run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--loglevel=error",
      ...files.map((file) => path.join(tarballs, file)),
    ],
    project,
  );
  const installed = (name: string) => fs.existsSync(path.join(project, "node_modules", name, "package.json"));
  const apiManifest = JSON.parse(
    fs.readFileSync(path.join(project, "node_modules/@haulboard/api/package.json"), "utf8"),
  ) as { dependencies?: Record<string, string>; exports: Record<string, unknown> };
  const dependencies = Object.keys(apiManifest.dependencies ?? {});
  for (const name of ["msw", "react", "@tanstack/react-query"]) {
    check(!dependencies.includes(name), `packed api does not depend on ${name}`);
    check(!installed(name), `${name} is not installed with it`);
  }
  const nestedEffect = ["@haulboard/api", "@haulboard/domain"].filter((name) =>
    fs.existsSync(path.join(project, "node_modules", name, "node_modules", "effect")),
  );
  check(
    installed("effect") && nestedEffect.length === 0,
    "one copy of effect, shared by both packages (a peer)",
  );
  check(
    !JSON.stringify(apiManifest.exports).includes("/src/"),
    "packed exports point at dist/, not at the TypeScript source",
  );

  // 3. Type-check the consumer against the packed declarations (strict, nodenext, no skipLibCheck).
  step("tsc --noEmit on the consumer");
  const tsc = path.join(root, "node_modules/.bin/tsc");
  try {
    run(tsc, ["-p", path.join(project, "tsconfig.json")], project);
    check(true, "the consumer type-checks against the packed .d.ts");
  } catch (error) {
    check(
      false,
      `the consumer type-checks against the packed .d.ts:\n${(error as { stdout?: string }).stdout}`,
    );
  }

  // 4. What a bundle pays: the contract and login alone, and the core client with login.
  const { build } = await import("vite");
  const sizeOf = async (name: string, source: string) => {
    const entry = path.join(project, `${name}.js`);
    fs.writeFileSync(entry, source);
    const output = await build({
      root: project,
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: true,
        rollupOptions: { input: entry, preserveEntrySignatures: "strict" },
      },
    });
    const code = (Array.isArray(output) ? output : [output])
      .flatMap((result) => ("output" in result ? result.output : []))
      .flatMap((chunk) => (chunk.type === "chunk" && chunk.isEntry ? [chunk.code] : []))
      .join("\n");
    return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const contractLogin = await sizeOf(
    "size-contract-login",
    `import { Auth } from "@haulboard/api/contract";\nexport const login = Auth.login;\n`,
  );
  check(
    contractLogin.gzip <= budgets.contractLogin,
    `contract + login: ${kb(contractLogin.minified)} min, ${kb(contractLogin.gzip)} gzip (budget ${kb(budgets.contractLogin)})`,
  );
  const clientLogin = await sizeOf(
    "size-client-login",
    `import { makeApiCaller, makeTokenStore } from "@haulboard/api";\nimport { Auth } from "@haulboard/api/contract";\n` +
      `const caller = makeApiCaller({ tokenStore: makeTokenStore() });\nexport const signIn = (body) => caller.call(Auth.login, { body });\n`,
  );
  check(
    clientLogin.gzip <= budgets.clientLogin,
    `client (makeApiCaller) + login: ${kb(clientLogin.minified)} min, ${kb(clientLogin.gzip)} gzip (budget ${kb(budgets.clientLogin)})`,
  );

  // 5. The real server on a free port and a fresh database (demo seed: admin@haulboard.test).
  step("start apps/server");
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
  };
  for (const name of ["HOST", "NODE_ENV", "DATABASE_URL", "SEED_DEMO", "JWT_SECRET"]) delete serverEnv[name];
  const child = spawn(path.join(root, "apps/server/node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: path.join(root, "apps/server"),
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let serverOutput = "";
  child.stdout?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = serverOutput.match(/is running at (http:\/\/\S+:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${serverOutput}`)));
  });

  // 6. The consumer, run by Node from the throw-away project.
  step(`node consumer.ts against ${origin}`);
  try {
    const output = run(process.execPath, ["consumer.ts"], project, { ...process.env, HAULBOARD_URL: origin });
    process.stdout.write(`${output.trimEnd().replace(/^/gm, "  ")}\n`);
    check(/signed in as /.test(output), "signed in through the packed client");
    check(/effect: [1-9]\d* companies/.test(output), "listed companies (Effect style)");
    check(/promise: [1-9]\d* of/.test(output), "listed companies (plain promises)");
    check(/wrong password: (Unauthorized|Invalid)/.test(output), "a wrong password is a typed error");
    check(
      /openapi: (\d+) operations served, \1 in/.test(output),
      "the served OpenAPI document covers the packed contract",
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    check(false, `the consumer ran:\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
} catch (error) {
  check(false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  failures === 0 ? `pack check: passed in ${seconds} s` : `pack check: ${failures} failed (${seconds} s)`,
);
process.exitCode = failures === 0 ? 0 : 1;
