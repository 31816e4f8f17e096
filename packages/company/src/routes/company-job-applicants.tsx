import { ApplicantsScreen } from "../Applicants/ApplicantsScreen.tsx";

export { ApplicantsScreen as Component };
