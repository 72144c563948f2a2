/** pdfmake's own QR encoder (server build); it ships no types. */
declare module 'pdfmake/js/qrEnc.js' {
  interface QrNode {
    qr: string;
    eccLevel?: 'L' | 'M' | 'Q' | 'H';
    _width: number;
    _canvas: { x: number; y: number; w: number; h: number }[];
  }
  const encoder: { measure(node: { qr: string; eccLevel?: 'L' | 'M' | 'Q' | 'H' }): QrNode };
  export default encoder;
}
