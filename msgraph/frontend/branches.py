"""Tensor ``if`` lowering (a mixin of the Lowerer): branch blocks and the join of their names."""
from __future__ import annotations

from typing import Any, Dict, List, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.sparse_tensor import sparse_parts, sparse_rebuild, sparse_shape
from ..common.tensor import Parameter, Tensor
from ..errors import CompileError, MsGraphError
from ..ir.argref import ArgRef
from ..ir.nodes import Block, Const, Node, Struct
from .scope import Frame, Undefined, declared_globals
from ..ops.registry import graph_float
from ..ir.builder import const_input
from .symbolic import Sym, is_sym

from . import raising
from . import syntax
from .recursion import catch_pending
from .flow import Exit, Scope, _ident
from .loop_return import ReturnSlot
from .switch import SwitchFn

_MISSING = object()


_HOLE = object()


def _global_value(frame: Frame, name: str) -> Any:
    """The Tensor a free ``name`` of the function resolves to (closure cell, then global), else _MISSING."""
    if not name.isidentifier():
        return _MISSING
    if name in declared_globals(frame.parsed) and name in frame.globals:
        # ``global G`` assigned in one branch only: the other reads the module global, whatever its type (global37)
        v = frame.globals[name]
        return graph_float(v) if type(v) is float else v
    for scope in (frame.closure, frame.globals):
        if name in scope:
            v = scope[name]
            return v if isinstance(v, Tensor) else _MISSING
    return _MISSING



class BranchLowering:
    """Lowers both branches into blocks and joins what they assign (MindSpore's join rules)."""

    def tensor_if(self, frame: Frame, cond: Sym, body: Sequence[Any], orelse: Sequence[Any]) -> bool:
        """Lower a Tensor ``if`` without jumps; True when both branches raise."""
        loc = self.b.loc
        before = dict(frame.env)
        pstate = dict(self.param_state)
        envs, states, blocks, kinds = [], [], [], []
        self.tensor_cf += 1
        try:
            for stmts in (body, orelse):
                frame.env = dict(before)
                self.param_state = dict(pstate)
                with self.b.block(Block()) as blk:
                    kind, _ = catch_pending(lambda: self.run(frame, stmts, Scope.FUNCTION))
                envs.append(frame.env)
                states.append(self.param_state)
                blocks.append(blk)
                kinds.append(kind)
        finally:
            self.tensor_cf -= 1
        self.b.loc = loc
        dead = raising.settle(kinds, envs, before)
        saved, self._branch_source = self._branch_source, (frame.parsed, body, orelse)
        try:
            self.join_into(frame, cond, blocks, envs, states, before)
        finally:
            self._branch_source = saved
        return dead

    #: (parsed function, true statements, false statements) of the Tensor ``if`` being joined
    _branch_source: Any = None

    def _with_assign_lines(self, err: Any, name: str) -> Any:
        """Name the statements that gave ``name`` its two values, as MindSpore's join error does."""
        src = self._branch_source
        if src is None or not isinstance(err, MsGraphError):
            return err
        parsed, body, orelse = src
        where = []
        for side, stmts in (("true", body), ("false", orelse)):
            node = _last_assignment(stmts, name)
            if node is not None:
                eloc = parsed.loc(node)
                where.append(f"  the {side} branch assigns '{name}' at {eloc}: {eloc.source_line().strip()}")
        if where:
            MsGraphError.__init__(err, err.raw_message + "\n" + "\n".join(where), err.loc, err.hint)
        return err

    def join_into(self, frame: Frame, cond: Sym, blocks: List[Block], envs: List[Dict[str, Any]],
                  states: List[Dict[int, Any]], before: Dict[str, Any]) -> None:
        inside = _defined_in(blocks)
        same = {nm for nm in envs[0] if nm in envs[1] and envs[0][nm] is envs[1][nm]}
        for env, st in zip(envs, states):
            # A name for a Tensor written in place in this branch means its latest value; so does a
            # name for a Parameter (``x = self.w; self.w = self.w - 1`` in one branch: x is w's new
            # value), unless both branches keep the same reference (it stays one).
            for nm, val in list(env.items()):
                if is_sym(val) and (val.param is None or nm not in same):
                    ref = val.param if val.param is not None else self.value_refs.get(val.value.id)
                    if ref is not None and id(ref) in st:
                        env[nm] = st[id(ref)][1]
        names = sorted(set(envs[0]) | set(envs[1]))
        vals_t, vals_e, keys = [], [], []
        result_env = dict(before)
        for name in names:
            a = envs[0].get(name, _MISSING)
            c = envs[1].get(name, _MISSING)
            if a is c:
                result_env[name] = a
                continue
            if (a is _MISSING) != (c is _MISSING):
                # MindSpore 2.10 reads a name the other branch leaves unassigned as the function's global of
                # that name, if there is one (a global Tensor ``y``: ``if x > 0: y = x * 2`` / ``return y``
                # returns the global where x <= 0)
                g = _global_value(frame, name)
                if g is not _MISSING:
                    a, c = (g, c) if a is _MISSING else (a, g)
            if a is _MISSING or c is _MISSING or isinstance(a, Undefined) or isinstance(c, Undefined):
                # (a join error of an inner if -- ``elif`` / ``else`` values that do not join -- stays the error a
                # later read raises: MindSpore 2.10's TypeError, not the one-branch UnboundLocalError;
                # adapt40ctl/loop_carry_join_error)
                err = None if a is _MISSING or c is _MISSING else next(
                    (v.error for v in (a, c) if isinstance(v, Undefined) and v.error is not None), None)
                result_env[name] = Undefined(name, self.b.loc, err)
                continue
            err = self.join_problem(a, c, _display(name))
            if err is not None and name.startswith("__"):
                raise err
            if err is not None:
                err = self._with_assign_lines(err, name)
            if err is not None:
                # A name whose branch values cannot join is an error only where it is read after.
                result_env[name] = Undefined(name, self.b.loc, err, hard=kind_clash(a, c))
                continue
            keys.append(("name", name))
            vals_t.append(a)
            vals_e.append(c)
        pids = sorted(set(states[0]) | set(states[1]))
        for pid in pids:
            a = states[0].get(pid)
            c = states[1].get(pid)
            p = (a or c)[0]
            if isinstance(p, ArgRef) and p.entry.value.id in inside:
                continue   # a Tensor created inside the branch: its state ends with the branch
            # A Parameter absent from one branch's state was not touched there: its entry value.
            a = a[1] if a else self.param_entry(p)
            c = c[1] if c else self.param_entry(p)
            if a is c:
                continue
            keys.append(("param", pid, p))
            vals_t.append(a)
            vals_e.append(c)
        labels = [_ident(_display(k[1])) if k[0] == "name" else _ident(getattr(k[2], "name", None) or "tensor") for k in keys]
        joined = self.emit_if(cond, blocks[0], blocks[1], vals_t, vals_e, labels)
        frame.env = result_env
        merged_state = dict(states[0])
        merged_state.update({k: v for k, v in states[1].items() if k not in merged_state})
        self.param_state = merged_state
        for key, val in zip(keys, joined):
            if key[0] == "name":
                frame.env[key[1]] = val
            else:
                p = key[2]
                self.param_state[id(p)] = (p, Sym(val.value, p))

    def join_problem(self, a: Any, c: Any, label: str) -> Any:
        """The join error of two branch values of one name, or None when they join."""
        lt: List[Any] = []
        le: List[Any] = []
        saved, self._join_cond = self._join_cond, True
        try:
            self.join_struct(a, c, lt, le, label)
            for (ta, _, lab), (ea, _, _) in zip(lt, le):
                _join_aval(self, ta, ea, lab)
        except MsGraphError as exc:
            return exc
        finally:
            self._join_cond = saved
        return None

    _join_cond: Any = None

    def emit_if(self, cond: Sym, bt: Block, be: Block, vals_t: List[Any], vals_e: List[Any],
                labels: List[str]) -> List[Any]:
        """Emit an ``if`` node joining structures vals_t/vals_e; returns the joined structures."""
        leaves_t: List[Any] = []
        leaves_e: List[Any] = []
        templates = []
        saved, self._join_cond = self._join_cond, cond
        saved_blocks, self._join_blocks = getattr(self, "_join_blocks", None), (bt, be)
        try:
            for a, c, label in zip(vals_t, vals_e, labels):
                templates.append(self.join_struct(a, c, leaves_t, leaves_e, label))
        finally:
            self._join_cond = saved
            self._join_blocks = saved_blocks
        avals = []
        for (ta, _, label), (ea, _, _) in zip(leaves_t, leaves_e):
            avals.append(_join_aval(self, ta, ea, label))
        bt.results = [self.as_input(x[0], av, bt) for x, av in zip(leaves_t, avals)]
        be.results = [self.as_input(x[0], av, be) for x, av in zip(leaves_e, avals)]
        node = Node(Struct.IF, [cond.value], avals, blocks=[bt, be], names=[x[2] for x in leaves_t])
        self.b.add(node)
        outs = [Sym(v) for v in node.outputs]
        from .fallback import all_native, mark_native
        from .fallback import is_grad_object, is_rank_tensor, mark_grad_object, mark_rank_tensor
        for (ta, _, _), (ea, _, _), o in zip(leaves_t, leaves_e, outs):
            if all_native(self, [ta, ea]):
                mark_native(self, o)   # a native dynamic value in both branches: the join is one too
            if is_rank_tensor(self, ta) and is_rank_tensor(self, ea):
                mark_rank_tensor(self, o)
            if is_grad_object(self, ta) or is_grad_object(self, ea):
                mark_grad_object(self, o)   # (either branch's tuple may hold Tensors with gradients)
        for (ta, _, _), (ea, _, _), o in zip(leaves_t, leaves_e, outs):
            # One Parameter in one branch, another in the other (``return self.p1`` / ``return self.p2``):
            # the joined value is a reference to either; an in-place write to it writes the one chosen.
            if is_sym(ta) and is_sym(ea) and ta.param is not None and ea.param is not None \
                    and ta.param is not ea.param:
                self.cond_refs[id(self.local_ref(o))] = (cond, ta.param, ea.param)
        for k, ((ta, _, _), (ea, _, _)) in enumerate(zip(leaves_t, leaves_e)):
            # The same Parameter in both branches (``x = self.p`` before, ``x += 5`` written in place through it in
            # one branch): the joined name still names the Parameter, so a later read sees its later writes, as
            # MindSpore 2.10's graph mode reads it (st compiler/control test_100_if_after_if; adapt40ctl/
            # param_alias_if_join)
            if is_sym(ta) and is_sym(ea):
                pa = ta.param if ta.param is not None else self.value_refs.get(ta.value.id)
                pe = ea.param if ea.param is not None else self.value_refs.get(ea.value.id)
                if pa is not None and pa is pe and isinstance(pa, Parameter):
                    outs[k] = Sym(outs[k].value, pa)
        it = iter(outs)
        joined = [_fill(t, it) for t in templates]
        if cond is not True:
            from .list_join import mark_joined
            for a, c, j in zip(vals_t, vals_e, joined):
                if type(a) is list and type(c) is list:
                    mark_joined(self, j)   # a list joined by a Tensor if: operations on its numbers are Tensors
        return joined

    def join_struct(self, a: Any, c: Any, lt: List[Any], le: List[Any], label: str) -> Any:
        if isinstance(a, ReturnSlot) and not isinstance(c, ReturnSlot):
            a = placeholder_like(c)
        elif isinstance(c, ReturnSlot) and not isinstance(a, ReturnSlot):
            c = placeholder_like(a)
        if _dynamic_structure(a, c) and self._join_cond is not None and (
                self._join_cond is True or getattr(self, "_join_blocks", None) is not None):
            # Tuples/lists of different lengths (MindSpore's dynamic-length sequence) or Tensors of one dtype
            # and different ranks (its dynamic rank) joined by a Tensor condition: the branch's value, made
            # when the graph runs (h-rt).
            return self.join_at_run_time(a, c, lt, le, label)
        if getattr(self, "_ifexp_numbers", False) and type(a) in (bool, int, float) \
                and type(c) in (bool, int, float) and type(a) is not type(c):
            return self.join_at_run_time(a, c, lt, le, label)   # (expressions.e_ifexp)
        if (a is None) != (c is None) and type(a if c is None else c) in (bool, int, float) \
                and self._join_cond is not None and self.level is not syntax.Level.STRICT and (
                    self._join_cond is True or getattr(self, "_join_blocks", None) is not None):
            # A Python number in one branch and None in the other: MindSpore's LAX join makes the number a 0-d
            # Tensor (int Int64, float Float32, bool Bool) joined with None as below (ut pipeline/parse
            # test_grammar_constraints test_any_with_no_return)
            a, c = _number_tensor(a), _number_tensor(c)
        if _optional_tensor(a, c) and self._join_cond is not None \
                and self.level is not syntax.Level.STRICT and (
                    self._join_cond is True or getattr(self, "_join_blocks", None) is not None):
            # A Tensor in one branch and None in the other (a function that returns in only some branches of a
            # Tensor condition): MindSpore's LAX level joins them as a Python object made when the graph runs
            # (its AbstractAny); STRICT is the join TypeError below.
            return self.join_at_run_time(a, c, lt, le, label)
        if is_sym(a) or is_sym(c) or (isinstance(a, (bool, int, float)) and isinstance(c, (bool, int, float))
                                      and type(a) is type(c) and a != c):
            lt.append((a, None, label))
            le.append((c, None, label))
            return _HOLE
        if isinstance(a, (tuple, list)) and type(a) is type(c) and len(a) == len(c):
            return type(a)(self.join_struct(x, y, lt, le, label) for x, y in zip(a, c))
        pa, pc = sparse_parts(a), sparse_parts(c)
        if pa is not None and pc is not None and type(a) is type(c) and sparse_shape(a) == sparse_shape(c) \
                and a is not c:
            # two COOTensors / CSRTensors / RowTensors of one dense shape: their parts join
            parts = [self.join_struct(x, y, lt, le, label) for x, y in zip(pa, pc)]
            return _SparseTemplate(type(a), sparse_shape(a), parts)
        if (isinstance(a, Tensor) and isinstance(c, Tensor)) or (_numeric_numpy(a) and _numeric_numpy(c)
                                                                and not (type(a) is type(c) and _safe_eq(a, c))):
            # (numpy arrays/scalars of the two branches, as MindSpore's fallback joins them: a graph value)
            lt.append((a, None, label))
            le.append((c, None, label))
            return _HOLE
        if a is c or (type(a) is type(c) and _safe_eq(a, c)):
            return a
        if type(a) is dict and type(c) is dict and list(a) == list(c) and _plain_keys(a):
            # Two dicts of the same keys (``d["a"] = x * 3`` in one branch): joined value by value, as
            # MindSpore 2.10's dict abstract is, so the values keep their gradients
            return _DictTemplate({k: self.join_struct(a[k], c[k], lt, le, label) for k in a})
        if isinstance(a, dict) and isinstance(c, dict) and _plain_keys(a) and _plain_keys(c) and (
                self._join_cond is True or (self._join_cond is not None
                                            and getattr(self, "_join_blocks", None) is not None)):
            # Two dicts of different keys joined by a Tensor condition: MindSpore's JIT fallback keeps
            # each as a Python object made when the graph runs (PyExecute in each branch); the join
            # is that object (h-fb4).
            return self.join_at_run_time(a, c, lt, le, label)
        if _is_function(a) and _is_function(c) and self._join_cond is not None:
            # Two functions joined by a Tensor condition: calling the result calls one of them.
            cond = self._join_cond
            return SwitchFn([a, c], lambda k: cond)
        raise self.error("MSG401", self.b.loc, details=f"'{label}' is {_kind(a)} in one branch and {_kind(c)} "
                                                      f"in the other")

    def join_at_run_time(self, a: Any, c: Any, lt: List[Any], le: List[Any], label: str) -> Any:
        """The join of two branch values that no graph type holds: each branch makes its value as a Python
        object when the graph runs (PyExecute), and the join is that object.  MindSpore's own dynamic rank,
        dynamic-length sequence and dict of either branch's keys: joined at every syntax level (its STRICT
        level runs them too; recorded: st_compiler14/strict_rank_join), so Python on the joined value runs
        then in STRICT mode too (fallback.mark_native)."""
        from .fallback import is_rank_tensor, mark_native, runtime_call
        if self._join_cond is True:
            return a        # (the probe of join_problem: these join)
        bt, be = self._join_blocks
        # Tensors (or such joins) in both branches: MindSpore's dynamic-rank Tensor, differentiated as a Tensor;
        # the join passes the adjoint to the branch taken (autodiff/runtime_vjp.py)
        rank = all(_tensor_like(v) or is_rank_tensor(self, v) for v in (a, c))
        # a tuple / list holding float Tensors (one whose length a Tensor ``break`` decides): the Tensors read back
        # out of the join keep their gradients (MindSpore 2.10, both modes; adapt43rt/runtime_tuple_grad)
        grad = not rank and any(_holds_float(self, v) for v in (a, c))
        with self.b.block(bt):
            ta = mark_native(self, runtime_call(self, _same_object, [a], {}, type(a).__name__, object_result=True,
                                                strict_ok=True, rank_join=rank, differentiable=grad))
        with self.b.block(be):
            tc = mark_native(self, runtime_call(self, _same_object, [c], {}, type(c).__name__, object_result=True,
                                                strict_ok=True, rank_join=rank, differentiable=grad))
        if grad:
            from .fallback import mark_grad_object
            mark_grad_object(self, ta)
            mark_grad_object(self, tc)
        lt.append((ta, None, label))
        le.append((tc, None, label))
        return _HOLE

    def as_input(self, v: Any, aval: Aval, blk: Block) -> Any:
        if is_sym(v):
            return v.value
        c = const_input(v)
        if c.aval is not None and (c.aval.dtype != aval.dtype):
            c = Const(np.asarray(v, aval.dtype), aval) if not aval.weak else Const(aval.dtype.type(v).item(), aval)
        return c

    def tensor_if_cps(self, frame: Frame, cond: Sym, then_items: List[Any], else_items: List[Any],
                      scope: Scope) -> Tuple[Exit, Any]:
        loc = self.b.loc
        before = dict(frame.env)
        pstate = dict(self.param_state)
        outcomes, blocks, envs, states = [], [], [], []
        exit_locs: List[Any] = []
        self.tensor_cf += 1
        try:
            for items in (then_items, else_items):
                frame.env = dict(before)
                self.param_state = dict(pstate)
                with self.b.block(Block()) as blk:
                    outcomes.append(catch_pending(lambda: self.run(frame, items, scope)))
                exit_locs.append(self.b.loc)   # the statement that ended the branch (a return)
                blocks.append(blk)
                envs.append(frame.env)
                states.append(self.param_state)
        finally:
            self.tensor_cf -= 1
        self.b.loc = loc
        kinds = {k for k, _ in outcomes}
        if kinds == {Exit.RAISE}:
            # Both sides raise: only Parameter state joins; nothing after the if runs.
            self.join_into(frame, cond, blocks, [{}, {}], states, {})
            frame.env = before
            return Exit.RAISE, None
        if scope is Scope.FUNCTION and Exit.RETURN not in kinds:
            # Neither side returns: both ran to the end of the statements they were given (a
            # branch of an enclosing Tensor ``if``, left by a ``break`` of a loop inside it), so
            # what follows them sees the joined names, as after a plain ``if``.
            raising.settle([k for k, _ in outcomes], envs, before)
            self.join_into(frame, cond, blocks, envs, states, before)
            return Exit.FALL, None
        if scope is Scope.FUNCTION:
            vals = raising.raised_return(outcomes)
            # Names are dead after a return; only Parameter state must be joined.
            envs = [{"__return__": vals[0]}, {"__return__": vals[1]}]
            try:
                self.join_into(frame, cond, blocks, envs, states, {})
            except MsGraphError as exc:
                if getattr(exc, "code", None) != "MSG401":
                    raise
                # Name both returns, as MindSpore does: the user sees which two statements disagree.
                where = []
                for side, (kind, _), eloc in zip(("true", "false"), outcomes, exit_locs):
                    if kind is Exit.RETURN and eloc is not None:
                        where.append(f"  the {side} branch returns at {eloc}: {eloc.source_line().strip()}")
                if where:
                    MsGraphError.__init__(exc, exc.raw_message + "\n" + "\n".join(where), exc.loc, exc.hint)
                raise
            return Exit.RETURN, frame.env["__return__"]
        if Exit.RETURN in kinds:
            raise CompileError("'return' inside a loop whose condition is a Tensor is not supported.",
                               self.b.loc, hint="assign the result to a variable, 'break', and return after the loop")
        raising.settle([k for k, _ in outcomes], envs, before)
        flags = [v if k is Exit.NEXT else (k is Exit.BREAK) for k, v in outcomes]
        envs[0]["__broke__"] = flags[0]
        envs[1]["__broke__"] = flags[1]
        self.join_into(frame, cond, blocks, envs, states, before)
        broke = frame.env.pop("__broke__")
        return Exit.NEXT, broke

    # -- loops -------------------------------------------------------------------------------


def _numeric_numpy(v: Any) -> bool:
    return isinstance(v, (np.ndarray, np.generic)) and np.asarray(v).dtype.kind in "biufc"


def _plain_keys(d: dict) -> bool:
    # (a Tensor constant made in graph code is a key too: ``{Tensor([True]): x}``, MindSpore 2.10 joins it so,
    # st fallback test_graph_fallback_runtime_dict.py::test_return_different_size_dict_in_if_else)
    return all(k is None or isinstance(k, (str, int, float, bool)) or type(k) is Tensor for k in d)


def _number_tensor(v: Any) -> Any:
    if type(v) not in (bool, int, float):
        return v
    return Tensor(np.asarray(v, {bool: np.bool_, int: np.int64, float: np.float32}[type(v)]))


def _optional_tensor(a: Any, c: Any) -> bool:
    """A Tensor (or a Tensor-or-None already joined when the graph runs) in one branch and None (or such a
    join) in the other: MindSpore's LAX level joins them as a Python object (its AbstractAny)."""
    def run_time(v: Any) -> bool:
        return is_sym(v) and v.aval.dtype == object

    def side(v: Any) -> bool:
        return v is None or _tensor_like(v) or run_time(v)

    return side(a) and side(c) and (run_time(a) or run_time(c) or (a is None) != (c is None))


def _tensor_like(v: Any) -> bool:
    return (is_sym(v) and not v.aval.weak and v.aval.dtype != object) or isinstance(v, Tensor)


def _dynamic_structure(a: Any, c: Any) -> bool:
    """Two branch values MindSpore joins into a dynamic-length sequence (tuples or lists of one kind, of
    numbers or Tensors, with different lengths) or a dynamic-rank Tensor (one dtype, different ranks)."""
    if isinstance(a, (tuple, list)) and type(a) is type(c) and len(a) != len(c):
        def kind(x: Any) -> Any:
            # MindSpore's dynamic-length sequence holds elements of one abstract: ints, floats, or Tensors of one
            # dtype and shape (``(x, 1)`` / ``(x,)`` or ``(1, 2.5)`` / ``(1,)`` is its join TypeError, ctrl26)
            if isinstance(x, bool):
                return None
            if isinstance(x, (int, float)):
                return type(x)
            if is_sym(x) and x.aval.weak:
                return int if np.dtype(x.aval.dtype).kind in "iu" else float
            if _tensor_like(x):
                dt = x.aval.dtype if is_sym(x) else x.asnumpy().dtype
                return ("tensor", np.dtype(dt), tuple(x.shape))
            return None
        kinds = {kind(x) for x in (*a, *c)}
        return None not in kinds and len(kinds) <= 1
    if _tensor_like(a) and _tensor_like(c):
        ra, rc = len(a.shape), len(c.shape)
        da = a.aval.dtype if is_sym(a) else np.dtype(a.asnumpy().dtype)
        dc = c.aval.dtype if is_sym(c) else np.dtype(c.asnumpy().dtype)
        return ra != rc and da == dc
    return False


def _same_object(v: Any) -> Any:
    """The branch's dict when the graph runs, its graph values as Tensors (MindSpore returns them so)."""
    if isinstance(v, (np.ndarray, np.generic)) and not isinstance(v, (np.str_, np.bytes_)):
        return Tensor(np.asarray(v))
    if isinstance(v, (tuple, list)):
        return type(v)(_same_object(x) for x in v)
    if isinstance(v, dict):
        return {k: _same_object(x) for k, x in v.items()}
    return v


def _assigned_names(target: Any) -> List[str]:
    import gast

    if isinstance(target, gast.Name):
        return [target.id]
    if isinstance(target, (gast.Tuple, gast.List)):
        return [n for e in target.elts for n in _assigned_names(e)]
    if isinstance(target, gast.Starred):
        return _assigned_names(target.value)
    return []


def _last_assignment(stmts: Sequence[Any], name: str) -> Any:
    """The last statement (nested blocks included) among ``stmts`` that assigns ``name``, or None."""
    import gast

    found = None
    for st in stmts or ():
        if isinstance(st, gast.Assign):
            if any(name in _assigned_names(t) for t in st.targets):
                found = st
        elif isinstance(st, (gast.AugAssign, gast.AnnAssign)):
            if name in _assigned_names(st.target):
                found = st
        else:
            for field in ("body", "orelse", "finalbody"):
                inner = _last_assignment(getattr(st, field, None), name)
                if inner is not None:
                    found = inner
    return found


def _is_function(v: Any) -> bool:
    from .scope import StagedFunction

    return isinstance(v, StagedFunction) or (callable(v) and not is_sym(v) and not isinstance(v, (Tensor, type)))


def _display(name: str) -> str:
    """How the join names a value in messages (the lowerer's own names read as what they hold)."""
    if name == "__return__" or name.startswith("__ret_val") or name == "__switch__":
        return "return value"
    if name == "__broke__" or name.startswith("__ret_flag"):
        return "loop exit flag"
    return name


def placeholder_like(v: Any) -> Any:
    """A value of ``v``'s type that is never read (the side of a join where no return happened)."""
    if is_sym(v):
        a = v.aval
        if a.weak:
            return a.dtype.type(0).item()
        return np.zeros(a.shape, a.dtype)
    if isinstance(v, (tuple, list)):
        return type(v)(placeholder_like(x) for x in v)
    if sparse_parts(v) is not None:
        return sparse_rebuild(type(v), sparse_shape(v), [placeholder_like(x) for x in sparse_parts(v)])
    return v


class _SparseTemplate:
    """The join of two sparse tensors: their class and shape, the joined parts."""

    def __init__(self, cls: type, shape: tuple, parts: List[Any]):
        self.cls, self.shape, self.parts = cls, shape, parts


class _DictTemplate:
    """The join of two dicts of the same keys: the joined value of each key."""

    def __init__(self, items: Dict[Any, Any]):
        self.items = items


def _fill(template: Any, it: Any) -> Any:
    if template is _HOLE:
        return next(it)
    if isinstance(template, _DictTemplate):
        return {k: _fill(t, it) for k, t in template.items.items()}
    if isinstance(template, _SparseTemplate):
        return sparse_rebuild(template.cls, template.shape, [_fill(t, it) for t in template.parts])
    if isinstance(template, (tuple, list)):
        return type(template)(_fill(t, it) for t in template)
    return template


def _holds_float(low: Any, v: Any) -> bool:
    """Whether ``v`` (a branch's value) is or holds a float graph value, or an object that may hold Tensors with
    gradients (fallback.mark_grad_object)."""
    from ..common.dtype import is_float
    from .fallback import is_grad_object

    if isinstance(v, (tuple, list)):
        return any(_holds_float(low, x) for x in v)
    return is_sym(v) and (is_grad_object(low, v) or (v.aval.dtype != object and is_float(v.aval.dtype)))


def _safe_eq(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False


def _kind(v: Any) -> str:
    """How a value looks to the user: 'Tensor(shape=(2,), Float32)', 'tuple of 2 (...)', 'int 3'."""
    if is_sym(v):
        a = v.aval
        if a.dtype == object:
            return "a Python object made when the graph runs"
        if a.weak:
            return f"a Python {'float' if a.dtype.kind == 'f' else 'int'} variable"
        return f"Tensor(shape={tuple(a.shape)}, {v.dtype})"
    if isinstance(v, Tensor):
        return f"Tensor(shape={tuple(v.shape)}, {v.dtype})"
    if isinstance(v, (tuple, list)):
        inner = ", ".join(_kind(x) for x in v[:4]) + (", ..." if len(v) > 4 else "")
        return f"{type(v).__name__} of {len(v)} ({inner})"
    return f"{type(v).__name__} {v!r}"


def _join_aval(low: Any, a: Any, c: Any, label: str) -> Aval:
    def av(x: Any) -> Aval:
        if is_sym(x):
            return x.aval
        return const_input(x).aval

    x, y = av(a), av(c)
    if x is None or y is None:
        raise low.error("MSG401", low.b.loc, details=f"'{label}' is {_kind(a)} in one branch and {_kind(c)} in the other")
    if x.weak and y.weak:
        dt = np.result_type(x.dtype, y.dtype)
        if dt == np.float64:
            # Python floats joined when the graph runs are MindSpore 2.10's float32 scalars (``0.1 if c else 0.3``
            # is 0.10000000149011612, returned or formatted; adapt37sy/runtime_float_scalars)
            dt = np.dtype(np.float32)
        return Aval((), dt, weak=True)
    shape = x.shape
    if x.shape != y.shape and len(x.shape) == len(y.shape) and x.shape and not (x.weak or y.weak):
        # MindSpore joins Tensors of one rank and different shapes into a dynamic shape
        shape = tuple(d if d == e else None for d, e in zip(x.shape, y.shape))
    elif x.shape != y.shape:
        shape = None
    if shape is None or x.dtype != y.dtype or (x.weak != y.weak and (is_sym(a) and is_sym(c)) is False):
        raise low.error("MSG401", low.b.loc,
                        details=f"'{label}' is {_kind(a)} in the true branch and {_kind(c)} in the false branch")
    return Aval(shape, x.dtype, weak=x.weak and y.weak)


def _defined_in(blocks: List[Block]) -> set:
    """Ids of the values defined inside ``blocks`` (nested blocks included)."""
    out: set = set()
    for blk in blocks:
        out.update(p.id for p in blk.params)
        for n in blk.nodes:
            out.update(o.id for o in n.outputs)
            if n.blocks:
                out |= _defined_in(n.blocks)
    return out


def _has_sym(v: Any) -> bool:
    if is_sym(v):
        return True
    if isinstance(v, (tuple, list)):
        return any(_has_sym(x) for x in v)
    return False


def _join_kind(v: Any) -> Any:
    if is_sym(v):
        av = v.value.aval
        return "scalar" if av is not None and av.weak else ("tensor", str(getattr(av, "dtype", None)))
    if isinstance(v, Tensor):
        return ("tensor", str(v.dtype))
    if isinstance(v, (bool, int, float)):
        return "scalar"
    return type(v).__name__


def kind_clash(a: Any, c: Any) -> bool:
    """Whether the two branch values of a name (which do not join) are of kinds MindSpore 2.10 never joins where the
    name is read after the ``if``: a value computed when the graph runs on one side, and a different kind on the
    other -- a Python bool / int against a tuple or a Tensor, a Tensor against a tuple, a tuple against a list, two
    Tensors of different dtypes (measured, tools/left52_sweep/join_probe_gen.py: ``succ = False`` / ``succ =
    self.optimizer(grads)`` then ``F.depend(loss, succ)``, WaveNet's train step, is its TypeError).  Values of one
    kind that differ in shape or length, None on a side, or two constants join there (what follows runs in both
    branches)."""
    if a is None or c is None or not (_has_sym(a) or _has_sym(c)):
        return False
    return _join_kind(a) != _join_kind(c)
