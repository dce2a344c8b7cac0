import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** a / b in whole units, half away from zero, for integers. */
const divideHalfAway = (a: number, b: number): number => Math.sign(a) * Math.floor((2 * Math.abs(a) + b) / (2 * b));

/**
 * An invoice's totals the way Fortnox works them out from what it was sent, ignoring any totals
 * of ours: each row is DeliveredQuantity × Price rounded to the öre, VAT per rate on the rows of
 * that rate. Answered in kronor, as Fortnox does.
 */
export const fortnoxTotals = (rows: readonly { DeliveredQuantity?: unknown; Price?: unknown; VAT?: unknown }[]) => {
  const bases = new Map<number, number>();
  for (const row of rows) {
    // Fortnox keeps quantities and prices with two decimals: multiply them as integers.
    const hundredths = Math.round(Number(row.DeliveredQuantity ?? 0) * 100);
    const ore = Math.round(Number(row.Price ?? 0) * 100);
    const rate = Number(row.VAT ?? 0);
    bases.set(rate, (bases.get(rate) ?? 0) + divideHalfAway(hundredths * ore, 100));
  }
  const net = [...bases.values()].reduce((sum, base) => sum + base, 0);
  const vat = [...bases.entries()].reduce((sum, [rate, base]) => sum + divideHalfAway(base * rate, 100), 0);
  return { Net: net / 100, TotalVAT: vat / 100, Total: (net + vat) / 100 };
};

/**
 * A local stand-in for Fortnox's API v3 on 127.0.0.1, for tests: customers and invoices kept in
 * memory (with Fortnox's own totals, `fortnoxTotals`), the bearer token checked, and
 * `rateLimitNext` 429s answered before the next requests.
 */
export const startFakeFortnox = async (token: string) => {
  const customers = new Map<string, Record<string, unknown>>();
  const invoices: Record<string, unknown>[] = [];
  const requests: { method: string; path: string; at: number }[] = [];
  const state = { rateLimitNext: 0, failInvoices: false };
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {}));
    });
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, at: Date.now() });
    if (req.headers.authorization !== `Bearer ${token}`)
      return send(401, { ErrorInformation: { message: 'Invalid token', code: 2000311 } });
    if (state.rateLimitNext > 0) {
      state.rateLimitNext -= 1;
      return send(429, { message: 'Too many requests' }, { 'retry-after': '0' });
    }
    const body = await read(req);
    const one = /^\/3\/customers\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const found = customers.get(decodeURIComponent(one[1]!));
      return found ? send(200, { Customer: found }) : send(404, { ErrorInformation: { message: 'Kan inte hitta kunden', code: 2000433 } });
    }
    if (req.method === 'POST' && path === '/3/customers') {
      const customer = body.Customer as Record<string, unknown>;
      const number = String(customer.CustomerNumber ?? 100 + customers.size);
      customers.set(number, { ...customer, CustomerNumber: number });
      return send(201, { Customer: customers.get(number) });
    }
    if (req.method === 'POST' && path === '/3/invoices') {
      if (state.failInvoices) return send(400, { ErrorInformation: { message: 'Konto 3010 finns inte', code: 2000357 } });
      const invoice = body.Invoice as Record<string, unknown>;
      if (!customers.has(String(invoice.CustomerNumber)))
        return send(400, { ErrorInformation: { message: 'Kunden finns inte', code: 2000204 } });
      const rows = (invoice.InvoiceRows ?? []) as Record<string, unknown>[];
      const stored = { ...invoice, ...fortnoxTotals(rows), DocumentNumber: String(invoices.length + 1) };
      invoices.push(stored);
      return send(201, { Invoice: stored });
    }
    return send(404, { ErrorInformation: { message: 'Not found', code: 0 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    invoices,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
