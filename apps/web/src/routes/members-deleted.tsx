import { DeletedMembersScreen } from "@haulboard/members";

export { DeletedMembersScreen as Component };
