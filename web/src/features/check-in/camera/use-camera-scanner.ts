import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDecoder } from './qr-decoder.ts';

export type CameraState = 'off' | 'starting' | 'scanning' | 'insecure' | 'denied' | 'no-camera' | 'failed';

/** How often a frame is decoded, and how long the same code is ignored after it was read. */
const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 3000;

/** getUserMedia needs a secure context (HTTPS or localhost); browsers hide `mediaDevices` elsewhere. */
const canUseCamera = () => window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);

function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

/**
 * The back camera in `videoRef`, every decoded QR text passed to `onDecode` (the same text again only
 * after a pause, so a ticket held still is not scanned twice a second). The camera is on from
 * `start()` until `stop()` or unmount.
 */
export function useCameraScanner(onDecode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(() => (canUseCamera() ? 'off' : 'insecure'));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const onDecodeRef = useRef(onDecode);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const start = useCallback(async () => {
    if (!canUseCamera()) return setState('insecure');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      setStream(media);
      setState('scanning');
    } catch (error) {
      setState(stateOfError(error));
    }
  }, []);

  const stop = useCallback(() => {
    setStream(null);
    setState('off');
  }, []);

  // Subscribes the video element and the decode loop to the camera stream; stops the camera on cleanup.
  useEffect(() => {
    const video = videoRef.current;
    if (!stream || !video) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    video.srcObject = stream;
    void video.play().catch(() => undefined);

    void createQrDecoder()
      .then((decode) => {
        const tick = async () => {
          if (cancelled) return;
          const text = await decode(video).catch(() => null);
          const now = Date.now();
          if (text && !cancelled && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
            onDecodeRef.current(text);
          }
          if (text) last = { text, at: now };
          timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      })
      .catch(() => !cancelled && setState('failed'));

    return () => {
      cancelled = true;
      clearTimeout(timer);
      video.srcObject = null;
      for (const track of stream.getTracks()) track.stop();
    };
  }, [stream]);

  return { videoRef, state, start, stop };
}
