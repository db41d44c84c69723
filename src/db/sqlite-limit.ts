/**
 * SQLite re-prepares a statement whose LIMIT is a bound parameter every time it runs: since 3.48 the planner
 * reads the value bound to `LIMIT ?` as a hint, so binding it (even to the same value) expires the statement, and
 * each run parses and plans the query again, 6 to 10 µs of a 4 µs read. `LIMIT ? + 0` is an expression, which the
 * planner does not read: the same rows, the statement prepared once. Measured with bench:uncached.
 */
import { BinaryOperationNode, LimitNode, OperationNodeTransformer, OperatorNode, ValueNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

class UnboundLimit extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    return LimitNode.create(BinaryOperationNode.create(node.limit, OperatorNode.create('+'), ValueNode.createImmediate(0)));
  }
}

/** Writes every LIMIT as `LIMIT <value> + 0` (SQLite only). */
export class SqliteLimitPlugin implements KyselyPlugin {
  private readonly transformer = new UnboundLimit();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
