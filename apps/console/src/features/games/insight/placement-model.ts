/** The placement form's model (issue 34 §5): its values, its request, the QR file's name. */
import type { CreatePlacementRequest } from '@playdesk/contract';

export interface PlacementFormValues {
  name: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

export const EMPTY_PLACEMENT: PlacementFormValues = {
  name: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
};

/** The request: blank UTM fields are left out (the server's defaults apply). */
export function placementRequest(game: string, values: PlacementFormValues) {
  const request: CreatePlacementRequest = { game, name: values.name };
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = values[key].trim();
    if (value) request[key] = value;
  }
  return request;
}

/** `qr-counter-qr.png`: the placement's name as a file name. */
export function qrFileName(name: string, format: 'png' | 'svg'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `qr-${slug || 'placement'}.${format}`;
}
