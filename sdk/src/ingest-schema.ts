/**
 * Types of the Creator Workspace API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run sdk:types` at the repository root.
 */

export interface paths {
    "/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the players online now
         * @description Send every few seconds (the server goes offline after missed heartbeats). Player ids and positions are used to count players per zone and then dropped; the answer is the public status, exactly what `GET /servers/{id}/status` shows.
         *
         *     Before its examples work as written, make a game server's ingest token, as the bearer token: `creator-workspace server create` prints it.
         */
        post: operations["sendHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
         * Heartbeat
         * @description Every player online now; ids and positions are used for counting and then dropped
         * @example {
         *       "players": [
         *         {
         *           "id": "steve",
         *           "x": 12.5,
         *           "y": 64,
         *           "z": -30.25
         *         }
         *       ],
         *       "max_players": 64
         *     }
         */
        Heartbeat: {
            /**
             * @description Every player online now, at most 10,000
             * @example [
             *       {
             *         "id": "steve",
             *         "x": 12.5,
             *         "y": 64,
             *         "z": -30.25
             *       }
             *     ]
             */
            players: {
                /**
                 * @description Player id (never stored)
                 * @example steve
                 */
                id: string;
                /**
                 * @description Position (never stored)
                 * @example 12.5
                 */
                x: number;
                /**
                 * @description Position (never stored)
                 * @example 64
                 */
                y: number;
                /**
                 * @description Position (never stored)
                 * @example -30.25
                 */
                z: number;
            }[];
            /**
             * @description Capacity
             * @example 64
             */
            max_players?: number;
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
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every player online now; ids and positions are used for counting and then dropped */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "players": [
                 *         {
                 *           "id": "steve",
                 *           "x": 12.5,
                 *           "y": 64,
                 *           "z": -30.25
                 *         }
                 *       ],
                 *       "max_players": 64
                 *     }
                 */
                "application/json": components["schemas"]["Heartbeat"];
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
}
