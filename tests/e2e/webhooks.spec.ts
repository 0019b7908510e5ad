import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { postMaterialsWire, respondAsApprovedPartner, signInAs } from './accounts';
import { shot } from './screens';

type Delivery = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on loopback (the e2e server allows private webhook targets) keeping every POST. */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/buildwire`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a buyer adds a webhook at /userinfo, receives a signed event when a partner responds, and redelivers it', async ({
  page,
  browser,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    await signInAs(page.request, 'member');
    await page.goto('/userinfo?section=webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No webhooks yet.', { exact: false })).toBeVisible();

    // blank fields are refused at their fields; a document asking for a partner's events at the document
    const form = section.getByRole('form', { name: 'New webhook' });
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Give the webhook a name')).toBeVisible();
    await expect(form.getByText('Enter the full address')).toBeVisible();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Procurement system');
    await form.getByRole('textbox', { name: /^Payload URL/ }).fill(receiver.url);
    await form
      .getByRole('textbox', { name: /^Subscription document/ })
      .fill('subscription { myResponseEvents { type } }');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByRole('textbox', { name: /^Subscription document/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      form.getByText('This needs a partner account; you are signed in with a buyer account.'),
    ).toBeVisible();

    // the buyer's preset: responses to my wires
    await form.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'Responses to my wires' }).click();
    await expect(form.getByRole('textbox', { name: /^Subscription document/ })).toHaveValue(
      /myWireResponseEvents/,
    );
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await section.getByLabel('New signing secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await section.getByRole('button', { name: 'Done' }).click();
    const row = section.getByRole('listitem').filter({ hasText: 'Procurement system' });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('nothing delivered yet');

    // a partner answers the buyer's wire: the receiver gets the event, signed with the secret
    const wireId = await postMaterialsWire(page.request, {
      title: 'Roofing sheets for the Ajah site',
      location: { label: 'Ajah, Lagos', lat: 6.4698, lng: 3.5852 },
      material: 'Aluminium roofing sheet',
      quantity: 120,
      unit: 'sheets',
    });
    await respondAsApprovedPartner(browser, wireId, {
      message: '120 sheets, delivered Friday.',
      amount: '1850000',
    });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [first] = receiver.received;
    const timestamp = String(first!.headers['buildwire-timestamp']);
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${first!.body}`).digest('hex')}`;
    expect(first!.headers['buildwire-signature']).toBe(expected);
    const payload = JSON.parse(first!.body) as { event: string; data: Record<string, { type: string }> };
    expect(payload.data.myWireResponseEvents?.type).toBe('CREATED');

    // the delivery is listed with its outcome, and can be sent again
    await row.getByRole('button', { name: 'Deliveries of Procurement system' }).click();
    const deliveries = row.getByRole('region', { name: 'Deliveries of Procurement system' });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('delivered');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('204');
    await shot(page, 'webhooks');
    await deliveries.getByRole('button', { name: /^Redeliver / }).click();
    await expect(page.getByText('Sending it again now.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1]!.body).toBe(first!.body);
    await expect(deliveries.getByText('sent again')).toBeVisible();

    // turned off, then deleted
    await row.getByRole('button', { name: 'Turn off Procurement system' }).click();
    await expect(row).toContainText('Off');
    await row.getByRole('button', { name: 'Delete Procurement system' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this webhook?' })
      .getByRole('button', { name: 'Delete webhook' })
      .click();
    await expect(row).toHaveCount(0);
    await expect(section.getByText('No webhooks yet.', { exact: false })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'webhooks-phone');
  } finally {
    await receiver.stop();
  }
});
