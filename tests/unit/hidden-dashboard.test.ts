import { describe, expect, it } from "vitest";
import { mayAskForDashboard, withoutDashboard } from "../../server/hidden-dashboard";

const route = (parentId: string | undefined, path?: string) => ({ module: {}, parentId, path });

const build = {
  routes: {
    root: route(undefined, ""),
    "routes/home": route("root"),
    "routes/admin": route("root", "admin"),
    "routes/admin._index": route("routes/admin"),
    "routes/admin.orders": route("routes/admin", "orders"),
    "routes/admin.orders-csv": route("routes/admin", "orders.csv"),
    "routes/account.admin": route("root", "account/admin"),
    "routes/not-found": route("root", "*"),
  },
  assets: {
    routes: Object.fromEntries(
      ["root", "routes/home", "routes/admin", "routes/admin.orders", "routes/not-found"].map(
        (id) => [id, { id }],
      ),
    ),
  },
};

describe("the build answered to anyone but an owner", () => {
  it("has no dashboard route, nested or not, in its routes or its manifest", () => {
    const hidden = withoutDashboard(build);
    expect(Object.keys(hidden.routes)).toEqual([
      "root",
      "routes/home",
      "routes/account.admin",
      "routes/not-found",
    ]);
    expect(Object.keys(hidden.assets.routes)).toEqual(["root", "routes/home", "routes/not-found"]);
  });

  it("leaves the full build as it was", () => {
    withoutDashboard(build);
    expect(Object.keys(build.routes)).toHaveLength(8);
    expect(Object.keys(build.assets.routes)).toHaveLength(5);
  });
});

describe("which requests could reach the dashboard", () => {
  it.each([
    "/admin",
    "/admin/orders.data",
    "/Admin/Orders",
    "/ADMIN.data?index",
    "/%61dmin/orders",
    "/%2561dmin",
    "/%252561%64min",
    "/__manifest?paths=%2Fadmin%2Forders&version=1",
    "/__manifest?paths=/x,/ADMIN&version=1",
    "/%E0%A4%A/admin",
    "/%zz%61dmin",
    "/adm%69n",
  ])("%s: yes", (target) => {
    expect(mayAskForDashboard(target)).toBe(true);
  });

  it.each([
    "/",
    "/services",
    "/account?tab=security",
    "/%E0%A4%A",
    "/adm%69",
    "/__manifest?paths=/contact",
  ])("%s: no", (target) => {
    expect(mayAskForDashboard(target)).toBe(false);
  });
});
