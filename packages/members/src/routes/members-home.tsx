import { MembersHome } from "../index.ts";

export { MembersHome as Component };
