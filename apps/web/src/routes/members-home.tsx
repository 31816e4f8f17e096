import { MembersHome } from "@haulboard/members";

export { MembersHome as Component };
