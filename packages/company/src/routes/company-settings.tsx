import { SettingsLayout } from "../Settings/SettingsLayout.tsx";

export { SettingsLayout as Component };
