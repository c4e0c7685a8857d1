import { useEffect, useId, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { SCRATCH_REVEAL_PERCENT } from './engine.js';
import type { ScratchAction, ScratchViewModel } from './engine.js';
import { GiftIcon } from '../icons.js';
import { errorMessage } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface ScratchViewProps {
  view: ScratchViewModel;
  send: (action: ScratchAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

/** Drawing resolution of the cover; CSS scales it to the card's width. */
const COVER_WIDTH = 300;
const COVER_HEIGHT = 200;
const BRUSH_RADIUS = 18;
/** Keyboard scratching clears one of this many horizontal strips per key press. */
const KEYBOARD_STRIPS = 4;
/** Every `SAMPLE_STEP`-th pixel in both directions is sampled to measure the scratched share. */
const SAMPLE_STEP = 4;
const MEASURE_INTERVAL_MS = 100;
const SEND_INTERVAL_MS = 300;

interface Point {
  x: number;
  y: number;
}

/** Paints the cover: the business's image (cropped to fill) or a purple card saying `text`. */
function paintCover(
  ctx: CanvasRenderingContext2D,
  image: HTMLImageElement | null,
  text: string,
): void {
  ctx.globalCompositeOperation = 'source-over';
  ctx.clearRect(0, 0, COVER_WIDTH, COVER_HEIGHT);
  if (image) {
    const scale = Math.max(COVER_WIDTH / image.naturalWidth, COVER_HEIGHT / image.naturalHeight);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    ctx.drawImage(image, (COVER_WIDTH - w) / 2, (COVER_HEIGHT - h) / 2, w, h);
    return;
  }
  const gradient = ctx.createLinearGradient(0, 0, COVER_WIDTH, COVER_HEIGHT);
  gradient.addColorStop(0, '#7c66c4');
  gradient.addColorStop(1, '#4a3494');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, COVER_WIDTH, COVER_HEIGHT);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 24px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, COVER_WIDTH / 2, COVER_HEIGHT / 2);
}

/** Clears the cover along a stroke. */
function scratchLine(ctx: CanvasRenderingContext2D, from: Point, to: Point): void {
  ctx.globalCompositeOperation = 'destination-out';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = BRUSH_RADIUS * 2;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x + 0.01, to.y);
  ctx.stroke();
}

function scratchStrip(ctx: CanvasRenderingContext2D, strip: number): void {
  const height = COVER_HEIGHT / KEYBOARD_STRIPS;
  ctx.clearRect(0, Math.floor(strip * height), COVER_WIDTH, Math.ceil(height));
}

/** Share of the cover (0–100, whole percent) that is scratched off, by sampling alpha. */
export function scratchedPercent(alpha: Uint8ClampedArray, width: number, height: number): number {
  let samples = 0;
  let clear = 0;
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      samples++;
      if ((alpha[(y * width + x) * 4 + 3] ?? 255) < 128) clear++;
    }
  }
  return samples === 0 ? 0 : Math.floor((clear / samples) * 100);
}

function measure(ctx: CanvasRenderingContext2D): number | null {
  try {
    return scratchedPercent(
      ctx.getImageData(0, 0, COVER_WIDTH, COVER_HEIGHT).data,
      COVER_WIDTH,
      COVER_HEIGHT,
    );
  } catch {
    return null; // a cover the browser will not let us read
  }
}

function canvasPoint(event: ReactPointerEvent<HTMLCanvasElement>): Point {
  const rect = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - rect.left) / rect.width) * COVER_WIDTH,
    y: ((event.clientY - rect.top) / rect.height) * COVER_HEIGHT,
  };
}

function Result({ view, t }: { view: ScratchViewModel; t: ViewT }) {
  const result = view.result;
  if (!view.revealed || !result) {
    return <p className="text-center text-base font-medium text-gray-500">{t('scratch.prompt')}</p>;
  }
  const text = result.kind === 'prize' ? result.label : result.text;
  const heading =
    view.reason === 'timeout'
      ? t('scratch.timeout')
      : result.kind === 'prize'
        ? t('scratch.won')
        : null;
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      {result.kind === 'prize' && <GiftIcon className="size-10 text-primary-600" />}
      {heading && <p className="text-sm font-medium text-gray-700">{heading}</p>}
      <p className="text-xl font-bold text-primary-700">{text}</p>
    </div>
  );
}

/**
 * A scratch card: the player scratches the cover with a finger or mouse (or with Enter/Space,
 * one strip at a time); the scratched share is sent to the server, which reveals the outcome.
 */
export function ScratchView({ view, send, disabled = false, t = englishViewT }: ScratchViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<Point | null>(null);
  const scratchedAny = useRef(false);
  const strips = useRef(0);
  const progress = useRef({
    measuredAt: 0,
    sentAt: 0,
    sent: 0,
    busy: false,
    queued: null as number | null,
  });
  const [message, setMessage] = useState('');
  const hintId = useId();
  const locked = disabled || view.status !== 'playing';
  const coverImage = view.cover_image;
  const coverText = t('scratch.cover');

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    paintCover(ctx, null, coverText);
    scratchedAny.current = false;
    if (!coverImage) return;
    let live = true;
    const image = new Image();
    image.crossOrigin = 'anonymous'; // keeps the canvas readable; without CORS the plain cover stays
    image.onload = () => {
      if (live && !scratchedAny.current) paintCover(ctx, image, coverText);
    };
    image.src = coverImage;
    return () => {
      live = false;
    };
  }, [coverImage, coverText]);

  function context(): CanvasRenderingContext2D | null {
    return canvasRef.current?.getContext('2d', { willReadFrequently: true }) ?? null;
  }

  function sendProgress(percent: number): void {
    const p = progress.current;
    if (p.busy) {
      p.queued = Math.max(percent, p.queued ?? 0);
      return;
    }
    p.busy = true;
    p.sent = percent;
    p.sentAt = Date.now();
    send({ type: 'scratch', percent })
      .then(() => setMessage(''))
      .catch((error: unknown) => setMessage(errorMessage(error, t)))
      .finally(() => {
        p.busy = false;
        const queued = p.queued;
        p.queued = null;
        if (queued !== null && queued > p.sent) sendProgress(queued);
      });
  }

  /** Measures the cover and reports progress, throttled unless `now` is forced. */
  function report(force: boolean): void {
    const p = progress.current;
    const now = Date.now();
    if (!force && now - p.measuredAt < MEASURE_INTERVAL_MS) return;
    const ctx = context();
    const percent = ctx ? measure(ctx) : null;
    p.measuredAt = now;
    if (percent === null || percent <= Math.max(p.sent, view.percent)) return;
    const urgent = force || percent >= SCRATCH_REVEAL_PERCENT;
    if (urgent || now - p.sentAt >= SEND_INTERVAL_MS) sendProgress(percent);
  }

  function scratch(from: Point, to: Point): void {
    const ctx = context();
    if (!ctx) return;
    scratchedAny.current = true;
    scratchLine(ctx, from, to);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (locked) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = canvasPoint(event);
    stroke.current = point;
    scratch(point, point);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const from = stroke.current;
    if (locked || !from) return;
    const to = canvasPoint(event);
    scratch(from, to);
    stroke.current = to;
    report(false);
  }

  function onPointerEnd() {
    if (!stroke.current) return;
    stroke.current = null;
    report(true);
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLCanvasElement>) {
    if (locked || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    const ctx = context();
    if (!ctx) return;
    scratchedAny.current = true;
    scratchStrip(ctx, strips.current % KEYBOARD_STRIPS);
    strips.current++;
    report(true);
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 p-2">
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl border-2 border-primary-200 bg-white shadow-sm">
        <div className="absolute inset-0 flex items-center justify-center p-4" aria-live="polite">
          <Result view={view} t={t} />
        </div>
        <canvas
          ref={canvasRef}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          tabIndex={view.revealed ? -1 : 0}
          role="button"
          aria-label={t('scratch.cover_label')}
          aria-describedby={hintId}
          aria-hidden={view.revealed}
          aria-disabled={locked}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onLostPointerCapture={onPointerEnd}
          onKeyDown={onKeyDown}
          onContextMenu={(event) => event.preventDefault()}
          style={{ WebkitTouchCallout: 'none' }}
          className={`absolute inset-0 h-full w-full cursor-pointer touch-none select-none focus-visible:outline-4 focus-visible:outline-primary-600 ${view.revealed ? 'pointer-events-none opacity-0 transition-opacity duration-700' : 'opacity-100'}`}
        />
      </div>
      <p id={hintId} className="sr-only">
        {t('scratch.help', { percent: SCRATCH_REVEAL_PERCENT })}
      </p>
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
