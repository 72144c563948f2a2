import './signature-field.css';
import { useEffect, useRef } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { inkOf, type SignatureInk } from '../../../contract/signature-ink';
import { Button } from '../ui/Button';

interface SignatureFieldProps {
  /** What the signature belongs to: a new one starts an empty pad. */
  signatureKey: string;
  label: string;
  help: string;
  clearLabel: string;
  isSigned: boolean;
  errorMessage?: string;
  /** Signing without drawing (a keyboard, a screen reader): the signer's typed name, written in the box. */
  typed?: { name: string; label: string };
  /** The signature kept before a reload, shown again: a PNG or its data URL. */
  readStored(): Promise<Blob | string | null | undefined>;
  /**
   * A stroke ended, or the typed name was written: the whole signature as a PNG, as its data URL, and how much
   * ink its strokes hold (null for a picture without strokes: the typed name, or one kept before a reload).
   * Whether that is enough is the form's to say (`hasEnoughInk`), at this field's `errorMessage`.
   */
  onSigned(png: Blob, dataUrl: string, ink: SignatureInk | null): void;
  /**
   * The pen lifted, or the typed name is being written: a picture is on its way, and `onSigned` follows, or
   * `onLost` when none could be made. A form that must not move on without it waits in between.
   */
  onPending?(): void;
  onLost?(): void;
  onCleared(): void;
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(blob);
  });

/** The typed name in a handwriting face, as large as fits the box. */
function writeName(canvas: HTMLCanvasElement, name: string) {
  const context = canvas.getContext('2d');
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  if (!context || !width || !height) return;
  let size = Math.round(height * 0.4);
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", cursive`;
  context.font = font(size);
  while (size > 12 && context.measureText(name).width > width * 0.9) context.font = font(--size);
  context.fillStyle = '#1b2a4a';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2);
}

/**
 * A signature, drawn with a finger or a mouse (the inspection's approval, a quotation's acceptance). The canvas
 * follows its box: after a rotation (or any resize) it is sized again for the screen's pixel density and the
 * strokes are drawn again, scaled to the new size. A signature stored before a reload is shown again.
 */
export function SignatureField({
  signatureKey,
  label,
  help,
  clearLabel,
  isSigned,
  errorMessage,
  readStored,
  onSigned,
  onPending,
  onLost,
  onCleared,
  typed,
}: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const storedRef = useRef<string | null>(null);
  /** A picture (the typed name, a kept signature) lies under the strokes: they add to it, not measured alone. */
  const pictureRef = useRef(false);
  const latest = useRef({ onSigned, onPending, onLost, onCleared, isSigned, readStored });
  latest.current = { onSigned, onPending, onLost, onCleared, isSigned, readStored };
  const labelId = `signature-label-${signatureKey}`;

  useEffect(() => {
    const canvas = canvasRef.current;
    // A browser that cannot draw on a canvas shows the box and its button, and nothing breaks.
    if (!canvas || !signatureKey || !canvas.getContext('2d')) return;
    const pad = new SignaturePad(canvas, { penColor: '#1b2a4a', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    let size = { width: 0, height: 0 };
    storedRef.current = null;
    pictureRef.current = false;

    const resize = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (!width || !height || (width === size.width && height === size.height)) return;
      const strokes: PointGroup[] = pad.toData();
      const sx = size.width ? width / size.width : 1;
      const sy = size.height ? height / size.height : 1;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      size = { width, height };
      pad.clear();
      if (strokes.length > 0)
        pad.fromData(
          strokes.map((group) => ({
            ...group,
            points: group.points.map((p) => ({ ...p, x: p.x * sx, y: p.y * sy })),
          })),
        );
      else if (storedRef.current) void pad.fromDataURL(storedRef.current, { width, height });
    };

    const ended = async () => {
      latest.current.onPending?.();
      storedRef.current = null;
      const ink = pictureRef.current ? null : inkOf(pad.toData());
      const png = await toPng(canvas);
      if (png) latest.current.onSigned(png, await dataUrlOf(png), ink);
      else latest.current.onLost?.();
    };
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    if (latest.current.isSigned)
      void latest.current.readStored().then(async (kept) => {
        if (!kept || !pad.isEmpty()) return;
        const stored = typeof kept === 'string' ? kept : await dataUrlOf(kept);
        storedRef.current = stored;
        pictureRef.current = true;
        void pad.fromDataURL(stored, { width: size.width, height: size.height });
      });

    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, [signatureKey]);

  const clear = () => {
    padRef.current?.clear();
    storedRef.current = null;
    pictureRef.current = false;
    latest.current.onCleared();
  };

  const signTyped = async () => {
    const canvas = canvasRef.current;
    const name = typed?.name.trim();
    if (!canvas || !name) return;
    latest.current.onPending?.();
    padRef.current?.clear();
    writeName(canvas, name);
    const png = await toPng(canvas);
    if (!png) {
      latest.current.onLost?.();
      return;
    }
    const dataUrl = await dataUrlOf(png);
    // Kept as the box's picture, so a rotation draws the typed name again.
    storedRef.current = dataUrl;
    pictureRef.current = true;
    latest.current.onSigned(png, dataUrl, null);
  };

  return (
    <div className={`signature-field${errorMessage ? ' is-invalid' : ''}`}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <p className="field__description">{help}</p>
      <canvas ref={canvasRef} className="signature-field__canvas" role="img" aria-labelledby={labelId} />
      <div className="signature-field__actions">
        {typed && (
          <Button variant="secondary" onPress={signTyped} isDisabled={!typed.name.trim()}>
            {typed.label}
          </Button>
        )}
        <Button variant="secondary" onPress={clear}>
          {clearLabel}
        </Button>
      </div>
      {errorMessage && (
        <p className="field__error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
