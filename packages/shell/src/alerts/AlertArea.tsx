import { Alert } from "@haulboard/ui";
import * as styles from "./AlertArea.css.ts";
import { useAlerts } from "./Alerts.tsx";

/** The alert area at the top of every layout (access §2): the page's one alert, closable. */
export function AlertArea() {
  const { alert, hideAlert } = useAlerts();
  return (
    <div className={styles.area}>
      {alert ? (
        <div key={alert.id} className={styles.slot}>
          <Alert kind={alert.type} title={alert.title} message={alert.message} onClose={hideAlert} />
        </div>
      ) : null}
    </div>
  );
}
