/**
 * Types of the Creator Workspace API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run sdk:types` at the repository root.
 */

export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current workspace and key
         * @description Requires a valid API key (no scope). Unknown query parameters are refused (422 naming each).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List creator profiles
         * @description Requires the `read:profile` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products on sale (or archived ones)
         * @description Requires the `read:store` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Requires the `write:store` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product, on sale or archived
         * @description Requires the `read:store` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change, archive or unarchive a product
         * @description Requires the `write:store` scope. Unknown query parameters are refused (422 naming each).
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders, newest first
         * @description Requires the `read:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an order, priced from its products (paid by default)
         * @description Requires the `write:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order with its items and entitlements
         * @description Requires the `read:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a pending order paid
         * @description Requires the `write:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid order
         * @description Requires the `write:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions, oldest first
         * @description Requires the `read:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription (its order stays paid)
         * @description Requires the `write:orders` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List streams, newest first
         * @description Requires the `read:streams` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listStreams"];
        put?: never;
        /**
         * Start a stream (raises stream.started)
         * @description Requires the `write:streams` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["startStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a live stream (raises stream.ended)
         * @description Requires the `write:streams` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["endStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reports, oldest first
         * @description Requires the `read:analytics` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report: the analytics summary of its period
         * @description Requires the `read:analytics` scope. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a report: owners and admins make one on the dashboard's Reports page, and each workspace gets one a week; its `id` is the `id`.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{id}/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders of a report's period, as CSV
         * @description Requires the `read:analytics` scope. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a report: owners and admins make one on the dashboard's Reports page, and each workspace gets one a week; its `id` is the `id`.
         */
        get: operations["getReportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List automations
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listAutomations"];
        put?: never;
        /**
         * Create an automation (at most 50 a workspace)
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["createAutomation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An automation
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getAutomation"];
        put?: never;
        post?: never;
        /**
         * Delete an automation and its runs
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        delete: operations["deleteAutomation"];
        options?: never;
        head?: never;
        /**
         * Change an automation
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        patch: operations["updateAutomation"];
        trace?: never;
    };
    "/automations/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An automation's runs, oldest first
         * @description Requires the `automations` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listAutomationRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List game servers
         * @description Requires the `read:servers` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listServers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public live status of a game server
         * @description Requires the `read:servers` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getServerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Requires the `read:members` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts, newest first
         * @description Requires the `read:posts` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listPosts"];
        put?: never;
        /**
         * Create a draft post
         * @description Requires the `write:posts` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post
         * @description Requires the `read:posts` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete a post not yet published
         * @description Requires the `write:posts` scope. Unknown query parameters are refused (422 naming each).
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        /**
         * Change a post not yet published
         * @description Requires the `write:posts` scope. Unknown query parameters are refused (422 naming each).
         */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue, orders, subscribers, audience and daily rollups
         * @description Requires the `read:analytics` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each). At most 20 webhooks per workspace: one more is refused with 422 (`webhooks`: delete one first).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook (never its secret)
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook's URL, events or description (secret and log kept)
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-enable a disabled webhook
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries, newest first
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a delivery of the webhook: `POST /webhooks/{id}/test` answers one; its `id` is the `delivery_id` (as `starting_after`).
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery with every attempt
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a delivery of the webhook: `POST /webhooks/{id}/test` answers one; its `id` is the `delivery_id`.
         */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (same delivery id, one extra attempt)
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a delivery of the webhook: `POST /webhooks/{id}/test` answers one; its `id` is the `delivery_id`.
         */
        post: operations["redeliverDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make every failed delivery of a time window due again
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each). `until` must be after `since` (422 otherwise), and `since` at most WEBHOOK_RETENTION_DAYS back.
         */
        post: operations["recoverDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sample event now (X-Service-Test: true)
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["sendTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret; the previous one stays valid for an overlap
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise an event in test mode by its real cause
         * @description Requires a valid API key (no scope). Test keys only (`cwk_test_`): a live key gets 404. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a test key (`cwk_test_…`), sent as the bearer token: `creator-workspace key create --workspace demo --scopes all --test` prints one.
         */
        post: operations["triggerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/servers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a test server online or offline, with a player count
         * @description Requires a valid API key (no scope). Test keys only (`cwk_test_`): a live key gets 404. Unknown query parameters are refused (422 naming each).
         *
         *     Before its examples work as written, make a test key (`cwk_test_…`), sent as the bearer token: `creator-workspace key create --workspace demo --scopes all --test` prints one; the `id` is one of the servers `GET /servers` lists with that key.
         */
        post: operations["moveTestServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event types, what causes each, their data schema and an example
         * @description Requires a valid API key (no scope). Unknown query parameters are refused (422 naming each).
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the workspace's events as they happen
         * @description Requires the `webhooks` scope. Unknown query parameters are refused (422 naming each). Server-Sent Events. The first message is `ready` (its id is where the stream starts); then one message per event, oldest first: `id:` the event id, `event:` its name, `data:` exactly the body a webhook delivery of it carries. Reconnect with `Last-Event-ID` to resume after the last message received, within the event retention (422 when it is past it). A `: heartbeat` comment comes every 15 seconds. What `creator-workspace listen` uses.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servers/{id}/status/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a game server's public live status
         * @description Requires the `read:servers` scope. Unknown query parameters are refused (422 naming each). Server-Sent Events. Each message is the body of `GET /servers/{id}/status` (`event: status`, `id:` its version), sent when it changes (the heartbeat time alone is no change), at most one a second. Connecting without `Last-Event-ID` sends the current status first; with the version last received, only what changes after it. A `: heartbeat` comment comes every 15 seconds.
         */
        get: operations["streamServerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid
         * @description An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements. Sent to every enabled webhook subscribed to `order.paid` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refunded
         * @description A paid order was refunded (POST /orders/{id}/refund, the CLI, the dashboard); its entitlements are revoked in the same change. Sent to every enabled webhook subscribed to `order.refunded` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onOrderRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription.created
         * @description A paid order bought a recurring product, which starts a subscription. Sent to every enabled webhook subscribed to `subscription.created` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onSubscriptionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription.canceled
         * @description A subscription was canceled (POST /subscriptions/{id}/cancel, the dashboard) or its order was refunded. Sent to every enabled webhook subscribed to `subscription.canceled` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onSubscriptionCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "entitlement.granted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * entitlement.granted
         * @description A paid order granted access to one of its products. Sent to every enabled webhook subscribed to `entitlement.granted` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onEntitlementGranted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "entitlement.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * entitlement.revoked
         * @description Access was taken back: the order was refunded or the subscription canceled. Sent to every enabled webhook subscribed to `entitlement.revoked` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onEntitlementRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.joined
         * @description Someone joined the workspace (an accepted invitation); `data` shows only what the member chose to show. Sent to every enabled webhook subscribed to `member.joined` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onMemberJoined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stream.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * stream.started
         * @description A live stream started (POST /streams, the dashboard). Sent to every enabled webhook subscribed to `stream.started` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onStreamStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stream.ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * stream.ended
         * @description A live stream ended (POST /streams/{id}/end, the dashboard, or after 12 hours live). Sent to every enabled webhook subscribed to `stream.ended` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onStreamEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "server.online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * server.online
         * @description A game server sent its first heartbeat after being offline. Sent to every enabled webhook subscribed to `server.online` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onServerOnline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "server.offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * server.offline
         * @description A game server missed its heartbeats for SERVER_OFFLINE_AFTER_SECONDS and is now offline. Sent to every enabled webhook subscribed to `server.offline` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onServerOffline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "post.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * post.published
         * @description A post was published: by its owner in the dashboard, or by the worker at its scheduled time. Sent to every enabled webhook subscribed to `post.published` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onPostPublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * automation.run
         * @description An automation ran its action for an event that matched its trigger (whether the action succeeded or failed). Sent to every enabled webhook subscribed to `automation.run` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onAutomationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * report.created
         * @description A report was made: weekly or monthly by the worker, or on request (POST /reports, the dashboard). Sent to every enabled webhook subscribed to `report.created` or `*`, signed with both schemes; verify before trusting the body.
         */
        post: operations["onReportCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Action
         * @description What a rule does; the fields its type needs
         * @example {
         *       "type": "grant_entitlement",
         *       "product_id": 302
         *     }
         */
        Action: {
            /**
             * @description grant_entitlement (the order’s customer also gets `product_id`), publish_post (the draft `post_id` goes out) or notify (`message` to owners and admins in the dashboard)
             * @example grant_entitlement
             * @enum {string}
             */
            type: "grant_entitlement" | "publish_post" | "notify";
            /**
             * @description grant_entitlement: the product granted
             * @example 302
             */
            product_id?: number;
            /**
             * @description publish_post: the draft published
             * @example 81
             */
            post_id?: number;
            /**
             * @description notify: the notification, 1–500 characters
             * @example A VIP rank was sold
             */
            message?: string;
        };
        /**
         * AnalyticsSummary
         * @description Figures for a window of days ending today (UTC)
         * @example {
         *       "days": 1,
         *       "from": "2026-01-15",
         *       "to": "2026-01-15",
         *       "revenue": [
         *         {
         *           "currency": "USD",
         *           "gross_cents": 2997,
         *           "refunded_cents": 0,
         *           "net_cents": 2997
         *         }
         *       ],
         *       "orders": {
         *         "total": 3,
         *         "paid": 3,
         *         "refunded": 0
         *       },
         *       "subscribers": {
         *         "active": 41,
         *         "new": 1,
         *         "canceled": 0
         *       },
         *       "audience": {
         *         "members": 512,
         *         "new_members": 4
         *       },
         *       "daily": [
         *         {
         *           "date": "2026-01-15",
         *           "orders": 3,
         *           "new_subscribers": 1,
         *           "new_members": 4,
         *           "revenue": [
         *             {
         *               "currency": "USD",
         *               "net_cents": 2997
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        AnalyticsSummary: {
            /**
             * @description Window length in days
             * @example 1
             */
            days: number;
            /**
             * @description First day of the window, YYYY-MM-DD
             * @example 2026-01-15
             */
            from: string;
            /**
             * @description Last day of the window (today, UTC), YYYY-MM-DD
             * @example 2026-01-15
             */
            to: string;
            /**
             * @description One entry per currency; never summed across currencies
             * @example [
             *       {
             *         "currency": "USD",
             *         "gross_cents": 2997,
             *         "refunded_cents": 0,
             *         "net_cents": 2997
             *       }
             *     ]
             */
            revenue: {
                /**
                 * @description 3-letter ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Paid, in integer cents
                 * @example 2997
                 */
                gross_cents: number;
                /**
                 * @description Refunded, in integer cents
                 * @example 0
                 */
                refunded_cents: number;
                /**
                 * @description Gross minus refunded, in integer cents
                 * @example 2997
                 */
                net_cents: number;
            }[];
            /**
             * @description Order counts
             * @example {
             *       "total": 3,
             *       "paid": 3,
             *       "refunded": 0
             *     }
             */
            orders: {
                /**
                 * @description Orders placed in the window
                 * @example 3
                 */
                total: number;
                /**
                 * @description Orders paid in the window
                 * @example 3
                 */
                paid: number;
                /**
                 * @description Orders refunded in the window
                 * @example 0
                 */
                refunded: number;
            };
            /**
             * @description Subscription counts
             * @example {
             *       "active": 41,
             *       "new": 1,
             *       "canceled": 0
             *     }
             */
            subscribers: {
                /**
                 * @description Active subscriptions now
                 * @example 41
                 */
                active: number;
                /**
                 * @description Subscriptions started in the window
                 * @example 1
                 */
                new: number;
                /**
                 * @description Subscriptions canceled in the window
                 * @example 0
                 */
                canceled: number;
            };
            /**
             * @description Member counts
             * @example {
             *       "members": 512,
             *       "new_members": 4
             *     }
             */
            audience: {
                /**
                 * @description Members now
                 * @example 512
                 */
                members: number;
                /**
                 * @description Members who joined in the window
                 * @example 4
                 */
                new_members: number;
            };
            /**
             * @description Exactly `days` entries, oldest first, the last one today; zeros on quiet days
             * @example [
             *       {
             *         "date": "2026-01-15",
             *         "orders": 3,
             *         "new_subscribers": 1,
             *         "new_members": 4,
             *         "revenue": [
             *           {
             *             "currency": "USD",
             *             "net_cents": 2997
             *           }
             *         ]
             *       }
             *     ]
             */
            daily: {
                /**
                 * @description The day, YYYY-MM-DD
                 * @example 2026-01-15
                 */
                date: string;
                /**
                 * @description Orders placed that day
                 * @example 3
                 */
                orders: number;
                /**
                 * @description Subscriptions started that day
                 * @example 1
                 */
                new_subscribers: number;
                /**
                 * @description Members who joined that day
                 * @example 4
                 */
                new_members: number;
                /**
                 * @description Revenue per currency
                 * @example [
                 *       {
                 *         "currency": "USD",
                 *         "net_cents": 2997
                 *       }
                 *     ]
                 */
                revenue: {
                    /**
                     * @description 3-letter ISO 4217 code
                     * @example USD
                     */
                    currency: string;
                    /**
                     * @description Gross minus refunded, in integer cents
                     * @example 2997
                     */
                    net_cents: number;
                }[];
            }[];
        };
        /**
         * Attempt
         * @description One attempt of a delivery
         * @example {
         *       "attempt": 1,
         *       "attempted_at": "2026-01-15 12:00:00",
         *       "status_code": 200,
         *       "error": null,
         *       "duration_ms": 87,
         *       "response_body": "{\"ok\":true}",
         *       "retry_after": null
         *     }
         */
        Attempt: {
            /**
             * @description 1 for the first attempt
             * @example 1
             */
            attempt: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            attempted_at: string;
            /**
             * @description HTTP status the receiver answered, or null when none
             * @example 200
             */
            status_code: number | null;
            /**
             * @description http_status, redirect, timeout, connection_refused, connection_reset, dns_failure, ssrf_blocked, tls_error, network_error
             * @example null
             */
            error: string | null;
            /**
             * @description How long the attempt took, in milliseconds
             * @example 87
             */
            duration_ms: number;
            /**
             * @description The first 1 KiB of the answer
             * @example {"ok":true}
             */
            response_body: string | null;
            /**
             * @description The receiver's Retry-After, in seconds
             * @example null
             */
            retry_after: number | null;
        };
        /**
         * Automation
         * @description A rule: when its trigger event happens, its action is done once
         * @example {
         *       "id": 91,
         *       "name": "Bundle: VIP gets the map pack",
         *       "enabled": true,
         *       "trigger": {
         *         "event": "order.paid",
         *         "product_id": 301
         *       },
         *       "action": {
         *         "type": "grant_entitlement",
         *         "product_id": 302
         *       },
         *       "created_at": "2026-01-15 12:00:00",
         *       "updated_at": "2026-01-15 12:00:00"
         *     }
         */
        Automation: {
            /**
             * @description The automation's id
             * @example 91
             */
            id: number;
            /**
             * @description Display name
             * @example Bundle: VIP gets the map pack
             */
            name: string;
            /**
             * @description A disabled rule does not run
             * @example true
             */
            enabled: boolean;
            trigger: components["schemas"]["Trigger"];
            action: components["schemas"]["Action"];
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            updated_at: string;
        };
        /**
         * AutomationList
         * @description One page of Automation items
         * @example {
         *       "data": [
         *         {
         *           "id": 91,
         *           "name": "Bundle: VIP gets the map pack",
         *           "enabled": true,
         *           "trigger": {
         *             "event": "order.paid",
         *             "product_id": 301
         *           },
         *           "action": {
         *             "type": "grant_entitlement",
         *             "product_id": 302
         *           },
         *           "created_at": "2026-01-15 12:00:00",
         *           "updated_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        AutomationList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 91,
             *         "name": "Bundle: VIP gets the map pack",
             *         "enabled": true,
             *         "trigger": {
             *           "event": "order.paid",
             *           "product_id": 301
             *         },
             *         "action": {
             *           "type": "grant_entitlement",
             *           "product_id": 302
             *         },
             *         "created_at": "2026-01-15 12:00:00",
             *         "updated_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Automation"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * AutomationRun
         * @description One run of an automation
         * @example {
         *       "automation_id": 91,
         *       "trigger_event_id": 1201,
         *       "action": {
         *         "type": "grant_entitlement",
         *         "product_id": 302
         *       },
         *       "outcome": "succeeded"
         *     }
         */
        AutomationRun: {
            /**
             * @description The rule that ran
             * @example 91
             */
            automation_id: number;
            /**
             * @description The event that ran it
             * @example 1201
             */
            trigger_event_id: number;
            action: components["schemas"]["Action"];
            /**
             * @description succeeded or failed
             * @example succeeded
             * @enum {string}
             */
            outcome: "succeeded" | "failed";
            /**
             * @description Why it failed
             * @example post 81 is already published
             */
            error?: string;
        };
        /**
         * AutomationRunEvent
         * @description An automation ran its action for an event that matched its trigger (whether the action succeeded or failed).
         * @example {
         *       "id": 1201,
         *       "event": "automation.run",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "automation_id": 91,
         *         "trigger_event_id": 1201,
         *         "action": {
         *           "type": "grant_entitlement",
         *           "product_id": 302
         *         },
         *         "outcome": "succeeded"
         *       }
         *     }
         */
        AutomationRunEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example automation.run
             * @constant
             */
            event: "automation.run";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["AutomationRun"];
        };
        /**
         * AutomationRunRecord
         * @description One run of an automation, as its runs list it
         * @example {
         *       "id": 5,
         *       "automation_id": 91,
         *       "trigger_event_id": 1201,
         *       "action": {
         *         "type": "grant_entitlement",
         *         "product_id": 302
         *       },
         *       "outcome": "succeeded",
         *       "created_at": "2026-01-15 12:00:00"
         *     }
         */
        AutomationRunRecord: {
            /**
             * @description The rule that ran
             * @example 91
             */
            automation_id: number;
            /**
             * @description The event that ran it
             * @example 1201
             */
            trigger_event_id: number;
            action: components["schemas"]["Action"];
            /**
             * @description succeeded or failed
             * @example succeeded
             * @enum {string}
             */
            outcome: "succeeded" | "failed";
            /**
             * @description Why it failed
             * @example post 81 is already published
             */
            error?: string;
            /**
             * @description The run's id
             * @example 5
             */
            id: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
        };
        /**
         * AutomationRunRecordList
         * @description One page of AutomationRunRecord items
         * @example {
         *       "data": [
         *         {
         *           "id": 5,
         *           "automation_id": 91,
         *           "trigger_event_id": 1201,
         *           "action": {
         *             "type": "grant_entitlement",
         *             "product_id": 302
         *           },
         *           "outcome": "succeeded",
         *           "created_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        AutomationRunRecordList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 5,
             *         "automation_id": 91,
             *         "trigger_event_id": 1201,
             *         "action": {
             *           "type": "grant_entitlement",
             *           "product_id": 302
             *         },
             *         "outcome": "succeeded",
             *         "created_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["AutomationRunRecord"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * CreateAutomation
         * @description A new automation; it runs for events raised from now on
         * @example {
         *       "name": "Bundle: VIP gets the map pack",
         *       "enabled": true,
         *       "trigger": {
         *         "event": "order.paid",
         *         "product_id": 2
         *       },
         *       "action": {
         *         "type": "grant_entitlement",
         *         "product_id": 8
         *       }
         *     }
         */
        CreateAutomation: {
            /**
             * @description 1–100 characters
             * @example Bundle: VIP gets the map pack
             */
            name: string;
            /**
             * @description Default true
             * @example true
             */
            enabled?: boolean;
            trigger: components["schemas"]["Trigger"];
            action: components["schemas"]["Action"];
        };
        /**
         * CreateOrder
         * @description A new order; the server prices it from its products (active, of this workspace, of one currency)
         * @example {
         *       "customer_email": "steve@customers.example",
         *       "items": [
         *         {
         *           "product_id": 2,
         *           "quantity": 1
         *         }
         *       ],
         *       "status": "paid"
         *     }
         */
        CreateOrder: {
            /**
             * Format: email
             * @description The buyer's e-mail
             * @example steve@customers.example
             */
            customer_email: string;
            /**
             * @description 1–50 lines, each product at most once; all products active and of one currency
             * @example [
             *       {
             *         "product_id": 2,
             *         "quantity": 1
             *       }
             *     ]
             */
            items: components["schemas"]["NewOrderItem"][];
            /**
             * @description `paid` (default) grants the items at once; `pending` waits for POST /orders/{id}/pay
             * @example paid
             * @enum {string}
             */
            status?: "pending" | "paid";
        };
        /**
         * CreatePost
         * @description A new post; it is always created as a draft
         * @example {
         *       "title": "Patch notes",
         *       "body": "The arena is fixed.",
         *       "scheduled_at": "2030-01-16T18:00:00Z",
         *       "media": [
         *         "https://cdn.example.com/patch-notes.png"
         *       ]
         *     }
         */
        CreatePost: {
            /**
             * @description 1–50,000 characters
             * @example The arena is fixed.
             */
            body: string;
            /**
             * @description ≤ 200 characters
             * @example Patch notes
             */
            title?: string | null;
            /**
             * @description Future time, RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC)
             * @example 2030-01-16T18:00:00Z
             */
            scheduled_at?: string | null;
            /**
             * @description At most 20 http(s) URLs
             * @example [
             *       "https://cdn.example.com/patch-notes.png"
             *     ]
             */
            media?: string[];
        };
        /**
         * CreateProduct
         * @description A new product; only `name` and `price_cents` are required
         * @example {
         *       "name": "VIP Rank Plus",
         *       "price_cents": 999,
         *       "slug": "vip-rank-plus",
         *       "description": "Coloured name, /fly in the lobby and a monthly crate.",
         *       "kind": "recurring",
         *       "currency": "USD",
         *       "interval": "month",
         *       "deliverables": [
         *         {
         *           "type": "role",
         *           "label": "Discord role",
         *           "value": "VIP"
         *         }
         *       ],
         *       "is_active": true,
         *       "sku": "VIP-PLUS-M"
         *     }
         */
        CreateProduct: {
            /**
             * @description 1–200 characters
             * @example VIP Rank Plus
             */
            name: string;
            /**
             * @description Integer cents, 0–100,000,000
             * @example 999
             */
            price_cents: number;
            /**
             * @description Lowercase a-z0-9 and single hyphens, ≤ 100; default derived from name
             * @example vip-rank-plus
             */
            slug?: string;
            /**
             * @description ≤ 5,000 characters
             * @example Coloured name, /fly in the lobby and a monthly crate.
             */
            description?: string | null;
            /**
             * @description Default one_time
             * @example recurring
             * @enum {string}
             */
            kind?: "one_time" | "recurring";
            /**
             * @description 3-letter uppercase ISO 4217 code; default the workspace currency
             * @example USD
             */
            currency?: string;
            /**
             * @description Required for recurring, refused for one_time
             * @example month
             * @enum {string|null}
             */
            interval?: "month" | "year" | null;
            /**
             * @description At most 50
             * @example [
             *       {
             *         "type": "role",
             *         "label": "Discord role",
             *         "value": "VIP"
             *       }
             *     ]
             */
            deliverables?: components["schemas"]["Deliverable"][];
            /**
             * @description Default true
             * @example true
             */
            is_active?: boolean;
            /**
             * @description Letters, digits, dot, underscore and hyphen, 1–64; null clears it
             * @example VIP-PLUS-M
             */
            sku?: string | null;
        } & ({
            /** @constant */
            kind: "recurring";
            interval: string;
        } | {
            /** @constant */
            kind?: "one_time";
            interval?: null;
        });
        /**
         * CreateWebhook
         * @description A webhook to register
         * @example {
         *       "url": "https://bot.example.com/hooks/creator",
         *       "events": [
         *         "order.paid",
         *         "post.published"
         *       ],
         *       "description": "Store bot: grants ranks on payment"
         *     }
         */
        CreateWebhook: {
            /**
             * Format: uri
             * @description Absolute http(s) URL, ≤ 2,048 characters
             * @example https://bot.example.com/hooks/creator
             */
            url: string;
            /**
             * @description Non-empty, no duplicates
             * @example [
             *       "order.paid",
             *       "post.published"
             *     ]
             */
            events: ("order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created" | "*")[];
            /**
             * @description What the webhook is for, ≤ 500 characters
             * @example Store bot: grants ranks on payment
             */
            description?: string | null;
        };
        /**
         * Deleted
         * @description What was deleted
         * @example {
         *       "id": 7,
         *       "deleted": true
         *     }
         */
        Deleted: {
            /**
             * @description The id of what was deleted
             * @example 7
             */
            id: number;
            /**
             * @description Always true
             * @example true
             * @enum {boolean}
             */
            deleted: true;
        };
        /**
         * Deliverable
         * @description One thing a buyer receives
         * @example {
         *       "type": "role",
         *       "label": "Discord role",
         *       "value": "VIP"
         *     }
         */
        Deliverable: {
            /**
             * @description Deliverable kind
             * @example role
             * @enum {string}
             */
            type: "download" | "link" | "license_key" | "game_command" | "role";
            /**
             * @description Label shown to the buyer
             * @example Discord role
             */
            label?: string;
            /**
             * @description File, link, command or role
             * @example VIP
             */
            value?: string;
        };
        /**
         * Delivery
         * @description One delivery of one event to one webhook
         * @example {
         *       "id": "msg_2fQ8cKbV3xN7pL0rT5wYz1Hd",
         *       "livemode": true,
         *       "event_id": 1201,
         *       "event": "order.paid",
         *       "status": "succeeded",
         *       "attempts": 1,
         *       "created_at": "2026-01-15 12:00:00",
         *       "last_attempt_at": "2026-01-15 12:00:00",
         *       "next_attempt_at": null,
         *       "last_status_code": 200
         *     }
         */
        Delivery: {
            /**
             * @description msg_…: the X-Service-Delivery and webhook-id of every attempt
             * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
             */
            id: string;
            /**
             * @description true for a live workspace's delivery, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            /**
             * @description The event delivered
             * @example 1201
             */
            event_id: number;
            /**
             * @description The event name
             * @example order.paid
             */
            event: string;
            /**
             * @description pending, held (webhook disabled), succeeded, failed (attempts used), canceled (webhook deleted)
             * @example succeeded
             * @enum {string}
             */
            status: "pending" | "held" | "succeeded" | "failed" | "canceled";
            /**
             * @description Attempts made so far
             * @example 1
             */
            attempts: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            last_attempt_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            next_attempt_at: string | null;
            /**
             * @description HTTP status of the last attempt, or null
             * @example 200
             */
            last_status_code: number | null;
        };
        /**
         * DeliveryDetail
         * @description A delivery with its attempt log
         * @example {
         *       "id": "msg_2fQ8cKbV3xN7pL0rT5wYz1Hd",
         *       "livemode": true,
         *       "event_id": 1201,
         *       "event": "order.paid",
         *       "status": "succeeded",
         *       "attempts": [
         *         {
         *           "attempt": 1,
         *           "attempted_at": "2026-01-15 12:00:00",
         *           "status_code": 200,
         *           "error": null,
         *           "duration_ms": 87,
         *           "response_body": "{\"ok\":true}",
         *           "retry_after": null
         *         }
         *       ],
         *       "created_at": "2026-01-15 12:00:00",
         *       "last_attempt_at": "2026-01-15 12:00:00",
         *       "next_attempt_at": null,
         *       "last_status_code": 200
         *     }
         */
        DeliveryDetail: {
            /**
             * @description msg_…: the X-Service-Delivery and webhook-id of every attempt
             * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
             */
            id: string;
            /**
             * @description true for a live workspace's delivery, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            /**
             * @description The event delivered
             * @example 1201
             */
            event_id: number;
            /**
             * @description The event name
             * @example order.paid
             */
            event: string;
            /**
             * @description pending, held (webhook disabled), succeeded, failed (attempts used), canceled (webhook deleted)
             * @example succeeded
             * @enum {string}
             */
            status: "pending" | "held" | "succeeded" | "failed" | "canceled";
            /**
             * @description The attempt log
             * @example [
             *       {
             *         "attempt": 1,
             *         "attempted_at": "2026-01-15 12:00:00",
             *         "status_code": 200,
             *         "error": null,
             *         "duration_ms": 87,
             *         "response_body": "{\"ok\":true}",
             *         "retry_after": null
             *       }
             *     ]
             */
            attempts: components["schemas"]["Attempt"][];
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            last_attempt_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            next_attempt_at: string | null;
            /**
             * @description HTTP status of the last attempt, or null
             * @example 200
             */
            last_status_code: number | null;
        };
        /**
         * DeliveryList
         * @description One page of Delivery items
         * @example {
         *       "data": [
         *         {
         *           "id": "msg_2fQ8cKbV3xN7pL0rT5wYz1Hd",
         *           "livemode": true,
         *           "event_id": 1201,
         *           "event": "order.paid",
         *           "status": "succeeded",
         *           "attempts": 1,
         *           "created_at": "2026-01-15 12:00:00",
         *           "last_attempt_at": "2026-01-15 12:00:00",
         *           "next_attempt_at": null,
         *           "last_status_code": 200
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        DeliveryList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": "msg_2fQ8cKbV3xN7pL0rT5wYz1Hd",
             *         "livemode": true,
             *         "event_id": 1201,
             *         "event": "order.paid",
             *         "status": "succeeded",
             *         "attempts": 1,
             *         "created_at": "2026-01-15 12:00:00",
             *         "last_attempt_at": "2026-01-15 12:00:00",
             *         "next_attempt_at": null,
             *         "last_status_code": 200
             *       }
             *     ]
             */
            data: components["schemas"]["Delivery"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * Entitlement
         * @description Access granted by an order
         * @example {
         *       "id": 4001,
         *       "product_id": 301,
         *       "status": "active",
         *       "granted_at": "2026-01-15 12:00:00",
         *       "revoked_at": null
         *     }
         */
        Entitlement: {
            /**
             * @description The entitlement's id
             * @example 4001
             */
            id: number;
            /**
             * @description The product
             * @example 301
             */
            product_id: number;
            /**
             * @description Current status
             * @example active
             * @enum {string}
             */
            status: "active" | "revoked";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            granted_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            revoked_at: string | null;
        };
        /**
         * EntitlementChange
         * @description An entitlement with the order that granted it
         * @example {
         *       "id": 4001,
         *       "product_id": 301,
         *       "status": "active",
         *       "granted_at": "2026-01-15 12:00:00",
         *       "revoked_at": null,
         *       "order_id": 1001
         *     }
         */
        EntitlementChange: {
            /**
             * @description The entitlement's id
             * @example 4001
             */
            id: number;
            /**
             * @description The product
             * @example 301
             */
            product_id: number;
            /**
             * @description Current status
             * @example active
             * @enum {string}
             */
            status: "active" | "revoked";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            granted_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            revoked_at: string | null;
            /**
             * @description The order that granted it
             * @example 1001
             */
            order_id: number;
        };
        /**
         * EntitlementGrantedEvent
         * @description A paid order granted access to one of its products.
         * @example {
         *       "id": 1201,
         *       "event": "entitlement.granted",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 4001,
         *         "product_id": 301,
         *         "status": "active",
         *         "granted_at": "2026-01-15 12:00:00",
         *         "revoked_at": null,
         *         "order_id": 1001
         *       }
         *     }
         */
        EntitlementGrantedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example entitlement.granted
             * @constant
             */
            event: "entitlement.granted";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["EntitlementChange"];
        };
        /**
         * EntitlementRevokedEvent
         * @description Access was taken back: the order was refunded or the subscription canceled.
         * @example {
         *       "id": 1201,
         *       "event": "entitlement.revoked",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 4001,
         *         "product_id": 301,
         *         "status": "revoked",
         *         "granted_at": "2026-01-15 12:00:00",
         *         "revoked_at": "2026-01-15 12:00:00",
         *         "order_id": 1001
         *       }
         *     }
         */
        EntitlementRevokedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example entitlement.revoked
             * @constant
             */
            event: "entitlement.revoked";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["EntitlementChange"];
        };
        /**
         * Error
         * @description Every error answer: a stable code and a sentence for people
         * @example {
         *       "error": "not_found",
         *       "message": "Not found."
         *     }
         */
        Error: {
            /**
             * @description Machine-readable error code (one per status)
             * @example not_found
             * @enum {string}
             */
            error: "invalid_json" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "request_timeout" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "rate_limited" | "headers_too_large" | "internal_error" | "unavailable";
            /**
             * @description Human-readable explanation
             * @example Not found.
             */
            message: string;
        };
        /**
         * EventType
         * @description An event a webhook can receive
         * @example {
         *       "name": "order.paid",
         *       "cause": "An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.",
         *       "data_schema": {
         *         "title": "OrderDetail",
         *         "description": "An order with its items and entitlements",
         *         "type": "object",
         *         "required": [
         *           "id",
         *           "number",
         *           "status",
         *           "customer_email",
         *           "currency",
         *           "subtotal_cents",
         *           "total_cents",
         *           "item_count",
         *           "created_at",
         *           "paid_at",
         *           "refunded_at",
         *           "items",
         *           "entitlements"
         *         ],
         *         "properties": {
         *           "id": {
         *             "description": "The order's id",
         *             "type": "integer",
         *             "minimum": 1
         *           },
         *           "number": {
         *             "description": "Human-readable order number",
         *             "type": "string"
         *           },
         *           "status": {
         *             "type": "string",
         *             "enum": [
         *               "pending",
         *               "paid",
         *               "refunded",
         *               "canceled"
         *             ],
         *             "description": "Current status"
         *           },
         *           "customer_email": {
         *             "description": "The buyer's email",
         *             "type": "string"
         *           },
         *           "currency": {
         *             "description": "3-letter ISO 4217 code",
         *             "type": "string"
         *           },
         *           "subtotal_cents": {
         *             "description": "Sum of the items, in integer cents",
         *             "type": "integer",
         *             "minimum": 0
         *           },
         *           "total_cents": {
         *             "description": "Amount charged, in integer cents",
         *             "type": "integer",
         *             "minimum": 0
         *           },
         *           "item_count": {
         *             "description": "Total quantity over the items",
         *             "type": "integer",
         *             "minimum": 0
         *           },
         *           "created_at": {
         *             "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *             "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *             "type": "string"
         *           },
         *           "paid_at": {
         *             "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *             "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *             "type": [
         *               "string",
         *               "null"
         *             ]
         *           },
         *           "refunded_at": {
         *             "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *             "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *             "type": [
         *               "string",
         *               "null"
         *             ]
         *           },
         *           "items": {
         *             "description": "The lines of the order",
         *             "type": "array",
         *             "items": {
         *               "title": "OrderItem",
         *               "description": "One line of an order",
         *               "type": "object",
         *               "required": [
         *                 "id",
         *                 "product_id",
         *                 "name",
         *                 "quantity",
         *                 "unit_price_cents",
         *                 "total_cents"
         *               ],
         *               "properties": {
         *                 "id": {
         *                   "description": "The order line's id",
         *                   "type": "integer",
         *                   "minimum": 1
         *                 },
         *                 "product_id": {
         *                   "description": "The product",
         *                   "type": "integer",
         *                   "minimum": 1
         *                 },
         *                 "name": {
         *                   "description": "Display name",
         *                   "type": "string"
         *                 },
         *                 "quantity": {
         *                   "description": "How many",
         *                   "type": "integer",
         *                   "minimum": 0
         *                 },
         *                 "unit_price_cents": {
         *                   "description": "Price of one, in integer cents",
         *                   "type": "integer",
         *                   "minimum": 0
         *                 },
         *                 "total_cents": {
         *                   "description": "Amount charged, in integer cents",
         *                   "type": "integer",
         *                   "minimum": 0
         *                 }
         *               },
         *               "additionalProperties": false
         *             }
         *           },
         *           "entitlements": {
         *             "description": "Access the order grants",
         *             "type": "array",
         *             "items": {
         *               "title": "Entitlement",
         *               "description": "Access granted by an order",
         *               "type": "object",
         *               "required": [
         *                 "id",
         *                 "product_id",
         *                 "status",
         *                 "granted_at",
         *                 "revoked_at"
         *               ],
         *               "properties": {
         *                 "id": {
         *                   "description": "The entitlement's id",
         *                   "type": "integer",
         *                   "minimum": 1
         *                 },
         *                 "product_id": {
         *                   "description": "The product",
         *                   "type": "integer",
         *                   "minimum": 1
         *                 },
         *                 "status": {
         *                   "type": "string",
         *                   "enum": [
         *                     "active",
         *                     "revoked"
         *                   ],
         *                   "description": "Current status"
         *                 },
         *                 "granted_at": {
         *                   "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                   "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                   "type": "string"
         *                 },
         *                 "revoked_at": {
         *                   "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                   "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                   "type": [
         *                     "string",
         *                     "null"
         *                   ]
         *                 }
         *               },
         *               "additionalProperties": false
         *             }
         *           }
         *         },
         *         "additionalProperties": false
         *       },
         *       "example": {
         *         "id": 1201,
         *         "event": "order.paid",
         *         "created_at": "2026-01-15 12:00:00",
         *         "tenant_id": 1,
         *         "livemode": true,
         *         "data": {
         *           "id": 1001,
         *           "number": "CW-1001",
         *           "status": "paid",
         *           "customer_email": "customer@example.com",
         *           "currency": "USD",
         *           "subtotal_cents": 999,
         *           "total_cents": 999,
         *           "item_count": 1,
         *           "created_at": "2026-01-15 12:00:00",
         *           "paid_at": "2026-01-15 12:00:00",
         *           "refunded_at": null,
         *           "items": [
         *             {
         *               "id": 2001,
         *               "product_id": 301,
         *               "name": "VIP Rank",
         *               "quantity": 1,
         *               "unit_price_cents": 999,
         *               "total_cents": 999
         *             }
         *           ],
         *           "entitlements": [
         *             {
         *               "id": 4001,
         *               "product_id": 301,
         *               "status": "active",
         *               "granted_at": "2026-01-15 12:00:00",
         *               "revoked_at": null
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        EventType: {
            /**
             * @description The event name, as in X-Service-Event and `event`
             * @example order.paid
             */
            name: string;
            /**
             * @description What causes it, in one sentence
             * @example An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.
             */
            cause: string;
            /**
             * @description The JSON Schema of the body's `data`, as in the OpenAPI document
             * @example {
             *       "title": "OrderDetail",
             *       "description": "An order with its items and entitlements",
             *       "type": "object",
             *       "required": [
             *         "id",
             *         "number",
             *         "status",
             *         "customer_email",
             *         "currency",
             *         "subtotal_cents",
             *         "total_cents",
             *         "item_count",
             *         "created_at",
             *         "paid_at",
             *         "refunded_at",
             *         "items",
             *         "entitlements"
             *       ],
             *       "properties": {
             *         "id": {
             *           "description": "The order's id",
             *           "type": "integer",
             *           "minimum": 1
             *         },
             *         "number": {
             *           "description": "Human-readable order number",
             *           "type": "string"
             *         },
             *         "status": {
             *           "type": "string",
             *           "enum": [
             *             "pending",
             *             "paid",
             *             "refunded",
             *             "canceled"
             *           ],
             *           "description": "Current status"
             *         },
             *         "customer_email": {
             *           "description": "The buyer's email",
             *           "type": "string"
             *         },
             *         "currency": {
             *           "description": "3-letter ISO 4217 code",
             *           "type": "string"
             *         },
             *         "subtotal_cents": {
             *           "description": "Sum of the items, in integer cents",
             *           "type": "integer",
             *           "minimum": 0
             *         },
             *         "total_cents": {
             *           "description": "Amount charged, in integer cents",
             *           "type": "integer",
             *           "minimum": 0
             *         },
             *         "item_count": {
             *           "description": "Total quantity over the items",
             *           "type": "integer",
             *           "minimum": 0
             *         },
             *         "created_at": {
             *           "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *           "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *           "type": "string"
             *         },
             *         "paid_at": {
             *           "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *           "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *           "type": [
             *             "string",
             *             "null"
             *           ]
             *         },
             *         "refunded_at": {
             *           "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *           "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *           "type": [
             *             "string",
             *             "null"
             *           ]
             *         },
             *         "items": {
             *           "description": "The lines of the order",
             *           "type": "array",
             *           "items": {
             *             "title": "OrderItem",
             *             "description": "One line of an order",
             *             "type": "object",
             *             "required": [
             *               "id",
             *               "product_id",
             *               "name",
             *               "quantity",
             *               "unit_price_cents",
             *               "total_cents"
             *             ],
             *             "properties": {
             *               "id": {
             *                 "description": "The order line's id",
             *                 "type": "integer",
             *                 "minimum": 1
             *               },
             *               "product_id": {
             *                 "description": "The product",
             *                 "type": "integer",
             *                 "minimum": 1
             *               },
             *               "name": {
             *                 "description": "Display name",
             *                 "type": "string"
             *               },
             *               "quantity": {
             *                 "description": "How many",
             *                 "type": "integer",
             *                 "minimum": 0
             *               },
             *               "unit_price_cents": {
             *                 "description": "Price of one, in integer cents",
             *                 "type": "integer",
             *                 "minimum": 0
             *               },
             *               "total_cents": {
             *                 "description": "Amount charged, in integer cents",
             *                 "type": "integer",
             *                 "minimum": 0
             *               }
             *             },
             *             "additionalProperties": false
             *           }
             *         },
             *         "entitlements": {
             *           "description": "Access the order grants",
             *           "type": "array",
             *           "items": {
             *             "title": "Entitlement",
             *             "description": "Access granted by an order",
             *             "type": "object",
             *             "required": [
             *               "id",
             *               "product_id",
             *               "status",
             *               "granted_at",
             *               "revoked_at"
             *             ],
             *             "properties": {
             *               "id": {
             *                 "description": "The entitlement's id",
             *                 "type": "integer",
             *                 "minimum": 1
             *               },
             *               "product_id": {
             *                 "description": "The product",
             *                 "type": "integer",
             *                 "minimum": 1
             *               },
             *               "status": {
             *                 "type": "string",
             *                 "enum": [
             *                   "active",
             *                   "revoked"
             *                 ],
             *                 "description": "Current status"
             *               },
             *               "granted_at": {
             *                 "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *                 "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *                 "type": "string"
             *               },
             *               "revoked_at": {
             *                 "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *                 "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *                 "type": [
             *                   "string",
             *                   "null"
             *                 ]
             *               }
             *             },
             *             "additionalProperties": false
             *           }
             *         }
             *       },
             *       "additionalProperties": false
             *     }
             */
            data_schema: {
                [key: string]: unknown;
            };
            /**
             * @description An example delivery body: `{ id, event, created_at, tenant_id, data }`
             * @example {
             *       "id": 1201,
             *       "event": "order.paid",
             *       "created_at": "2026-01-15 12:00:00",
             *       "tenant_id": 1,
             *       "livemode": true,
             *       "data": {
             *         "id": 1001,
             *         "number": "CW-1001",
             *         "status": "paid",
             *         "customer_email": "customer@example.com",
             *         "currency": "USD",
             *         "subtotal_cents": 999,
             *         "total_cents": 999,
             *         "item_count": 1,
             *         "created_at": "2026-01-15 12:00:00",
             *         "paid_at": "2026-01-15 12:00:00",
             *         "refunded_at": null,
             *         "items": [
             *           {
             *             "id": 2001,
             *             "product_id": 301,
             *             "name": "VIP Rank",
             *             "quantity": 1,
             *             "unit_price_cents": 999,
             *             "total_cents": 999
             *           }
             *         ],
             *         "entitlements": [
             *           {
             *             "id": 4001,
             *             "product_id": 301,
             *             "status": "active",
             *             "granted_at": "2026-01-15 12:00:00",
             *             "revoked_at": null
             *           }
             *         ]
             *       }
             *     }
             */
            example: {
                [key: string]: unknown;
            };
        };
        /**
         * EventTypeList
         * @description One page of EventType items
         * @example {
         *       "data": [
         *         {
         *           "name": "order.paid",
         *           "cause": "An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.",
         *           "data_schema": {
         *             "title": "OrderDetail",
         *             "description": "An order with its items and entitlements",
         *             "type": "object",
         *             "required": [
         *               "id",
         *               "number",
         *               "status",
         *               "customer_email",
         *               "currency",
         *               "subtotal_cents",
         *               "total_cents",
         *               "item_count",
         *               "created_at",
         *               "paid_at",
         *               "refunded_at",
         *               "items",
         *               "entitlements"
         *             ],
         *             "properties": {
         *               "id": {
         *                 "description": "The order's id",
         *                 "type": "integer",
         *                 "minimum": 1
         *               },
         *               "number": {
         *                 "description": "Human-readable order number",
         *                 "type": "string"
         *               },
         *               "status": {
         *                 "type": "string",
         *                 "enum": [
         *                   "pending",
         *                   "paid",
         *                   "refunded",
         *                   "canceled"
         *                 ],
         *                 "description": "Current status"
         *               },
         *               "customer_email": {
         *                 "description": "The buyer's email",
         *                 "type": "string"
         *               },
         *               "currency": {
         *                 "description": "3-letter ISO 4217 code",
         *                 "type": "string"
         *               },
         *               "subtotal_cents": {
         *                 "description": "Sum of the items, in integer cents",
         *                 "type": "integer",
         *                 "minimum": 0
         *               },
         *               "total_cents": {
         *                 "description": "Amount charged, in integer cents",
         *                 "type": "integer",
         *                 "minimum": 0
         *               },
         *               "item_count": {
         *                 "description": "Total quantity over the items",
         *                 "type": "integer",
         *                 "minimum": 0
         *               },
         *               "created_at": {
         *                 "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                 "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                 "type": "string"
         *               },
         *               "paid_at": {
         *                 "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                 "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                 "type": [
         *                   "string",
         *                   "null"
         *                 ]
         *               },
         *               "refunded_at": {
         *                 "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                 "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                 "type": [
         *                   "string",
         *                   "null"
         *                 ]
         *               },
         *               "items": {
         *                 "description": "The lines of the order",
         *                 "type": "array",
         *                 "items": {
         *                   "title": "OrderItem",
         *                   "description": "One line of an order",
         *                   "type": "object",
         *                   "required": [
         *                     "id",
         *                     "product_id",
         *                     "name",
         *                     "quantity",
         *                     "unit_price_cents",
         *                     "total_cents"
         *                   ],
         *                   "properties": {
         *                     "id": {
         *                       "description": "The order line's id",
         *                       "type": "integer",
         *                       "minimum": 1
         *                     },
         *                     "product_id": {
         *                       "description": "The product",
         *                       "type": "integer",
         *                       "minimum": 1
         *                     },
         *                     "name": {
         *                       "description": "Display name",
         *                       "type": "string"
         *                     },
         *                     "quantity": {
         *                       "description": "How many",
         *                       "type": "integer",
         *                       "minimum": 0
         *                     },
         *                     "unit_price_cents": {
         *                       "description": "Price of one, in integer cents",
         *                       "type": "integer",
         *                       "minimum": 0
         *                     },
         *                     "total_cents": {
         *                       "description": "Amount charged, in integer cents",
         *                       "type": "integer",
         *                       "minimum": 0
         *                     }
         *                   },
         *                   "additionalProperties": false
         *                 }
         *               },
         *               "entitlements": {
         *                 "description": "Access the order grants",
         *                 "type": "array",
         *                 "items": {
         *                   "title": "Entitlement",
         *                   "description": "Access granted by an order",
         *                   "type": "object",
         *                   "required": [
         *                     "id",
         *                     "product_id",
         *                     "status",
         *                     "granted_at",
         *                     "revoked_at"
         *                   ],
         *                   "properties": {
         *                     "id": {
         *                       "description": "The entitlement's id",
         *                       "type": "integer",
         *                       "minimum": 1
         *                     },
         *                     "product_id": {
         *                       "description": "The product",
         *                       "type": "integer",
         *                       "minimum": 1
         *                     },
         *                     "status": {
         *                       "type": "string",
         *                       "enum": [
         *                         "active",
         *                         "revoked"
         *                       ],
         *                       "description": "Current status"
         *                     },
         *                     "granted_at": {
         *                       "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                       "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                       "type": "string"
         *                     },
         *                     "revoked_at": {
         *                       "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
         *                       "description": "UTC, YYYY-MM-DD HH:MM:SS",
         *                       "type": [
         *                         "string",
         *                         "null"
         *                       ]
         *                     }
         *                   },
         *                   "additionalProperties": false
         *                 }
         *               }
         *             },
         *             "additionalProperties": false
         *           },
         *           "example": {
         *             "id": 1201,
         *             "event": "order.paid",
         *             "created_at": "2026-01-15 12:00:00",
         *             "tenant_id": 1,
         *             "livemode": true,
         *             "data": {
         *               "id": 1001,
         *               "number": "CW-1001",
         *               "status": "paid",
         *               "customer_email": "customer@example.com",
         *               "currency": "USD",
         *               "subtotal_cents": 999,
         *               "total_cents": 999,
         *               "item_count": 1,
         *               "created_at": "2026-01-15 12:00:00",
         *               "paid_at": "2026-01-15 12:00:00",
         *               "refunded_at": null,
         *               "items": [
         *                 {
         *                   "id": 2001,
         *                   "product_id": 301,
         *                   "name": "VIP Rank",
         *                   "quantity": 1,
         *                   "unit_price_cents": 999,
         *                   "total_cents": 999
         *                 }
         *               ],
         *               "entitlements": [
         *                 {
         *                   "id": 4001,
         *                   "product_id": 301,
         *                   "status": "active",
         *                   "granted_at": "2026-01-15 12:00:00",
         *                   "revoked_at": null
         *                 }
         *               ]
         *             }
         *           }
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 14,
         *         "total": 14,
         *         "pages": 1
         *       }
         *     }
         */
        EventTypeList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "name": "order.paid",
             *         "cause": "An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.",
             *         "data_schema": {
             *           "title": "OrderDetail",
             *           "description": "An order with its items and entitlements",
             *           "type": "object",
             *           "required": [
             *             "id",
             *             "number",
             *             "status",
             *             "customer_email",
             *             "currency",
             *             "subtotal_cents",
             *             "total_cents",
             *             "item_count",
             *             "created_at",
             *             "paid_at",
             *             "refunded_at",
             *             "items",
             *             "entitlements"
             *           ],
             *           "properties": {
             *             "id": {
             *               "description": "The order's id",
             *               "type": "integer",
             *               "minimum": 1
             *             },
             *             "number": {
             *               "description": "Human-readable order number",
             *               "type": "string"
             *             },
             *             "status": {
             *               "type": "string",
             *               "enum": [
             *                 "pending",
             *                 "paid",
             *                 "refunded",
             *                 "canceled"
             *               ],
             *               "description": "Current status"
             *             },
             *             "customer_email": {
             *               "description": "The buyer's email",
             *               "type": "string"
             *             },
             *             "currency": {
             *               "description": "3-letter ISO 4217 code",
             *               "type": "string"
             *             },
             *             "subtotal_cents": {
             *               "description": "Sum of the items, in integer cents",
             *               "type": "integer",
             *               "minimum": 0
             *             },
             *             "total_cents": {
             *               "description": "Amount charged, in integer cents",
             *               "type": "integer",
             *               "minimum": 0
             *             },
             *             "item_count": {
             *               "description": "Total quantity over the items",
             *               "type": "integer",
             *               "minimum": 0
             *             },
             *             "created_at": {
             *               "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *               "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *               "type": "string"
             *             },
             *             "paid_at": {
             *               "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *               "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *               "type": [
             *                 "string",
             *                 "null"
             *               ]
             *             },
             *             "refunded_at": {
             *               "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *               "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *               "type": [
             *                 "string",
             *                 "null"
             *               ]
             *             },
             *             "items": {
             *               "description": "The lines of the order",
             *               "type": "array",
             *               "items": {
             *                 "title": "OrderItem",
             *                 "description": "One line of an order",
             *                 "type": "object",
             *                 "required": [
             *                   "id",
             *                   "product_id",
             *                   "name",
             *                   "quantity",
             *                   "unit_price_cents",
             *                   "total_cents"
             *                 ],
             *                 "properties": {
             *                   "id": {
             *                     "description": "The order line's id",
             *                     "type": "integer",
             *                     "minimum": 1
             *                   },
             *                   "product_id": {
             *                     "description": "The product",
             *                     "type": "integer",
             *                     "minimum": 1
             *                   },
             *                   "name": {
             *                     "description": "Display name",
             *                     "type": "string"
             *                   },
             *                   "quantity": {
             *                     "description": "How many",
             *                     "type": "integer",
             *                     "minimum": 0
             *                   },
             *                   "unit_price_cents": {
             *                     "description": "Price of one, in integer cents",
             *                     "type": "integer",
             *                     "minimum": 0
             *                   },
             *                   "total_cents": {
             *                     "description": "Amount charged, in integer cents",
             *                     "type": "integer",
             *                     "minimum": 0
             *                   }
             *                 },
             *                 "additionalProperties": false
             *               }
             *             },
             *             "entitlements": {
             *               "description": "Access the order grants",
             *               "type": "array",
             *               "items": {
             *                 "title": "Entitlement",
             *                 "description": "Access granted by an order",
             *                 "type": "object",
             *                 "required": [
             *                   "id",
             *                   "product_id",
             *                   "status",
             *                   "granted_at",
             *                   "revoked_at"
             *                 ],
             *                 "properties": {
             *                   "id": {
             *                     "description": "The entitlement's id",
             *                     "type": "integer",
             *                     "minimum": 1
             *                   },
             *                   "product_id": {
             *                     "description": "The product",
             *                     "type": "integer",
             *                     "minimum": 1
             *                   },
             *                   "status": {
             *                     "type": "string",
             *                     "enum": [
             *                       "active",
             *                       "revoked"
             *                     ],
             *                     "description": "Current status"
             *                   },
             *                   "granted_at": {
             *                     "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *                     "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *                     "type": "string"
             *                   },
             *                   "revoked_at": {
             *                     "pattern": "^(000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
             *                     "description": "UTC, YYYY-MM-DD HH:MM:SS",
             *                     "type": [
             *                       "string",
             *                       "null"
             *                     ]
             *                   }
             *                 },
             *                 "additionalProperties": false
             *               }
             *             }
             *           },
             *           "additionalProperties": false
             *         },
             *         "example": {
             *           "id": 1201,
             *           "event": "order.paid",
             *           "created_at": "2026-01-15 12:00:00",
             *           "tenant_id": 1,
             *           "livemode": true,
             *           "data": {
             *             "id": 1001,
             *             "number": "CW-1001",
             *             "status": "paid",
             *             "customer_email": "customer@example.com",
             *             "currency": "USD",
             *             "subtotal_cents": 999,
             *             "total_cents": 999,
             *             "item_count": 1,
             *             "created_at": "2026-01-15 12:00:00",
             *             "paid_at": "2026-01-15 12:00:00",
             *             "refunded_at": null,
             *             "items": [
             *               {
             *                 "id": 2001,
             *                 "product_id": 301,
             *                 "name": "VIP Rank",
             *                 "quantity": 1,
             *                 "unit_price_cents": 999,
             *                 "total_cents": 999
             *               }
             *             ],
             *             "entitlements": [
             *               {
             *                 "id": 4001,
             *                 "product_id": 301,
             *                 "status": "active",
             *                 "granted_at": "2026-01-15 12:00:00",
             *                 "revoked_at": null
             *               }
             *             ]
             *           }
             *         }
             *       }
             *     ]
             */
            data: components["schemas"]["EventType"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * Me
         * @description The workspace and the key making the call
         * @example {
         *       "livemode": true,
         *       "workspace": {
         *         "id": 1,
         *         "slug": "demo",
         *         "name": "Demo Creator",
         *         "currency": "USD"
         *       },
         *       "key": {
         *         "id": 3,
         *         "name": "Store bot",
         *         "prefix": "cwk_4Hq7pZ2x",
         *         "scopes": [
         *           "read:store",
         *           "write:store"
         *         ],
         *         "created_at": "2026-01-15 12:00:00",
         *         "last_used_at": "2026-01-15 12:00:00"
         *       }
         *     }
         */
        Me: {
            /**
             * @description true for a live key; false for a test key (`cwk_test_`), which reaches only the workspace's test twin
             * @example true
             */
            livemode: boolean;
            /**
             * @description The workspace the key belongs to
             * @example {
             *       "id": 1,
             *       "slug": "demo",
             *       "name": "Demo Creator",
             *       "currency": "USD"
             *     }
             */
            workspace: {
                /**
                 * @description The workspace's id
                 * @example 1
                 */
                id: number;
                /**
                 * @description The workspace's slug: its address in the dashboard and the CLI
                 * @example demo
                 */
                slug: string;
                /**
                 * @description The workspace's name
                 * @example Demo Creator
                 */
                name: string;
                /**
                 * @description The workspace's default currency (3-letter ISO 4217 code)
                 * @example USD
                 */
                currency: string;
            };
            /**
             * @description The API key making the call
             * @example {
             *       "id": 3,
             *       "name": "Store bot",
             *       "prefix": "cwk_4Hq7pZ2x",
             *       "scopes": [
             *         "read:store",
             *         "write:store"
             *       ],
             *       "created_at": "2026-01-15 12:00:00",
             *       "last_used_at": "2026-01-15 12:00:00"
             *     }
             */
            key: {
                /**
                 * @description The key's id
                 * @example 3
                 */
                id: number;
                /**
                 * @description The key's name
                 * @example Store bot
                 */
                name: string;
                /**
                 * @description First 12 characters of the key
                 * @example cwk_4Hq7pZ2x
                 */
                prefix: string;
                /**
                 * @description Scopes granted to the key
                 * @example [
                 *       "read:store",
                 *       "write:store"
                 *     ]
                 */
                scopes: string[];
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-01-15 12:00:00
                 */
                created_at: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-01-15 12:00:00
                 */
                last_used_at: string | null;
            };
        };
        /**
         * Member
         * @description A member as listed: only what they chose to show
         * @example {
         *       "display_name": "Ada Builder",
         *       "role": "moderator"
         *     }
         */
        Member: {
            /**
             * @description "Anonymous member" when the user hides their username
             * @example Ada Builder
             */
            display_name: string;
            /**
             * @description owner, admin, moderator or member
             * @example moderator
             * @enum {string}
             */
            role: "owner" | "admin" | "moderator" | "member";
        };
        /**
         * MemberJoinedEvent
         * @description Someone joined the workspace (an accepted invitation); `data` shows only what the member chose to show.
         * @example {
         *       "id": 1201,
         *       "event": "member.joined",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "display_name": "New Fan",
         *         "role": "member"
         *       }
         *     }
         */
        MemberJoinedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example member.joined
             * @constant
             */
            event: "member.joined";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Member"];
        };
        /**
         * MemberList
         * @description One page of Member items
         * @example {
         *       "data": [
         *         {
         *           "display_name": "Ada Builder",
         *           "role": "moderator"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        MemberList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "display_name": "Ada Builder",
             *         "role": "moderator"
             *       }
             *     ]
             */
            data: components["schemas"]["Member"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * MoveTestServer
         * @description Where to move a test server
         * @example {
         *       "status": "online",
         *       "players": 12
         *     }
         */
        MoveTestServer: {
            /**
             * @description online: a heartbeat of `players` sample players; offline: as if its heartbeats stopped
             * @example online
             * @enum {string}
             */
            status: "online" | "offline";
            /**
             * @description Players online (online only; default: as many as now), spread over the zones
             * @example 12
             */
            players?: number;
        };
        /**
         * NewOrderItem
         * @description One line of a new order: a product and how many
         * @example {
         *       "product_id": 301,
         *       "quantity": 1
         *     }
         */
        NewOrderItem: {
            /**
             * @description An active product of this workspace
             * @example 301
             */
            product_id: number;
            /**
             * @description 1–1,000
             * @example 1
             */
            quantity: number;
        };
        /**
         * Order
         * @description An order as listed
         * @example {
         *       "id": 1001,
         *       "number": "CW-1001",
         *       "status": "paid",
         *       "customer_email": "customer@example.com",
         *       "currency": "USD",
         *       "subtotal_cents": 999,
         *       "total_cents": 999,
         *       "item_count": 1,
         *       "created_at": "2026-01-15 12:00:00",
         *       "paid_at": "2026-01-15 12:00:00",
         *       "refunded_at": null
         *     }
         */
        Order: {
            /**
             * @description The order's id
             * @example 1001
             */
            id: number;
            /**
             * @description Human-readable order number
             * @example CW-1001
             */
            number: string;
            /**
             * @description Current status
             * @example paid
             * @enum {string}
             */
            status: "pending" | "paid" | "refunded" | "canceled";
            /**
             * @description The buyer's email
             * @example customer@example.com
             */
            customer_email: string;
            /**
             * @description 3-letter ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description Sum of the items, in integer cents
             * @example 999
             */
            subtotal_cents: number;
            /**
             * @description Amount charged, in integer cents
             * @example 999
             */
            total_cents: number;
            /**
             * @description Total quantity over the items
             * @example 1
             */
            item_count: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            paid_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            refunded_at: string | null;
        };
        /**
         * OrderDetail
         * @description An order with its items and entitlements
         * @example {
         *       "id": 1001,
         *       "number": "CW-1001",
         *       "status": "paid",
         *       "customer_email": "customer@example.com",
         *       "currency": "USD",
         *       "subtotal_cents": 999,
         *       "total_cents": 999,
         *       "item_count": 1,
         *       "created_at": "2026-01-15 12:00:00",
         *       "paid_at": "2026-01-15 12:00:00",
         *       "refunded_at": null,
         *       "items": [
         *         {
         *           "id": 2001,
         *           "product_id": 301,
         *           "name": "VIP Rank",
         *           "quantity": 1,
         *           "unit_price_cents": 999,
         *           "total_cents": 999
         *         }
         *       ],
         *       "entitlements": [
         *         {
         *           "id": 4001,
         *           "product_id": 301,
         *           "status": "active",
         *           "granted_at": "2026-01-15 12:00:00",
         *           "revoked_at": null
         *         }
         *       ]
         *     }
         */
        OrderDetail: {
            /**
             * @description The order's id
             * @example 1001
             */
            id: number;
            /**
             * @description Human-readable order number
             * @example CW-1001
             */
            number: string;
            /**
             * @description Current status
             * @example paid
             * @enum {string}
             */
            status: "pending" | "paid" | "refunded" | "canceled";
            /**
             * @description The buyer's email
             * @example customer@example.com
             */
            customer_email: string;
            /**
             * @description 3-letter ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description Sum of the items, in integer cents
             * @example 999
             */
            subtotal_cents: number;
            /**
             * @description Amount charged, in integer cents
             * @example 999
             */
            total_cents: number;
            /**
             * @description Total quantity over the items
             * @example 1
             */
            item_count: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            paid_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            refunded_at: string | null;
            /**
             * @description The lines of the order
             * @example [
             *       {
             *         "id": 2001,
             *         "product_id": 301,
             *         "name": "VIP Rank",
             *         "quantity": 1,
             *         "unit_price_cents": 999,
             *         "total_cents": 999
             *       }
             *     ]
             */
            items: components["schemas"]["OrderItem"][];
            /**
             * @description Access the order grants
             * @example [
             *       {
             *         "id": 4001,
             *         "product_id": 301,
             *         "status": "active",
             *         "granted_at": "2026-01-15 12:00:00",
             *         "revoked_at": null
             *       }
             *     ]
             */
            entitlements: components["schemas"]["Entitlement"][];
        };
        /**
         * OrderItem
         * @description One line of an order
         * @example {
         *       "id": 2001,
         *       "product_id": 301,
         *       "name": "VIP Rank",
         *       "quantity": 1,
         *       "unit_price_cents": 999,
         *       "total_cents": 999
         *     }
         */
        OrderItem: {
            /**
             * @description The order line's id
             * @example 2001
             */
            id: number;
            /**
             * @description The product
             * @example 301
             */
            product_id: number;
            /**
             * @description Display name
             * @example VIP Rank
             */
            name: string;
            /**
             * @description How many
             * @example 1
             */
            quantity: number;
            /**
             * @description Price of one, in integer cents
             * @example 999
             */
            unit_price_cents: number;
            /**
             * @description Amount charged, in integer cents
             * @example 999
             */
            total_cents: number;
        };
        /**
         * OrderList
         * @description One page of Order items
         * @example {
         *       "data": [
         *         {
         *           "id": 1001,
         *           "number": "CW-1001",
         *           "status": "paid",
         *           "customer_email": "customer@example.com",
         *           "currency": "USD",
         *           "subtotal_cents": 999,
         *           "total_cents": 999,
         *           "item_count": 1,
         *           "created_at": "2026-01-15 12:00:00",
         *           "paid_at": "2026-01-15 12:00:00",
         *           "refunded_at": null
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        OrderList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 1001,
             *         "number": "CW-1001",
             *         "status": "paid",
             *         "customer_email": "customer@example.com",
             *         "currency": "USD",
             *         "subtotal_cents": 999,
             *         "total_cents": 999,
             *         "item_count": 1,
             *         "created_at": "2026-01-15 12:00:00",
             *         "paid_at": "2026-01-15 12:00:00",
             *         "refunded_at": null
             *       }
             *     ]
             */
            data: components["schemas"]["Order"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * OrderPaidEvent
         * @description An order became paid: created paid (POST /orders, the dashboard), or a pending one paid (POST /orders/{id}/pay, the CLI, the dashboard); `data` is the order with its items and entitlements.
         * @example {
         *       "id": 1201,
         *       "event": "order.paid",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 1001,
         *         "number": "CW-1001",
         *         "status": "paid",
         *         "customer_email": "customer@example.com",
         *         "currency": "USD",
         *         "subtotal_cents": 999,
         *         "total_cents": 999,
         *         "item_count": 1,
         *         "created_at": "2026-01-15 12:00:00",
         *         "paid_at": "2026-01-15 12:00:00",
         *         "refunded_at": null,
         *         "items": [
         *           {
         *             "id": 2001,
         *             "product_id": 301,
         *             "name": "VIP Rank",
         *             "quantity": 1,
         *             "unit_price_cents": 999,
         *             "total_cents": 999
         *           }
         *         ],
         *         "entitlements": [
         *           {
         *             "id": 4001,
         *             "product_id": 301,
         *             "status": "active",
         *             "granted_at": "2026-01-15 12:00:00",
         *             "revoked_at": null
         *           }
         *         ]
         *       }
         *     }
         */
        OrderPaidEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example order.paid
             * @constant
             */
            event: "order.paid";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["OrderDetail"];
        };
        /**
         * OrderRefundedEvent
         * @description A paid order was refunded (POST /orders/{id}/refund, the CLI, the dashboard); its entitlements are revoked in the same change.
         * @example {
         *       "id": 1201,
         *       "event": "order.refunded",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 1001,
         *         "number": "CW-1001",
         *         "status": "refunded",
         *         "customer_email": "customer@example.com",
         *         "currency": "USD",
         *         "subtotal_cents": 999,
         *         "total_cents": 999,
         *         "item_count": 1,
         *         "created_at": "2026-01-15 12:00:00",
         *         "paid_at": "2026-01-15 12:00:00",
         *         "refunded_at": "2026-01-15 12:00:00",
         *         "items": [
         *           {
         *             "id": 2001,
         *             "product_id": 301,
         *             "name": "VIP Rank",
         *             "quantity": 1,
         *             "unit_price_cents": 999,
         *             "total_cents": 999
         *           }
         *         ],
         *         "entitlements": [
         *           {
         *             "id": 4001,
         *             "product_id": 301,
         *             "status": "revoked",
         *             "granted_at": "2026-01-15 12:00:00",
         *             "revoked_at": "2026-01-15 12:00:00"
         *           }
         *         ]
         *       }
         *     }
         */
        OrderRefundedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example order.refunded
             * @constant
             */
            event: "order.refunded";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["OrderDetail"];
        };
        /**
         * PageMeta
         * @description Where this page sits in the list
         * @example {
         *       "page": 1,
         *       "per_page": 25,
         *       "total": 1,
         *       "pages": 1
         *     }
         */
        PageMeta: {
            /**
             * @description This page, from 1
             * @example 1
             */
            page: number;
            /**
             * @description Items per page as served (at most 100)
             * @example 25
             */
            per_page: number;
            /**
             * @description Items in the whole list
             * @example 130
             */
            total: number;
            /**
             * @description Pages in the whole list (0 when it is empty)
             * @example 6
             */
            pages: number;
        };
        /**
         * Post
         * @description A post
         * @example {
         *       "id": 81,
         *       "title": "Patch notes",
         *       "body": "The arena is fixed.",
         *       "status": "published",
         *       "scheduled_at": null,
         *       "published_at": "2026-01-15 12:00:00",
         *       "media": [
         *         "https://cdn.example.com/patch-notes.png"
         *       ],
         *       "created_at": "2026-01-15 12:00:00",
         *       "updated_at": "2026-01-15 12:00:00"
         *     }
         */
        Post: {
            /**
             * @description The post's id
             * @example 81
             */
            id: number;
            /**
             * @description Title, or null
             * @example Patch notes
             */
            title: string | null;
            /**
             * @description The text
             * @example The arena is fixed.
             */
            body: string;
            /**
             * @description Current status
             * @example published
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            scheduled_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            published_at: string | null;
            /**
             * @description Media URLs
             * @example [
             *       "https://cdn.example.com/patch-notes.png"
             *     ]
             */
            media: string[];
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            updated_at: string;
        };
        /**
         * PostList
         * @description One page of Post items
         * @example {
         *       "data": [
         *         {
         *           "id": 81,
         *           "title": "Patch notes",
         *           "body": "The arena is fixed.",
         *           "status": "published",
         *           "scheduled_at": null,
         *           "published_at": "2026-01-15 12:00:00",
         *           "media": [
         *             "https://cdn.example.com/patch-notes.png"
         *           ],
         *           "created_at": "2026-01-15 12:00:00",
         *           "updated_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        PostList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 81,
             *         "title": "Patch notes",
             *         "body": "The arena is fixed.",
             *         "status": "published",
             *         "scheduled_at": null,
             *         "published_at": "2026-01-15 12:00:00",
             *         "media": [
             *           "https://cdn.example.com/patch-notes.png"
             *         ],
             *         "created_at": "2026-01-15 12:00:00",
             *         "updated_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Post"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * PostPublishedEvent
         * @description A post was published: by its owner in the dashboard, or by the worker at its scheduled time.
         * @example {
         *       "id": 1201,
         *       "event": "post.published",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 81,
         *         "title": "Patch notes",
         *         "body": "The arena is fixed.",
         *         "status": "published",
         *         "scheduled_at": null,
         *         "published_at": "2026-01-15 12:00:00",
         *         "media": [],
         *         "created_at": "2026-01-15 12:00:00",
         *         "updated_at": "2026-01-15 12:00:00"
         *       }
         *     }
         */
        PostPublishedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example post.published
             * @constant
             */
            event: "post.published";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Post"];
        };
        /**
         * Product
         * @description A product for sale
         * @example {
         *       "id": 301,
         *       "name": "VIP Rank",
         *       "slug": "vip-rank",
         *       "description": "Coloured name, /fly in the lobby and a monthly crate.",
         *       "kind": "recurring",
         *       "price_cents": 999,
         *       "currency": "USD",
         *       "interval": "month",
         *       "deliverables": [
         *         {
         *           "type": "role",
         *           "label": "Discord role",
         *           "value": "VIP"
         *         }
         *       ],
         *       "is_active": true,
         *       "sku": "VIP-M",
         *       "created_at": "2026-01-15 12:00:00",
         *       "updated_at": "2026-01-15 12:00:00"
         *     }
         */
        Product: {
            /**
             * @description The product's id
             * @example 301
             */
            id: number;
            /**
             * @description Display name
             * @example VIP Rank
             */
            name: string;
            /**
             * @description URL-safe identifier, unique in the workspace
             * @example vip-rank
             */
            slug: string;
            /**
             * @description Longer text
             * @example Coloured name, /fly in the lobby and a monthly crate.
             */
            description: string | null;
            /**
             * @description one_time or recurring
             * @example recurring
             * @enum {string}
             */
            kind: "one_time" | "recurring";
            /**
             * @description Price in integer cents
             * @example 999
             */
            price_cents: number;
            /**
             * @description 3-letter ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description Billing interval of a recurring product (null for one_time)
             * @example month
             * @enum {string|null}
             */
            interval: "month" | "year" | null;
            /**
             * @description What a buyer receives
             * @example [
             *       {
             *         "type": "role",
             *         "label": "Discord role",
             *         "value": "VIP"
             *       }
             *     ]
             */
            deliverables: components["schemas"]["Deliverable"][];
            /**
             * @description Listed by GET /products when true
             * @example true
             */
            is_active: boolean;
            /**
             * @description The creator's own stock-keeping code, or null
             * @example VIP-M
             */
            sku: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            updated_at: string;
        };
        /**
         * ProductList
         * @description One page of Product items
         * @example {
         *       "data": [
         *         {
         *           "id": 301,
         *           "name": "VIP Rank",
         *           "slug": "vip-rank",
         *           "description": "Coloured name, /fly in the lobby and a monthly crate.",
         *           "kind": "recurring",
         *           "price_cents": 999,
         *           "currency": "USD",
         *           "interval": "month",
         *           "deliverables": [
         *             {
         *               "type": "role",
         *               "label": "Discord role",
         *               "value": "VIP"
         *             }
         *           ],
         *           "is_active": true,
         *           "sku": "VIP-M",
         *           "created_at": "2026-01-15 12:00:00",
         *           "updated_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        ProductList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 301,
             *         "name": "VIP Rank",
             *         "slug": "vip-rank",
             *         "description": "Coloured name, /fly in the lobby and a monthly crate.",
             *         "kind": "recurring",
             *         "price_cents": 999,
             *         "currency": "USD",
             *         "interval": "month",
             *         "deliverables": [
             *           {
             *             "type": "role",
             *             "label": "Discord role",
             *             "value": "VIP"
             *           }
             *         ],
             *         "is_active": true,
             *         "sku": "VIP-M",
             *         "created_at": "2026-01-15 12:00:00",
             *         "updated_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Product"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * Profile
         * @description A public creator profile
         * @example {
         *       "id": 1,
         *       "handle": "demo",
         *       "display_name": "Demo Creator",
         *       "bio": "Survival servers and Friday build streams.",
         *       "avatar_url": "https://cdn.example.com/avatar.png",
         *       "website_url": "https://demo.example.com",
         *       "created_at": "2026-01-15 12:00:00"
         *     }
         */
        Profile: {
            /**
             * @description The profile's id
             * @example 1
             */
            id: number;
            /**
             * @description Public handle
             * @example demo
             */
            handle: string;
            /**
             * @description Name shown publicly
             * @example Demo Creator
             */
            display_name: string;
            /**
             * @description Short biography
             * @example Survival servers and Friday build streams.
             */
            bio: string | null;
            /**
             * @description Avatar image URL
             * @example https://cdn.example.com/avatar.png
             */
            avatar_url: string | null;
            /**
             * @description Website URL
             * @example https://demo.example.com
             */
            website_url: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
        };
        /**
         * ProfileList
         * @description One page of Profile items
         * @example {
         *       "data": [
         *         {
         *           "id": 1,
         *           "handle": "demo",
         *           "display_name": "Demo Creator",
         *           "bio": null,
         *           "avatar_url": null,
         *           "website_url": null,
         *           "created_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        ProfileList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 1,
             *         "handle": "demo",
             *         "display_name": "Demo Creator",
             *         "bio": null,
             *         "avatar_url": null,
             *         "website_url": null,
             *         "created_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Profile"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * RaisedByTrigger
         * @description An event the cause raised
         * @example {
         *       "id": 1201,
         *       "event": "order.paid"
         *     }
         */
        RaisedByTrigger: {
            /**
             * @description The event's id (the `id` of its delivery body)
             * @example 1201
             */
            id: number;
            /**
             * @description The event name
             * @example order.paid
             * @enum {string}
             */
            event: "order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created";
        };
        /**
         * Recovered
         * @description How many deliveries were made due again
         * @example {
         *       "recovered": 12
         *     }
         */
        Recovered: {
            /**
             * @description Failed deliveries of the window made due again
             * @example 12
             */
            recovered: number;
        };
        /**
         * RecoverRequest
         * @description The window whose failed deliveries to make due again
         */
        RecoverRequest: {
            /** @description Window start (inclusive), RFC 3339 or YYYY-MM-DD HH:MM:SS; at most WEBHOOK_RETENTION_DAYS back */
            since: string;
            /** @description Window end (exclusive), after `since` (422 otherwise: JSON Schema cannot compare two fields); default now */
            until?: string;
        };
        /**
         * RegisteredWebhook
         * @description A webhook just registered, with its signing secret (shown this once)
         * @example {
         *       "id": 7,
         *       "url": "https://bot.example.com/hooks/creator",
         *       "description": "Store bot: grants ranks on payment",
         *       "events": [
         *         "order.paid",
         *         "post.published"
         *       ],
         *       "status": "enabled",
         *       "consecutive_failures": 0,
         *       "disabled_at": null,
         *       "created_at": "2026-01-15 12:00:00",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwIH7Fs2cDNWk="
         *     }
         */
        RegisteredWebhook: {
            /**
             * @description The webhook's id
             * @example 7
             */
            id: number;
            /**
             * @description Where deliveries are sent
             * @example https://bot.example.com/hooks/creator
             */
            url: string;
            /**
             * @description What the webhook is for, in its owner's words
             * @example Store bot: grants ranks on payment
             */
            description: string | null;
            /**
             * @description Event names delivered, or * for all
             * @example [
             *       "order.paid",
             *       "post.published"
             *     ]
             */
            events: ("order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created" | "*")[];
            /**
             * @description Current status
             * @example enabled
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description Failed attempts in a row; 10 disable the webhook
             * @example 0
             */
            consecutive_failures: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            disabled_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description whsec_… signing secret, returned once only
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwIH7Fs2cDNWk=
             */
            secret: string;
        };
        /**
         * Report
         * @description The analytics summary of a period
         * @example {
         *       "id": 95,
         *       "period": "weekly",
         *       "starts_on": "2026-01-05",
         *       "ends_on": "2026-01-11",
         *       "summary": {
         *         "days": 7,
         *         "from": "2026-01-05",
         *         "to": "2026-01-11",
         *         "revenue": [
         *           {
         *             "currency": "USD",
         *             "gross_cents": 2997,
         *             "refunded_cents": 0,
         *             "net_cents": 2997
         *           }
         *         ],
         *         "orders": {
         *           "total": 3,
         *           "paid": 3,
         *           "refunded": 0
         *         },
         *         "subscribers": {
         *           "active": 41,
         *           "new": 1,
         *           "canceled": 0
         *         },
         *         "audience": {
         *           "members": 512,
         *           "new_members": 4
         *         },
         *         "daily": [
         *           {
         *             "date": "2026-01-05",
         *             "orders": 3,
         *             "new_subscribers": 1,
         *             "new_members": 4,
         *             "revenue": [
         *               {
         *                 "currency": "USD",
         *                 "net_cents": 2997
         *               }
         *             ]
         *           }
         *         ]
         *       },
         *       "created_at": "2026-01-15 12:00:00"
         *     }
         */
        Report: {
            /**
             * @description The report's id
             * @example 95
             */
            id: number;
            /**
             * @description weekly (Monday to Sunday), monthly, or custom (made on request in the dashboard)
             * @example weekly
             * @enum {string}
             */
            period: "weekly" | "monthly" | "custom";
            /**
             * @description First day covered, YYYY-MM-DD (UTC)
             * @example 2026-01-05
             */
            starts_on: string;
            /**
             * @description Last day covered, YYYY-MM-DD (UTC)
             * @example 2026-01-11
             */
            ends_on: string;
            summary: components["schemas"]["AnalyticsSummary"];
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
        };
        /**
         * ReportCreatedEvent
         * @description A report was made: weekly or monthly by the worker, or on request (POST /reports, the dashboard).
         * @example {
         *       "id": 1201,
         *       "event": "report.created",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 95,
         *         "period": "weekly",
         *         "starts_on": "2026-01-05",
         *         "ends_on": "2026-01-11",
         *         "summary": {
         *           "days": 7,
         *           "from": "2026-01-05",
         *           "to": "2026-01-11",
         *           "revenue": [
         *             {
         *               "currency": "USD",
         *               "gross_cents": 2997,
         *               "refunded_cents": 0,
         *               "net_cents": 2997
         *             }
         *           ],
         *           "orders": {
         *             "total": 3,
         *             "paid": 3,
         *             "refunded": 0
         *           },
         *           "subscribers": {
         *             "active": 41,
         *             "new": 1,
         *             "canceled": 0
         *           },
         *           "audience": {
         *             "members": 512,
         *             "new_members": 4
         *           },
         *           "daily": [
         *             {
         *               "date": "2026-01-05",
         *               "orders": 3,
         *               "new_subscribers": 1,
         *               "new_members": 4,
         *               "revenue": [
         *                 {
         *                   "currency": "USD",
         *                   "net_cents": 2997
         *                 }
         *               ]
         *             }
         *           ]
         *         },
         *         "created_at": "2026-01-15 12:00:00"
         *       }
         *     }
         */
        ReportCreatedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example report.created
             * @constant
             */
            event: "report.created";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Report"];
        };
        /**
         * ReportList
         * @description One page of Report items
         * @example {
         *       "data": [
         *         {
         *           "id": 95,
         *           "period": "weekly",
         *           "starts_on": "2026-01-05",
         *           "ends_on": "2026-01-11",
         *           "summary": {
         *             "days": 7,
         *             "from": "2026-01-05",
         *             "to": "2026-01-11",
         *             "revenue": [
         *               {
         *                 "currency": "USD",
         *                 "gross_cents": 2997,
         *                 "refunded_cents": 0,
         *                 "net_cents": 2997
         *               }
         *             ],
         *             "orders": {
         *               "total": 3,
         *               "paid": 3,
         *               "refunded": 0
         *             },
         *             "subscribers": {
         *               "active": 41,
         *               "new": 1,
         *               "canceled": 0
         *             },
         *             "audience": {
         *               "members": 512,
         *               "new_members": 4
         *             },
         *             "daily": [
         *               {
         *                 "date": "2026-01-05",
         *                 "orders": 3,
         *                 "new_subscribers": 1,
         *                 "new_members": 4,
         *                 "revenue": [
         *                   {
         *                     "currency": "USD",
         *                     "net_cents": 2997
         *                   }
         *                 ]
         *               }
         *             ]
         *           },
         *           "created_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        ReportList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 95,
             *         "period": "weekly",
             *         "starts_on": "2026-01-05",
             *         "ends_on": "2026-01-11",
             *         "summary": {
             *           "days": 7,
             *           "from": "2026-01-05",
             *           "to": "2026-01-11",
             *           "revenue": [
             *             {
             *               "currency": "USD",
             *               "gross_cents": 2997,
             *               "refunded_cents": 0,
             *               "net_cents": 2997
             *             }
             *           ],
             *           "orders": {
             *             "total": 3,
             *             "paid": 3,
             *             "refunded": 0
             *           },
             *           "subscribers": {
             *             "active": 41,
             *             "new": 1,
             *             "canceled": 0
             *           },
             *           "audience": {
             *             "members": 512,
             *             "new_members": 4
             *           },
             *           "daily": [
             *             {
             *               "date": "2026-01-05",
             *               "orders": 3,
             *               "new_subscribers": 1,
             *               "new_members": 4,
             *               "revenue": [
             *                 {
             *                   "currency": "USD",
             *                   "net_cents": 2997
             *                 }
             *               ]
             *             }
             *           ]
             *         },
             *         "created_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Report"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * RotatedSecret
         * @description The new signing secret (shown this once)
         * @example {
         *       "id": 7,
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwIH7Fs2cDNWk="
         *     }
         */
        RotatedSecret: {
            /**
             * @description The webhook's id
             * @example 7
             */
            id: number;
            /**
             * @description The new whsec_… secret, shown this once
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwIH7Fs2cDNWk=
             */
            secret: string;
        };
        /**
         * RotateSecretRequest
         * @description How long the previous secret keeps signing
         * @example {
         *       "previous_valid_seconds": 86400
         *     }
         */
        RotateSecretRequest: {
            /**
             * @description Seconds the previous secret stays valid, 0–604,800 (default 86,400)
             * @default 86400
             * @example 86400
             */
            previous_valid_seconds?: number;
        };
        /**
         * Server
         * @description A game server
         * @example {
         *       "id": 61,
         *       "name": "Survival EU",
         *       "game": "minecraft",
         *       "address": "play.example.com:25565",
         *       "region": "eu-west",
         *       "max_players": 64,
         *       "created_at": "2026-01-15 12:00:00",
         *       "status": "online"
         *     }
         */
        Server: {
            /**
             * @description The server's id
             * @example 61
             */
            id: number;
            /**
             * @description Display name
             * @example Survival EU
             */
            name: string;
            /**
             * @description The game it runs, or null
             * @example minecraft
             */
            game: string | null;
            /**
             * @description Where players connect, or null
             * @example play.example.com:25565
             */
            address: string | null;
            /**
             * @description Hosting region, or null
             * @example eu-west
             */
            region: string | null;
            /**
             * @description Capacity
             * @example 64
             */
            max_players: number;
            /**
             * @description Current status
             * @example online
             * @enum {string}
             */
            status: "online" | "offline";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
        };
        /**
         * ServerList
         * @description One page of Server items
         * @example {
         *       "data": [
         *         {
         *           "id": 61,
         *           "name": "Survival EU",
         *           "game": "minecraft",
         *           "address": "play.example.com:25565",
         *           "region": "eu-west",
         *           "max_players": 64,
         *           "created_at": "2026-01-15 12:00:00",
         *           "status": "online"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        ServerList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 61,
             *         "name": "Survival EU",
             *         "game": "minecraft",
             *         "address": "play.example.com:25565",
             *         "region": "eu-west",
             *         "max_players": 64,
             *         "created_at": "2026-01-15 12:00:00",
             *         "status": "online"
             *       }
             *     ]
             */
            data: components["schemas"]["Server"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * ServerOfflineEvent
         * @description A game server missed its heartbeats for SERVER_OFFLINE_AFTER_SECONDS and is now offline.
         * @example {
         *       "id": 1201,
         *       "event": "server.offline",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 61,
         *         "name": "Survival EU",
         *         "game": "minecraft",
         *         "address": "play.example.com:25565",
         *         "region": "eu-west",
         *         "max_players": 64,
         *         "created_at": "2026-01-15 12:00:00",
         *         "status": "offline"
         *       }
         *     }
         */
        ServerOfflineEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example server.offline
             * @constant
             */
            event: "server.offline";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Server"];
        };
        /**
         * ServerOnlineEvent
         * @description A game server sent its first heartbeat after being offline.
         * @example {
         *       "id": 1201,
         *       "event": "server.online",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 61,
         *         "name": "Survival EU",
         *         "game": "minecraft",
         *         "address": "play.example.com:25565",
         *         "region": "eu-west",
         *         "max_players": 64,
         *         "created_at": "2026-01-15 12:00:00",
         *         "status": "online"
         *       }
         *     }
         */
        ServerOnlineEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example server.online
             * @constant
             */
            event: "server.online";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Server"];
        };
        /**
         * ServerStatus
         * @description The live status of a game server: counts and thresholded zones, never positions or identities
         * @example {
         *       "server_id": 61,
         *       "status": "online",
         *       "players_online": 20,
         *       "max_players": 64,
         *       "last_heartbeat_at": "2026-01-15 12:00:00",
         *       "zones": [
         *         {
         *           "name": "spawn",
         *           "players": 10
         *         }
         *       ],
         *       "zone_min_count": 5,
         *       "livemode": true
         *     }
         */
        ServerStatus: {
            /**
             * @description The game server
             * @example 61
             */
            server_id: number;
            /**
             * @description Current status
             * @example online
             * @enum {string}
             */
            status: "online" | "offline";
            /**
             * @description Players online, rounded down to a multiple of zone_min_count; it changes only once the true count has moved a whole zone_min_count past a multiple (0 when offline)
             * @example 20
             */
            players_online: number;
            /**
             * @description Capacity
             * @example 64
             */
            max_players: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            last_heartbeat_at: string | null;
            /**
             * @description Only zones whose rounded count is at least zone_min_count
             * @example [
             *       {
             *         "name": "spawn",
             *         "players": 10
             *       }
             *     ]
             */
            zones: components["schemas"]["Zone"][];
            /**
             * @description Smallest zone population shown, and the base every count is rounded down to
             * @example 5
             */
            zone_min_count: number;
            /**
             * @description false for a server of a workspace's test mode (its counts are test data), true otherwise
             * @example true
             */
            livemode: boolean;
        };
        /**
         * StartStream
         * @description A stream going live now
         * @example {
         *       "title": "Friday build stream",
         *       "platform": "twitch",
         *       "url": "https://twitch.tv/democreator"
         *     }
         */
        StartStream: {
            /**
             * @description 1–200 characters
             * @example Friday build stream
             */
            title: string;
            /**
             * @description twitch, youtube, kick or other
             * @example twitch
             * @enum {string}
             */
            platform: "twitch" | "youtube" | "kick" | "other";
            /**
             * Format: uri
             * @description Absolute http(s) URL, ≤ 2,048 characters
             * @example https://twitch.tv/democreator
             */
            url?: string | null;
        };
        /**
         * Stream
         * @description A live stream
         * @example {
         *       "id": 71,
         *       "title": "Friday build stream",
         *       "platform": "twitch",
         *       "url": "https://twitch.tv/democreator",
         *       "status": "live",
         *       "started_at": "2026-01-15 12:00:00",
         *       "ended_at": null
         *     }
         */
        Stream: {
            /**
             * @description The stream's id
             * @example 71
             */
            id: number;
            /**
             * @description The stream's title
             * @example Friday build stream
             */
            title: string;
            /**
             * @description Where it is watched
             * @example twitch
             * @enum {string}
             */
            platform: "twitch" | "youtube" | "kick" | "other";
            /**
             * @description Where to watch it
             * @example https://twitch.tv/democreator
             */
            url: string | null;
            /**
             * @description live, or ended (by its tool, or by the worker after 12 hours)
             * @example live
             * @enum {string}
             */
            status: "live" | "ended";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            started_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            ended_at: string | null;
        };
        /**
         * StreamEndedEvent
         * @description A live stream ended (POST /streams/{id}/end, the dashboard, or after 12 hours live).
         * @example {
         *       "id": 1201,
         *       "event": "stream.ended",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 71,
         *         "title": "Friday build stream",
         *         "platform": "twitch",
         *         "url": "https://twitch.tv/democreator",
         *         "status": "ended",
         *         "started_at": "2026-01-15 12:00:00",
         *         "ended_at": "2026-01-15 14:00:00"
         *       }
         *     }
         */
        StreamEndedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example stream.ended
             * @constant
             */
            event: "stream.ended";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Stream"];
        };
        /**
         * StreamList
         * @description One page of Stream items
         * @example {
         *       "data": [
         *         {
         *           "id": 71,
         *           "title": "Friday build stream",
         *           "platform": "twitch",
         *           "url": "https://twitch.tv/democreator",
         *           "status": "live",
         *           "started_at": "2026-01-15 12:00:00",
         *           "ended_at": null
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        StreamList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 71,
             *         "title": "Friday build stream",
             *         "platform": "twitch",
             *         "url": "https://twitch.tv/democreator",
             *         "status": "live",
             *         "started_at": "2026-01-15 12:00:00",
             *         "ended_at": null
             *       }
             *     ]
             */
            data: components["schemas"]["Stream"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * StreamStartedEvent
         * @description A live stream started (POST /streams, the dashboard).
         * @example {
         *       "id": 1201,
         *       "event": "stream.started",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 71,
         *         "title": "Friday build stream",
         *         "platform": "twitch",
         *         "url": "https://twitch.tv/democreator",
         *         "status": "live",
         *         "started_at": "2026-01-15 12:00:00",
         *         "ended_at": null
         *       }
         *     }
         */
        StreamStartedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example stream.started
             * @constant
             */
            event: "stream.started";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Stream"];
        };
        /**
         * Subscription
         * @description A subscription to a recurring product, started when its order was paid
         * @example {
         *       "id": 88,
         *       "product_id": 301,
         *       "order_id": 1042,
         *       "customer_email": "steve@customers.example",
         *       "status": "active",
         *       "started_at": "2026-01-15 12:00:00",
         *       "canceled_at": null
         *     }
         */
        Subscription: {
            /**
             * @description The subscription's id
             * @example 88
             */
            id: number;
            /**
             * @description The recurring product subscribed to
             * @example 301
             */
            product_id: number;
            /**
             * @description The order that started it
             * @example 1042
             */
            order_id: number;
            /**
             * @description The subscriber's e-mail
             * @example steve@customers.example
             */
            customer_email: string;
            /**
             * @description Current status
             * @example active
             * @enum {string}
             */
            status: "active" | "canceled";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            started_at: string;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            canceled_at: string | null;
        };
        /**
         * SubscriptionCanceledEvent
         * @description A subscription was canceled (POST /subscriptions/{id}/cancel, the dashboard) or its order was refunded.
         * @example {
         *       "id": 1201,
         *       "event": "subscription.canceled",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 5001,
         *         "product_id": 301,
         *         "order_id": 1001,
         *         "customer_email": "customer@example.com",
         *         "status": "canceled",
         *         "started_at": "2026-01-15 12:00:00",
         *         "canceled_at": "2026-01-15 12:00:00"
         *       }
         *     }
         */
        SubscriptionCanceledEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example subscription.canceled
             * @constant
             */
            event: "subscription.canceled";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Subscription"];
        };
        /**
         * SubscriptionCreatedEvent
         * @description A paid order bought a recurring product, which starts a subscription.
         * @example {
         *       "id": 1201,
         *       "event": "subscription.created",
         *       "created_at": "2026-01-15 12:00:00",
         *       "tenant_id": 1,
         *       "livemode": true,
         *       "data": {
         *         "id": 5001,
         *         "product_id": 301,
         *         "order_id": 1001,
         *         "customer_email": "customer@example.com",
         *         "status": "active",
         *         "started_at": "2026-01-15 12:00:00",
         *         "canceled_at": null
         *       }
         *     }
         */
        SubscriptionCreatedEvent: {
            /**
             * @description The event's id: the same in every delivery of this event
             * @example 1201
             */
            id: number;
            /**
             * @description The event name (also in X-Service-Event)
             * @example subscription.created
             * @constant
             */
            event: "subscription.created";
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
            /**
             * @description The workspace the event belongs to
             * @example 1
             */
            tenant_id: number;
            /**
             * @description true for a live workspace's event, false for its test twin's (test mode)
             * @example true
             */
            livemode: boolean;
            data: components["schemas"]["Subscription"];
        };
        /**
         * SubscriptionList
         * @description One page of Subscription items
         * @example {
         *       "data": [
         *         {
         *           "id": 88,
         *           "product_id": 301,
         *           "order_id": 1042,
         *           "customer_email": "steve@customers.example",
         *           "status": "active",
         *           "started_at": "2026-01-15 12:00:00",
         *           "canceled_at": null
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        SubscriptionList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 88,
             *         "product_id": 301,
             *         "order_id": 1042,
             *         "customer_email": "steve@customers.example",
             *         "status": "active",
             *         "started_at": "2026-01-15 12:00:00",
             *         "canceled_at": null
             *       }
             *     ]
             */
            data: components["schemas"]["Subscription"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * TestEventRequest
         * @description Which event to send a sample of
         * @example {
         *       "event": "order.paid"
         *     }
         */
        TestEventRequest: {
            /**
             * @description The event to send a sample of
             * @example order.paid
             * @enum {string}
             */
            event: "order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created";
        };
        /**
         * Trigger
         * @description The event that runs a rule, optionally only for one product
         * @example {
         *       "event": "order.paid",
         *       "product_id": 301
         *     }
         */
        Trigger: {
            /**
             * @description The event that runs the rule (any but automation.run: a run never triggers another)
             * @example order.paid
             * @enum {string}
             */
            event: "order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "report.created";
            /**
             * @description Only when the event is about this product (order, entitlement and subscription events)
             * @example 301
             */
            product_id?: number | null;
        };
        /**
         * Triggered
         * @description What a test trigger raised in the workspace's test twin
         * @example {
         *       "event": "order.paid",
         *       "events": [
         *         {
         *           "id": 1201,
         *           "event": "order.paid"
         *         },
         *         {
         *           "id": 1202,
         *           "event": "entitlement.granted"
         *         }
         *       ]
         *     }
         */
        Triggered: {
            /**
             * @description The event asked for
             * @example order.paid
             * @enum {string}
             */
            event: "order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created";
            /**
             * @description Every event the cause raised, in order: the one asked for, and those its cause raises with it (a paid order also grants its entitlements)
             * @example [
             *       {
             *         "id": 1201,
             *         "event": "order.paid"
             *       },
             *       {
             *         "id": 1202,
             *         "event": "entitlement.granted"
             *       }
             *     ]
             */
            events: components["schemas"]["RaisedByTrigger"][];
        };
        /**
         * TriggerRequest
         * @description Which event to raise in the test twin
         * @example {
         *       "event": "order.paid"
         *     }
         */
        TriggerRequest: {
            /**
             * @description The event to raise by its real cause
             * @example order.paid
             * @enum {string}
             */
            event: "order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created";
        };
        /**
         * UpdateAutomation
         * @description A new automation; it runs for events raised from now on
         * @example {
         *       "enabled": false
         *     }
         */
        UpdateAutomation: {
            /**
             * @description 1–100 characters
             * @example Bundle: VIP gets the map pack
             */
            name?: string;
            /**
             * @description Default true
             * @example false
             */
            enabled?: boolean;
            trigger?: components["schemas"]["Trigger"];
            action?: components["schemas"]["Action"];
        };
        /**
         * UpdatePost
         * @description The fields to change, of a post not yet published (409 after). `scheduled_at`: a future time schedules it, null takes it back to the drafts.
         * @example {
         *       "title": "Patch notes, corrected",
         *       "body": "The arena is fixed, and so is the lobby.",
         *       "scheduled_at": "2030-12-31T18:00:00Z",
         *       "media": [
         *         "https://cdn.example.com/patch-notes.png"
         *       ]
         *     }
         */
        UpdatePost: {
            /**
             * @description 1–50,000 characters
             * @example The arena is fixed, and so is the lobby.
             */
            body?: string;
            /**
             * @description ≤ 200 characters
             * @example Patch notes, corrected
             */
            title?: string | null;
            /**
             * @description Future time, RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC)
             * @example 2030-12-31T18:00:00Z
             */
            scheduled_at?: string | null;
            /**
             * @description At most 20 http(s) URLs
             * @example [
             *       "https://cdn.example.com/patch-notes.png"
             *     ]
             */
            media?: string[];
        };
        /**
         * UpdateProduct
         * @description The fields to change. `is_active: false` archives the product, `true` brings it back. `kind`, `currency` and `interval` can change only while no order references the product (409 after); past orders keep their prices.
         * @example {
         *       "name": "VIP Rank (season 2)",
         *       "price_cents": 1299,
         *       "slug": "vip-rank-season-2",
         *       "description": "Coloured name, /fly in the lobby and two monthly crates.",
         *       "kind": "recurring",
         *       "currency": "USD",
         *       "interval": "month",
         *       "deliverables": [
         *         {
         *           "type": "role",
         *           "label": "Discord role",
         *           "value": "VIP"
         *         }
         *       ],
         *       "is_active": true,
         *       "sku": "VIP-S2"
         *     }
         */
        UpdateProduct: {
            /**
             * @description 1–200 characters
             * @example VIP Rank (season 2)
             */
            name?: string;
            /**
             * @description Integer cents, 0–100,000,000
             * @example 1299
             */
            price_cents?: number;
            /**
             * @description Lowercase a-z0-9 and single hyphens, ≤ 100; default derived from name
             * @example vip-rank-season-2
             */
            slug?: string;
            /**
             * @description ≤ 5,000 characters
             * @example Coloured name, /fly in the lobby and two monthly crates.
             */
            description?: string | null;
            /**
             * @description Default one_time
             * @example recurring
             * @enum {string}
             */
            kind?: "one_time" | "recurring";
            /**
             * @description 3-letter uppercase ISO 4217 code; default the workspace currency
             * @example USD
             */
            currency?: string;
            /**
             * @description Required for recurring, refused for one_time
             * @example month
             * @enum {string|null}
             */
            interval?: "month" | "year" | null;
            /**
             * @description At most 50
             * @example [
             *       {
             *         "type": "role",
             *         "label": "Discord role",
             *         "value": "VIP"
             *       }
             *     ]
             */
            deliverables?: components["schemas"]["Deliverable"][];
            /**
             * @description Default true
             * @example true
             */
            is_active?: boolean;
            /**
             * @description Letters, digits, dot, underscore and hyphen, 1–64; null clears it
             * @example VIP-S2
             */
            sku?: string | null;
        };
        /**
         * UpdateWebhook
         * @description The fields to change. A new `url` is checked exactly as at registration. The secret, the status and the delivery log are kept.
         * @example {
         *       "url": "https://bot.example.com/hooks/creator-v2",
         *       "events": [
         *         "order.paid",
         *         "order.refunded"
         *       ],
         *       "description": "Store bot v2: ranks and refunds"
         *     }
         */
        UpdateWebhook: {
            /**
             * Format: uri
             * @description Absolute http(s) URL, ≤ 2,048 characters
             * @example https://bot.example.com/hooks/creator-v2
             */
            url?: string;
            /**
             * @description Non-empty, no duplicates
             * @example [
             *       "order.paid",
             *       "order.refunded"
             *     ]
             */
            events?: ("order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created" | "*")[];
            /**
             * @description What the webhook is for, ≤ 500 characters
             * @example Store bot v2: ranks and refunds
             */
            description?: string | null;
        };
        /**
         * ValidationError
         * @description A 422: which fields are wrong and why
         * @example {
         *       "error": "validation_failed",
         *       "message": "The request is invalid.",
         *       "errors": {
         *         "price_cents": [
         *           "must be >= 0"
         *         ]
         *       }
         *     }
         */
        ValidationError: {
            /**
             * @description Always validation_failed
             * @example validation_failed
             * @enum {string}
             */
            error: "validation_failed";
            /**
             * @description Human-readable summary
             * @example The request is invalid.
             */
            message: string;
            /**
             * @description Top-level field or parameter name → its problems; a problem inside an array or object names its place
             * @example {
             *       "price_cents": [
             *         "must be >= 0"
             *       ],
             *       "media": [
             *         "item 2 must be an absolute http(s) URL"
             *       ]
             *     }
             */
            errors: {
                [key: string]: string[];
            };
        };
        /**
         * Webhook
         * @description A registered webhook (never its secret)
         * @example {
         *       "id": 7,
         *       "url": "https://bot.example.com/hooks/creator",
         *       "description": "Store bot: grants ranks on payment",
         *       "events": [
         *         "order.paid",
         *         "post.published"
         *       ],
         *       "status": "enabled",
         *       "consecutive_failures": 0,
         *       "disabled_at": null,
         *       "created_at": "2026-01-15 12:00:00"
         *     }
         */
        Webhook: {
            /**
             * @description The webhook's id
             * @example 7
             */
            id: number;
            /**
             * @description Where deliveries are sent
             * @example https://bot.example.com/hooks/creator
             */
            url: string;
            /**
             * @description What the webhook is for, in its owner's words
             * @example Store bot: grants ranks on payment
             */
            description: string | null;
            /**
             * @description Event names delivered, or * for all
             * @example [
             *       "order.paid",
             *       "post.published"
             *     ]
             */
            events: ("order.paid" | "order.refunded" | "subscription.created" | "subscription.canceled" | "entitlement.granted" | "entitlement.revoked" | "member.joined" | "stream.started" | "stream.ended" | "server.online" | "server.offline" | "post.published" | "automation.run" | "report.created" | "*")[];
            /**
             * @description Current status
             * @example enabled
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @description Failed attempts in a row; 10 disable the webhook
             * @example 0
             */
            consecutive_failures: number;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example null
             */
            disabled_at: string | null;
            /**
             * @description UTC, YYYY-MM-DD HH:MM:SS
             * @example 2026-01-15 12:00:00
             */
            created_at: string;
        };
        /**
         * WebhookList
         * @description One page of Webhook items
         * @example {
         *       "data": [
         *         {
         *           "id": 7,
         *           "url": "https://bot.example.com/hooks/creator",
         *           "description": "Store bot: grants ranks on payment",
         *           "events": [
         *             "order.paid",
         *             "post.published"
         *           ],
         *           "status": "enabled",
         *           "consecutive_failures": 0,
         *           "disabled_at": null,
         *           "created_at": "2026-01-15 12:00:00"
         *         }
         *       ],
         *       "meta": {
         *         "page": 1,
         *         "per_page": 25,
         *         "total": 1,
         *         "pages": 1
         *       }
         *     }
         */
        WebhookList: {
            /**
             * @description The items of this page, oldest first
             * @example [
             *       {
             *         "id": 7,
             *         "url": "https://bot.example.com/hooks/creator",
             *         "description": "Store bot: grants ranks on payment",
             *         "events": [
             *           "order.paid",
             *           "post.published"
             *         ],
             *         "status": "enabled",
             *         "consecutive_failures": 0,
             *         "disabled_at": null,
             *         "created_at": "2026-01-15 12:00:00"
             *       }
             *     ]
             */
            data: components["schemas"]["Webhook"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * Zone
         * @description A zone whose rounded count is at least zone_min_count
         * @example {
         *       "name": "spawn",
         *       "players": 12
         *     }
         */
        Zone: {
            /**
             * @description Display name
             * @example spawn
             */
            name: string;
            /**
             * @description Players in the zone, rounded like players_online
             * @example 12
             */
            players: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The id of this request (yours when you sent a well-formed one); quote it when asking for help */
        "X-Request-Id": string;
        /** @description Requests this key may make in any 60 seconds */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the oldest counted request leaves the window */
        "X-RateLimit-Reset": number;
        /** @description Whole seconds to wait before retrying (at least 1) */
        "Retry-After": number;
        /** @description true when this is the stored answer to an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace and the key making the call */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Profile items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description true (default): the products on sale; false: the archived ones
                 * @example true
                 */
                is_active?: boolean;
                /**
                 * @description Only products whose name or slug contains this text (any case)
                 * @example rank
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Product items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example d4c57d46-081c-4a3a-a0e4-20055155f60c
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new product; only `name` and `price_cents` are required */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "VIP Rank Plus",
                 *       "price_cents": 999,
                 *       "slug": "vip-rank-plus",
                 *       "description": "Coloured name, /fly in the lobby and a monthly crate.",
                 *       "kind": "recurring",
                 *       "currency": "USD",
                 *       "interval": "month",
                 *       "deliverables": [
                 *         {
                 *           "type": "role",
                 *           "label": "Discord role",
                 *           "value": "VIP"
                 *         }
                 *       ],
                 *       "is_active": true,
                 *       "sku": "VIP-PLUS-M"
                 *     }
                 */
                "application/json": components["schemas"]["CreateProduct"];
            };
        };
        responses: {
            /** @description A product for sale */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A product for sale */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description The fields to change. `is_active: false` archives the product, `true` brings it back. `kind`, `currency` and `interval` can change only while no order references the product (409 after); past orders keep their prices. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "VIP Rank (season 2)",
                 *       "price_cents": 1299,
                 *       "slug": "vip-rank-season-2",
                 *       "description": "Coloured name, /fly in the lobby and two monthly crates.",
                 *       "kind": "recurring",
                 *       "currency": "USD",
                 *       "interval": "month",
                 *       "deliverables": [
                 *         {
                 *           "type": "role",
                 *           "label": "Discord role",
                 *           "value": "VIP"
                 *         }
                 *       ],
                 *       "is_active": true,
                 *       "sku": "VIP-S2"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProduct"];
            };
        };
        responses: {
            /** @description A product for sale */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only orders in this status
                 * @example pending
                 */
                status?: "pending" | "paid" | "refunded" | "canceled";
                /**
                 * @description Only orders whose number or customer e-mail contains this text (any case)
                 * @example 1042
                 */
                q?: string;
                /**
                 * @description Only orders created at or after this time: RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC). For incremental sync
                 * @example 2026-01-01T00:00:00Z
                 */
                since?: string;
                /**
                 * @description Only orders created before this time (exclusive), after `since`
                 * @example 2026-02-01T00:00:00Z
                 */
                until?: string;
                /**
                 * @description Keyset paging: the page of orders that comes after (is older than) the order with this id, usually the last one of the previous page. As fast at any depth, and no order is skipped or repeated while new ones arrive. With it, `page` must be 1 (or left out) and `meta.page` is 1; `total` and `pages` count the whole list.
                 * @example 12
                 */
                starting_after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Order items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 08703b18-9447-4fe0-a168-cca1d83f2cd6
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new order; the server prices it from its products (active, of this workspace, of one currency) */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_email": "steve@customers.example",
                 *       "items": [
                 *         {
                 *           "product_id": 2,
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "status": "paid"
                 *     }
                 */
                "application/json": components["schemas"]["CreateOrder"];
            };
        };
        responses: {
            /** @description An order with its items and entitlements */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An order with its items and entitlements */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 1768f1b1-3125-495d-a9f3-1e6bac25b449
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 127
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An order with its items and entitlements */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 92727fc1-645e-4363-a192-d150d7cda333
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 129
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An order with its items and entitlements */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only subscriptions in this status
                 * @example active
                 */
                status?: "active" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Subscription items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 624d8af6-28e7-4e59-aa36-ad3d01ccabe9
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A subscription to a recurring product, started when its order was paid */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStreams: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only streams in this status
                 * @example live
                 */
                status?: "live" | "ended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Stream items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startStream: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 64817df7-08f0-47b7-a2da-f02e1ee47e00
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A stream going live now */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Friday build stream",
                 *       "platform": "twitch",
                 *       "url": "https://twitch.tv/democreator"
                 *     }
                 */
                "application/json": components["schemas"]["StartStream"];
            };
        };
        responses: {
            /** @description A live stream */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stream"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endStream: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example ba0a463b-4d81-48ac-acd0-17f7d6e18a33
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A live stream */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stream"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only reports of this period
                 * @example weekly
                 */
                period?: "weekly" | "monthly" | "custom";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Report items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analytics summary of a period */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportOrdersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, one row per order placed in the period, oldest first; money in integer cents with its currency */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAutomations: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Automation items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAutomation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 2260f831-36bc-49ac-a54b-0117ed3c71db
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new automation; it runs for events raised from now on */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Bundle: VIP gets the map pack",
                 *       "enabled": true,
                 *       "trigger": {
                 *         "event": "order.paid",
                 *         "product_id": 2
                 *       },
                 *       "action": {
                 *         "type": "grant_entitlement",
                 *         "product_id": 8
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateAutomation"];
            };
        };
        responses: {
            /** @description A rule: when its trigger event happens, its action is done once */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Automation"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAutomation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A rule: when its trigger event happens, its action is done once */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Automation"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAutomation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAutomation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A new automation; it runs for events raised from now on */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateAutomation"];
            };
        };
        responses: {
            /** @description A rule: when its trigger event happens, its action is done once */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Automation"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAutomationRuns: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of AutomationRunRecord items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationRunRecordList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listServers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Server items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live status of a game server: counts and thresholded zones, never positions or identities */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerStatus"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only members whose shown name contains this text (any case); a member who hides their name is found only by what is shown
                 * @example alex
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Member items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only posts in this status
                 * @example draft
                 */
                status?: "draft" | "scheduled" | "published";
                /**
                 * @description Only posts whose title or body contains this text (any case)
                 * @example patch notes
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Post items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example a031fe1e-4761-4923-a22f-c7fbb8ebd826
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new post; it is always created as a draft */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Patch notes",
                 *       "body": "The arena is fixed.",
                 *       "scheduled_at": "2030-01-16T18:00:00Z",
                 *       "media": [
                 *         "https://cdn.example.com/patch-notes.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreatePost"];
            };
        };
        responses: {
            /** @description A post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 5
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 4
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description The fields to change, of a post not yet published (409 after). `scheduled_at`: a future time schedules it, null takes it back to the drafts. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Patch notes, corrected",
                 *       "body": "The arena is fixed, and so is the lobby.",
                 *       "scheduled_at": "2030-12-31T18:00:00Z",
                 *       "media": [
                 *         "https://cdn.example.com/patch-notes.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePost"];
            };
        };
        responses: {
            /** @description A post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: {
                /**
                 * @description Window length in days, 1–365, ending today (UTC)
                 * @example 30
                 */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Figures for a window of days ending today (UTC) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsSummary"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Webhook items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example fd5d72be-fc8a-4274-aa9b-90cc0c9c1e68
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A webhook to register */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://bot.example.com/hooks/creator",
                 *       "events": [
                 *         "order.paid",
                 *         "post.published"
                 *       ],
                 *       "description": "Store bot: grants ranks on payment"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description A webhook just registered, with its signing secret (shown this once) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredWebhook"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A registered webhook (never its secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description The fields to change. A new `url` is checked exactly as at registration. The secret, the status and the delivery log are kept. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://bot.example.com/hooks/creator-v2",
                 *       "events": [
                 *         "order.paid",
                 *         "order.refunded"
                 *       ],
                 *       "description": "Store bot v2: ranks and refunds"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description A registered webhook (never its secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example dbd83b17-6ca2-440b-a428-c82e4370ea39
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A registered webhook (never its secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1; beyond the last page, data is empty
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page (default 25, at most 100; larger values are served as 100)
                 * @example 25
                 */
                per_page?: number;
                /**
                 * @description Only deliveries in this status
                 * @example pending
                 */
                status?: "pending" | "held" | "succeeded" | "failed";
                /**
                 * @description Keyset paging: the page of deliveries that comes after this one (msg_…) in the list, usually the last of the previous page. As fast at any depth, and nothing is skipped or repeated while deliveries are added. With it, `page` must be 1 (or left out) and `meta.page` is 1; `total` and `pages` count the whole list.
                 * @example msg_2x8Jq0LmN4pRt6VwY9bC1dEf
                 */
                starting_after?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Delivery items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook id
                 * @example 1
                 */
                id: number;
                /**
                 * @description Delivery id (msg_…)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A delivery with its attempt log */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDetail"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example dd3b106d-e05e-439c-aeee-72b6620bd8ba
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Webhook id
                 * @example 1
                 */
                id: number;
                /**
                 * @description Delivery id (msg_…)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One delivery of one event to one webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 7a06b77e-0106-4404-aecd-c9dccd83af3e
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description The window whose failed deliveries to make due again */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverRequest"];
            };
        };
        responses: {
            /** @description How many deliveries were made due again */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recovered"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example f4939267-2f3c-44a9-ab44-74e0a43a2a3e
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Which event to send a sample of */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "order.paid"
                 *     }
                 */
                "application/json": components["schemas"]["TestEventRequest"];
            };
        };
        responses: {
            /** @description One delivery of one event to one webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example f36b8e35-1e92-4b19-af6f-fcf76b099ec5
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description How long the previous secret keeps signing */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "previous_valid_seconds": 86400
                 *     }
                 */
                "application/json": components["schemas"]["RotateSecretRequest"];
            };
        };
        responses: {
            /** @description The new signing secret (shown this once) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedSecret"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    triggerEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example a3dc3793-8546-4903-a99c-435f4a33d7fb
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Which event to raise in the test twin */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "order.paid"
                 *     }
                 */
                "application/json": components["schemas"]["TriggerRequest"];
            };
        };
        responses: {
            /** @description What a test trigger raised in the workspace's test twin */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Triggered"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveTestServer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.
                 * @example 8d8a4120-d29b-48a6-adcc-88e308af4835
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 42
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Where to move a test server */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "online",
                 *       "players": 12
                 *     }
                 */
                "application/json": components["schemas"]["MoveTestServer"];
            };
        };
        responses: {
            /** @description The live status of a game server: counts and thresholded zones, never positions or identities */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerStatus"];
                };
            };
            /** @description The body is not JSON (`invalid_json`) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with this Idempotency-Key is still running (`conflict`); nothing was done */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (`payload_too_large`) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of EventType items */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated event names to receive (default every event): order.paid, order.refunded, subscription.created, subscription.canceled, entitlement.granted, entitlement.revoked, member.joined, stream.started, stream.ended, server.online, server.offline, post.published, automation.run, report.created
                 * @example order.paid,order.refunded
                 */
                events?: string;
            };
            header?: {
                /**
                 * @description The id of the last message received: the stream resumes after it
                 * @example 1
                 */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream that stays open */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamServerStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The id of the last message received: the stream resumes after it
                 * @example v3f9a1c27
                 */
                "last-event-id"?: string;
            };
            path: {
                /**
                 * @description Resource id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A status stream that stays open */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked key (`unauthorized`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope of this operation (`forbidden`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this workspace (`not_found`) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid (`validation_failed`); nothing was changed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (`rate_limited`); retry after Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected failure (`internal_error`) */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store or the rate-limit store is unreachable, or the server is shutting down (`unavailable`); retry after Retry-After seconds */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    onOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefunded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRefundedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSubscriptionCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSubscriptionCanceled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCanceledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEntitlementGranted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntitlementGrantedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEntitlementRevoked: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntitlementRevokedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onMemberJoined: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberJoinedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStreamStarted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamStartedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStreamEnded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamEndedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onServerOnline: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerOnlineEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onServerOffline: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServerOfflineEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPostPublished: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostPublishedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAutomationRun: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationRunEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReportCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event name
                 * @example order.paid
                 */
                "X-Service-Event": string;
                /**
                 * @description The delivery id: the same on every retry of this delivery; use it to drop duplicates
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "X-Service-Delivery": string;
                /**
                 * @description `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole whsec_ secret (the newest one during a rotation)
                 * @example sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Service-Signature": string;
                /**
                 * @description Standard Webhooks: the delivery id (same as X-Service-Delivery)
                 * @example msg_2fQ8cKbV3xN7pL0rT5wYz1Hd
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: Unix seconds when this attempt was signed
                 * @example 1768478400
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64 part of the secret; one entry per valid secret during a rotation
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as raw JSON: verify the signature over these exact bytes */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature that does not verify: the receiver refuses the body (the attempt counts as failed and is retried) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
