'use client';

import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { buttonClass } from '@/components/plain/classes';
import { PlainButton, PlainFieldError, PlainRequiredMark } from '@/components/plain/controls';
import { CloseIcon, PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';
import plain from '@/components/plain/plain.module.css';
import styles from './acts.module.css';
import { useActAlerts } from './use-act-alerts';
import { actFileProblem } from '@/lib/account/acts';
import type { ApiResult, SendActResult } from '@/lib/acquiring/contract';

/**
 * Spec §2 "Send act dialog (width 500): one file picker, buttons Отменить and Отправить"; §5 "File input": required,
 * non-empty, can be dropped onto the field; sent as multipart with the field `file` (spec §7).
 */
export default function SendActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  const format = useFormatter();
  const { api } = useApp();
  const notify = useActAlerts();
  const inputId = useId();
  const formId = `${inputId}-form`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = actFileProblem(file);
  const shownProblem = touched ? problem : null;

  function choose(files: FileList | null | undefined) {
    setFile(files?.[0] ?? null);
    setTouched(true);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || !file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setSending(true);
    try {
      const answer = await api<ApiResult<SendActResult>>('api/qps-refund-keys/send', { method: 'POST', body });
      // `result: false`: the API did not send the act — an act error (spec §8), and the file stays for another try.
      if (answer?.result === false) {
        notify.notSent();
        return;
      }
      notify.sent();
      onClose();
    } catch (error) {
      notify.failed(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <PlainDialog
      open
      width={500}
      onClose={onClose}
      title={t('sendTitle')}
      testId="send-act-dialog"
      footer={
        <>
          <PlainButton variant="outline" onClick={onClose}>
            {t('cancel')}
          </PlainButton>
          <PlainButton type="submit" form={formId} loading={sending}>
            {t('send')}
          </PlainButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <p className={styles.intro}>{t('sendIntro')}</p>
        <div className={plain.field}>
          <label className={plain.label} htmlFor={inputId}>
            {t('fileLabel')}
            <PlainRequiredMark />
          </label>
          <div
            className={styles.dropzone}
            data-dragging={dragging || undefined}
            data-invalid={shownProblem ? true : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            data-testid="act-file-dropzone"
          >
            <p className={styles.dropText}>{t('fileDrop')}</p>
            <button type="button" className={buttonClass('outline', { small: true })} onClick={() => input.current?.click()}>
              {t('fileChoose')}
            </button>
            <input
              ref={input}
              id={inputId}
              className={kit.visuallyHidden}
              type="file"
              name="file"
              tabIndex={-1}
              required
              aria-invalid={Boolean(shownProblem)}
              aria-describedby={shownProblem ? errorId : undefined}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
          {file && (
            <div className={styles.file} data-testid="act-file">
              <span className={styles.fileName} title={file.name}>
                {file.name}
              </span>
              <span className={styles.fileSize}>
                {file.size < 1024
                  ? format.number(file.size, { style: 'unit', unit: 'byte', unitDisplay: 'short' })
                  : format.number(file.size / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 })}
              </span>
              <button type="button" className={`${plain.iconButton} ${styles.removeFile}`} aria-label={t('fileRemove')} onClick={() => setFile(null)}>
                <CloseIcon />
              </button>
            </div>
          )}
          {shownProblem && (
            <PlainFieldError id={errorId} field="file">
              {t(shownProblem)}
            </PlainFieldError>
          )}
        </div>
      </form>
    </PlainDialog>
  );
}
