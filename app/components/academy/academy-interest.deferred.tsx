import type { LeadFormResponse } from "~/utils/forms/lead-form";
import { AcademyInterest } from "./academy-interest";
import { AcademyInterestForm } from "./academy-interest-form";

/**
 * The interest form's section: the form brings Conform's runtime, so the section hydrates after
 * the page (app/routes/academy.tsx, ADR 59).
 */
export function AcademyInterestSection({ response }: { response: LeadFormResponse | undefined }) {
  return (
    <AcademyInterest>
      <AcademyInterestForm response={response} />
    </AcademyInterest>
  );
}
