import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput } from "../http/context.ts";
import { toEmployer, type UserRow, userColumns } from "../routes/rows.ts";

export const loadEmployer = async ({
  caller,
  deps,
}: Pick<HandlerInput<"employer.get" | "employer.update">, "caller" | "deps">) => {
  const [row] = await deps.db.query<UserRow>(`select ${userColumns} from users u where u.id = $1`, [
    caller.userId,
  ]);
  if (!row) throw appError(Errors.notFound);
  return toEmployer(row);
};
