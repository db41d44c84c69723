/** A refusal by a service that an operator or client caused (bad slug, unknown workspace…): shown as is. */
export class DomainError extends Error {}
