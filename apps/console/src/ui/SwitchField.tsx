import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { Switch } from './Switch';

/**
 * A form's on/off field: a Switch bound to a boolean of a react-hook-form form. (Kept apart from
 * `Switch`, which pages without a form use, so those pages don't load react-hook-form.)
 */
export function SwitchField<T extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  description,
  disabled,
}: {
  control: Control<T, Context, Transformed>;
  name: FieldPathByValue<T, boolean>;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <Switch
      // `name` only admits paths whose value is a boolean; the library's path value type does not
      // narrow through the generic, hence the conversion.
      checked={field.value === true}
      onChange={field.onChange}
      label={label}
      description={description}
      disabled={disabled}
    />
  );
}
