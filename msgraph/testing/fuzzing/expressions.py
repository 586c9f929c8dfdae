"""Drawing expressions: operands, elementwise math, matmul, reductions, shapes, slices, casts, calls.

:class:`ExpressionGen` is the expression half of :class:`~.generator.Generator` (a mixin: the
random state, the program and the small utilities such as ``mk`` live there).  Every ``x_<kind>``
method returns an :class:`~.vocab.E` -- msgraph text, numpy text, the sample value -- or None when
the variables in scope do not allow that kind.
"""
from __future__ import annotations

import math
from typing import Any, Optional

import numpy as np

from .vocab import BINARY, F32_KERNEL_UNARY, INT_OK_BINARY, OP_TAGS, SCALARS, UNARY, Ctx, E, _bcast, _factor

__all__ = ["ExpressionGen"]


class ExpressionGen:
    """Expression kinds of the generator (mixed into :class:`~.generator.Generator`)."""

    # -- operands -----------------------------------------------------------------------
    def operand(self, ctx: Ctx, floats_only: bool = True, depth: int = 0) -> Optional[E]:
        pool = self.floats(ctx) if floats_only else [v for v in ctx.vars if v.dtype.kind in "fiu"]
        if not pool:
            return None
        if depth < 1 and self.chance(0.25):
            e = self.elementwise(ctx, depth + 1)
            if e is not None:
                return e
        # prefer recent values
        k = len(pool)
        idx = int(min(k - 1, abs(self.rng.normal(0, max(1.0, k / 2.5)))))
        v = pool[k - 1 - idx]
        return E(v.ms, v.np, v.value)

    def elementwise(self, ctx: Ctx, depth: int = 0) -> Optional[E]:
        r = self.rng.random()
        if r < 0.4:
            a = self.operand(ctx, depth=depth + 1)
            if a is None:
                return None
            ms_t, np_t = self.pick(UNARY)
            if self.ndt == np.float64 and ms_t in F32_KERNEL_UNARY:   # (the same draw: the stream stays)
                ms_t = F32_KERNEL_UNARY[ms_t]
            return self.mk(ms_t.format(a.ms), np_t.format(a.np), ctx)
        if r < 0.6:
            a = self.operand(ctx, floats_only=self.chance(0.8), depth=depth + 1)
            if a is None:
                return None
            c = self.pick(SCALARS)
            form = self.pick(["({0} * {c})", "({c} * {0})", "({0} + {c})", "({c} - {0})", "({0} - {c})",
                              "({0} / {c})"])
            t = form.format(a.ms, c=c), form.format(a.np, c=c)
            return self.mk(t[0], t[1], ctx)
        return self.binary(ctx, depth)

    def binary(self, ctx: Ctx, depth: int = 0) -> Optional[E]:
        a = self.operand(ctx, floats_only=self.chance(0.85), depth=depth + 1)
        if a is None:
            return None
        av = np.asarray(a.value)
        cands = [v for v in ctx.vars if v.dtype.kind in "fiu" and _bcast(av.shape, v.shape) is not None
                 and v.np != a.np]
        if av.dtype.kind != "f":
            cands = [v for v in cands if v.dtype.kind != "f" or self.chance(0.5)]
        if (not cands or self.chance(0.15)) and ctx.func.kind != "helper" and av.ndim >= 1:
            # a broadcasting Parameter (a bias over the trailing dims, or a [n, 1] column)
            shp = av.shape[-int(self.rng.integers(1, av.ndim + 1)):]
            if self.chance(0.3) and av.ndim >= 2:
                shp = (av.shape[-2], 1)
            b = self.new_param(ctx, tuple(shp))
        elif not cands:
            return None
        else:
            b = self.pick(cands)
        if tuple(av.shape) != tuple(b.shape):
            self.prog.features.add("broadcast")
        int_involved = av.dtype.kind != "f" or b.dtype.kind != "f"
        idx = self.pick(INT_OK_BINARY) if int_involved else int(self.rng.integers(len(BINARY)))
        ms_t, np_t = BINARY[idx]
        if self.chance(0.5):
            return self.mk(ms_t.format(a.ms, b.ms), np_t.format(a.np, b.np), ctx)
        return self.mk(ms_t.format(b.ms, a.ms), np_t.format(b.np, a.np), ctx)

    # -- expression kinds ---------------------------------------------------------------
    def expression(self, ctx: Ctx) -> Optional[E]:
        from .syntax_forms import maybe_wrap

        e = maybe_wrap(self, ctx)   # nested same-class Cells / a Tensor-indexed Cell tuple (own stream)
        if e is not None:
            return e
        kinds = [("elementwise", 30), ("matmul", 8), ("reduce", 10), ("shape", 10), ("slice", 8),
                 ("concat", 3), ("cast", 3), ("special", 4), ("int", 3)]
        if ctx.func.kind != "helper":
            kinds.append(("helper", 5))
        if ctx.func.kind == "net":
            kinds.append(("cell", 4))
        if ctx.func.kind == "helper":
            kinds = [k for k in kinds if k[0] in ("elementwise", "reduce_scalar")] + [("reduce_scalar", 6)]
        names = [k for k, _ in kinds]
        w = np.array([x for _, x in kinds], float)
        kind = names[int(self.rng.choice(len(names), p=w / w.sum()))]
        e = getattr(self, "x_" + kind)(ctx)
        if e is not None:
            for tag, needles in OP_TAGS:
                if any(n in e.ms for n in needles):
                    self.prog.features.add(tag)
        return e

    def x_elementwise(self, ctx: Ctx) -> Optional[E]:
        return self.elementwise(ctx)

    def x_matmul(self, ctx: Ctx) -> Optional[E]:
        # MatMul takes operands of one dtype (MindSpore rejects Float32 @ Float64)
        pool = [v for v in self.floats(ctx, same_dtype=True) if v.value.ndim in (1, 2, 3)]
        if not pool:
            return None
        a = self.pick(pool)
        k = a.shape[-1]
        same = self.floats(ctx, same_dtype=True)
        if a.value.ndim == 3 and self.chance(0.5):
            cands = [v for v in same if v.value.ndim == 3 and v.shape[0] == a.shape[0] and v.shape[1] == k]
        else:
            cands = [v for v in same if v.value.ndim == 2 and v.shape[0] == k]
        if cands and self.chance(0.6):
            b = self.pick(cands)
        elif ctx.func.kind != "helper":
            b = self.new_param(ctx, (k, int(self.rng.integers(1, 5))), scale=1.0 / math.sqrt(k))
        else:
            return None
        form = self.pick(["ops.matmul({0}, {1})", "({0} @ {1})", "{0}.matmul({1})"])
        if a.value.ndim == 3 and b.value.ndim == 3 and self.chance(0.5):
            form = "ops.batch_matmul({0}, {1})"
        return self.mk(form.format(a.ms, b.ms), f"np.matmul({a.np}, {b.np})", ctx)

    def _axis(self, nd: int, allow_tuple: bool = True) -> Any:
        r = self.rng.random()
        if nd == 0 or r < 0.25:
            return None
        if allow_tuple and nd >= 2 and r < 0.45:
            axes = sorted(self.rng.choice(nd, size=2, replace=False).tolist())
            return tuple(int(a) - (nd if self.chance(0.3) else 0) for a in axes)
        ax = int(self.rng.integers(nd))
        return ax - nd if self.chance(0.3) else ax

    def x_reduce(self, ctx: Ctx) -> Optional[E]:
        a = self.operand(ctx, floats_only=self.chance(0.9))
        if a is None:
            return None
        nd = np.ndim(a.value)
        ax = self._axis(nd)
        kd = self.chance(0.35)
        isf = np.asarray(a.value).dtype.kind == "f"
        op = self.pick(["sum", "mean", "max", "min", "prod"] if isf else ["sum", "max", "min"])
        if op == "prod" and ax is None:
            kd = False   # MindSpore 2.10's prod (ProdExt) refuses keep_dims=True with no axis (ValueError)
        npf = {"sum": "np.sum", "mean": "np.mean", "max": "np.max", "min": "np.min", "prod": "np.prod"}[op]
        src = a.np
        if op in ("max", "min"):
            src = f"_M.gap({a.np}, {ax!r})"
        np_t = f"{npf}({src}, axis={ax!r}, keepdims={kd})"
        style = self.rng.random()
        red = {"sum": "reduce_sum", "mean": "reduce_mean", "max": "reduce_max", "min": "reduce_min",
               "prod": "reduce_prod"}[op]
        if style < 0.4:
            ms_t = f"ops.{red}({a.ms}, {ax!r}, {kd})" if (kd or ax is not None) else f"ops.{red}({a.ms})"
        elif style < 0.75:
            # Tensor methods in the forms MindSpore 2.10's overloads accept: sum/max/min(axis, keepdims=),
            # mean(axis, keep_dims=), prod(dim: int, keepdim); the rest as the ops.reduce_* primitive form
            if not (kd or ax is not None):
                ms_t = f"{a.ms}.{op}()"
            elif op == "prod" and not isinstance(ax, int):
                ms_t = f"ops.{red}({a.ms}, {ax!r}, {kd})"
            elif op == "prod":
                ms_t = f"{a.ms}.prod({ax!r}, {kd})"
            elif op in ("max", "min") and ax is None:
                ms_t = f"ops.{red}({a.ms}, {ax!r}, {kd})"
            else:
                ms_t = f"{a.ms}.{op}({ax!r}, {'keep_dims' if op == 'mean' else 'keepdims'}={kd})"
        else:
            fn = {"sum": "ops.sum({0}, {1!r}, {2})", "mean": "ops.mean({0}, {1!r}, {2})",
                  "max": "ops.amax({0}, {1!r}, {2})", "min": "ops.amin({0}, {1!r}, {2})",
                  "prod": "ops.prod({0}, {1!r}, {2})"}[op]
            ms_t = fn.format(a.ms, ax, kd)
        return self.mk(ms_t, np_t, ctx)

    def x_reduce_scalar(self, ctx: Ctx) -> Optional[E]:
        """Shape-polymorphic: a reduction over everything (helpers only use these)."""
        a = self.operand(ctx)
        if a is None:
            return None
        op = self.pick(["sum", "mean", "max"])
        src = f"_M.gap({a.np}, None)" if op == "max" else a.np
        return self.mk(f"{a.ms}.{op}()", f"np.{op}({src})", ctx)

    def x_shape(self, ctx: Ctx) -> Optional[E]:
        pool = [v for v in ctx.vars if v.dtype.kind in "fiu"]
        if not pool:
            return None
        a = self.pick(pool)
        shp, nd = a.shape, a.value.ndim
        size = int(np.prod(shp)) if shp else 1
        r = self.rng.random()
        if r < 0.3:
            new = _factor(size, int(self.rng.integers(1, 4)), self.rng)
            txt = list(new)
            if self.chance(0.3):
                txt[int(self.rng.integers(len(txt)))] = -1
            t = tuple(txt)
            form = self.pick(["ops.reshape({0}, {1!r})", "{0}.reshape({1!r})", "{0}.view({1!r})"])
            if nd >= 1 and self.chance(0.2) and len(t) == 2 and size % shp[0] == 0:
                return self.mk(f"ops.reshape({a.ms}, ({a.ms}.shape[0], -1))",
                               f"np.reshape({a.np}, ({a.np}.shape[0], -1))", ctx)
            return self.mk(form.format(a.ms, t), f"np.reshape({a.np}, {t!r})", ctx)
        if r < 0.5 and nd >= 2:
            perm = tuple(int(p) for p in self.rng.permutation(nd))
            if nd == 2 and self.chance(0.3):
                return self.mk(f"{a.ms}.T", f"np.transpose({a.np})", ctx)
            if self.chance(0.3):
                i, j = (int(x) for x in self.rng.choice(nd, 2, replace=False))
                return self.mk(f"ops.swapaxes({a.ms}, {i}, {j})", f"np.swapaxes({a.np}, {i}, {j})", ctx)
            form = self.pick(["ops.transpose({0}, {1!r})", "{0}.permute({1!r})"])
            return self.mk(form.format(a.ms, perm), f"np.transpose({a.np}, {perm!r})", ctx)
        if r < 0.62 and nd < 4:
            ax = int(self.rng.integers(-nd - 1, nd + 1))
            form = self.pick(["ops.expand_dims({0}, {1})", "ops.unsqueeze({0}, {1})", "{0}.expand_dims({1})"])
            return self.mk(form.format(a.ms, ax), f"np.expand_dims({a.np}, {ax})", ctx)
        if r < 0.72 and 1 in shp:
            ones = [i for i, d in enumerate(shp) if d == 1]
            if self.chance(0.5):
                ax = self.pick(ones)
                return self.mk(f"ops.squeeze({a.ms}, {ax})", f"np.squeeze({a.np}, axis={ax})", ctx)
            return self.mk(f"ops.squeeze({a.ms})", f"np.squeeze({a.np})", ctx)
        if r < 0.8 and nd >= 2:
            if self.chance(0.5):
                return self.mk(f"ops.flatten({a.ms})", f"np.reshape({a.np}, ({a.np}.shape[0], -1))", ctx)
            return self.mk(f"{a.ms}.flatten()", f"np.reshape({a.np}, (-1,))", ctx)
        if r < 0.9:
            tgt = list(shp)
            tgt = [int(self.rng.integers(2, 4)) if d == 1 and self.chance(0.7) else d for d in tgt]
            if len(tgt) < 3 and self.chance(0.5):
                tgt = [int(self.rng.integers(1, 4))] + tgt
            t = tuple(tgt)
            return self.mk(f"ops.broadcast_to({a.ms}, {t!r})", f"np.broadcast_to({a.np}, {t!r})", ctx)
        if nd >= 1:
            reps = tuple(int(self.rng.integers(1, 3)) for _ in range(nd))
            return self.mk(f"ops.tile({a.ms}, {reps!r})", f"np.tile({a.np}, {reps!r})", ctx)
        return None

    def x_slice(self, ctx: Ctx) -> Optional[E]:
        pool = [v for v in ctx.vars if v.value.ndim >= 1 and v.dtype.kind in "fiu"]
        if not pool:
            return None
        a = self.pick(pool)
        parts = []
        for d in a.shape:
            r = self.rng.random()
            if r < 0.25:
                parts.append(":")
            elif r < 0.45:
                parts.append(str(int(self.rng.integers(-d, d))))
            elif r < 0.6:
                parts.append(f"{int(self.rng.integers(0, d))}:")
            elif r < 0.7:
                parts.append(f":{int(self.rng.integers(1, d + 1))}")
            elif r < 0.8:
                parts.append("::2")
            elif r < 0.88:
                parts.append("::-1")
            elif r < 0.94:
                lo = int(self.rng.integers(-d, 0))
                parts.append(f"{lo}:")
            else:
                lo = int(self.rng.integers(0, d))
                parts.append(f"{lo}:{int(self.rng.integers(lo + 1, d + 1))}")
        if len(parts) > 1 and self.chance(0.2):
            k = int(self.rng.integers(1, len(parts)))
            parts = ["..."] + parts[k:]
        if self.chance(0.08):
            parts.insert(int(self.rng.integers(0, len(parts) + 1)), "None")
        while len(parts) > 1 and parts[-1] == ":" and self.chance(0.7):
            parts.pop()
        idx = ", ".join(parts)
        return self.mk(f"{a.ms}[{idx}]", f"{a.np}[{idx}]", ctx)

    def x_concat(self, ctx: Ctx) -> Optional[E]:
        pool = self.floats(ctx)
        pairs = []
        for a in pool:
            for b in pool:
                if a is b or a.dtype != b.dtype or a.value.ndim != b.value.ndim or a.value.ndim == 0:
                    continue
                diff = [i for i, (x, y) in enumerate(zip(a.shape, b.shape)) if x != y]
                if len(diff) <= 1:
                    pairs.append((a, b, diff))
        if not pairs:
            return None
        a, b, diff = pairs[int(self.rng.integers(len(pairs)))]
        if not diff and self.chance(0.5):
            ax = int(self.rng.integers(0, a.value.ndim + 1))
            return self.mk(f"ops.stack(({a.ms}, {b.ms}), {ax})", f"np.stack(({a.np}, {b.np}), axis={ax})", ctx)
        ax = diff[0] if diff else int(self.rng.integers(a.value.ndim))
        form = self.pick(["ops.concat(({0}, {1}), {2})", "ops.cat(({0}, {1}), {2})"])
        return self.mk(form.format(a.ms, b.ms, ax), f"np.concatenate(({a.np}, {b.np}), axis={ax})", ctx)

    def x_cast(self, ctx: Ctx) -> Optional[E]:
        a = self.operand(ctx)
        if a is None:
            return None
        other = "float32" if self.ndt == np.float64 else "float64"
        if self.chance(0.5):
            if other == "float32":
                self.prog.features.add("float32_cast")   # finite differences are meaningless through it
            form = self.pick(["ops.cast({0}, ms.{1})", "{0}.astype(ms.{1})"])
            return self.mk(form.format(a.ms, other), f"np.asarray({a.np}).astype(np.{other})", ctx)
        return self.mk(f"ops.cast({a.ms}, DT)", f"np.asarray({a.np}).astype(NDT)", ctx)

    def x_special(self, ctx: Ctx) -> Optional[E]:
        pool = [v for v in self.floats(ctx) if v.value.ndim >= 1]
        if not pool:
            return None
        a = self.pick(pool)
        ax = int(self.rng.integers(-a.value.ndim, a.value.ndim))
        r = self.rng.random()
        if r < 0.4:
            return self.mk(f"ops.softmax({a.ms}, {ax})", f"_softmax({a.np}, {ax})", ctx)
        if r < 0.6:
            return self.mk(f"ops.log_softmax({a.ms}, {ax})", f"_log_softmax({a.np}, {ax})", ctx)
        if r < 0.8:
            form = self.pick(["ops.cumsum({0}, {1})", "{0}.cumsum({1})"])
            return self.mk(form.format(a.ms, ax), f"np.cumsum({a.np}, axis={ax})", ctx)
        return self.mk(f"ops.where({a.ms} > 0.0, {a.ms}, ops.zeros_like({a.ms}))",
                       f"np.where(_M.gt({a.np}, 0.0), {a.np}, np.zeros_like({a.np}))", ctx)

    def x_int(self, ctx: Ctx) -> Optional[E]:
        a = self.operand(ctx)
        if a is None:
            return None
        r = self.rng.random()
        if r < 0.4 and np.ndim(a.value) >= 1:
            ax = int(self.rng.integers(np.ndim(a.value)))
            kd = self.chance(0.3)
            fn = self.pick(["argmax", "argmin"])
            # MindSpore 2.10: ops.argmax gives int64, ops.argmin int32 (tests/conformance, dtypes)
            cast = ".astype(np.int32)" if fn == "argmin" else ""
            return self.mk(f"ops.{fn}({a.ms}, {ax}, {kd})",
                           f"np.{fn}(_M.bgap({a.np}, {ax}), axis={ax}, keepdims={kd}){cast}", ctx)
        if r < 0.8:
            return self.mk(f"ops.cast({a.ms} > 0.0, ms.int32)", f"_M.gt({a.np}, 0.0).astype(np.int32)", ctx)
        # MindSpore's Cast bprop passes the gradient straight through (to int and back): finite
        # differences see a step function, so float->int casts switch the FD check off
        self.prog.features.add("int_cast")
        return self.mk(f"ops.cast({a.ms} * 3.0, ms.int32)", f"np.asarray(_M.near_int({a.np} * 3.0)).astype(np.int32)",
                       ctx)

    def x_helper(self, ctx: Ctx) -> Optional[E]:
        pool = self.floats(ctx, same_dtype=True)
        if not pool:
            return None
        a = self.pick(pool)
        bs = [v for v in pool if _bcast(a.shape, v.shape) is not None]
        b = self.pick(bs)
        # a helper is reused only for arguments of the ranks it was generated for (its body may
        # test ``x.shape[0]``); shapes may differ, so one helper is specialized several times
        usable = [h for h in self.prog.helpers if h._ranks == (a.value.ndim, b.value.ndim)]
        if usable and (self.chance(0.6) or len(self.prog.helpers) >= 3):
            h = self.pick(usable)
        elif len(self.prog.helpers) < 3:
            h = self.make_helper(a, b)
            if h is None:
                return None
        else:
            return None
        args = [a, b][:len(h.args)]
        ms_t = f"{h.name}({', '.join(x.ms for x in args)})"
        np_t = f"{h.name}_ref({', '.join(x.np for x in args)})"
        return self.mk(ms_t, np_t, ctx)

    def x_cell(self, ctx: Ctx) -> Optional[E]:
        net = ctx.func
        pool = self.floats(ctx, same_dtype=True)
        if not pool:
            return None
        a = self.pick(pool)
        # reuse an instance made for the same input shape (shared Parameters, called twice)
        for attr, cls in net.cells:
            c = next(x for x in self.prog.cells if x.name == cls)
            if getattr(c, "_in_shape", None) == a.shape and self.chance(0.7):
                return self.mk(f"self.{attr}({a.ms})", f"{cls.lower()}_ref(P, {a.np})", ctx)
        if len(self.prog.cells) >= 2:
            return None
        c = self.make_cell(a)
        if c is None:
            return None
        attr = f"sub{len(net.cells)}"
        net.cells.append((attr, c.name))
        return self.mk(f"self.{attr}({a.ms})", f"{c.name.lower()}_ref(P, {a.np})", ctx)
