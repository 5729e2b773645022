import { useChatStore } from '@/lib/stores/chat-store';
import { useSignedIn } from '@/lib/stores/session-store';

/** Visitors who never used the chat need no open stream: it would only load the server and the network. */
export function useStreamWanted(): boolean {
  const signedIn = useSignedIn();
  const chatting = useChatStore((state) => state.open || state.messages.length > 0);
  return signedIn || chatting;
}
