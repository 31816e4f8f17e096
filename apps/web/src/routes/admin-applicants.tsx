import { ApplicantsRoute } from "@haulboard/admin";

export { ApplicantsRoute as Component };
