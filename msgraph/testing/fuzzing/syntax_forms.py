"""Graph-syntax forms of issue 4/9 the generator adds on a random stream of their own.

* nested same-class Cells: ``self.wrapK = _Wrap(_Wrap(_Wrap()))`` called on a value (one construct,
  several receivers: no recursion);
* a Tensor index into a tuple of Cells (MindSpore's switch_layer):
  ``self.wrapsK[ops.cast(t.sum() > c, ms.int32)](a)``;
* the runtime fallback (a PyExecute node): a Tensor condition computed by numpy on
  ``t.asnumpy()``, which needs no gradient;
* names assigned in only one branch of a Tensor ``if`` and never read after are the branch
  temporaries of ``block_body`` (tagged ``name_in_one_branch`` by the statement generator).

Their randomness comes from ``rng_sx`` (seeded from the program's seed), so the main stream -- and
every program the generator made before these forms existed -- is unchanged where they do not fire.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from .vocab import E

P_WRAP = 0.03          # per expression of the Net
P_FALLBACK = 0.05      # per Tensor condition


class _Code(str):
    """A Cell attribute rendered as source text (``self.wrap0 = _Wrap(_Wrap())``)."""

    def __repr__(self) -> str:
        return str(self)


def _rng(gen: Any) -> np.random.Generator:
    r = getattr(gen, "rng_sx", None)
    if r is None:
        r = gen.rng_sx = np.random.default_rng(gen.prog.seed + 0x5A7A)
    return r


def _wrap_source(depth: int) -> str:
    text = "_Wrap()"
    for _ in range(depth - 1):
        text = f"_Wrap({text})"
    return text


def _threshold(gen: Any, ctx: Any, a: Any) -> Optional[Tuple[str, str, float]]:
    try:
        val = float(gen.eval_np(f"np.sum({a.np})", ctx))
    except Exception:
        return None
    r = _rng(gen)
    c = round(val + float(r.choice([-1, 1])) * float(r.uniform(0.05, 0.6)) * max(1.0, abs(val)), 3)
    return f"{a.ms}.sum() > {c}", f"_M.gt(np.sum({a.np}), {c})", c


def maybe_wrap(gen: Any, ctx: Any) -> Optional[E]:
    """A nested same-class Cell call, or a Tensor-indexed tuple of them (Net only)."""
    r = _rng(gen)
    if ctx.func.kind != "net" or r.random() >= P_WRAP:
        return None
    pool = gen.floats(ctx)
    if not pool:
        return None
    a = pool[int(r.integers(0, len(pool)))]
    net = ctx.func
    k = sum(1 for n in net.attrs if n.startswith("wrap"))
    if r.random() < 0.5:
        depth = int(r.integers(2, 4))
        attr = f"wrap{k}"
        net.attrs[attr] = _Code(_wrap_source(depth))
        e = gen.mk(f"self.{attr}({a.ms})", f"_wrap_ref({depth}, {a.np})", ctx)
        tag = "nested_same_class_cells"
    else:
        cond = _threshold(gen, ctx, a)
        if cond is None:
            return None
        attr = f"wraps{k}"
        net.attrs[attr] = _Code(f"({_wrap_source(1)}, {_wrap_source(2)})")
        e = gen.mk(f"self.{attr}[ops.cast({cond[0]}, ms.int32)]({a.ms})",
                   f"_wrap_ref(1 + int({cond[1]}), {a.np})", ctx)
        tag = "tensor_indexed_cells"
    if e is None:
        net.attrs.pop(attr, None)
        return None
    gen.prog.features.add(tag)
    return e


def maybe_fallback_cond(gen: Any, ctx: Any) -> Optional[Tuple[str, str]]:
    """A Tensor condition computed by numpy at run time (``np.sum(t.asnumpy()) > c``)."""
    r = _rng(gen)
    if r.random() >= P_FALLBACK:
        return None
    pool = gen.floats(ctx)
    if not pool:
        return None
    a = pool[int(r.integers(0, len(pool)))]
    cond = _threshold(gen, ctx, a)
    if cond is None:
        return None
    gen.prog.features.add("runtime_fallback")
    return f"np.sum({a.ms}.asnumpy()) > {cond[2]}", cond[1]
