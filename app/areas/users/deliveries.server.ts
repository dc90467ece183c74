import { recordAudit } from "~/shared/server/audit.server";
import { getDb } from "~/shared/server/db.server";
import { retryFailedDelivery } from "~/shared/server/message-queue.server";

/**
 * Sends a given-up message again, with an audit row naming who asked and to whom it goes (the
 * queue row is deleted once delivered; the trail stays). False when it no longer waits.
 */
export async function retryDelivery(actorId: string, messageId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const message = await retryFailedDelivery(messageId, tx);
    if (!message) return false;
    await recordAudit(tx, {
      actorId,
      action: "message.retry",
      entity: "message",
      entityId: messageId,
      details: message,
    });
    return true;
  });
}
