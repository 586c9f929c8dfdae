"""Float16 chains of raised ops keep float32 between them, as MindSpore 2.10's CPU Graph mode computes them.

MindSpore's CPU backend has no float16 kernel for some ops (measured: MatMul, BatchMatMul, Exp, Tanh, Square,
Reciprocal, ReduceSum, ReduceMean, LogSoftmax, Conv2D; BiasAdd, session 34: MatMul -> BiasAdd rounds once,
MatMul -> BiasAdd -> MatMul, Exp -> BiasAdd and BiasAdd -> Exp read unrounded, nn.Dense's float16 chains too;
BiasAdd is one graph node until :mod:`msgraph.passes.lower` expands it after this pass).  Its Graph mode selects their float32 kernel and wraps it
in Casts (float16 -> float32 before, float32 -> float16 after); a later backend pass then removes each
float32 -> float16 -> float32 Cast pair that this leaves between two such ops.  So when a raised op's float16 input
is the output of another raised op, it reads that output unrounded::

    %0: f16 = MatMul(%x, %w)               %0': f32 = MatMul(Cast(%x, f32), Cast(%w, f32))
    %1: f16 = Exp(%0)              ->      %0:  f16 = Cast(%0', f16)        (for the other users)
                                           %1': f32 = Exp(%0')
                                           %1:  f16 = Cast(%1', f16)

PyNative runs each op by itself and rounds every output (msgraph's op-by-op values).  Measured on MindSpore 2.10
(``ms.jit`` vs PyNative, 4x8 float16 inputs): MatMul->MatMul 20/32 elements differ, Exp->Exp 12/32, MatMul->Exp
4/32, Exp->Tanh 5/32, and Graph equals round16 of the float32 chain (32/32); an op with a float16 kernel in between
(Add, Mul, Neg, ReLU, Sigmoid, Softmax, Abs, Sin, Erf, Gelu...) rounds (0 differ), and so does a Cast written by the
user (``Cast(MatMul(...), float32)`` is the rounded product), except an exact float16 -> float32 -> float16 round
trip, which MindSpore removes too (``Exp(Cast(Cast(Exp(x), float32), float16))`` reads the unrounded Exp), and a
chain of Reshapes that ends in the shape it started from, which its CPU backend merges and drops
(``MatMul(Reshape(Reshape(MatMul(x, w1), (1, 4, 8)), (4, 8)), w2)``: session 46, the zoo's GAT).  A Reshape that
changes the shape rounds (session 47: MatMul / ReduceSum / Exp -> Reshape (96, 1) -> (24, 4) -> MatMul; in the
backward pass the ReduceSum + Reshape of a broadcast Add's gradient), and so do Squeeze and ExpandDims.  Elu and
EluGrad are raised too (session 47).  Only nodes of one block are chained.

BatchNorm and BatchNormGrad (several outputs, float32 parameters beside a float16 x / dy: amp O3, ``to_float``) are
raised too (session 52, zoo52, the zoo's metric_learn under amp O3): MindSpore's CPU batch normalization has no
float16 kernel, so a training or inference BatchNorm reads Conv2D's / Exp's unrounded output, hands its unrounded y
to an Exp / Conv2D after it, and its gradient's BatchNormGrad reads the unrounded x and hands its unrounded dx to
Conv2DBackpropInput / Filter (measured on ``to_float(float16)`` cells: Graph against PyNative 132-298 of 576 y
elements, the batch statistics and every gradient; a ReLU / Add between rounds).  Only their float16 outputs (y,
dx) are chained; the others (float32 batch statistics, dscale, dbias) come from the float32 node as they are.
"""
from __future__ import annotations

from typing import Dict, List

import numpy as np

from ..common.aval import Aval
from ..ir.nodes import Block, Const, Graph, Node, Value, map_arg
from .base import Pass, insert_before

RAISED = frozenset({"MatMul", "BatchMatMul", "Exp", "Tanh", "Square", "Reciprocal", "ReduceSum", "ReduceMean",
                    "LogSoftmax", "Conv2D", "BiasAdd", "TanhGrad", "Conv2DBackpropInput",
                    "Conv2DBackpropFilter",
                    # session 37 (adapt37gk), measured both ways (op(Exp(x)) and Exp(op(x)) differ from PyNative):
                    "Softplus", "Softsign", "GeLU", "Tan", "Mish", "SqrtGrad", "RealDiv", "Pow",
                    "SoftplusGrad", "AsinhGrad",
                    # session 47 (zoo47, the zoo's GAT in fp16): Elu (nn.ELU / ops.elu) and its EluGrad, measured
                    # both ways (Exp(Elu(x)), Elu(MatMul(x, w)) and Elu's gradient read unrounded values)
                    "Elu", "EluGrad",
                    # session 47, measured both ways on 1024 elements (RealDiv / Exp / MatMul -> op -> Exp / MatMul
                    # read unrounded; Exp -> Abs -> Exp 483 of 1024 elements from the rounded chain)
                    "Abs", "CeLU", "Atanh"})


def _f16(x) -> bool:
    av = getattr(x, "aval", None)
    return av is not None and not av.weak and np.dtype(av.dtype) == np.float16


def _weak(x) -> bool:
    av = getattr(x, "aval", None)
    return av is not None and av.weak and av.ndim == 0


def _basic_slice(n: Node) -> bool:
    """``n`` is ``x[...]`` with ints, slices and Ellipsis only: MindSpore's StridedSlice, which reads and hands on
    unrounded values between raised ops (measured, session 47: ``Exp(Exp(x)[2:10, 1:40])``, ``MatMul(MatMul(x,
    w)[:, :32], v)``, ``x[::2]``, ``x[3]``, ``x[..., 3]``, ``P.StridedSlice``; session 48: ``x[2:10:1]`` too).
    ``P.Slice`` / ``ops.slice`` / ``ops.narrow`` round: MindSpore's Slice kernel, their GetItem's ``origin``
    (ops/indexing.py).  ``ops.split``, a None (new axis) or a Tensor index round; negative steps are left rounded
    (MindSpore 2.10 mis-slices ``x[::-1, 5:1:-2]`` anyway)."""
    if n.name != "GetItem" or len(n.inputs) != 1:
        return False
    attrs = getattr(n.op, "attrs", None) or {}
    index = attrs.get("index")
    return not attrs.get("origin") and isinstance(index, tuple) and all(
        isinstance(e, tuple) and e and (e[0] in ("i", "e") or (e[0] == "s" and (e[3] is None or e[3] > 0)))
        for e in index)


#: raised ops with several outputs (module docstring): their float16 inputs are read as float32 and their float16
#: outputs computed as float32; other float inputs (float32 parameters, statistics) are read as they are
RAISED_MULTI = frozenset({"BatchNorm", "BatchNormGrad"})


def _float(x) -> bool:
    av = getattr(x, "aval", None)
    return av is not None and np.dtype(av.dtype).kind == "f"


def _raised_multi(n: Node) -> bool:
    return (n.name in RAISED_MULTI and not n.blocks and not n.structured_args and _f16(n.outputs[0])
            and _f16(n.inputs[0]) and all(_float(i) or _weak(i) for i in n.inputs))


def _raised(n: Node) -> bool:
    if _raised_multi(n):
        return True
    # a Python scalar operand (Pow(x, 2.0), RealDiv(x, 3.0)) is a float32 constant of the float32 kernel too
    return ((n.name in RAISED or _basic_slice(n)) and len(n.outputs) == 1 and _f16(n.outputs[0]) and not n.blocks
            and any(_f16(i) for i in n.inputs) and all(_f16(i) or _weak(i) for i in n.inputs))


def _round_trip(n: Node) -> bool:
    """``n`` is Cast(Cast(v, float32), float16) of a float16 ``v`` (the same value: MindSpore removes the pair)."""
    if n.name != "Cast" or not _f16(n.outputs[0]) or not isinstance(n.inputs[0], Value):
        return False
    m = n.inputs[0].node
    return (m is not None and m.name == "Cast" and isinstance(m.inputs[0], Value) and _f16(m.inputs[0])
            and np.dtype(m.outputs[0].aval.dtype) == np.float32)


class Float16RaisedChains(Pass):
    """See the module docstring."""

    name = "f16_raised_chains"

    def run(self, graph: Graph) -> bool:
        from ..common import dtype as mstype
        from ..ops.array_ops import _P_CAST
        from ..ops.batchnorm_ops import BATCH_NORM_GRAD
        from ..ops.registry import prim

        changed = False

        def cast(x, dt, np_dt, loc) -> Node:
            return Node(_P_CAST, [x, dt], [Aval(tuple(x.aval.shape), np_dt)], loc=loc)

        def replace(old: Value, new: Value) -> None:
            """Every read of ``old`` (nodes, block results, Parameter writes) reads ``new``."""
            old.replace_all_uses_with(new)

            def results(b: Block) -> None:
                b.results = [new if r is old else r for r in b.results]
                for m in b.nodes:
                    for blk in m.blocks:
                        results(blk)

            results(graph.block)
            graph.writes = [(p, new if v is old else v) for p, v in graph.writes]

        def block(b: Block) -> None:
            nonlocal changed
            raised_out: Dict[int, Node] = {}     # value id -> its raised producer (this block)
            f32: Dict[int, Value] = {}           # value id -> the unrounded float32 value
            before: Dict[int, List[Node]] = {}   # id(node) -> nodes to insert before it
            alias: Dict[int, Value] = {}         # Cast(Cast(v16, float32), float16) -> v16 (an exact round trip)
            reshaped: Dict[int, Node] = {}       # value id -> the Reshape making it from a raised output (chained)

            def src(x):
                return alias.get(x.id, x) if isinstance(x, Value) else x

            def walk(x):
                """The raised node whose output ``x`` is, through Reshapes of any shape (None: not one)."""
                x = src(x)
                while isinstance(x, Value) and x.id in reshaped:
                    x = src(reshaped[x.id].inputs[0])
                return raised_out.get(x.id) if isinstance(x, Value) else None

            def root(x):
                """The raised node whose output ``x`` is, itself or through Reshapes back to its shape (None: not
                one).  MindSpore merges a chain of Reshapes and drops one that keeps the shape, so only then do the
                Casts around it pair up; a Reshape that changes the shape is kept and rounds (measured, session 47:
                MatMul / ReduceSum / Exp / BiasAdd -> Reshape (96, 1) -> (24, 4) -> MatMul rounds, (96, 1) ->
                (96, 1) or (6, 4) -> (24,) -> (6, 4) reads the unrounded value)."""
                p = walk(x)
                if p is None or tuple(src(x).aval.shape) != tuple(p.outputs[0].aval.shape):
                    return None
                return p

            def reshape32(x, new: List[Node]) -> Value:
                """The float32 value of Reshape output ``x``: the unrounded producer reshaped (nodes into ``new``)."""
                x = src(x)
                if x.id in f32:
                    return f32[x.id]
                r = reshaped[x.id]
                base = r.inputs[0]
                base32 = f32[src(base).id] if src(base).id in f32 else reshape32(base, new)
                r32 = Node(r.op, [base32] + list(r.args[1:]), [Aval(tuple(x.aval.shape), np.float32)], loc=r.loc,
                           attrs=r.attrs)
                r32.origin = r.origin
                new.append(r32)
                f32[x.id] = r32.outputs[0]
                return r32.outputs[0]

            def to_f32(n: Node) -> Value:
                """Compute raised node ``n`` in float32 (inserted before it); ``n`` becomes its Cast back."""
                out = n.outputs[0]
                if out.id in f32:
                    return f32[out.id]
                new: List[Node] = []
                multi = n.name in RAISED_MULTI

                def arg32(x):
                    if isinstance(x, Value) and src(x).id in f32:
                        return f32[src(x).id]
                    if isinstance(x, Value) and src(x).id in reshaped and root(x) is not None \
                            and root(x).outputs[0].id in f32:
                        return reshape32(x, new)
                    if multi and not _f16(x):
                        return x     # a float32 parameter / statistic of BatchNorm(Grad): read as it is
                    c = cast(x, mstype.float32, np.float32, n.loc)
                    new.append(c)
                    return c.outputs[0]

                args = [map_arg(a, arg32) for a in n.args]
                avals = [Aval(tuple(o.aval.shape), np.float32) if _f16(o) else o.aval for o in n.outputs]
                n32 = Node(n.op, args, avals, loc=n.loc, attrs=n.attrs)
                n32.origin = n.origin
                new.append(n32)
                for o, o32 in zip(n.outputs[1:], n32.outputs[1:]):
                    # the other outputs: the float32 node's, Cast back where they were float16
                    if _f16(o):
                        c = cast(o32, mstype.float16, np.float16, n.loc)
                        c.origin = n.origin
                        new.append(c)
                        o32 = c.outputs[0]
                    replace(o, o32)
                before.setdefault(id(n), []).extend(new)
                n.op = _P_CAST
                n.set_args([n32.outputs[0], mstype.float16])
                del n.outputs[1:]
                f32[out.id] = n32.outputs[0]
                return n32.outputs[0]

            for n in b.nodes:
                for blk in n.blocks:
                    block(blk)
                if n.name == "BatchNormGrad" and _f16(n.inputs[3]) and not n.op.attrs.get("batch_stats"):
                    # float16 batch statistics: MindSpore's float32 kernel hands them on unrounded
                    n.op = prim(BATCH_NORM_GRAD, epsilon=n.op.attrs["epsilon"], batch_stats=True)
                    changed = True
                if _round_trip(n):
                    alias[n.outputs[0].id] = src(n.inputs[0].node.inputs[0])
                if n.name == "Reshape" and _f16(n.outputs[0]) and isinstance(n.inputs[0], Value) \
                        and walk(n.inputs[0]) is not None:
                    # MindSpore's CPU backend drops Reshape (a no-op kernel), so the Casts around it pair up too:
                    # MatMul -> Reshape -> MatMul reads the unrounded product (measured; Squeeze / ExpandDims round)
                    reshaped[n.outputs[0].id] = n
                if not _raised(n):
                    continue
                srcs = [root(i) for i in n.inputs if isinstance(i, Value) and root(i) is not None]
                raised_out[n.outputs[0].id] = n
                if srcs:
                    for p in srcs:
                        to_f32(p)
                    to_f32(n)
                    changed = True
            insert_before(b, before)

        block(graph.block)
        return changed
