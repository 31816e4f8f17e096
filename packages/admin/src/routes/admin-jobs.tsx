import { AdminJobsScreen } from "../AdminJobs/AdminJobsScreen.tsx";

export { AdminJobsScreen as Component };
