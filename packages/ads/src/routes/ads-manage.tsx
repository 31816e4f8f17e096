import { AdsManageScreen } from "../Manage/AdsManageScreen.tsx";

export { AdsManageScreen as Component };
