import { DriversRoute } from "../index.ts";

export { DriversRoute as Component };
