"""MindSpore's functional loop operators: ``ops.WhileLoop``, ``ops.ForiLoop``, ``ops.Scan``.

Each is one Python loop (its ``__call__``): PyNative runs it as written; graph code inlines the
same source (``__msgraph_lower__``), so a loop on a Tensor condition becomes a graph ``while`` and a
loop over Python constants unrolls, like the user's own loop would.
"""
from __future__ import annotations

from typing import Any, Dict, Sequence
from ._helpers import user_type


class _LoopOp:
    """Base: called like a function; lowered in graph code by inlining ``__call__``."""

    def __init__(self) -> None:
        self.__msgraph_lower__ = self._lower   # on the instance only: constructing one is plain Python

    def _lower(self, low: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Any) -> Any:
        return low.call_function(type(self).__call__, list(args), dict(kwargs), self_obj=self, loc=loc)

    def __repr__(self) -> str:
        return f"Prim[{user_type(self).__name__}]"


class WhileLoop(_LoopOp):
    """``WhileLoop()(cond_func, loop_func, init_val)``: ``while cond_func(val): val = loop_func(val)``;
    returns the last value."""

    def __call__(self, cond_func: Any, loop_func: Any, init_val: Any) -> Any:
        val = init_val
        while cond_func(val):
            val = loop_func(val)
        return val


class ForiLoop(_LoopOp):
    """``ForiLoop()(lower, upper, loop_func, init_val, unroll=True)``: ``val = loop_func(i, val)`` for
    ``i`` in ``range(lower, upper)``; returns the last value."""

    def _lower(self, low: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Any) -> Any:
        unroll = args[4] if len(args) > 4 else kwargs.get("unroll", True)
        if unroll is False and getattr(low, "grad_depth", 0) >= 2:
            # MindSpore's Graph mode keeps such a loop rolled and refuses its second-order gradient
            # (PyNative differentiates it: no error there)
            raise RuntimeError("Higher-order differentiation is not supported for the current scenario, reason: "
                               "Loop op with unroll set as false is not allow do higher order grad")
        return low.call_function(type(self)._graph_call, list(args), dict(kwargs), self_obj=self, loc=loc)

    def __call__(self, lower: Any, upper: Any, loop_func: Any, init_val: Any, unroll: bool = True) -> Any:
        val = init_val
        for i in range(lower, upper):
            val = loop_func(i, val)
        return val

    def _graph_call(self, lower: Any, upper: Any, loop_func: Any, init_val: Any, unroll: bool = True) -> Any:
        """What graph code runs: Python bounds unroll as ``__call__``; a Tensor bound (``ForiLoop()(Tensor(0),
        Tensor(4), f, x)``, which MindSpore 2.10's graph mode runs) is a loop on ``i < upper`` with i a Tensor
        when lower is one (adapt40ctl/loop_ops_args)."""
        if isinstance(lower, int) and isinstance(upper, int):
            val = init_val
            for i in range(lower, upper):
                val = loop_func(i, val)
            return val
        i = lower
        val = init_val
        while i < upper:
            val = loop_func(i, val)
            i = i + 1
        return val


class Scan(_LoopOp):
    """``Scan()(loop_func, init, xs, length=None, unroll=True)``: ``carry, y = loop_func(carry, x)``
    for each ``x`` of ``xs`` (``length`` times ``None`` when ``xs`` is None); returns
    ``(carry, [y, ...])``."""

    def __call__(self, loop_func: Any, init: Any, xs: Any, length: Any = None, unroll: bool = True) -> Any:
        if xs is not None and not isinstance(xs, (tuple, list)):
            # (a Tensor of rows too: MindSpore 2.10's TypeError in both modes; adapt40ctl/loop_ops_args)
            raise TypeError(f"For `Scan` op, expect argument [xs] to be a tuple, a list or None, but got "
                            f"{user_type(xs).__name__}.")
        if xs is None:
            xs = [None] * length
        carry = init
        ys = []
        for x in xs:
            out = loop_func(carry, x)
            if not isinstance(out, (tuple, list)) or len(out) != 2:
                raise ValueError("For `Scan` op, the return value of parameter [loop_func] must be a tuple with two "
                                 f"elements, but got: {user_type(out).__name__}.")
            carry, y = out
            ys.append(y)
        return carry, ys
