import { type PostState, postStateLabels, postStateOf } from "@haulboard/domain";
import { Badge, type BadgeTone } from "@haulboard/ui";

const tones: Readonly<Record<PostState, BadgeTone>> = {
  draft: "neutral",
  scheduled: "info",
  published: "success",
};

/** Draft, Scheduled (blue, like the spec's SCHEDULED) or Published, from isActive and scheduledAt against now. */
export function PostStateBadge({
  post,
  now,
}: {
  readonly post: { readonly isActive: boolean; readonly scheduledAt: string | null };
  readonly now: Date;
}) {
  const state = postStateOf(post, now);
  return <Badge tone={tones[state]}>{postStateLabels[state]}</Badge>;
}
