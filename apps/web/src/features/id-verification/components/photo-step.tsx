import { useEffect, useId, useRef, useState } from 'react';
import { ID_IMAGE_LABELS, ID_IMAGE_MAX_BYTES, ID_IMAGE_TYPES, type IdImageKind } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/form-errors';
import { uploadIdPhoto } from '../api/id-verification';

const HINTS: Record<IdImageKind, string> = {
  document:
    "The front of your driver's licence, state ID or passport photo page: all four corners in view, no glare, text sharp.",
  selfie:
    'Your face, straight on, in good light, without sunglasses or a hat. It is compared with the photo on your ID.',
};

const canUseCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** What the browser checks before sending (the server checks the bytes again). */
function fileProblem(file: Blob): string | null {
  if (!(ID_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP photo.';
  if (file.size > ID_IMAGE_MAX_BYTES) return `That photo is larger than ${ID_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

/**
 * One photo of the built-in check: taken with the camera (getUserMedia, a capture button) or chosen from the device,
 * previewed, then sent with a progress bar. `done` when the server holds one; a retake replaces it.
 */
export function PhotoStep({
  checkId,
  kind,
  done,
  onUploaded,
}: {
  checkId: string;
  kind: IdImageKind;
  done: boolean;
  onUploaded: () => void;
}) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
  }, [stream]);

  const send = async (file: Blob) => {
    const wrong = fileProblem(file);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      await uploadIdPhoto({ id: checkId, kind, file, onProgress: setProgress });
      onUploaded();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  const openCamera = async () => {
    setProblem(null);
    try {
      setStream(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: kind === 'selfie' ? 'user' : 'environment', width: { ideal: 1920 } },
          audio: false,
        }),
      );
    } catch {
      setProblem('The camera is not available. Allow it in your browser, or upload a photo instead.');
    }
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
    canvas.toBlob((blob) => (blob ? void send(blob) : setProblem('The photo could not be taken.')), 'image/jpeg', 0.9);
  };

  const uploading = progress !== null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {ID_IMAGE_LABELS[kind]}
          </h3>
          <p className="mt-1 text-sm text-muted">{HINTS[kind]}</p>
        </div>
        {done && !uploading ? (
          <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-success">
            Added
          </span>
        ) : null}
      </div>

      {stream ? (
        <div className="mt-4 flex flex-col gap-3">
          <video
            ref={videoRef}
            autoPlay
            playsInline
            muted
            aria-label={`Camera for the ${ID_IMAGE_LABELS[kind].toLowerCase()}`}
            className={`aspect-[4/3] w-full rounded-xl bg-ink object-cover ${kind === 'selfie' ? '-scale-x-100' : ''}`}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={capture} size="lg" className="sm:flex-1">
              Take photo
            </Button>
            <Button variant="secondary" size="lg" onClick={() => setStream(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          {preview ? (
            <img
              src={preview}
              alt={`Your ${ID_IMAGE_LABELS[kind].toLowerCase()}`}
              className="mt-4 max-h-64 w-full rounded-xl border border-line bg-canvas object-contain"
            />
          ) : null}
          {uploading ? (
            <div className="mt-4">
              <ProgressBar value={Math.round(progress * 100)} label={`Uploading the ${ID_IMAGE_LABELS[kind]}`} />
              <p className="mt-1 text-xs text-muted" aria-live="polite">
                Uploading… {Math.round(progress * 100)}%
              </p>
            </div>
          ) : (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              {canUseCamera() ? (
                <Button
                  onClick={() => void openCamera()}
                  variant={done ? 'secondary' : 'primary'}
                  className="sm:flex-1"
                >
                  {done ? 'Retake with camera' : 'Use camera'}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => fileRef.current?.click()} className="sm:flex-1">
                {done ? 'Choose another photo' : 'Upload a photo'}
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept={ID_IMAGE_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-label={`Upload the ${ID_IMAGE_LABELS[kind].toLowerCase()}`}
                data-kind={kind}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void send(file);
                }}
              />
            </div>
          )}
        </>
      )}
      {problem ? (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      ) : null}
    </section>
  );
}
