"""Mixed precision while a Cell runs (``Cell.to_float``, ``amp.auto_mixed_precision``).

The op dispatcher (``ops.registry.apply``) consults :data:`STATE`; a Cell whose ``_amp_policy``
attribute is set pushes it for the duration of its ``construct``: eagerly in PyNative mode, while its
source is lowered in Graph mode (the casts then become IR nodes).  Two policies:

* ``(dtype, None)`` -- ``Cell.to_float(dtype)``: every computing op takes its float inputs
  (arguments, Parameters, intermediates) in ``dtype``; results stay in ``dtype``;
* ``(dtype, names)`` -- the O1 white list: only ops whose name is in ``names`` compute in ``dtype``,
  and their float results are cast back to float32;
* ``(dtype, strategy)`` -- an :class:`AmpStrategy` (amp level ``'auto'``, ``push_amp_strategy``): per op
  name, MindSpore's rule (:meth:`AmpStrategy.cast_info`) casts the inputs; results keep their dtype.

Gradients flow through the inserted ``Cast`` ops back to the float32 master weights.  Ops that only
move or store data (Cast itself, Assign, Print...) and non-differentiable ones (comparisons,
argmax...) are left alone.
"""
from __future__ import annotations

import contextlib
import enum
import threading
from typing import Any, Callable, FrozenSet, Iterator, Optional, Sequence

import numpy as np

__all__ = ["STATE", "scope", "dispatch"]


class _State(threading.local):
    dtype: Optional[Any] = None              # an msgraph DType, or None: no mixed precision
    white: Optional[FrozenSet[str]] = None   # None: every computing op; else only these op names


STATE = _State()


@contextlib.contextmanager
def scope(dtype: Optional[Any], white: Optional[FrozenSet[str]] = None) -> Iterator[None]:
    """Run the block under the policy ``(dtype, white)`` (``dtype=None``: no casting)."""
    saved = (STATE.dtype, STATE.white)
    STATE.dtype, STATE.white = dtype, white
    try:
        yield
    finally:
        STATE.dtype, STATE.white = saved


def _float_dtype(a: Any) -> Optional[np.dtype]:
    data = getattr(a, "_data", None)
    if isinstance(data, np.ndarray):
        dt = data.dtype
    else:
        aval = getattr(a, "aval", None)          # a symbolic value while a graph is built
        if aval is None or getattr(aval, "weak", False):
            return None
        try:
            dt = np.dtype(aval.dtype)
        except TypeError:
            return None
    return dt if dt.kind == "f" or dt.name == "bfloat16" else None


def _cast_all(values: Sequence[Any], dtype: Any, apply: Callable[..., Any], keep: Sequence[int] = ()) -> list:
    """The float Tensors of ``values`` cast to ``dtype``, except those at the positions ``keep``."""
    from ..common.dtype import to_numpy
    from .array_ops import _P_CAST

    target = to_numpy(dtype)
    out = []
    for i, a in enumerate(values):
        dt = _float_dtype(a)
        out.append(apply(_P_CAST, (a, dtype)) if dt is not None and dt != target and i not in keep else a)
    return out


class AmpLevel(enum.IntEnum):
    """MindSpore's ``_c_expression.amp.AmpLevel``."""
    AmpO0 = 0
    AmpO1 = 1
    AmpO2 = 2
    AmpO3 = 3
    AmpAuto = 4


class PrimCastStrategy(enum.IntEnum):
    """What a strategy does to a primitive's inputs (MindSpore's ``_c_expression.amp.PrimCastStrategy``)."""
    AmpIgnore = 0
    AmpDoCast = 1
    AmpSetDtype = 2
    AmpSetDtypeOpt = 3
    AmpAutoPromote = 4


#: MindSpore's ``AutoPromoteList``: in 'auto' level these compute in the widest float type of their inputs
AUTO_PROMOTE_LIST = [("Addcdiv", []), ("Addcmul", []), ("Cross", []), ("_PyboostCrossPrim", []), ("GridSampler2D", []),
                     ("GridSampler3D", []), ("BiasAdd", []), ("AddN", []), ("Dot", []), ("Concat", [])]


class PrimCastStrategyInfo:
    """``strategy`` (a PrimCastStrategy), ``dtype`` (the compute dtype) and ``arg_pos`` (the inputs to cast; empty:
    all of them)."""

    def __init__(self, strategy: PrimCastStrategy, dtype: Any, arg_pos: Sequence[int]) -> None:
        self.strategy = strategy
        self.dtype = dtype
        self.arg_pos = list(arg_pos)


class AmpStrategy:
    """An amp level, its low-precision dtype and white/black lists of ``(primitive name, [arg positions])``
    (MindSpore's ``_c_expression.amp.AmpStrategy``).  Pushed with ``push_amp_strategy``, it decides per
    primitive how eager ops and the ops lowered into a graph cast their float inputs."""

    def __init__(self, level: Any, dtype: Any, white_list: Sequence[Any], black_list: Sequence[Any]) -> None:
        self._level = AmpLevel(int(level))
        self._dtype = dtype
        self._white = [(n, list(pos)) for n, pos in white_list]
        self._black = [(n, list(pos)) for n, pos in black_list]
        self._white_map = dict(self._white)
        self._black_map = dict(self._black)
        self._promote_map = dict(AUTO_PROMOTE_LIST)

    def get_amp_level(self) -> AmpLevel:
        return self._level

    def get_amp_dtype(self) -> Any:
        return self._dtype

    def get_white_list(self) -> list:
        return [(n, list(pos)) for n, pos in self._white]

    def get_black_list(self) -> list:
        return [(n, list(pos)) for n, pos in self._black]

    def cast_info(self, name: str) -> PrimCastStrategyInfo:
        if name in _MS_NAME and not any(name in m for m in (self._white_map, self._black_map, self._promote_map)):
            name = _MS_NAME[name]
        return self._cast_info(name)

    def _cast_info(self, name: str) -> PrimCastStrategyInfo:
        """MindSpore's rule: O1 casts white ops to the amp dtype; O2 the black ones to float32 and the rest to the
        amp dtype; O3 everything to the amp dtype; auto white ops to the amp dtype, black ones to float32 and the
        promote list to its inputs' widest float type; everything else is left alone."""
        from ..common import dtype as mstype

        level, low = self._level, self._dtype
        if level == AmpLevel.AmpO1 and name in self._white_map:
            return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, low, self._white_map[name])
        if level == AmpLevel.AmpO2:
            if name in self._black_map:
                return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, mstype.float32, self._black_map[name])
            return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, low, [])
        if level == AmpLevel.AmpO3:
            return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, low, [])
        if level == AmpLevel.AmpAuto:
            if name in self._white_map:
                return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, low, self._white_map[name])
            if name in self._black_map:
                return PrimCastStrategyInfo(PrimCastStrategy.AmpDoCast, mstype.float32, self._black_map[name])
            if name in self._promote_map:
                return PrimCastStrategyInfo(PrimCastStrategy.AmpAutoPromote, mstype.float32, self._promote_map[name])
        return PrimCastStrategyInfo(PrimCastStrategy.AmpIgnore, mstype.float32, [])


#: msgraph op name -> the MindSpore primitive the functional/Tensor form runs (``ops.sum``/``x.sum()`` are SumExt)
_MS_NAME = {"ReduceSum": "SumExt"}

_STRATEGIES = threading.local()


def _strategy_stack() -> list:
    stack = getattr(_STRATEGIES, "stack", None)
    if stack is None:
        stack = _STRATEGIES.stack = []
    return stack


def push_strategy(strategy: AmpStrategy) -> None:
    """Make ``strategy`` the current one (the ops that follow cast by it) until :func:`pop_strategy`."""
    _strategy_stack().append((strategy, STATE.dtype, STATE.white))
    STATE.dtype, STATE.white = strategy.get_amp_dtype(), strategy


def pop_strategy() -> bool:
    """Restore the policy from before the last :func:`push_strategy`; False when none was pushed."""
    stack = _strategy_stack()
    if not stack:
        return False
    _, STATE.dtype, STATE.white = stack.pop()
    return True


def current_strategy() -> Optional[AmpStrategy]:
    stack = _strategy_stack()
    return stack[-1][0] if stack else None


_FLOAT_RANK = {"float16": 1, "bfloat16": 1, "float32": 2, "float64": 3}


def keep_positions(p: Any) -> Sequence[int]:
    """The input positions of primitive ``p`` a policy leaves uncast (``OpDef.amp_keep``: a tuple, or a function of
    the primitive: MindSpore's BatchNorm has RW_WRITE scale / bias / mean / variance in training only)."""
    keep = p.op.amp_keep
    return tuple(keep(p)) if callable(keep) else keep


def _by_strategy(strategy: AmpStrategy, p: Any, args: Sequence[Any], apply: Callable[..., Any]) -> Any:
    return apply(p, _strategy_args(strategy, p.op.name, args, apply, keep_positions(p)))


def _strategy_args(strategy: AmpStrategy, name: str, args: Sequence[Any], apply: Callable[..., Any],
                   keep: Sequence[int] = ()) -> Sequence[Any]:
    """``args`` cast as ``strategy`` casts the inputs of primitive ``name`` (never those at the positions
    ``keep``)."""
    info = strategy.cast_info(name)
    if info.strategy == PrimCastStrategy.AmpDoCast:
        target = info.dtype
    elif info.strategy == PrimCastStrategy.AmpAutoPromote:
        from ..common import dtype as mstype

        kinds = [_float_dtype(a) for a in args]
        ranks = [_FLOAT_RANK.get(k.name, 0) for k in kinds if k is not None]
        if not ranks:
            return args
        top = max(ranks)
        target = {1: strategy.get_amp_dtype(), 2: mstype.float32, 3: mstype.float64}[top]
    else:
        return args
    pos = info.arg_pos
    if not pos:
        return _cast_all(args, target, apply, keep)
    args = list(args)
    for i in pos:
        if 0 <= i < len(args) and i not in keep:
            args[i] = _cast_all([args[i]], target, apply)[0]
    return args


def policy_inputs(args: Sequence[Any], name: Optional[str] = None) -> Sequence[Any]:
    """``args`` as a composite primitive's registry ops will see them under a ``Cell.to_float`` policy (float
    Tensors in the policy dtype) or, for the composite primitive ``name``, under a pushed amp strategy (amp level
    'auto': Concat and AddN are on the promote list), for the composite's own checks (their equal dtypes); else
    unchanged."""
    dtype, white = STATE.dtype, STATE.white
    if dtype is None:
        return args
    from .registry import apply

    if isinstance(white, AmpStrategy):
        if name is None:
            return args
        with scope(None):
            return _strategy_args(white, name, args, apply)
    if white is not None:
        return args
    with scope(None):
        return _cast_all(args, dtype, apply)


def cell_inputs(policy: Any, args: Sequence[Any]) -> list:
    """A Graph-mode Cell's arguments as its ``Cell.to_float(dtype)`` policy passes them in: MindSpore's graph
    casts the float Tensors a mixed-precision Cell receives at its boundary (so a float32 child of a float16
    Cell sees float16-rounded values, where PyNative casts per op); tuples and lists are cast item by item."""
    dtype, white = policy
    if dtype is None or white is not None:
        return list(args)
    from .registry import apply

    def cast(a: Any) -> Any:
        if isinstance(a, (tuple, list)):
            return type(a)(cast(v) for v in a)
        return _cast_all([a], dtype, apply)[0]

    with scope(None):
        return [cast(a) for a in args]


def _cast_nested(values: Sequence[Any], cast: Callable[[list], list], keep: Sequence[int] = ()) -> list:
    """``cast`` (a function of a list of values) applied to ``values`` and to the items of their tuples / lists,
    but for those at the positions ``keep``."""
    flat: list = []
    for i, v in enumerate(values):
        if i not in keep:
            flat.extend(v if isinstance(v, (tuple, list)) else [v])
    done = iter(cast(flat))
    return [v if i in keep else type(v)(next(done) for _ in v) if isinstance(v, (tuple, list)) else next(done)
            for i, v in enumerate(values)]


def composite_dispatch(p: Any, call: Callable[..., Any], args: Sequence[Any], kwargs: dict) -> Any:
    """``call(p, *args, **kwargs)`` for a composite primitive ``p`` (ops/_compose.py) under the current policy:
    MindSpore computes it in one kernel, so the policy casts its float inputs (items of tuple / list inputs and
    keyword inputs too) as it casts that primitive's, and its steps run with no policy, in the dtypes the
    composite chooses (a float16 LayerNorm / GroupNorm / cross entropy computes in float32 inside); under the O1
    white list its float results come back as float32 when its name is on the list."""
    from .registry import apply

    dtype, white = STATE.dtype, STATE.white
    name = p.op.name
    keep = keep_positions(p)
    keys = list(kwargs)
    values = list(args) + [kwargs[k] for k in keys]
    with scope(None):
        if isinstance(white, AmpStrategy):
            values = _cast_nested(values, lambda v: list(_strategy_args(white, name, v, apply)), keep)
        elif white is None or name in white:
            values = _cast_nested(values, lambda v: _cast_all(v, dtype, apply), keep)
        n = len(args)
        out = call(p, *values[:n], **dict(zip(keys, values[n:])))
        if white is None or isinstance(white, AmpStrategy) or name not in white:
            return out
        from ..common import dtype as mstype

        if isinstance(out, tuple):
            return tuple(_cast_all(out, mstype.float32, apply))
        return _cast_all([out], mstype.float32, apply)[0]


def dispatch(p: Any, args: Sequence[Any], apply: Callable[..., Any]) -> Any:
    """``apply(p, args)`` under the current policy (called by ``apply`` when a policy is set)."""
    dtype, white = STATE.dtype, STATE.white
    op = p.op
    computes = op.name != "Cast" and op.differentiable and not op.effectful
    with scope(None):
        if isinstance(white, AmpStrategy):   # a pushed strategy (amp level 'auto', push_amp_strategy)
            return apply(p, args) if not computes else _by_strategy(white, p, args, apply)
        if not computes or (white is not None and op.name not in white):
            return apply(p, args)
        out = apply(p, _cast_all(args, dtype, apply, keep_positions(p)))
        if white is None:
            return out
        from ..common import dtype as mstype

        if isinstance(out, tuple):
            return tuple(_cast_all(out, mstype.float32, apply))
        return _cast_all([out], mstype.float32, apply)[0]
