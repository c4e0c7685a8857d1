import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { GiftIcon } from '../icons.js';
import { useSender } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';
import type { WheelAction, WheelViewModel } from './engine.js';
import { pointerColour, segmentColours } from './look.js';
import { FADE_MS, SPIN_EASING, SPIN_MS, stopRotation } from './spin.js';

export interface WheelViewProps {
  view: WheelViewModel;
  send: (action: WheelAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

/** The wheel's drawing: a circle of radius R in a 200 × 200 box centred on 0. */
const R = 96;
const HUB = 19;

type Phase = 'idle' | 'spinning' | 'stopped';

const point = (degrees: number, radius: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
};

/** Segment `i` of `n` as a pie slice, clockwise from the top. */
function slicePath(i: number, n: number): string {
  const a = 360 / n;
  return `M0 0L${point(i * a, R)}A${R} ${R} 0 ${a > 180 ? 1 : 0} 1 ${point((i + 1) * a, R)}Z`;
}

/** A label's font size: fits along the radius and across the slice. */
function labelSize(label: string, n: number, withImage: boolean): number {
  const along = withImage ? 46 : 68;
  const across = 2 * 58 * Math.sin(Math.PI / n);
  return Math.max(5, Math.min(12, along / (Math.max(label.length, 3) * 0.56), across * 0.55));
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Wheel({
  view,
  rotation,
  phase,
  onStopped,
}: {
  view: WheelViewModel;
  rotation: number;
  phase: Phase;
  /** The wheel came to rest (its transition ended). */
  onStopped: () => void;
}) {
  const n = view.segments.length;
  const a = 360 / n;
  const clipId = useId();
  const reduced = phase === 'spinning' && prefersReducedMotion();
  const fader = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reduced motion: the wheel does not turn; it fades in already stopped.
    if (reduced) fader.current?.animate?.([{ opacity: 0.15 }, { opacity: 1 }], FADE_MS);
  }, [reduced]);
  // The rotor turns on its own compositor layer: a CSS transition of `transform` only, so the
  // main thread does no work while the wheel spins (issue 37 §10).
  const rotor: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transition: phase === 'spinning' && !reduced ? `transform ${SPIN_MS}ms ${SPIN_EASING}` : 'none',
    willChange: 'transform',
  };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[22rem]">
      <div ref={fader} className="absolute inset-0">
        <div
          data-testid="wheel-rotor"
          data-rotation={rotation}
          className="size-full"
          style={rotor}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) onStopped();
          }}
        >
          <svg viewBox="-100 -100 200 200" className="size-full drop-shadow-md" aria-hidden="true">
            <circle r={R + 3} style={{ fill: pointerColour(view.pointer_color) }} />
            {view.segments.map((segment, i) => {
              const colours = segmentColours(view.palette, segment.color, i, n);
              const mid = (i + 0.5) * a;
              const size = labelSize(segment.label, n, segment.image !== null);
              return (
                <g key={i}>
                  <path
                    d={slicePath(i, n)}
                    style={{ fill: colours.fill }}
                    stroke="#ffffff"
                    strokeWidth={0.8}
                  />
                  <g transform={`rotate(${mid})`}>
                    {segment.image ? (
                      <image
                        href={segment.image}
                        x={-11}
                        y={-R + 6}
                        width={22}
                        height={22}
                        preserveAspectRatio="xMidYMid slice"
                      />
                    ) : null}
                    <text
                      transform={`translate(0 ${segment.image ? -44 : -58}) rotate(-90)`}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fontSize={size}
                      fontWeight={700}
                      style={{ fill: colours.text }}
                    >
                      {segment.label}
                    </text>
                  </g>
                </g>
              );
            })}
            {view.center_image ? (
              <>
                <clipPath id={clipId}>
                  <circle r={HUB} />
                </clipPath>
                <circle r={HUB + 2} fill="#ffffff" />
                <image
                  href={view.center_image}
                  x={-HUB}
                  y={-HUB}
                  width={HUB * 2}
                  height={HUB * 2}
                  clipPath={`url(#${clipId})`}
                  preserveAspectRatio="xMidYMid slice"
                />
              </>
            ) : (
              <>
                <circle r={HUB - 4} fill="#ffffff" />
                <circle r={HUB - 10} style={{ fill: pointerColour(view.pointer_color) }} />
              </>
            )}
          </svg>
        </div>
      </div>
      {/* The pointer stays put, at the top. */}
      <svg
        viewBox="0 0 24 28"
        className="absolute top-0 left-1/2 h-9 w-8 -translate-x-1/2 -translate-y-1 drop-shadow"
        aria-hidden="true"
      >
        <path
          d="M2 2h20L12 26Z"
          style={{ fill: pointerColour(view.pointer_color) }}
          stroke="#ffffff"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

function Result({ view, t }: { view: WheelViewModel; t: ViewT }) {
  const result = view.result;
  if (!result) return null;
  const heading =
    view.reason === 'timeout'
      ? t('wheel.timeout')
      : result.kind === 'reward'
        ? t('wheel.won')
        : result.kind === 'try_again'
          ? t('wheel.try_again')
          : t('wheel.stopped_on');
  return (
    <div className="flex flex-col items-center gap-1 text-center" data-testid="wheel-result">
      {result.kind === 'reward' && <GiftIcon className="size-8 text-primary-600" />}
      <p className="text-sm font-medium text-gray-700">{heading}</p>
      <p className="text-xl font-bold text-primary-700">{result.label}</p>
    </div>
  );
}

/**
 * The prize wheel. Spin asks the server, which already decided where the wheel stops (the reward
 * draw at the start); only its answer says where, and the wheel then turns to land exactly there
 * (ease-out, SPIN_MS; with reduced motion, a short fade). A wheel shown with its result already
 * (a reload) stands still on it. The result is said, and shown, once the wheel has stopped.
 */
export function WheelView({ view, send, disabled = false, t = englishViewT }: WheelViewProps) {
  const { run, pending, message } = useSender(send, t);
  const [phase, setPhase] = useState<Phase>(view.result ? 'stopped' : 'idle');
  const shownResult = useRef(view.result !== null);
  const n = view.segments.length;
  const rotation = view.result ? stopRotation(view.result.segment, view.result.offset, n) : 0;

  useEffect(() => {
    if (!view.result || shownResult.current) return;
    shownResult.current = true;
    setPhase('spinning');
    // Stopped when the wheel says so (transitionend): the result then renders after the last
    // frame of the turn. The timer is for a browser that never says so (a hidden tab).
    const timer = window.setTimeout(
      () => setPhase('stopped'),
      prefersReducedMotion() ? FADE_MS : SPIN_MS + 300,
    );
    return () => window.clearTimeout(timer);
  }, [view.result]);

  const locked = disabled || pending || view.status !== 'playing' || phase !== 'idle';
  const labels = view.segments.map((s) => s.label).join(', ');

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 p-2">
      <div role="img" aria-label={t('wheel.label', { segments: labels })} className="w-full">
        <Wheel
          view={view}
          rotation={rotation}
          phase={phase}
          onStopped={() => setPhase('stopped')}
        />
      </div>
      <div className="flex min-h-20 w-full flex-col items-center justify-center" aria-live="polite">
        {phase === 'stopped' ? (
          <Result view={view} t={t} />
        ) : (
          <button
            type="button"
            onClick={() => run({ type: 'spin' })}
            disabled={locked}
            data-testid="wheel-spin"
            className="min-h-13 w-full max-w-64 rounded-2xl bg-primary-600 px-6 text-lg font-bold text-white shadow-md touch-manipulation hover:bg-primary-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary-600 active:scale-[0.98] disabled:opacity-70"
          >
            {phase === 'spinning' || pending ? t('wheel.spinning') : t('wheel.spin')}
          </button>
        )}
      </div>
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
