import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce the server generated for this response. */
    nonce?: string;
    /** Eight hex digits naming this request: an error page shows it, and the server log has it with the details. */
    requestId?: string;
  }
}
