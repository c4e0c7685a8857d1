import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of a reward's code, for staff to scan at the counter: dark on white in a white frame
 * whatever the template's colours (a scanner needs the contrast), drawn as SVG so it stays sharp.
 * The library is part of the rewards chunk only: games without rewards never load it.
 */
export function QrCode({
  value,
  label,
  size = 148,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  return (
    <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-gray-200">
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={1}
        bgColor="#FFFFFF"
        fgColor="#1F1640"
        role="img"
        aria-label={label}
        className="block"
      />
    </div>
  );
}
