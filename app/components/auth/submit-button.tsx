import { useNavigation } from "react-router";
import { button } from "~/components/ui/button.css";

export function AuthSubmitButton({
  intent,
  label,
  variant = "primary",
}: {
  intent: string;
  label: string;
  variant?: keyof typeof button;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={button[variant]} disabled={submitting}>
      {submitting ? "Loading..." : label}
    </button>
  );
}
