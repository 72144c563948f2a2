import { useEffect, useRef } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { useI18n } from '../../i18n';
import { readSignature } from '../../services/inspection-store';
import { Button } from '../ui/Button';

interface SignatureFieldProps {
  inspectionId: string;
  isSigned: boolean;
  errorMessage?: string;
  onSigned(png: Blob): void;
  onCleared(): void;
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * The customer's signature, drawn with a finger or a mouse. The canvas follows its box: after a rotation
 * (or any resize) it is sized again for the screen's pixel density and the strokes are drawn again, scaled
 * to the new size. A signature stored before a reload is shown from the browser's store.
 */
export function SignatureField({
  inspectionId,
  isSigned,
  errorMessage,
  onSigned,
  onCleared,
}: SignatureFieldProps) {
  const { t } = useI18n();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const latest = useRef({ onSigned, onCleared, isSigned });
  latest.current = { onSigned, onCleared, isSigned };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1b2a4a', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    let size = { width: 0, height: 0 };
    let stored: string | null = null;

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
      else if (stored) void pad.fromDataURL(stored, { width, height });
    };

    const ended = async () => {
      stored = null;
      const png = await toPng(canvas);
      if (png) latest.current.onSigned(png);
    };
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    if (latest.current.isSigned)
      void readSignature(inspectionId).then((blob) => {
        if (!blob || !pad.isEmpty()) return;
        const reader = new FileReader();
        reader.onload = () => {
          stored = String(reader.result);
          void pad.fromDataURL(stored, { width: size.width, height: size.height });
        };
        reader.readAsDataURL(blob);
      });

    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, [inspectionId]);

  const clear = () => {
    padRef.current?.clear();
    latest.current.onCleared();
  };

  return (
    <div className={`signature-field${errorMessage ? ' is-invalid' : ''}`}>
      <span className="field__label" id="signature-label">
        {t('inspection.signature')}
      </span>
      <p className="field__description">{t('inspection.signatureHelp')}</p>
      <canvas
        ref={canvasRef}
        className="signature-field__canvas"
        role="img"
        aria-labelledby="signature-label"
      />
      <Button variant="secondary" onPress={clear}>
        {t('inspection.clearSignature')}
      </Button>
      {errorMessage && (
        <p className="field__error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
