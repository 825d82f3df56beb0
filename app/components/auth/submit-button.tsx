import { useNavigation } from "@remix-run/react";
import { button } from "~/components/ui/button.css";

/**
 * The submit button of an /auth form: 'Loading...' and disabled while this form's intent is
 * being submitted (S-AUTH-11).
 */
export function AuthSubmitButton({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={button.primary} disabled={submitting}>
      {submitting ? "Loading..." : label}
    </button>
  );
}
