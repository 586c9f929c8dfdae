"""IR lint: every problem comes with what broke and what to do."""
from __future__ import annotations

from typing import List, Set

from .nodes import Block, Const, Graph, Struct, Value


def verify(graph: Graph) -> List[str]:
    """Return a list of problems (empty when the graph is well formed)."""
    problems: List[str] = []
    defined: Set[int] = {p.id for p in graph.params} | {v.id for _, v in graph.param_refs}

    def check_input(x: object, where: str, scope: Set[int]) -> None:
        if isinstance(x, Value):
            if x.id not in scope:
                problems.append(f"{where} uses {x!r} before it is defined (or from a sibling block); "
                                f"define values before use and pass them through block results")
        elif not isinstance(x, Const):
            problems.append(f"{where} has input {x!r} that is neither a Value nor a Const")

    def block(b: Block, scope: Set[int]) -> None:
        scope = set(scope) | {p.id for p in b.params}
        for n in b.nodes:
            where = f"node {n.name}" + (f" at {n.loc}" if n.loc else "")
            for i in n.inputs:
                check_input(i, where, scope)
                if isinstance(i, Value) and n not in i.users:
                    problems.append(f"{where}: use-list of {i!r} misses this node; change inputs only via set_inputs")
            if n.op is Struct.IF and len(n.blocks) != 2:
                problems.append(f"{where}: an if node needs two blocks")
            if n.op is Struct.IF:
                for blk in n.blocks:
                    if len(blk.results) != len(n.outputs):
                        problems.append(f"{where}: branch yields {len(blk.results)} values for {len(n.outputs)} outputs")
            if n.op is Struct.WHILE:
                cond, body = n.blocks
                if len(body.results) != len(n.outputs) or len(n.inputs) != len(n.outputs):
                    problems.append(f"{where}: while carries {len(n.inputs)} inputs, {len(body.results)} body "
                                    f"results and {len(n.outputs)} outputs; they must agree")
            for blk in n.blocks:
                block(blk, scope)
            for o in n.outputs:
                if o.node is not n:
                    problems.append(f"{where}: output {o!r} does not point back to its node")
                scope.add(o.id)
        for r in b.results:
            check_input(r, "block result", scope)

    block(graph.block, defined)
    return problems
