import { useEffect, useRef, type MutableRefObject } from 'react';
import type SignaturePad from 'signature_pad';

/** The signature pad's code, a chunk of its own fetched with the stop's forms (lazy-forms.ts). */
const loadSignaturePad = () => import('signature_pad');

/** Draws on a canvas the size it is shown at, sharp on a phone's dense screen. */
const fitCanvas = (canvas: HTMLCanvasElement) => {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
};

interface SignatureFieldProps {
  label: string;
  hint: string;
  clearLabel: string;
  padRef: MutableRefObject<SignaturePad | null>;
  describedBy?: string;
}

/** The receiver signs with a finger; `padRef` lets the form read the drawing as a PNG. */
export const SignatureField = ({ label, hint, clearLabel, padRef, describedBy }: SignatureFieldProps) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let pad: SignaturePad | null = null;
    let current = true;
    void loadSignaturePad().then(({ default: Pad }) => {
      if (!current) return;
      fitCanvas(canvas);
      pad = new Pad(canvas, { penColor: '#1a202c', backgroundColor: '#ffffff' });
      padRef.current = pad;
    });
    return () => {
      current = false;
      pad?.off();
      padRef.current = null;
    };
  }, [padRef]);

  return (
    <fieldset className="dr-field">
      <legend className="dr-label">{label}</legend>
      <p className="dr-muted" id="dr-signature-hint">
        {hint}
      </p>
      <canvas
        ref={canvasRef}
        className="dr-signature"
        role="img"
        aria-label={label}
        aria-describedby={describedBy ?? 'dr-signature-hint'}
      />
      <button type="button" className="dr-button dr-plain" onClick={() => padRef.current?.clear()}>
        {clearLabel}
      </button>
    </fieldset>
  );
};
