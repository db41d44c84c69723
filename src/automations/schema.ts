/** Automations (docs/webhooks.md, Automations): rules that act when an event happens, each run raising automation.run. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_ID, Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';
import { EVENT_NAMES } from '../webhooks/events.js';

/** What a rule can do. */
export const ACTION_TYPES = ['grant_entitlement', 'publish_post', 'notify'] as const;
/** How a run ended. */
export const OUTCOMES = ['succeeded', 'failed'] as const;

/** The events a rule can run on: every event but automation.run (a run never triggers another: no loops). */
export const TRIGGER_EVENTS = EVENT_NAMES.filter((name) => name !== 'automation.run');

/** When a rule runs. */
export const TriggerSchema = Type.Object(
  {
    event: StringEnum(TRIGGER_EVENTS, { description: 'The event that runs the rule (any but automation.run: a run never triggers another)' }),
    product_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Only when the event is about this product (order, entitlement and subscription events)' }))),
  },
  { additionalProperties: false, title: 'Trigger', description: 'The event that runs a rule, optionally only for one product' },
);

/** What a rule does: the fields its `type` needs. */
export const ActionSchema = Type.Object(
  {
    type: StringEnum(ACTION_TYPES, { description: 'grant_entitlement (the order’s customer also gets `product_id`), publish_post (the draft `post_id` goes out) or notify (`message` to owners and admins in the dashboard)' }),
    product_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'grant_entitlement: the product granted' })),
    post_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'publish_post: the draft published', examples: [81] })),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'notify: the notification, 1–500 characters', examples: ['A VIP rank was sold'] })),
  },
  { additionalProperties: false, title: 'Action', description: 'What a rule does; the fields its type needs' },
);

/** A rule. */
export const AutomationSchema = Type.Object(
  {
    id: Type.Integer({ description: "The automation's id" }),
    name: Type.String({ description: 'Display name' }),
    enabled: Type.Boolean({ description: 'A disabled rule does not run' }),
    trigger: TriggerSchema,
    action: ActionSchema,
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  },
  { title: 'Automation', description: 'A rule: when its trigger event happens, its action is done once' },
);

/** Body of POST /automations. */
export const CreateAutomationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: '1–100 characters', examples: ['Bundle: VIP gets the map pack'] }),
    enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
    trigger: TriggerSchema,
    action: ActionSchema,
  },
  { additionalProperties: false, title: 'CreateAutomation', description: 'A new automation; it runs for events raised from now on' },
);

/** Body of PATCH /automations/{id}: the fields to change. */
export const UpdateAutomationBody = Type.Partial(CreateAutomationBody, { additionalProperties: false, title: 'UpdateAutomation' });

/** One run of a rule: the data of automation.run. */
export const AutomationRunSchema = Type.Object(
  {
    automation_id: Type.Integer({ description: 'The rule that ran' }),
    trigger_event_id: Type.Integer({ description: 'The event that ran it' }),
    action: ActionSchema,
    outcome: StringEnum(OUTCOMES, { description: 'succeeded or failed' }),
    error: Type.Optional(Type.String({ description: 'Why it failed', examples: ['post 81 is already published'] })),
  },
  { title: 'AutomationRun', description: 'One run of an automation' },
);

/** A run as GET /automations/{id}/runs lists it. */
export const RunSchema = Type.Object({ ...AutomationRunSchema.properties, id: Type.Integer({ description: "The run's id" }), created_at: TimestampSchema }, { title: 'AutomationRunRecord', description: 'One run of an automation, as its runs list it' });

/** Query of GET /automations. */
export const AutomationListQuery = PageQuery;

/** API automation. */
export type Automation = Static<typeof AutomationSchema>;
/** A rule's action. */
export type Action = Static<typeof ActionSchema>;
/** Input of POST /automations. */
export type CreateAutomation = Static<typeof CreateAutomationBody>;
/** Input of PATCH /automations/{id}. */
export type UpdateAutomation = Static<typeof UpdateAutomationBody>;
/** The data of automation.run. */
export type AutomationRun = Static<typeof AutomationRunSchema>;
