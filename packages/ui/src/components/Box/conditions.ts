import { mediaQuery } from "../../theme/tokens.ts";

/** The breakpoints a responsive sprinkle takes, mobile first (Box's and the flow layouts'). */
export const responsiveConditions = {
  conditions: {
    mobile: {},
    tablet: { "@media": mediaQuery.tablet },
    desktop: { "@media": mediaQuery.desktop },
    largeLaptop: { "@media": mediaQuery.largeLaptop },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop", "largeLaptop"],
} as const;
