import { toast } from "@/components/ui/toast";
import { sessionMessages } from "@/lib/messages/session";

/**
 * The old site's rhythm for every form action: a 'Please wait...' toast while it
 * runs, dismissed at the end; if it throws (the network, say), an error
 * toast with `crashMessage`.
 */
export async function withLoadingToast(work: () => Promise<void>, crashMessage: string, crashDescription?: string): Promise<void> {
  const loading = toast.loading(sessionMessages.wait);
  try {
    await work();
  } catch {
    toast.error(crashMessage, { description: crashDescription });
  } finally {
    toast.dismiss(loading);
  }
}
