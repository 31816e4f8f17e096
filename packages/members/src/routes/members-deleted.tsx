import { DeletedMembersScreen } from "../index.ts";

export { DeletedMembersScreen as Component };
