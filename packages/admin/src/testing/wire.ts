import { Companies, DriverSubscriptions, Employees, Pagination } from "@haulboard/api";
import { Schema } from "effect";

/** A paginated answer on the wire (snake_case), encoded by the contract's own schemas. */
const page = <S extends Schema.Top>(
  schema: S,
  data: ReadonlyArray<S["Type"]>,
  skip: number,
  total: number,
) => ({
  data: Schema.encodeSync(Schema.Array(schema) as never)(data as never),
  pagination: Schema.encodeSync(Pagination)({ skip, take: data.length, total }),
});

export const companiesPage = (data: ReadonlyArray<Companies.CompanyListItem>, skip: number, total: number) =>
  page(Companies.CompanyListItem, data, skip, total);

export const driversPage = (
  data: ReadonlyArray<DriverSubscriptions.SubscriptionDriver>,
  skip: number,
  total: number,
) => page(DriverSubscriptions.SubscriptionDriver, data, skip, total);

/** One employee, or a page of them, on the wire. */
export const employeeWire = (employee: Employees.Employee) => Schema.encodeSync(Employees.Employee)(employee);
export const employeesPage = (data: ReadonlyArray<Employees.Employee>) =>
  page(Employees.Employee, data, 0, data.length);
