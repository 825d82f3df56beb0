import type { SecurityResponse, SecurityView } from "~/utils/account-security";
import type { ProfileDetails } from "~/utils/forms/profile";
import { profileIntent } from "~/utils/forms/profile-fields";
import { Profile } from "./profile";
import { Security } from "./security";

/**
 * The account's Profile tab: its forms bring Conform's runtime, so the tab hydrates after the
 * page (app/routes/account.tsx, ADR 59).
 */
export function ProfileTab({
  email,
  createdAt,
  details,
  security,
  response,
}: {
  email: string;
  createdAt: string;
  details: ProfileDetails | null;
  security: SecurityView | null;
  response: SecurityResponse | undefined;
}) {
  const profileResponse = response?.intent === profileIntent ? response : undefined;
  return (
    <>
      <Profile email={email} createdAt={createdAt} details={details} response={profileResponse} />
      {security ? (
        <Security view={security} response={profileResponse ? undefined : response} />
      ) : null}
    </>
  );
}
