import { AdminsRoute } from "../index.ts";

export { AdminsRoute as Component };
