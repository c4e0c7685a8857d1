/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M video whose every frame
 * shows one QR code, black on white, drawn from the `qrcode` package's module matrix (the same
 * library the server draws QR codes with). Y4M is raw YUV 4:2:0: a grey picture needs only the
 * luma plane; both chroma planes stay neutral (128).
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export function writeQrVideo(
  path: string,
  text: string,
  { width = 1280, height = 720 } = {},
): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  // Inside the scanner's scan region (the middle two thirds of the picture's short side).
  const scale = Math.floor((Math.min(width, height) * 0.55) / (size + 2 * quiet));
  const side = scale * (size + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235); // white
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(x, y)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + (y + quiet) * scale + dy) * width;
        luma.fill(16, row + left + (x + quiet) * scale, row + left + (x + quiet + 1) * scale);
      }
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  // Chromium loops the file: a few frames are enough.
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
