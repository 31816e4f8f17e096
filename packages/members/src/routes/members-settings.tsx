import { MembersSettings } from "../index.ts";

export { MembersSettings as Component };
