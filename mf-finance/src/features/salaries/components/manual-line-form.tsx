import { useState } from 'react';
import { usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { inputToOre, parseDecimal } from '@haulage/shared/format';
import { Button, Field, HStack, Input } from '@haulage/shared/ui';
import { useAddPayslipLineMutation } from '../api/salaries-api';

/** A line of an open payslip typed by hand: a bonus, or a deduction with a negative rate in kronor. */
export const ManualLineForm = ({ documentId }: { documentId: string }) => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const [add, addState] = useAddPayslipLineMutation();
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [rate, setRate] = useState('');
  const amounts = { quantity: parseDecimal(quantity), rate: inputToOre(rate) };
  const ready = description.trim() !== '' && amounts.quantity != null && amounts.rate != null;
  const submit = async () => {
    if (!ready) return;
    try {
      await add({ documentId, line: { description: description.trim(), quantity: amounts.quantity!, rate: amounts.rate! } }).unwrap();
      feedback.toast('success', 'Line added');
      setDescription('');
      setRate('');
    } catch (error) {
      reportRefusal(error, 'Could not add the line');
    }
  };
  return (
    <HStack gap="3" wrap="wrap" align="end" mt="3">
      <Field.Root maxW="64">
        <Field.Label>Line description</Field.Label>
        <Input value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="24">
        <Field.Label>Quantity</Field.Label>
        <Input inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="32">
        <Field.Label>Rate (kr)</Field.Label>
        <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
      </Field.Root>
      <Button onClick={() => void submit()} loading={addState.isLoading} disabled={!ready}>
        Add line
      </Button>
    </HStack>
  );
};
