'use client';

import { useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { checkFile, fileExtension, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_MB, type FileProblem } from '@/lib/window/catalogue';
import type { PickedImage } from '@/lib/window/product-form';
import { buttonClass } from '@/components/plain/classes';
import kit from '@/components/plain/kit.module.css';
import styles from './window.module.css';

interface ImageInputProps {
  id: string;
  label: string;
  /** the stored image's path, null without one */
  stored: string | null;
  picked: PickedImage | null;
  onPick: (image: PickedImage) => void;
  onRemove: () => void;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** A product image by picker or drop (spec §5 file input): extension, non-empty, at most 2 MB; a preview and removal. */
export function ImageInput({ id, label, stored, picked, onPick, onRemove }: ImageInputProps) {
  const t = useTranslations('Window');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = checkFile(file, { extensions: IMAGE_EXTENSIONS, maxBytes: IMAGE_MAX_BYTES });
    setProblem(found);
    if (found) return;
    onPick({ base64: await readBase64(file), extension: fileExtension(file.name), weight: file.size });
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  const preview = picked ? `data:${MIME[picked.extension] ?? 'image/png'};base64,${picked.base64}` : stored ? `/${stored}` : null;
  const message = problem ? t(problem, { extensions: IMAGE_EXTENSIONS.join(', '), mb: IMAGE_MAX_MB }) : null;

  return (
    <div className={styles.imageField}>
      <span className={styles.imageLabel} id={`${id}-label`}>
        {label}
      </span>
      <div
        className={styles.drop}
        data-dragging={dragging}
        data-invalid={Boolean(message)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="image-drop"
      >
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL or the BFF's image: nothing for next/image to optimise
          <img className={styles.preview} src={preview} alt={t('imagePreview')} width={64} height={64} />
        ) : (
          <span className={styles.noPreview} aria-hidden="true" />
        )}
        <div className={styles.dropText}>
          <p className={kit.muted}>{t('imageDrop')}</p>
          <p className={`${kit.muted} ${kit.small}`} id={`${id}-hint`}>
            {t('imageHint', { mb: IMAGE_MAX_MB })}
          </p>
          <div className={styles.dropButtons}>
            <button type="button" className={buttonClass('outline', { xs: true })} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
              {t('imagePick')}
            </button>
            {preview && (
              <button
                type="button"
                className={`${buttonClass('ghost', { xs: true })} ${styles.danger}`}
                onClick={() => {
                  setProblem(null);
                  onRemove();
                }}
              >
                {t('imageRemove')}
              </button>
            )}
          </div>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          hidden
          aria-labelledby={`${id}-label`}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
