import { MembersSettings } from "@haulboard/members";

export { MembersSettings as Component };
