import type { Jobs } from "@haulboard/api";
import { formatDate } from "@haulboard/domain";
import { Button } from "@haulboard/ui";
import { useId, useState } from "react";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";

type Day = Jobs.JobStatisticsDay;

const series = [
  { key: "views", label: CompanyText.statViews, className: styles.barViews },
  { key: "applications", label: CompanyText.statApplications, className: styles.barApplications },
  { key: "hyperlinkClicks", label: CompanyText.statClicks, className: styles.barClicks },
] as const;

const width = 600;
const height = 160;

/**
 * Views, applications and hyperlink clicks per day (issue 17): a small SVG of grouped bars, named with
 * the totals for screen readers, and a "Show as table" view with every number. No chart library: the
 * scale is one division, and the list's first load stays small.
 */
export function StatisticsChart({ days }: { readonly days: readonly Day[] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const max = Math.max(1, ...days.flatMap((day) => [day.views, day.applications, day.hyperlinkClicks]));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(1, (slot - 4) / series.length);
  const totals = series.map(
    (s) => `${days.reduce((sum, day) => sum + day[s.key], 0)} ${s.label.toLowerCase()}`,
  );
  // About seven day labels at most: every day of a week, every fifth of a month.
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  return (
    <div className={styles.chart}>
      <p className={styles.muted}>{CompanyText.statPeriod(days.length)}</p>
      {/* The legend names each colour; the chart's own name gives the totals to a screen reader. */}
      <ul className={styles.legendList} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <svg width="12" height="12" aria-hidden="true" focusable="false">
              <rect width="12" height="12" className={s.className} />
            </svg>{" "}
            {s.label}
          </li>
        ))}
      </ul>
      <div className={styles.chartFrame}>
        <div className={styles.chartAxisY} aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className={styles.chartSvg}
          role="img"
          aria-label={CompanyText.statChartLabel(days.length, totals.join(", "))}
        >
          {days.map((day, index) =>
            series.map((s, k) => {
              const value = day[s.key];
              const h = (value / max) * (height - 4);
              return (
                <rect
                  key={`${day.day}-${s.key}`}
                  x={index * slot + 2 + k * bar}
                  y={height - h}
                  width={bar}
                  height={h}
                  className={s.className}
                />
              );
            }),
          )}
        </svg>
        <div
          className={styles.chartAxisX}
          aria-hidden="true"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, days.length)}, minmax(0, 1fr))` }}
        >
          {days.map((day, index) => (
            <span key={day.day}>{index % labelEvery === 0 ? formatDate(day.day).slice(0, 5) : ""}</span>
          ))}
        </div>
      </div>
      <Button
        variant="tertiary"
        size="small"
        aria-expanded={asTable}
        aria-controls={tableId}
        onPress={() => setAsTable(!asTable)}
      >
        {asTable ? CompanyText.hideTable : CompanyText.showTable}
      </Button>
      <div id={tableId} hidden={!asTable} className={styles.description}>
        {asTable ? (
          <table className={styles.statsTable}>
            <caption className={styles.muted}>{CompanyText.statistics}</caption>
            <thead>
              <tr>
                <th scope="col">{CompanyText.statDay}</th>
                {series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDate(day.day)}</th>
                  <td>{day.views}</td>
                  <td>{day.applications}</td>
                  <td>{day.hyperlinkClicks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}
