import { ApplicantsRoute } from "../index.ts";

export { ApplicantsRoute as Component };
