/** The document's tags: what each groups, in reading order. Fields and components describe themselves in their schemas. */

/** The tags, in reading order, with what each groups. */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'Account', description: 'Who is calling: the workspace and the key.' },
  { name: 'Profiles', description: "The workspace's public creator profiles." },
  { name: 'Store', description: 'Products for sale.' },
  { name: 'Orders', description: 'Orders, their items and the access they grant; subscriptions. Storefronts and payment bridges create, pay and refund orders with `write:orders`.' },
  { name: 'Servers', description: 'Game servers and their live status (counts only, never players).' },
  { name: 'Members', description: 'The community, as members chose to show themselves.' },
  { name: 'Posts', description: 'Draft posts for the creator to publish from the dashboard.' },
  { name: 'Analytics', description: 'Revenue, orders, subscribers and audience over a window; weekly and monthly reports with their orders as CSV.' },
  { name: 'Streams', description: 'Live streams a streaming tool starts and ends (stream.started, stream.ended).' },
  { name: 'Automations', description: 'Rules that act when an event happens: bundles, publishing a draft, notifying the team (automation.run).' },
  { name: 'Webhooks', description: 'Signed outbound deliveries: registration, delivery log, redelivery, recovery, secret rotation.' },
  { name: 'Test mode', description: "With a test key (`cwk_test_`) only: raise any event by its real cause in the workspace's test twin, and move a test server online and offline. A live key gets 404." },
  { name: 'Ingest', description: 'What game servers send: heartbeats with their players.' },
  { name: 'Events', description: 'What a webhook receives: one POST per event, signed with both schemes.' },
];
