"""Drawing statements: assignments, updates of outer variables, and the block forms.

:class:`StatementGen` is the statement half of :class:`~.generator.Generator` (a mixin): Tensor
and Python-constant ``if``/``elif``/``else``, ``for`` over ranges and over tuples of Tensors,
bounded Tensor ``while`` loops (with ``break``/``continue``) and counter ``while`` loops.  Loop
bodies are *contractive* updates (``v = 0.5 * v + 0.5 * tanh(...)``), so values stay bounded
however often a loop runs.
"""
from __future__ import annotations

from typing import List, Optional, Tuple

import numpy as np

from .program import Stmt
from .vocab import MAX_MAG, UNARY, Ctx, E, Var, _bcast, _paren

__all__ = ["StatementGen"]


class StatementGen:
    """Statement and block kinds of the generator (mixed into :class:`~.generator.Generator`)."""

    # -- statements ---------------------------------------------------------------------
    def assign(self, ctx: Ctx, e: E, block: Optional[List[Stmt]] = None) -> Var:
        name = self.fresh("t" if ctx.depth and ctx.func.kind != "helper" else "v")
        s = Stmt(f"{name} = {e.ms}", f"{name} = {e.np}")
        (block if block is not None else ctx.func.body).append(s)
        v = Var(name, name, e.value)
        ctx.vars.append(v)
        return v

    def starred(self, ctx: Ctx, out: List[Stmt]) -> bool:
        """``h, *rest = (a, b, c)`` (or ``*rest, h = ...``): a starred target; ``h`` is a new variable."""
        pool = self.floats(ctx)
        if len(pool) < 2:
            return False
        k = int(self.rng.integers(2, min(4, len(pool)) + 1))
        chosen = [pool[int(j)] for j in self.rng.choice(len(pool), k, replace=False)]
        h, rest = self.fresh("h"), self.fresh("r")
        first = self.chance(0.5)
        tgt = f"{h}, *{rest}" if first else f"*{rest}, {h}"
        out.append(Stmt(f"{tgt} = ({', '.join(v.ms for v in chosen)})",
                        f"{tgt} = ({', '.join(v.np for v in chosen)})"))
        ctx.vars.append(Var(h, h, (chosen[0] if first else chosen[-1]).value))
        self.prog.features.add("starred_target")
        return True

    def body(self, ctx: Ctx, n: int, top: bool, block: Optional[List[Stmt]] = None) -> List[Stmt]:
        out = block if block is not None else ctx.func.body
        for _ in range(n):
            if top and ctx.depth == 0 and ctx.func.kind == "net" and self.fx_chance(0.06):
                self.inplace(ctx, out)
            if self.chance(0.3 if top else 0.15) and ctx.depth < 2:
                self.block_stmt(ctx, out)
                continue
            if self.chance(0.04) and self.starred(ctx, out):
                continue
            for _try in range(6):
                e = self.expression(ctx)
                if e is not None:
                    self.assign(ctx, e, out)
                    break
        return out

    # -- in-place updates -------------------------------------------------------------------
    def fx_chance(self, p: float) -> bool:
        """Side-effect forms draw from their own stream, so the rest of a seed's program is unchanged
        up to the first one."""
        if not hasattr(self, "rng_fx"):
            self.rng_fx = np.random.default_rng(self.prog.seed + 0x5EFF)
        return bool(self.rng_fx.random() < p)

    def inplace(self, ctx: Ctx, out: List[Stmt]) -> bool:
        """``w = src * 1; a = w; ops.assign_add(w, e)``: an in-place update of a Tensor computed in
        construct, seen through the alias ``a`` (numpy: ``w += e`` on a copy)."""
        r = self.rng_fx
        cands = [v for v in ctx.vars if v.local and v.is_float]
        if not cands:
            return False
        src = cands[int(r.integers(len(cands)))]
        val = cands[int(r.integers(len(cands)))]
        e = self.fit(ctx, E(val.ms, val.np, val.value), src)
        if e is None:
            return False
        e = self.mk(f"{_paren(e.ms)} * ops.ones_like({src.ms})", f"{_paren(e.np)} * np.ones_like({src.np})", ctx)
        if e is None or np.shape(e.value) != src.shape:
            return False
        op_ms, op_np, sign = [("ops.assign_add", "+=", 1.0), ("ops.AssignAdd()", "+=", 1.0),
                              ("ops.assign_sub", "-=", -1.0), ("ops.AssignSub()", "-=", -1.0)][int(r.integers(4))]
        with np.errstate(all="ignore"):
            new = np.asarray(src.value + sign * np.asarray(e.value), dtype=src.dtype)
        if not np.all(np.isfinite(new)) or float(np.max(np.abs(new), initial=0.0)) > MAX_MAG:
            return False
        w, a = self.fresh("w"), self.fresh("a")
        out.append(Stmt(f"{w} = {src.ms} * 1", f"{w} = np.array({src.np}, copy=True)"))
        out.append(Stmt(f"{a} = {w}", f"{a} = {w}"))
        out.append(Stmt(f"{op_ms}({w}, {e.ms})", f"{w} {op_np} {e.np}", kind="inplace"))
        ctx.vars.append(Var(w, w, new))
        ctx.vars.append(Var(a, a, new))
        self.prog.features.add("inplace")
        return True

    def updatable(self, ctx: Ctx, outer: List[Var]) -> List[Var]:
        return [v for v in outer if v.local and v.is_float and v.np not in ("a", "b")]

    def fit(self, ctx: Ctx, e: E, target: Var) -> Optional[E]:
        """``e`` made to broadcast into ``target``'s shape and to have its dtype."""
        val = np.asarray(e.value)
        if _bcast(val.shape, target.shape) != target.shape:
            e = self.mk(f"{_paren(e.ms)}.mean()", f"np.mean({e.np})", ctx) if val.dtype.kind == "f" else \
                self.mk(f"{_paren(e.ms)}.sum()", f"np.sum({e.np})", ctx)
            if e is None:
                return None
            val = np.asarray(e.value)
        if val.dtype != target.dtype:
            dt = str(target.dtype)
            e = self.mk(f"ops.cast({e.ms}, ms.{dt})", f"np.asarray({e.np}).astype(np.{dt})", ctx)
        return e

    def update(self, ctx: Ctx, outer: List[Var], out: List[Stmt], contractive: bool) -> bool:
        cands = self.updatable(ctx, outer)
        if not cands:
            return False
        v = self.pick(cands)
        e = None
        for _ in range(4):
            e = self.expression(ctx)
            if e is not None:
                e = self.fit(ctx, e, v)
            if e is not None:
                break
        if e is None:
            return False
        sq = self.pick([("ops.tanh", "np.tanh"), ("ops.sin", "np.sin"), ("ops.sigmoid", None)])
        if contractive:
            a, b = self.pick([(0.5, 0.5), (0.875, 0.25), (0.75, 0.5)])
            inner_ms = f"{sq[0]}({e.ms})"
            inner_np = f"{sq[1]}({e.np})" if sq[1] else f"(1.0 / (1.0 + np.exp(-({e.np}))))"
            form = self.pick(["{v} = {v} * {a} + {inner} * {b}", "{v} = {a} * {v} + {b} * {inner}"])
            ms_t = form.format(v=v.ms, a=a, b=b, inner=inner_ms)
            np_t = form.format(v=v.np, a=a, b=b, inner=inner_np)
            if self.chance(0.15):
                ms_t = f"{v.ms} += {b} * {inner_ms}"
                np_t = f"{v.np} = {v.np} + {b} * {inner_np}"
        else:
            form = self.pick(["{v} = {e}", "{v} = {v} + {e}", "{v} = {v} * 0.5 - {e}"])
            ms_t = form.format(v=v.ms, e=e.ms)
            np_t = form.format(v=v.np, e=e.np)
        try:
            val = self.eval_np(np_t.split(" = ", 1)[1] if " = " in np_t else np_t, ctx)
        except Exception:
            return False
        if np.shape(val) != v.shape or np.asarray(val).dtype != v.dtype or not self.ok_value(val):
            return False
        if not contractive and float(np.max(np.abs(val))) > MAX_MAG:
            return False
        out.append(Stmt(ms_t, np_t))
        return True

    def block_body(self, ctx: Ctx, outer: List[Var], contractive: bool, nmin: int = 1) -> List[Stmt]:
        """Temporaries and updates of outer variables (shapes and dtypes kept)."""
        out: List[Stmt] = []
        n = int(self.rng.integers(nmin, 4))
        done = 0
        for _ in range(n + 3):
            if done >= n:
                break
            r = self.rng.random()
            if r < 0.25 and not ctx.no_temps:
                e = self.expression(ctx)
                if e is not None:
                    self.assign(ctx, e, out)
            elif r < 0.35 and ctx.depth < 2:
                self.block_stmt(ctx, out, outer=outer, nested_contractive=contractive)
                done += 1
            elif self.update(ctx, outer, out, contractive):
                done += 1
        if not out or all(s.kind == "assign" and not _updates(s, outer) for s in out):
            self.update(ctx, outer, out, contractive)
        return out

    def tensor_cond(self, ctx: Ctx) -> Optional[Tuple[str, str]]:
        """A Tensor condition (msgraph text, numpy text) with a threshold near its sample value."""
        from .syntax_forms import maybe_fallback_cond

        fb = maybe_fallback_cond(self, ctx)   # the runtime fallback (own random stream)
        if fb is not None:
            return fb
        pool = self.floats(ctx)
        if not pool:
            return None
        a = self.pick(pool)
        r = self.rng.random()
        if r < 0.3:
            ms_s, np_s = f"ops.reduce_sum({a.ms})", f"np.sum({a.np})"
        elif r < 0.5:
            ms_s, np_s = f"{a.ms}.mean()", f"np.mean({a.np})"
        elif r < 0.65:
            ms_s, np_s = f"ops.reduce_max({a.ms})", f"np.max({a.np})"
        elif r < 0.85 and a.value.ndim >= 1 and ctx.func.kind != "helper":
            idx = ", ".join(str(int(self.rng.integers(0, d))) for d in a.shape)
            ms_s, np_s = f"{a.ms}[{idx}]", f"{a.np}[{idx}]"
        else:
            ms_s, np_s = f"{a.ms}.sum()", f"np.sum({a.np})"
        try:
            val = float(self.eval_np(np_s, ctx))
        except Exception:
            return None
        c = round(val + float(self.pick([-1, 1])) * float(self.rng.uniform(0.05, 0.6)) * max(1.0, abs(val)), 3)
        op = self.pick([">", "<", ">=", "<="])
        npop = {">": "gt", ">=": "gt", "<": "lt", "<=": "lt"}[op]
        ms_c = f"{ms_s} {op} {c}"
        np_c = f"_M.{npop}({np_s}, {c})"
        if self.chance(0.15):
            return f"not ({ms_c})", f"not ({np_c})"
        if self.chance(0.1):
            return f"bool({ms_c})", f"bool({np_c})"
        if self.chance(0.12):
            other = self.tensor_cond(ctx)
            if other is not None:
                j = self.pick(["and", "or"])
                if other[0].startswith("bool("):
                    # a Tensor truth value `and` a Python bool is MindSpore 2.10's join TypeError (left34): both
                    # sides Python bools
                    ms_c, np_c = f"bool({ms_c})", f"bool({np_c})"
                return f"({ms_c}) {j} ({other[0]})", f"({np_c}) {j} ({other[1]})"
        return ms_c, np_c

    def const_cond(self, ctx: Ctx) -> Tuple[str, str]:
        r = self.rng.random()
        f = ctx.func
        if r < 0.3 and f.kind != "helper":
            val = int(self.rng.integers(0, 4))
            ms_a, np_a = self.const_attr(ctx, val)
            k = int(self.rng.integers(0, 4))
            return f"{ms_a} > {k}", f"{np_a} > {k}"
        if r < 0.5:
            name = f"K{len(self.prog.consts)}"
            val = bool(self.chance(0.5)) if self.chance(0.5) else int(self.rng.integers(0, 3))
            self.prog.consts[name] = val
            self.ns[name] = val
            return (f"{name}", f"{name}") if isinstance(val, bool) else (f"{name} == 1", f"{name} == 1")
        if r < 0.65 and f.kind == "net" and self.prog.pyargs:
            n = self.prog.pyargs[0][0]
            k = int(self.rng.integers(0, 4))
            return f"{n} > {k}", f"{n} > {k}"
        pool = [v for v in ctx.vars if v.value.ndim >= 1]
        if pool:
            v = self.pick(pool)
            if self.chance(0.5):
                k = int(self.rng.integers(1, 5))
                return f"{v.ms}.shape[0] > {k}", f"{v.np}.shape[0] > {k}"
            k = int(self.rng.integers(1, 4))
            return f"len({v.ms}.shape) == {k}", f"len({v.np}.shape) == {k}"
        return "True", "True"

    def block_stmt(self, ctx: Ctx, out: List[Stmt], outer: Optional[List[Var]] = None,
                   nested_contractive: bool = False) -> None:
        outer = list(ctx.vars) if outer is None else outer
        if not self.updatable(ctx, outer):
            return
        kinds = ["if_tensor", "if_const", "for_range", "while_tensor", "while_const", "for_tuple"]
        weights = [30, 15, 18, 17, 8, 7]
        if ctx.func.kind == "helper":
            kinds, weights = ["if_tensor", "if_const", "for_range"], [40, 30, 20]
        w = np.array(weights, float)
        kind = kinds[int(self.rng.choice(len(kinds), p=w / w.sum()))]
        getattr(self, "b_" + kind)(ctx, out, outer, nested_contractive)

    def _nt(self, ctx: Ctx, issue: str = "loop_block_temp") -> bool:
        """No temporaries in a data-dependent block inside an unrolled loop while ``issue`` is open."""
        return ctx.in_loop and issue in self.avoid

    def b_if_tensor(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        cond = self.tensor_cond(ctx)
        if cond is None:
            return
        nt = self._nt(ctx)
        body = self.block_body(ctx.child(no_temps=nt), outer, contractive)
        orelse = None
        elif_ = False
        r = self.rng.random()
        if r < 0.5:
            orelse = self.block_body(ctx.child(no_temps=nt), outer, contractive)
        elif r < 0.7:
            c2 = self.tensor_cond(ctx)
            if c2 is not None:
                b2 = self.block_body(ctx.child(no_temps=nt), outer, contractive)
                e2 = self.block_body(ctx.child(no_temps=nt), outer, contractive) if self.chance(0.6) else None
                orelse = [Stmt(f"if {c2[0]}:", f"if {c2[1]}:", b2, e2, kind="if")]
                elif_ = True
        out.append(Stmt(f"if {cond[0]}:", f"if {cond[1]}:", body, orelse, kind="if", elif_=elif_))
        self.prog.features.add("if_tensor")
        if any(s.kind == "assign" and not _updates(s, outer) for s in body):
            self.prog.features.add("name_in_one_branch")   # a branch temporary, never read after the if

    def b_if_const(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        cond = self.const_cond(ctx)
        body = self.block_body(ctx.child(), outer, contractive)
        orelse = self.block_body(ctx.child(), outer, contractive) if self.chance(0.5) else None
        out.append(Stmt(f"if {cond[0]}:", f"if {cond[1]}:", body, orelse, kind="if"))
        self.prog.features.add("if_const")

    def b_for_range(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        i = self.fresh("i")
        r = self.rng.random()
        f = ctx.func
        if r < 0.5:
            n = int(self.rng.integers(1, 4))
            rng_ms = rng_np = f"range({n})"
        elif r < 0.65:
            rng_ms = rng_np = f"range(1, {int(self.rng.integers(2, 5))})"
        elif r < 0.75:
            rng_ms = rng_np = "range(0, 5, 2)"
        elif r < 0.88 and f.kind != "helper":
            ms_a, np_a = self.const_attr(ctx, int(self.rng.integers(1, 4)))
            rng_ms, rng_np = f"range({ms_a})", f"range({np_a})"
        elif f.kind == "net" and self.prog.pyargs:
            n = self.prog.pyargs[0][0]
            rng_ms = rng_np = f"range({n})"
        else:
            rng_ms = rng_np = "range(2)"
        child = ctx.child(in_loop=True)
        body = self.block_body(child, outer, contractive=True)
        cands = self.updatable(ctx, outer)
        if cands and self.chance(0.5):
            v = self.pick(cands)
            body.append(Stmt(f"{v.ms} = {v.ms} + 0.125 * {i}", f"{v.np} = {v.np} + 0.125 * {i}"))
        if self.chance(0.25):
            k = int(self.rng.integers(0, 3))
            kw = self.pick(["break", "continue"])
            pos = int(self.rng.integers(0, len(body) + 1))
            body.insert(pos, Stmt(f"if {i} == {k}:", f"if {i} == {k}:", [Stmt(kw, kw, kind=kw)], kind="if"))
        out.append(Stmt(f"for {i} in {rng_ms}:", f"for {i} in {rng_np}:", body, kind="for"))
        self.prog.features.add("for_range")

    def b_for_tuple(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        cands = self.updatable(ctx, outer)
        v = self.pick(cands)
        elems = [x for x in self.floats(ctx) if _bcast(x.shape, v.shape) == v.shape]
        if len(elems) < 1:
            return
        k = int(self.rng.integers(1, min(3, len(elems)) + 1))
        chosen = [elems[int(j)] for j in self.rng.choice(len(elems), k, replace=False)]
        t = self.fresh("t")
        tup_ms = "(" + ", ".join(x.ms for x in chosen) + ("," if k == 1 else "") + ")"
        tup_np = "(" + ", ".join(x.np for x in chosen) + ("," if k == 1 else "") + ")"
        u_ms, u_np = self.pick(UNARY[:6])
        if not all(x.dtype == v.dtype for x in chosen):
            return
        if self.chance(0.5):
            j = self.fresh("j")
            head_ms, head_np = f"for {j}, {t} in enumerate({tup_ms}):", f"for {j}, {t} in enumerate({tup_np}):"
            upd_ms = f"{v.ms} = {v.ms} * 0.5 + {u_ms.format(t)} * (0.25 * {j} + 0.5)"
            upd_np = f"{v.np} = {v.np} * 0.5 + {u_np.format(t)} * (0.25 * {j} + 0.5)"
        else:
            head_ms, head_np = f"for {t} in {tup_ms}:", f"for {t} in {tup_np}:"
            upd_ms = f"{v.ms} = {v.ms} * 0.5 + {u_ms.format(t)} * 0.5"
            upd_np = f"{v.np} = {v.np} * 0.5 + {u_np.format(t)} * 0.5"
        out.append(Stmt(head_ms, head_np, [Stmt(upd_ms, upd_np)], kind="for"))
        self.prog.features.add("for_tuple")

    def b_while_tensor(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        cands = self.updatable(ctx, outer)
        drive = self.pick(cands)
        c = self.fresh("c")
        lim = self.pick([1.5, 2.5, 3.7, 4.2, 0.5])
        dt = str(drive.dtype)
        if "zeros_while_counter" not in self.avoid and self.chance(0.5):
            out.append(Stmt(f"{c} = ops.zeros((), ms.{dt})", f"{c} = np.zeros((), np.{dt})"))
        else:
            out.append(Stmt(f"{c} = {drive.ms}.mean() * 0.0", f"{c} = np.mean({drive.np}) * 0.0"))
        inc = Stmt(f"{c} = {c} + 1.0 + ops.sigmoid({drive.ms}.mean())",
                   f"{c} = {c} + 1.0 + 1.0 / (1.0 + np.exp(-np.mean({drive.np})))", fixed=True)
        child = ctx.child(in_loop=True, no_temps=self._nt(ctx, "loop_while_temp"))
        body = [inc] + self.block_body(child, outer, contractive=True)
        if self.chance(0.3):
            cond = self.tensor_cond(ctx)   # not child: its temporaries are not defined yet at the top
            if cond is not None:
                kw = self.pick(["break", "continue"])
                pos = int(self.rng.integers(1, len(body) + 1))
                body.insert(pos, Stmt(f"if {cond[0]}:", f"if {cond[1]}:", [Stmt(kw, kw, kind=kw)], kind="if"))
        op = self.pick(["<", "<="])
        out.append(Stmt(f"while {c} {op} {lim}:", f"while _M.lt({c}, {lim}):", body, kind="while"))
        ctx.vars.append(Var(c, c, np.zeros((), drive.dtype) + 2.0))
        self.prog.features.add("while_tensor")

    def b_while_const(self, ctx: Ctx, out: List[Stmt], outer: List[Var], contractive: bool) -> None:
        i = self.fresh("n")
        n = int(self.rng.integers(1, 4))
        out.append(Stmt(f"{i} = 0", f"{i} = 0"))
        body = self.block_body(ctx.child(in_loop=True), outer, contractive=True)
        step = self.pick([f"{i} = {i} + 1", f"{i} += 1"])
        body.append(Stmt(step, step, fixed=True))
        cond = self.tensor_cond(ctx) if self.chance(0.25) else None
        if cond is not None:
            # a counter and a Tensor condition: `and`/`or` of Python and Tensor truth values
            j = self.pick(["and", "or"])
            guard = f"{i} < {n}"
            out.append(Stmt(f"while {guard} {j} bool({cond[0]}):", f"while {guard} {j} bool({cond[1]}):", body,
                            kind="while") if j == "and" else
                       Stmt(f"while {guard} and ({guard} {j} bool({cond[0]})):",
                            f"while {guard} and ({guard} {j} bool({cond[1]})):", body, kind="while"))
            self.prog.features.add("while_bool_and_or")
            return
        out.append(Stmt(f"while {i} < {n}:", f"while {i} < {n}:", body, kind="while"))
        self.prog.features.add("while_const")


def _updates(s: Stmt, outer: List[Var]) -> bool:
    names = {v.np for v in outer}
    return s.kind != "assign" or s.np.split(" = ", 1)[0].strip() in names
