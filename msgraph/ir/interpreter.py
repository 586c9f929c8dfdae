"""A small reference interpreter over the IR, using the registry's numpy impls.

It is the oracle for passes and code generators: a graph must compute the same
before and after every pass, and generated code must agree with it.
"""
from __future__ import annotations

from typing import Any, Dict, List, Sequence, Tuple

import numpy as np

from ..errors import CompileError
from .builder import node_args
from .nodes import Block, Const, Graph, Node, Struct


def _val(env: Dict[int, Any], x: Any) -> Any:
    if isinstance(x, Const):
        return x.value
    try:
        return env[x.id]
    except KeyError:
        raise CompileError(f"interpreter: {x!r} is used before it is defined") from None


def _block(b: Block, env: Dict[int, Any]) -> List[Any]:
    for n in b.nodes:
        _node(n, env)
    return [_val(env, r) for r in b.results]


def _node(n: Node, env: Dict[int, Any]) -> None:
    ins = [_val(env, i) for i in n.inputs]
    if n.op is Struct.IF:
        outs = _block(n.blocks[0] if bool(ins[0]) else n.blocks[1], env)
    elif n.op is Struct.WHILE:
        cond, body = n.blocks
        carried = ins
        while True:
            for p, v in zip(cond.params, carried):
                env[p.id] = v
            if not bool(_block(cond, env)[0]):
                break
            for p, v in zip(body.params, carried):
                env[p.id] = v
            carried = _block(body, env)
        outs = carried
    elif n.op is Struct.RAISE:
        fire = True
        if n.attrs.get("conditional"):
            fire = bool(ins[0]) != bool(n.attrs.get("negate"))
        if fire:
            k = n.attrs.get("msg_input")
            msg = n.attrs.get("msg") if k is None else ins[k]
            raise n.attrs["exc"](msg) if msg is not None else n.attrs["exc"]()
        outs = []
    elif n.op is Struct.CALL:   # a graph that may call itself
        g = n.attrs["graph"].graph
        inner = dict(zip((p.id for p in g.params), ins))
        outs = _block(g.block, inner)
    elif isinstance(n.op, Struct):
        if n.op is Struct.GRAD:
            raise CompileError("interpreter: run the expand_grad pass before interpreting grad nodes")
        blk = n.blocks[0]
        for p, v in zip(blk.params, ins):
            env[p.id] = v
        outs = _block(blk, env)
    else:
        out = n.op._impl(*node_args(n, ins))
        outs = list(out) if isinstance(out, tuple) else [out]
    for o, v in zip(n.outputs, outs):
        if o.aval is not None and o.aval.weak and hasattr(v, "item"):
            v = v.item()
        env[o.id] = v


def interpret(graph: Graph, inputs: Sequence[Any], params: Sequence[Any] = ()) -> Tuple[List[Any], List[Any]]:
    """Run ``graph`` on numpy inputs; returns (results, parameter writes)."""
    env: Dict[int, Any] = {}
    for p, v in zip(graph.params, inputs):
        env[p.id] = v
    pdata = list(params) if params else [p._data for p, _ in graph.param_refs]
    for (_, v), d in zip(graph.param_refs, pdata):
        env[v.id] = d
    with np.errstate(all="ignore"):
        results = _block(graph.block, env)
    writes = [_val(env, v) for _, v in graph.writes]
    return results, writes
