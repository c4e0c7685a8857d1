import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { ImageField } from '../../../media';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';

type Values = GameFormValues;

export function ImagesSection() {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Card>
      <CardHeader title="Images" description="Make the game page look like your brand." />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="settings.game_image"
          render={({ field }) => (
            <ImageField
              label="Game image"
              hint="Beside the game’s name, e.g. your logo. Square, at least 200 px."
              value={field.value}
              onChange={field.onChange}
              error={errorFor('settings.game_image')}
              testId="game-image-field"
            />
          )}
        />
        <Controller
          control={control}
          name="settings.background_image"
          render={({ field }) => (
            <ImageField
              label="Background image"
              hint="Fills the page behind the game. Large and calm works best."
              value={field.value}
              onChange={field.onChange}
              error={errorFor('settings.background_image')}
              testId="background-image-field"
            />
          )}
        />
      </CardBody>
    </Card>
  );
}
