import type { ReactNode } from "react";
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from "react-aria-components/Tabs";
import * as styles from "./Tabs.css.ts";

/** One tab and its panel. */
export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The accessible name of the tab list, e.g. "Settings sections". */
  label: string;
  /** The tabs, in order. */
  items: ReadonlyArray<TabItem>;
  /**
   * The selected tab (controlled).
   * @default undefined
   */
  selectedId?: string;
  /**
   * The first selected tab (uncontrolled).
   * @default the first tab
   */
  defaultSelectedId?: string;
  /**
   * Called with the id of the newly selected tab.
   * @default undefined
   */
  onSelectionChange?: (id: string) => void;
}

/** Tabs with arrow-key navigation between tabs and one panel shown at a time. */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
