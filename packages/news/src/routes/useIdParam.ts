import { useParams } from "react-router";

/** The route's `:id` as a positive integer, or undefined when it is not one (the screen shows 404). */
export const useIdParam = (): number | undefined => {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};
