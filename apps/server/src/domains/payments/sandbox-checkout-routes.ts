import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatRupees, paiseToRupees } from '@saral/contract/money';
import { withZod } from '../../shared/zod-app';
import type { PaymentWebhookStatus } from './payment-provider';
import { PAYMENT_WEBHOOK_BASE } from './payment-routes';
import { paymentReturnPath, type CheckoutView } from './payment-model';
import type { PaymentService } from './payment-service';
import { SANDBOX_CHECKOUT_PATH, type SandboxPaymentProvider } from './sandbox-payment-provider';

export type SandboxCheckoutOptions = { payments: PaymentService; sandbox: SandboxPaymentProvider };

export const DEFAULT_UPI_ID = 'borrower@upi';
const UPI_ID_PATTERN = /^[\w.-]{2,256}@[a-z][a-z0-9]{1,63}$/i;
const RUPEE_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

const paramsSchema = z.object({ linkId: z.string().max(64) });

/**
 * Development only (registered outside production with the sandbox provider): the checkout a
 * gateway would host. Plain HTML forms, no script, so the global CSP stays as it is. Each button
 * delivers a signed event to our own webhook route in-process, then sends the browser back.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { payments, sandbox }: SandboxCheckoutOptions,
) {
  // Browsers post forms urlencoded; only this plugin needs to read that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const api = withZod(app);

  async function deliver(
    view: CheckoutView,
    status: PaymentWebhookStatus,
    amountPaise: number,
    method?: string,
  ): Promise<boolean> {
    const event = sandbox.signedEvent({
      providerLinkId: view.providerLinkId,
      amountPaise,
      status,
      method,
    });
    const response = await app.inject({
      method: 'POST',
      url: `${PAYMENT_WEBHOOK_BASE}/${sandbox.name}`,
      headers: event.headers,
      payload: event.body,
    });
    if (response.statusCode !== 200) {
      app.log.error(
        { linkId: view.linkId, status: response.statusCode, reply: response.body },
        'sandbox webhook was not accepted',
      );
      return false;
    }
    return true;
  }

  const backToOrder = (reply: FastifyReply, view: CheckoutView) =>
    reply.redirect(paymentReturnPath(view.orderId, view.linkId), 303);

  async function viewOrPage(linkId: string, reply: FastifyReply): Promise<CheckoutView | null> {
    const view = await payments.checkoutView(linkId);
    if (!view) {
      sendPage(reply, 404, messagePage('Payment link not found', 'Check the link and try again.'));
      return null;
    }
    if (view.status !== 'created') {
      sendPage(reply, 409, closedPage(view));
      return null;
    }
    return view;
  }

  api.get(`${SANDBOX_CHECKOUT_PATH}/:linkId`, {
    schema: { hide: true, params: paramsSchema },
    handler: async (request, reply) => {
      const { linkId } = request.params;
      const view = await viewOrPage(linkId, reply);
      if (view) sendPage(reply, 200, checkoutPage(view, {}));
    },
  });

  api.post(`${SANDBOX_CHECKOUT_PATH}/:linkId/pay`, {
    schema: { hide: true, params: paramsSchema },
    handler: async (request, reply) => {
      const { linkId } = request.params;
      const view = await viewOrPage(linkId, reply);
      if (!view) return;
      const form = formFields(request.body);
      const method = form.method === 'card' ? 'card' : 'upi';
      const upiId = (form.upiId ?? '').trim();
      if (method === 'upi' && !UPI_ID_PATTERN.test(upiId)) {
        return sendPage(reply, 400, checkoutPage(view, { ...form, error: 'Enter a valid UPI ID' }));
      }
      const amountPaise = parseAmount(form.amount, view.amountPaise);
      if (amountPaise === null) {
        const most = formatRupees(paiseToRupees(view.amountPaise));
        const error = `Enter an amount from ₹0.01 to ${most}`;
        return sendPage(reply, 400, checkoutPage(view, { ...form, error }));
      }
      if (!(await deliver(view, 'paid', amountPaise, method))) {
        return sendPage(reply, 502, messagePage('Payment not confirmed', 'Please try again.'));
      }
      return backToOrder(reply, view);
    },
  });

  // Cancel closes the link (the next Repay makes a new one); Fail is one failed attempt.
  for (const [action, status] of [
    ['cancel', 'cancelled'],
    ['fail', 'failed'],
  ] as const) {
    api.post(`${SANDBOX_CHECKOUT_PATH}/:linkId/${action}`, {
      schema: { hide: true, params: paramsSchema },
      handler: async (request, reply) => {
        const { linkId } = request.params;
        const view = await viewOrPage(linkId, reply);
        if (!view) return;
        if (!(await deliver(view, status, 0))) {
          return sendPage(reply, 502, messagePage('Could not reach the app', 'Please try again.'));
        }
        return backToOrder(reply, view);
      },
    });
  }
}

type FormFields = { method?: string; upiId?: string; amount?: string; error?: string };

function formFields(body: unknown): FormFields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  return { method: text('method'), upiId: text('upiId'), amount: text('amount') };
}

/** Rupees as typed (e.g. "1200.50"); empty means the full amount. Null when out of range. */
function parseAmount(typed: string | undefined, fullPaise: number): number | null {
  const value = (typed ?? '').trim().replace(/,/g, '');
  if (value === '') return fullPaise;
  if (!RUPEE_AMOUNT_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return paise > 0 && paise <= fullPaise ? paise : null;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f6;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2430}
main{max-width:360px;margin:0 auto;min-height:100vh;background:#fff;padding:16px}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
.brand{font-weight:700;font-size:18px;color:#2453d4}
.badge{font-size:11px;font-weight:700;letter-spacing:.05em;background:#fff3cd;color:#7a5a00;border-radius:4px;padding:2px 6px}
.summary{background:#f5f7fb;border-radius:12px;padding:14px;margin-bottom:16px}
.summary p{margin:2px 0}
.amount{font-size:28px;font-weight:700}
.muted{color:#667085;font-size:13px}
fieldset{border:1px solid #d0d5dd;border-radius:12px;padding:8px 12px;margin:0 0 14px}
legend{font-weight:600;padding:0 4px}
.option{display:flex;align-items:center;gap:8px;padding:10px 0}
.option+.option{border-top:1px solid #eaecf0}
.field{display:block;margin:0 0 14px}
.field span{display:block;font-size:13px;color:#475467;margin-bottom:4px}
input[type=text]{width:100%;font:inherit;padding:10px 12px;border:1px solid #d0d5dd;border-radius:8px}
button{width:100%;font:inherit;font-weight:600;border-radius:10px;padding:12px;cursor:pointer}
.pay{background:#2453d4;color:#fff;border:0}
.cancel{background:#fff;color:#344054;border:1px solid #d0d5dd;margin-top:10px}
.fail{background:none;border:0;color:#b42318;font-size:13px;margin-top:6px}
.error{background:#fef3f2;color:#b42318;border-radius:8px;padding:8px 12px;margin:0 0 12px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<header><span class="brand">Saral Pay</span><span class="badge">SANDBOX · NO REAL MONEY</span></header>
${body}
</main></body>
</html>`;
}

function checkoutPage(view: CheckoutView, form: FormFields): string {
  const amount = formatRupees(paiseToRupees(view.amountPaise));
  const base = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(view.linkId)}`;
  const card = form.method === 'card';
  const typedAmount = form.amount ?? (view.amountPaise / 100).toFixed(2);
  return page(
    `Pay ${amount}`,
    `<section class="summary">
<p class="muted">Amount to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(view.description)}</p>
<p class="muted">Order ${escapeHtml(view.orderNo)} · ${escapeHtml(view.productName)}</p>
</section>
${form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>` : ''}
<form method="post" action="${base}/pay">
<fieldset>
<legend>Pay with</legend>
<label class="option"><input type="radio" name="method" value="upi"${card ? '' : ' checked'}> UPI</label>
<label class="field"><span>UPI ID</span><input type="text" name="upiId" value="${escapeHtml(form.upiId ?? DEFAULT_UPI_ID)}" autocomplete="off"></label>
<label class="option"><input type="radio" name="method" value="card"${card ? ' checked' : ''}> Card •••• 4242 (test card)</label>
</fieldset>
<label class="field"><span>Amount in ₹ (lower it to test a partial payment)</span><input type="text" name="amount" inputmode="decimal" value="${escapeHtml(typedAmount)}"></label>
<button type="submit" class="pay">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${base}/cancel"><button type="submit" class="cancel">Cancel</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="fail">Simulate a failed payment</button></form>`,
  );
}

function closedPage(view: CheckoutView): string {
  const reason = {
    created: 'This payment link is open.',
    paid: 'This payment link has already been paid.',
    cancelled: 'This payment link was cancelled.',
    expired: 'This payment link has expired.',
  }[view.status];
  return messagePage(
    'Payment link closed',
    `${reason} <a href="/orders/${view.orderId}/detail">Back to your loan</a>`,
    true,
  );
}

function messagePage(title: string, text: string, trustedHtml = false): string {
  return page(
    title,
    `<section class="summary"><p class="amount">${escapeHtml(title)}</p><p>${trustedHtml ? text : escapeHtml(text)}</p></section>`,
  );
}
