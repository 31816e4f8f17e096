import { PlaceholderScreen } from "../portal.ts";

export function Component({ title = "" }: { readonly title?: string }) {
  return <PlaceholderScreen title={title} />;
}
