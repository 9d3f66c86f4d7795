import { Button } from '../../../components/ui/button.tsx';
import { useCameraScanner, type CameraState } from '../camera/use-camera-scanner.ts';

const notices: Partial<Record<CameraState, string>> = {
  insecure: 'Camera scanning needs a secure connection (HTTPS or localhost). Enter the ticket code or search by name instead.',
  denied: 'Camera access was refused. Allow the camera in your browser’s settings, or enter the code or search by name.',
  'no-camera': 'No camera was found on this device. Enter the ticket code or search by name instead.',
  failed: 'The camera could not be started. Enter the ticket code or search by name instead.',
};

/** The camera half of the scanner: every QR text it reads goes to `onDecode`. */
export function CameraScanner({ onDecode }: { onDecode: (text: string) => void }) {
  const { videoRef, state, start, stop } = useCameraScanner(onDecode);
  const on = state === 'scanning' || state === 'starting';
  const notice = notices[state];

  return (
    <div className="space-y-3">
      <div className={on ? 'relative overflow-hidden rounded-xl bg-stone-900' : 'hidden'}>
        <video
          ref={videoRef}
          className="aspect-[4/3] w-full object-cover"
          muted
          playsInline
          aria-label="Camera preview: hold the ticket’s QR code in the frame"
        />
        <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80" />
        {state === 'starting' ? (
          <p className="absolute inset-x-0 bottom-3 text-center text-sm text-white">Starting the camera...</p>
        ) : null}
      </div>
      {notice ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {state === 'insecure' ? null : on ? (
        <Button variant="secondary" className="h-11 w-full" onClick={stop}>
          Stop camera
        </Button>
      ) : (
        <Button className="h-11 w-full" onClick={() => void start()}>
          {state === 'off' ? 'Scan with camera' : 'Try the camera again'}
        </Button>
      )}
    </div>
  );
}
