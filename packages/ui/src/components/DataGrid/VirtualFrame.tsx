import type { ReactNode } from "react";
import { TableLayout, Virtualizer } from "react-aria-components/Virtualizer";

export interface VirtualFrameProps {
  readonly rowHeight: number;
  readonly children: ReactNode;
}

/**
 * React Aria's `Virtualizer` with its table layout, around a virtualized grid's `Table`: loaded only by
 * grids that virtualize (a third of the table's code), not by the paged lists.
 */
export default function VirtualFrame({ rowHeight, children }: VirtualFrameProps) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
      {children}
    </Virtualizer>
  );
}
