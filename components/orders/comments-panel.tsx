'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useAddComment, useComments, useDeleteComment, useEditComment, useMarkCommentsViewed, type CommentInput } from '@/api-client/comments/queries';
import type { Comment } from '@/api-client/schemas/comments';
import { ATTACHMENT_ACCEPT, FILE_TOO_LARGE_MESSAGE, withinUploadLimit } from '@/api-client/schemas/files';
import { openModal } from '@/lib/stores/modal-store';
import { FileLink } from './file-link';
import { showError } from './format';
import styles from './orders.module.css';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useSessionDraft } from '@/components/forms/use-session-draft';
import { useRequestKey } from '@/components/forms/use-request-key';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { useSpecForm } from '@/components/forms/use-spec-form';

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

/** A comment as its forms hold it: the text, the files to add and, when editing, the ids of the files to remove. */
type CommentValues = z.input<ReturnType<typeof commentFormSchema>>;

/**
 * A comment needs a text or a file, counting the `kept` files an edited one already has, and no file over the upload
 * limit: one message at a time, the empty text's first.
 */
function commentFormSchema(required: string, kept = 0) {
  return z
    .object({ comment: z.string(), files: z.array(z.custom<File>()), removed: z.array(z.string()).optional() })
    .superRefine(({ comment, files, removed = [] }, ctx) => {
      if (!comment.trim() && kept - removed.length + files.length === 0) ctx.addIssue({ code: 'custom', message: required, path: ['comment'] });
      else if (!withinUploadLimit(files)) ctx.addIssue({ code: 'custom', message: FILE_TOO_LARGE_MESSAGE, path: ['files'] });
    });
}

/** Spec §7's comment edit: the text, files to remove (remove_files[]) and files to add (add_files[]). */
function CommentEditForm({ comment, orderId, onDone }: { comment: Comment; orderId: number; onDone: () => void }) {
  const t = useTranslations('Orders.comments');
  const edit = useEditComment(orderId);
  const schema = useMemo(() => commentFormSchema(t('required'), comment.files.length), [t, comment.files.length]);
  const { register, control, handleSubmit, setFocus, clearErrors, formState } = useSpecForm<CommentValues>({
    resolver: zodResolver(schema),
    defaultValues: { comment: comment.comment, files: [], removed: [] },
  });
  const flight = useSingleFlight();
  const errorId = useId();
  // Opened above the «Изменить» pressed: the keyboard is taken to the text, or it would not find the form.
  useEffect(() => setFocus('comment'), [setFocus]);
  const save = handleSubmit(({ comment: text, files, removed = [] }) => {
    if (!flight.start()) return;
    edit.mutate(
      { id: comment.id, comment: text, removeFiles: removed.map(Number), addFiles: files },
      { onSuccess: onDone, onError: showError, onSettled: flight.done },
    );
  });
  const { errors } = formState;
  return (
    // The text and the files make one comment: any edit takes its message away, whichever field it was on.
    <form onSubmit={(event) => void save(event)} onChange={() => clearErrors()} noValidate className={styles.commentForm} aria-label={t('editLabel')}>
      <textarea aria-label={t('text')} rows={3} maxLength={4000} {...register('comment')} {...describedBy(errors.comment?.message, errorId)} />
      <ErrorLine message={errors.comment?.message ?? errors.files?.message} id={errorId} />
      {comment.files.length > 0 ? (
        <ul className={styles.fileList}>
          {comment.files.map((file) => (
            <li key={file.id}>
              <label className={styles.checkbox}>
                <input type="checkbox" value={String(file.id)} {...register('removed')} />
                {t('removeFile', { name: file.name })}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <AttachFiles control={control} described={describedBy(errors.files?.message, errorId)} />
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
  const [draft, setDraft] = useSessionDraft(`comment:${orderId}`);
  const schema = useMemo(() => commentFormSchema(t('required')), [t]);
  const { register, control, handleSubmit, setFocus, clearErrors, reset, formState } = useSpecForm<CommentValues>({
    resolver: zodResolver(schema),
    defaultValues: { comment: draft, files: [] },
  });
  const fieldId = useId();
  const errorId = useId();
  useEffect(() => {
    if (replyTo) setFocus('comment');
  }, [replyTo, setFocus]);
  const flight = useSingleFlight();
  // One key per comment tried: a retry after a lost answer gets the comment already made, an edited one is new.
  const requestKey = useRequestKey<Omit<CommentInput, 'requestKey'>>();
  const submit = handleSubmit(({ comment, files }) => {
    if (!flight.start()) return;
    const sent = { comment: comment.trim(), replyTo: replyTo?.id ?? null, files };
    add.mutate(
      { ...sent, requestKey: requestKey.for(sent) },
      {
        onSettled: flight.done,
        onSuccess: () => {
          requestKey.done();
          setDraft('');
          reset({ comment: '', files: [] });
          onDone();
        },
        onError: showError,
      },
    );
  });
  const { errors } = formState;
  return (
    // The text and the files make one comment: any edit takes its message away, whichever field it was on.
    <form className={styles.commentForm} onSubmit={(event) => void submit(event)} onChange={() => clearErrors()} noValidate aria-label={t('formLabel')}>
      {replyTo ? (
        <p className={styles.quote}>
          {t('replyingTo', { author: replyTo.author_name })}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              onDone();
              setFocus('comment');
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
        rows={3}
        maxLength={4000}
        {...register('comment', { onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setDraft(event.target.value) })}
        {...describedBy(errors.comment?.message, errorId)}
      />
      <ErrorLine message={errors.comment?.message ?? errors.files?.message} id={errorId} />
      <AttachFiles control={control} described={describedBy(errors.files?.message, errorId)} />
      <button type="submit" className="button" disabled={add.isPending}>
        {t('send')}
      </button>
    </form>
  );
}

/** The field the message is about is marked invalid and described by it, as a screen reader reads it on focus. */
function describedBy(message: string | undefined, id: string) {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

function ErrorLine({ message, id }: { message: string | undefined; id: string }) {
  return message ? (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** 'Прикрепить файл' and the names of the files chosen, for a new comment and an edited one. */
function AttachFiles({ control, described }: { control: Control<CommentValues>; described: ReturnType<typeof describedBy> }) {
  const t = useTranslations('Orders.comments');
  const { field } = useController({ control, name: 'files' });
  const picker = useRef<HTMLInputElement | null>(null);
  const files = field.value;
  // Sent or dropped, the choice is cleared in the browser's picker too, which would still name the old files.
  useEffect(() => {
    if (files.length === 0 && picker.current) picker.current.value = '';
  }, [files]);
  return (
    <>
      <label className={styles.attach}>
        {t('attach')}
        <input
          ref={(node) => {
            picker.current = node;
            field.ref(node);
          }}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          name={field.name}
          onChange={(event) => field.onChange(Array.from(event.currentTarget.files ?? []))}
          {...described}
        />
      </label>
      {files.length > 0 ? <p className={styles.muted}>{files.map((file) => file.name).join(', ')}</p> : null}
    </>
  );
}
