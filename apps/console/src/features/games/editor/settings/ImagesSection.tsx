import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { ImageField } from '../../../media';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';
import { useT } from '../../../../i18n/i18n';

type Values = GameFormValues;

export function ImagesSection() {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Card>
      <CardHeader title={t('games.images.title')} description={t('games.images.hint')} />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="settings.game_image"
          render={({ field }) => (
            <ImageField
              label={t('games.images.game')}
              hint={t('games.images.game_hint')}
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
              label={t('games.images.background')}
              hint={t('games.images.background_hint')}
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
