// Media uploads (issue 15): a 500 MB video through the HTTP API with the domain's chunk sizes, local disk
// and S3 (fauxqs) adapters, against a plain file copy on the same disk, with the server's RSS growth.
// The measurement itself is apps/server/bench/media.ts (TypeScript, the server's dependencies).
import { execFileSync } from "node:child_process";
import path from "node:path";

export const measureMedia = (repoRoot, { sizeMb = 500 } = {}) => {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "bench/media.ts", "--json", `--size-mb=${sizeMb}`],
    {
      cwd: path.join(repoRoot, "apps/server"),
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 16 * 1024 * 1024,
    },
  ).toString();
  return JSON.parse(out.slice(out.lastIndexOf("\n[") + 1));
};
