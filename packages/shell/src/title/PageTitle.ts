import { useEffect } from "react";
import { useLocation } from "react-router";

/** The product name: the whole title of the default and company sections (access §2). */
export const productName = "Haulboard";

/**
 * The page title from the first path segment (access §2): the admin section prefixes the product name
 * with 'Admin |'; every other section shares the product name alone.
 */
export const pageTitleFor = (pathname: string): string => {
  const firstSegment = pathname.split("/")[1] ?? "";
  return firstSegment === "admin" ? `Admin | ${productName}` : productName;
};

/** Keeps `document.title` in step with the current route. Mounted once, in the root layout. */
export const usePageTitle = (): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);
};
