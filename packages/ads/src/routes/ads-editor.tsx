import { AdEditorScreen } from "../Editor/AdEditorScreen.tsx";

export { AdEditorScreen as Component };
