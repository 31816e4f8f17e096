import { DriverJobScreen } from "../DriverJob/DriverJobScreen.tsx";

export { DriverJobScreen as Component };
