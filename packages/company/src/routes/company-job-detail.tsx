import { JobDetailScreen } from "../JobDetail/JobDetailScreen.tsx";

export { JobDetailScreen as Component };
