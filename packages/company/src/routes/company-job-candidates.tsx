import { CandidatesScreen } from "../Candidates/CandidatesScreen.tsx";

export { CandidatesScreen as Component };
