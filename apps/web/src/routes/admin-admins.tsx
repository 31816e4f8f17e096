import { AdminsRoute } from "@haulboard/admin";

export { AdminsRoute as Component };
