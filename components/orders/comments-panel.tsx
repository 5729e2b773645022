'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useAddComment, useComments, useDeleteComment, useEditComment, useMarkCommentsViewed, type CommentInput } from '@/api-client/comments/queries';
import type { Comment } from '@/api-client/schemas/comments';
import { ATTACHMENT_ACCEPT, FILE_TOO_LARGE_MESSAGE, withinUploadLimit } from '@/api-client/schemas/files';
import { openModal } from '@/lib/stores/modal-store';
import { FileLink } from './file-link';
import { formText, showError } from './format';
import styles from './orders.module.css';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useSessionDraft } from '@/components/forms/use-session-draft';
import { useRequestKey } from '@/components/forms/use-request-key';
import { useSingleFlight } from '@/components/forms/use-single-flight';

/** Spec, section 4: over 10 comments only the last 10 show; the earlier ones are prepended on request. */
export const SHOWN_COMMENTS = 10;

export function CommentsPanel({ orderId }: { orderId: number }) {
  const t = useTranslations('Orders.comments');
  const { data } = useComments(orderId);
  const markViewed = useMarkCommentsViewed(orderId);
  const [showAll, setShowAll] = useState(false);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const items = data?.items ?? [];
  const shown = showAll ? items : items.slice(-SHOWN_COMMENTS);
  const earlier = items.length - shown.length;
  const unreadIds = items.filter((item) => !item.is_viewed).map((item) => item.id).join(',');
  const marking = useRef('');
  // Another's comment arriving while the order is open is said, not only drawn at the end of the list.
  const [previous, setPrevious] = useState(data?.items);
  const [arrived, setArrived] = useState('');
  if (data?.items !== previous) {
    const known = new Set((previous ?? []).map((item) => item.id));
    const news = previous ? items.filter((item) => !known.has(item.id) && !item.is_own) : [];
    if (news.length > 0) setArrived(t('arrived', { author: news.at(-1)?.author_name ?? '' }));
    setPrevious(data?.items);
  }

  // Seeing the order's comments marks them viewed, once per set of unread ones.
  useEffect(() => {
    if (!unreadIds || marking.current === unreadIds) return;
    marking.current = unreadIds;
    markViewed.mutate(unreadIds.split(',').map(Number));
  }, [unreadIds, markViewed]);

  return (
    <section className={styles.section} aria-labelledby="order-comments">
      <h2 id="order-comments">
        {t('title')} {data ? <span className={styles.muted}>({data.total})</span> : null}
      </h2>
      {earlier > 0 ? (
        <button type="button" className={styles.moreButton} onClick={() => setShowAll(true)}>
          {t('earlier', { count: earlier })}
        </button>
      ) : null}
      <ol className={styles.comments}>
        {shown.map((comment) => (
          <CommentItem key={comment.id} comment={comment} orderId={orderId} parent={items.find((item) => item.id === comment.reply_to)} onReply={setReplyTo} />
        ))}
      </ol>
      {data && items.length === 0 ? <p className={styles.muted}>{t('none')}</p> : null}
      <p role="status" className="visually-hidden">
        {arrived}
      </p>
      <CommentForm orderId={orderId} replyTo={replyTo} onDone={() => setReplyTo(null)} />
    </section>
  );
}

function CommentItem({ comment, parent, orderId, onReply }: { comment: Comment; parent?: Comment; orderId: number; onReply: (comment: Comment) => void }) {
  const t = useTranslations('Orders.comments');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Saved or cancelled, the edit form gives the keyboard back to the «Изменить» it came from.
  const closeEdit = () => {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  };
  const remove = useDeleteComment(orderId);
  // Every comment has these buttons: their names say which one, as a list read by buttons alone needs.
  const date = formatMoscowDateTime(comment.date);
  return (
    <li className={comment.is_viewed ? styles.comment : `${styles.comment} ${styles.commentUnread}`} aria-label={t('itemLabel', { author: comment.author_name })}>
      <p className={styles.commentHead}>
        <strong>{comment.author_name}</strong> <span className={styles.muted}>{date}</span>
        {comment.state === 'edited' ? <span className={styles.muted}> · {t('edited')}</span> : null}
        {!comment.is_viewed ? <span className={styles.unread}>{t('new')}</span> : null}
      </p>
      {parent ? <blockquote className={styles.quote}>{t('replyTo', { author: parent.author_name, text: parent.comment.slice(0, 80) })}</blockquote> : null}
      {editing ? (
        <CommentEditForm comment={comment} orderId={orderId} onDone={closeEdit} />
      ) : (
        <>
          <p className={styles.commentText}>{comment.comment}</p>
          {comment.files.length > 0 ? (
            <ul className={styles.fileList}>
              {comment.files.map((file) => (
                <li key={file.id}>
                  <FileLink src={file.src} name={file.name} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <div className={styles.commentButtons}>
        <button type="button" className={styles.linkButton} aria-label={t('replyNamed', { author: comment.author_name, date })} onClick={() => onReply(comment)}>
          {t('reply')}
        </button>
        {comment.is_own ? (
          <>
            <button type="button" className={styles.linkButton} ref={editButton} aria-label={t('editNamed', { date })} onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t('deleteNamed', { date })}
              onClick={() => openModal('confirm', { title: t('deleteConfirm'), confirmLabel: t('delete'), onConfirm: () => remove.mutate(comment.id, { onError: showError }) })}
            >
              {t('delete')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Spec §7's comment edit: the text, files to remove (remove_files[]) and files to add (add_files[]). */
function CommentEditForm({ comment, orderId, onDone }: { comment: Comment; orderId: number; onDone: () => void }) {
  const t = useTranslations('Orders.comments');
  const edit = useEditComment(orderId);
  const [removed, setRemoved] = useState<number[]>([]);
  const [added, setAdded] = useState<File[]>([]);
  const [error, setError] = useState<FieldError | null>(null);
  const flight = useSingleFlight();
  // Opened above the «Изменить» pressed: the keyboard is taken to the text, or it would not find the form.
  const textRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => textRef.current?.focus(), []);
  const refuse = (field: FieldError['field'], message: string) => {
    setError({ field, message });
    (field === 'text' ? textRef : filesRef).current?.focus();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget), 'comment');
    if (!text.trim() && comment.files.length - removed.length + added.length === 0) {
      refuse('text', t('required'));
      return;
    }
    if (!withinUploadLimit(added)) {
      refuse('files', FILE_TOO_LARGE_MESSAGE);
      return;
    }
    if (!flight.start()) return;
    edit.mutate({ id: comment.id, comment: text, removeFiles: removed, addFiles: added }, { onSuccess: onDone, onError: showError, onSettled: flight.done });
  };
  return (
    <form onSubmit={save} className={styles.commentForm} aria-label={t('editLabel')}>
      <textarea
        ref={textRef}
        name="comment"
        defaultValue={comment.comment}
        aria-label={t('text')}
        rows={3}
        maxLength={4000}
        onChange={() => setError(null)}
        {...describedBy(error, 'text', errorId)}
      />
      <ErrorLine error={error} id={errorId} />
      {comment.files.length > 0 ? (
        <ul className={styles.fileList}>
          {comment.files.map((file) => (
            <li key={file.id}>
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={removed.includes(file.id)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    setRemoved((ids) => (checked ? [...ids, file.id] : ids.filter((id) => id !== file.id)));
                    setError(null);
                  }}
                />
                {t('removeFile', { name: file.name })}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <AttachFiles
        ref={filesRef}
        files={added}
        described={describedBy(error, 'files', errorId)}
        onChoose={(files) => {
          setAdded(files);
          setError(null);
        }}
      />
      <button type="submit" className="button" disabled={edit.isPending}>
        {t('save')}
      </button>
      <button type="button" className={styles.secondary} onClick={onDone}>
        {t('cancel')}
      </button>
    </form>
  );
}

function CommentForm({ orderId, replyTo, onDone }: { orderId: number; replyTo: Comment | null; onDone: () => void }) {
  const t = useTranslations('Orders.comments');
  const add = useAddComment(orderId);
  const [text, setText] = useSessionDraft(`comment:${orderId}`);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<FieldError | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const refuse = (field: FieldError['field'], message: string) => {
    setError({ field, message });
    (field === 'text' ? textRef : filesRef).current?.focus();
  };
  useEffect(() => {
    if (replyTo) textRef.current?.focus();
  }, [replyTo]);
  const flight = useSingleFlight();
  // One key per comment tried: a retry after a lost answer gets the comment already made, an edited one is new.
  const requestKey = useRequestKey<Omit<CommentInput, 'requestKey'>>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() && files.length === 0) {
      refuse('text', t('required'));
      return;
    }
    if (!withinUploadLimit(files)) {
      refuse('files', FILE_TOO_LARGE_MESSAGE);
      return;
    }
    if (!flight.start()) return;
    const sent = { comment: text.trim(), replyTo: replyTo?.id ?? null, files };
    add.mutate(
      { ...sent, requestKey: requestKey.for(sent) },
      {
        onSettled: flight.done,
        onSuccess: () => {
          requestKey.done();
          setText('');
          setFiles([]);
          onDone();
        },
        onError: showError,
      },
    );
  };
  return (
    <form className={styles.commentForm} onSubmit={submit} aria-label={t('formLabel')}>
      {replyTo ? (
        <p className={styles.quote}>
          {t('replyingTo', { author: replyTo.author_name })}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              onDone();
              textRef.current?.focus();
            }}
          >
            {t('cancel')}
          </button>
        </p>
      ) : null}
      {/* Labelled by id, not by wrapping: a wrapping label's text would include the typed comment. */}
      <label htmlFor={fieldId}>{t('text')}</label>
      <textarea
        id={fieldId}
        ref={textRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        rows={3}
        maxLength={4000}
        {...describedBy(error, 'text', errorId)}
      />
      <ErrorLine error={error} id={errorId} />
      <AttachFiles
        ref={filesRef}
        files={files}
        described={describedBy(error, 'files', errorId)}
        onChoose={(chosen) => {
          setFiles(chosen);
          setError(null);
        }}
      />
      <button type="submit" className="button" disabled={add.isPending}>
        {t('send')}
      </button>
    </form>
  );
}

/** A refused comment's message and the field it is about: the empty text, or files over the upload limit. */
type FieldError = { field: 'text' | 'files'; message: string };

/** The field the message is about is marked invalid and described by it, as a screen reader reads it on focus. */
function describedBy(error: FieldError | null, field: FieldError['field'], id: string) {
  return error?.field === field ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

function ErrorLine({ error, id }: { error: FieldError | null; id: string }) {
  return error ? (
    <p id={id} role="alert" className={styles.error}>
      {error.message}
    </p>
  ) : null;
}

/** 'Прикрепить файл' and the names of the files chosen, for a new comment and an edited one. */
function AttachFiles({
  ref,
  files,
  described,
  onChoose,
}: {
  ref: RefObject<HTMLInputElement | null>;
  files: File[];
  described: ReturnType<typeof describedBy>;
  onChoose: (files: File[]) => void;
}) {
  const t = useTranslations('Orders.comments');
  // Sent or dropped, the choice is cleared in the browser's picker too, which would still name the old files.
  useEffect(() => {
    if (files.length === 0 && ref.current) ref.current.value = '';
  }, [files, ref]);
  return (
    <>
      <label className={styles.attach}>
        {t('attach')}
        <input ref={ref} type="file" multiple accept={ATTACHMENT_ACCEPT} onChange={(event) => onChoose(Array.from(event.currentTarget.files ?? []))} {...described} />
      </label>
      {files.length > 0 ? <p className={styles.muted}>{files.map((file) => file.name).join(', ')}</p> : null}
    </>
  );
}
