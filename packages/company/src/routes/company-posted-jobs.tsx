import { PostedJobsScreen } from "../PostedJobs/PostedJobsScreen.tsx";

export { PostedJobsScreen as Component };
