import { LICENCE_CLASSES } from '@haulage/shared/contracts';
import { CheckboxField, Fieldset, HStack } from '@haulage/shared/ui';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The licence classes a driver holds, one checkbox each. */
export const LicenceClassesField = ({ value, onChange, error }: Props) => (
  <Fieldset.Root invalid={Boolean(error)}>
    <Fieldset.Legend>Licence classes</Fieldset.Legend>
    <HStack gap="5" wrap="wrap">
      {LICENCE_CLASSES.map((licence) => (
        <CheckboxField
          key={licence}
          label={licence}
          checked={value.includes(licence)}
          onCheckedChange={(checked) => onChange(checked ? [...value, licence] : value.filter((v) => v !== licence))}
        />
      ))}
    </HStack>
    {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
  </Fieldset.Root>
);
