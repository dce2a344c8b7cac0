import { useState } from 'react';
import { inputToOre, oreToInput } from '@haulage/shared/format';
import { Button, Field, HStack, Input } from '@haulage/shared/ui';

export interface PaymentFormProps {
  balance: number;
  onRecord: (payment: { amount: number; paidOn: string; reference?: string }) => Promise<void>;
}

/** Amount in kronor as typed ("11 500,00"), the day it was paid and the bank's reference. */
export const PaymentForm = ({ balance, onRecord }: PaymentFormProps) => {
  const [amount, setAmount] = useState(oreToInput(balance));
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const ore = inputToOre(amount);
  const submit = async () => {
    if (ore == null) return;
    setBusy(true);
    await onRecord({ amount: ore, paidOn, ...(reference.trim() ? { reference: reference.trim() } : {}) }).finally(() => setBusy(false));
  };
  return (
    <HStack gap="3" wrap="wrap" align="end" mt="3">
      <Field.Root maxW="40" invalid={ore == null}>
        <Field.Label>Amount (kr)</Field.Label>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>Paid on</Field.Label>
        <Input type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="48">
        <Field.Label>Reference</Field.Label>
        <Input value={reference} onChange={(event) => setReference(event.target.value)} />
      </Field.Root>
      <Button onClick={() => void submit()} loading={busy} disabled={ore == null}>
        Record payment
      </Button>
    </HStack>
  );
};
