import { DriversRoute } from "@haulboard/admin";

export { DriversRoute as Component };
