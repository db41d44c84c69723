/**
 * Delivery signatures: ours (X-Service-Signature) and the Standard Webhooks ones. The algorithms live in the SDK
 * (`@creator-workspace/sdk`), so what we sign and what receivers verify with it are one code.
 */
export { listenSecret, serviceSignature, signatureHeaders, standardSignature, verifyWebhook, type SignatureHeaders, type VerifyOptions } from '@creator-workspace/sdk';
