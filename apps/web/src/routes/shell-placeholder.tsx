import { PlaceholderScreen } from "@haulboard/shell/portal";

export function Component() {
  return <PlaceholderScreen />;
}
