// Ad serving (issue 21): POST /ads/serve with 10,000 ads, and the pure selection rule.
// The measurement itself is apps/server/bench/ads.ts (TypeScript, the server's dependencies).
import { execFileSync } from "node:child_process";
import path from "node:path";

export const measureAds = (repoRoot, { requests = 2000 } = {}) => {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "bench/ads.ts", "--json", `--requests=${requests}`],
    {
      cwd: path.join(repoRoot, "apps/server"),
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 16 * 1024 * 1024,
    },
  ).toString();
  return JSON.parse(out.slice(out.lastIndexOf("\n[") + 1));
};
