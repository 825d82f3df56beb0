import { PAYMENT_FAILED } from "../card-declines";

const CHOOSE_ANOTHER = "PayPal declined the payment. Please choose another way to pay in PayPal.";

const paypalDeclineMessages: Record<string, string> = {
  INSTRUMENT_DECLINED: CHOOSE_ANOTHER,
  DECLINED: CHOOSE_ANOTHER,
  FAILED: "PayPal could not complete the payment. Please try again or choose another way to pay.",
  PAYER_CANNOT_PAY: "PayPal cannot take this payment from your account. Please pay another way.",
  TRANSACTION_REFUSED: "PayPal refused the payment. Please pay another way.",
  PAYER_ACCOUNT_RESTRICTED: "Your PayPal account cannot make this payment. Please pay another way.",
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED:
    "Too many attempts to pay this order in PayPal. Please start the checkout again.",
};

export function isPayPalDecline(code: string) {
  return code in paypalDeclineMessages;
}

export function paypalDeclineMessage(code: string): string {
  return paypalDeclineMessages[code] ?? PAYMENT_FAILED;
}
