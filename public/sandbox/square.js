/*
 * The offline payment sandbox's stand-in for Square's Web Payments SDK (square.js), ADR 21.
 * Same calls as Square's: `Square.payments(appId, locationId).card()`, then `card.attach(target)`
 * and `card.tokenize()`, answering `{ status: "OK", token }` or `{ status: "Invalid", errors }`.
 * It draws a plain, labelled card form and hands out Square's sandbox test nonces for Square's
 * test values, so the server charges them exactly as Square's sandbox would:
 *   4111 1111 1111 1111 (any valid card) → cnon:card-nonce-ok
 *   4000 0000 0000 0002 → cnon:card-nonce-declined (GENERIC_DECLINE)
 *   CVV 911 → cnon:card-nonce-rejected-cvv, postal code 99999 → …-rejected-postalcode,
 *   expiration 01/40 → …-rejected-expiration
 * As Square's own fields do, a field it refuses is marked and says why beneath it until it is
 * changed. No card number leaves the page: only the nonce is posted, as with Square.
 */
(function () {
  "use strict";

  var fields = [
    {
      name: "cardNumber",
      label: "Card number",
      autocomplete: "cc-number",
      inputmode: "numeric",
      placeholder: "1234 1234 1234 1234",
    },
    {
      name: "expirationDate",
      label: "Expiration date",
      autocomplete: "cc-exp",
      inputmode: "numeric",
      placeholder: "MM/YY",
    },
    { name: "cvv", label: "CVV", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "CVV" },
    {
      name: "postalCode",
      label: "Postal code",
      autocomplete: "postal-code",
      inputmode: "text",
      placeholder: "Postal code",
    },
  ];

  var counter = 0;

  function digits(value) {
    return String(value || "").replace(/[\s-]/g, "");
  }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  // What people type: "12/29", "1229" (a phone's number pad has no slash), "12 / 2029", "1/29".
  function parseExpiry(value) {
    var compact = String(value || "").replace(/\s/g, "");
    var match =
      /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(compact) || /^(\d{2})(\d{2}|\d{4})$/.exec(compact);
    if (!match) return null;
    var year = Number(match[2]);
    return { month: Number(match[1]), year: match[2].length === 2 ? 2000 + year : year };
  }

  function expiryValid(value, now) {
    var expiry = parseExpiry(value);
    if (!expiry || expiry.month < 1 || expiry.month > 12) return false;
    var thisYear = now.getFullYear();
    var thisMonth = now.getMonth() + 1;
    return expiry.year > thisYear || (expiry.year === thisYear && expiry.month >= thisMonth);
  }

  function validate(values) {
    var errors = [];
    var number = digits(values.cardNumber);
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
      errors.push({
        type: "VALIDATION_ERROR",
        field: "cardNumber",
        message: "Card number is not valid",
      });
    }
    if (!expiryValid(values.expirationDate, new Date())) {
      errors.push({
        type: "VALIDATION_ERROR",
        field: "expirationDate",
        message: "Expiration date is not valid",
      });
    }
    if (!/^\d{3,4}$/.test(digits(values.cvv))) {
      errors.push({ type: "VALIDATION_ERROR", field: "cvv", message: "CVV is not valid" });
    }
    if (!/^[A-Za-z0-9 -]{3,10}$/.test(String(values.postalCode || "").trim())) {
      errors.push({
        type: "VALIDATION_ERROR",
        field: "postalCode",
        message: "Postal code is not valid",
      });
    }
    return errors;
  }

  function nonceFor(values) {
    if (digits(values.cardNumber) === "4000000000000002") return "cnon:card-nonce-declined";
    if (digits(values.cvv) === "911") return "cnon:card-nonce-rejected-cvv";
    if (String(values.postalCode).trim() === "99999") return "cnon:card-nonce-rejected-postalcode";
    var expiry = parseExpiry(values.expirationDate);
    if (expiry && expiry.month === 1 && expiry.year === 2040)
      return "cnon:card-nonce-rejected-expiration";
    return "cnon:card-nonce-ok";
  }

  function showError(input, message, text) {
    message.textContent = text || "";
    message.hidden = !text;
    input.style.borderColor = text ? "#b91c1c" : "#6b7280";
    if (text) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }

  function card() {
    var messages = {};
    var inputs = null;
    var root = null;
    return Promise.resolve({
      attach: function (target) {
        var container = typeof target === "string" ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error("Card container " + target + " not found"));
        var id = "sandbox-card-" + ++counter;
        root = document.createElement("div");
        root.setAttribute("data-sandbox-card", "");
        root.style.display = "grid";
        root.style.gap = "0.5rem";
        inputs = {};
        fields.forEach(function (field) {
          var label = document.createElement("label");
          label.htmlFor = id + "-" + field.name;
          label.textContent = field.label;
          label.style.display = "grid";
          label.style.gap = "0.25rem";
          var input = document.createElement("input");
          input.id = id + "-" + field.name;
          // No name: like Square's fields (in their own frames), nothing here is ever posted.
          input.autocomplete = field.autocomplete;
          input.inputMode = field.inputmode;
          input.placeholder = field.placeholder;
          input.required = true;
          input.style.padding = "0.5rem";
          input.style.border = "1px solid #6b7280";
          input.style.borderRadius = "0.375rem";
          input.style.font = "inherit";
          var message = document.createElement("span");
          message.id = input.id + "-error";
          message.hidden = true;
          message.style.color = "#b91c1c";
          message.style.fontSize = "0.875rem";
          message.style.fontWeight = "500";
          input.setAttribute("aria-describedby", message.id);
          input.addEventListener("input", function () {
            showError(input, message, null);
          });
          label.appendChild(input);
          label.appendChild(message);
          root.appendChild(label);
          inputs[field.name] = input;
          messages[field.name] = message;
        });
        container.appendChild(root);
        return Promise.resolve();
      },
      tokenize: function () {
        if (!inputs) {
          return Promise.resolve({
            status: "Error",
            errors: [{ type: "UNKNOWN", message: "The card form is not attached" }],
          });
        }
        var values = {};
        Object.keys(inputs).forEach(function (name) {
          values[name] = inputs[name].value;
        });
        var errors = validate(values);
        Object.keys(inputs).forEach(function (name) {
          var error = errors.filter(function (e) {
            return e.field === name;
          })[0];
          showError(inputs[name], messages[name], error ? error.message : null);
        });
        if (errors.length > 0) return Promise.resolve({ status: "Invalid", errors: errors });
        return Promise.resolve({ status: "OK", token: nonceFor(values) });
      },
      destroy: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        inputs = null;
        return Promise.resolve(true);
      },
    });
  }

  window.Square = {
    payments: function (applicationId, locationId) {
      if (!applicationId || !locationId)
        throw new Error("Square.payments needs an application id and a location id");
      return { card: card };
    },
  };
})();
