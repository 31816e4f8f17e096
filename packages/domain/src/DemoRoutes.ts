/**
 * Demo routes exist in the spec; their screens are not shown (the shell's showcase). A module of its own,
 * so the app's route table imports the list without the route access table.
 */
export const demoRoutes: readonly string[] = [
  "/buttons",
  "/texts",
  "/icons",
  "/redux-example",
  "/todos",
  "/axios-list",
  "/saga-example",
  "/layout-example",
  "/modal",
];
