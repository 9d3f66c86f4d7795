/** Reads the text of a QR code in the current video frame, or null when there is none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type BarcodeDetectorInstance = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
};

/** Frames are scaled down to this width before decoding in JavaScript: plenty for a ticket held up to a phone. */
const DECODE_WIDTH = 640;

/**
 * The browser's own `BarcodeDetector` where it reads QR codes (Chrome on Android, macOS, ChromeOS),
 * else jsQR, loaded only now so no other page pays for it. jsQR is pure JavaScript, so it runs under
 * the app's Content-Security-Policy, which allows no WebAssembly (docs/decisions/012-check-in.md).
 */
export async function createQrDecoder(): Promise<QrDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas context');
  return async (video) => {
    if (!video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
