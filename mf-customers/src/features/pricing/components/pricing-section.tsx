import { useState } from 'react';
import { Button, ErrorState, HStack, Heading, Spinner, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useGetCustomerPricingQuery } from '../api/get-customer-pricing';
import { useGetPricingModelQuery } from '../api/get-pricing-model';
import { useSaveCustomerPricingMutation } from '../api/save-customer-pricing';
import { buildEditorRows } from '../model/agreement-editor';
import { AgreementEditor } from './agreement-editor';
import { AgreementView } from './agreement-view';
import { PricePreview } from './price-preview';

export interface PricingSectionProps {
  customer: string;
  companyName: string;
  currency: string;
}

/** The customer's price agreement: everyone in the office reads it; finance and admin change it. */
export const PricingSection = ({ customer, companyName, currency }: PricingSectionProps) => {
  const { feedback } = usePlatform();
  const canRead = useCan('customer-pricings', 'read');
  const canEdit = useCan('customer-pricings', 'update');
  const model = useGetPricingModelQuery(undefined, { skip: !canRead });
  const own = useGetCustomerPricingQuery(customer, { skip: !canRead });
  const [save] = useSaveCustomerPricingMutation();
  const [editing, setEditing] = useState(false);

  const header = (
    <HStack justify="space-between">
      <Heading as="h2" size="md">
        Price agreement
      </Heading>
      {canEdit && !editing && model.data ? (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit prices
        </Button>
      ) : null}
    </HStack>
  );
  if (!canRead)
    return (
      <Stack gap="3">
        {header}
        <Text color="fg.muted">Prices are visible to office staff only.</Text>
      </Stack>
    );
  if (model.isError || own.isError) {
    return (
      <Stack gap="3">
        {header}
        <ErrorState
          message={errorMessage(model.error ?? own.error, 'Could not load prices')}
          onRetry={() => {
            model.refetch();
            own.refetch();
          }}
        />
      </Stack>
    );
  }
  if (!model.data || own.isLoading)
    return (
      <Stack gap="3">
        {header}
        <Spinner aria-label="Loading prices" />
      </Stack>
    );

  const agreement = own.data ?? null;
  return (
    <Stack gap="3">
      {header}
      {editing ? (
        <AgreementEditor
          companyName={companyName}
          currency={agreement?.currency ?? currency}
          model={model.data}
          own={agreement}
          onCancel={() => setEditing(false)}
          onSave={async (data) => {
            await save({ customer, documentId: agreement?.documentId, data }).unwrap();
            feedback.toast('success', 'Price agreement is saved successfully');
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Text color="fg.muted">
            {agreement
              ? `${agreement.name}${agreement.validFrom ? `, valid from ${agreement.validFrom}` : ''}${agreement.validTo ? ` to ${agreement.validTo}` : ''}. Lines not overridden follow the generic model.`
              : 'No own agreement: this customer pays the generic model.'}
          </Text>
          <AgreementView rows={buildEditorRows(model.data.lines, agreement?.lines ?? [])} />
          <PricePreview agreement={agreement} model={model.data} />
        </>
      )}
    </Stack>
  );
};
