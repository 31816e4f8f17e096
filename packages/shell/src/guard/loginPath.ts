/**
 * Where an unauthorised visitor or an ended session goes (access §2, §4). A module of its own so the
 * sign-in code can import it without the route access table.
 */
export const loginPath = "/login";
