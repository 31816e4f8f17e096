import { PlaceholderScreen } from "@haulboard/shell/portal";

export function Component({ title = "" }: { readonly title?: string }) {
  return <PlaceholderScreen title={title} />;
}
