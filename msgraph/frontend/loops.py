"""Lowering of ``while`` loops whose condition is a Tensor into ``while`` nodes.

Loop-carried values are the names the body assigns that exist before the loop,
plus the Parameters it writes (found by a trial lowering of the body) and a
``broke`` flag when the body can ``break``.  Carried values keep their type,
shape and dtype across iterations (MindSpore's rule); Python numbers that the
body changes become weakly typed 0-d values.
"""
from __future__ import annotations

import copy
from typing import Any, Dict, List, Tuple

import gast
import numpy as np

from ..common.aval import Aval
from ..common.sparse_tensor import sparse_parts, sparse_rebuild, sparse_shape
from ..errors import CompileError
from ..ir.argref import ArgRef
from ..ir.nodes import Block, Node, Struct, Value
from .loop_return import ReturnSlot
from .scope import Frame, Undefined, assigned_names, declared_globals, has_jump, subscript_store_bases
from ..ops.registry import graph_float
from ..ir.builder import const_input
from .symbolic import Sym, is_sym


def _carry_aval(low: Any, name: str, v: Any) -> Aval:
    if is_sym(v):
        return v.aval
    if type(v) is float:
        # MindSpore 2.10's float scalars are float32: what the body computes from it is (expressions.f32_number)
        return Aval((), np.dtype(np.float32), weak=True)
    if isinstance(v, (bool, int, float)):
        return const_input(v).aval
    c = const_input(v)
    if c.aval is not None:
        return c.aval
    raise low.error("MSG410", low.b.loc, name=name, before=f"a {type(v).__name__}",
                    after="another value (only Tensors and numbers can change in a loop on a Tensor)")


SEP = "\0"


#: (sparse class, dense shape) of the sparse tensors carried part by part: kind "sparse<k>" is entry k
_SPARSE_KINDS: List[Tuple[type, tuple]] = []
#: the keys of the dicts carried value by value: kind "dict<k>" is entry k
_DICT_KEYS: List[tuple] = []


def _seq_kind(v: Any) -> Any:
    """'tuple' / 'list' for a tuple or list carried leaf by leaf (a ``mutable`` one too), 'sparse<k>' for a
    COOTensor / CSRTensor / RowTensor (carried part by part), 'dict<k>' for a dict (carried value by value; its keys
    stay), else None."""
    if type(v) in (tuple, list):
        return type(v).__name__
    if type(v) is dict:
        keys = tuple(v)
        if keys not in _DICT_KEYS:
            _DICT_KEYS.append(keys)
        return f"dict{_DICT_KEYS.index(keys)}"
    if getattr(type(v), "_msgraph_mutable", False) and isinstance(v, (tuple, list)):
        return "tuple" if isinstance(v, tuple) else "list"
    if sparse_parts(v) is not None:
        key = (type(v), sparse_shape(v))
        if key not in _SPARSE_KINDS:
            _SPARSE_KINDS.append(key)
        return f"sparse{_SPARSE_KINDS.index(key)}"
    return None


def _items(v: Any) -> List[Any]:
    if type(v) is dict:
        return list(v.values())
    parts = sparse_parts(v)
    return list(v) if parts is None else list(parts)


def _expand(names: List[str], init: List[Any]) -> Tuple[List[str], List[Any]]:
    """Carried names with tuple/list values become one pseudo-name per leaf."""
    out_n, out_v = [], []
    for n, v in zip(names, init):
        if _seq_kind(v) is not None:
            sub_n, sub_v = _expand([f"{n}{SEP}{_seq_kind(v)}{SEP}{k}" for k in range(len(_items(v)))], _items(v))
            out_n += sub_n
            out_v += sub_v
        else:
            out_n.append(n)
            out_v.append(v)
    return out_n, out_v


def _rebuild(names: List[str], vals: List[Any], env: Dict[str, Any]) -> Dict[str, Any]:
    """Environment entries for carried (pseudo-)names bound to ``vals``."""
    out: Dict[str, Any] = {}
    for n, v in zip(names, vals):
        parts = n.split(SEP)
        if len(parts) == 1:
            out[n] = v
            continue
        # parts: base, kind, k, kind, k, ...
        slots = out.setdefault(parts[0], {})
        node = slots
        for j in range(1, len(parts) - 2, 2):
            node = node.setdefault((parts[j], int(parts[j + 1])), {})
        node[(parts[-2], int(parts[-1]))] = v
    return {k: (_tree(v) if isinstance(v, dict) else v) for k, v in out.items()}


def _tree(d: Dict[Any, Any]) -> Any:
    kind = next(iter(d))[0]
    items = [d[k] for k in sorted(d, key=lambda k: k[1])]
    seq = [_tree(x) if isinstance(x, dict) else x for x in items]
    if kind.startswith("sparse"):
        cls, shape = _SPARSE_KINDS[int(kind[len("sparse"):])]
        return sparse_rebuild(cls, shape, seq)
    if kind.startswith("dict"):
        return dict(zip(_DICT_KEYS[int(kind[len("dict"):])], seq))
    return tuple(seq) if kind == "tuple" else list(seq)


def _flatten_env(names: List[str], env: Dict[str, Any]) -> List[Any]:
    """The end-of-body value of each carried (pseudo-)name (None where the structure changed)."""
    out = []
    for n in names:
        parts = n.split(SEP)
        v = env.get(parts[0])
        for j in range(1, len(parts), 2):
            kind, k = parts[j], int(parts[j + 1])
            if _seq_kind(v) != kind or k >= len(_items(v)):
                v = None
                break
            v = _items(v)[k]
        out.append(v)
    return out


def _region(low: Any, frame: Frame, node: Any, names: List[str], params: List[Any], avals: List[Aval],
            breaks: bool, peek: Any = (), seqs: Any = ()) -> Tuple[Block, Block, List[Any], Dict[int, Any]]:
    """Lower cond and body with fresh block parameters for the carried values (``seqs``: the carried names
    bound to tuples / lists, whose length the body must keep)."""
    from .lower import F, Scope

    before = dict(frame.env)
    pstate = dict(low.param_state)

    def bind(block: Block) -> None:
        block.params = [Value(a, name=nm) for a, nm in zip(avals, names + [f"{low_name(p)}" for p in params]
                                                        + (["broke"] if breaks else []))]
        _mark_rank_carries(low, names, before, block.params)
        frame.env.update(_rebuild(names, [Sym(v) for v in block.params[:len(names)]], frame.env))
        for p, v in zip(params, block.params[len(names):]):
            low.param_state[id(p)] = (p, Sym(v, p))

    cond_blk = Block()
    bind(cond_blk)
    with low.b.block(cond_blk):
        test = low.eval(frame, node.test)
        if is_sym(test):
            low.fullgraph_break(frame, node, "Data-dependent conditional control flow is not supported")
        c = low.loop_cond_of(test) if is_sym(test) else low.materialize(bool(test))
        if breaks:
            c = F().logical_and(c, F().logical_not(Sym(cond_blk.params[-1])))
        cond_blk.results = [c.value]
    frame.env = dict(before)
    low.param_state = dict(pstate)

    body_blk = Block()
    bind(body_blk)
    low.tensor_cf += 1
    try:
        with low.b.block(body_blk):
            kind, broke = low.run(frame, node.body, Scope.LOOP)
            if kind.value == "break":
                broke = True
            elif kind.value in ("continue", "fall", "raise"):
                broke = False
            results = [low.ref_current(v) if is_sym(v) else v for v in _flatten_env(names, frame.env)]
            results += [low.param_state[id(p)][1] for p in params]
            if breaks:
                results.append(broke)
            results += [frame.env.get(nm) for nm in peek]
            new_pstate = dict(low.param_state)
            grown = _restructured(seqs, before, frame.env)
    finally:
        low.tensor_cf -= 1
    frame.env = before
    low.param_state = pstate
    if grown:
        # ``t = t + (x,)``: a carried tuple / list whose length (or nesting) the body changes cannot be carried
        # leaf by leaf (the new leaves were dropped, silently: adapt42gs/tuple_grows_in_tensor_while); as a list
        # grown by append, the loop runs as Python when the graph runs (MindSpore 2.10 gives Python's result)
        raise low.error("MSG409", low.b.loc, kind=type(frame.env.get(grown[0])).__name__, name=grown[0])
    return cond_blk, body_blk, results, new_pstate


def _structure(v: Any) -> Any:
    """The nesting of tuples / lists (kind and length, recursively) in ``v``; None for anything else."""
    if type(v) in (tuple, list):
        return (type(v).__name__, tuple(_structure(x) for x in v))
    return None


def _restructured(bases: Any, before: Dict[str, Any], env: Dict[str, Any]) -> List[str]:
    """The carried tuple / list names (carried leaf by leaf) that end the body as a tuple / list of another
    length or nesting than they entered it."""
    return [b for b in bases if type(before.get(b)) in (tuple, list)
            and ((type(env.get(b)) in (tuple, list) and _structure(env.get(b)) != _structure(before.get(b)))
                 # (``out = x.tolist()``: a list made when the graph runs, its length unknown now; it was dropped,
                 # the loop's result the list it entered with: adapt43gs/runtime_list_in_tensor_while)
                 or (is_sym(env.get(b)) and env.get(b).aval.dtype == object))]


def _mark_rank_carries(low: Any, names: List[str], env: Dict[str, Any], values: List[Value]) -> None:
    """A carried dynamic-rank Tensor (fallback.mark_rank_tensor) stays one in the loop and after it."""
    from .fallback import is_grad_object, is_rank_tensor, mark_grad_object, mark_rank_tensor

    for nm, v in zip(names, values):
        if SEP not in nm and is_rank_tensor(low, env.get(nm)):
            mark_rank_tensor(low, Sym(v))
        if SEP not in nm and is_grad_object(low, env.get(nm)):
            mark_grad_object(low, Sym(v))   # (a tuple holding Tensors with gradients: adapt43rt)


def low_name(p: Any) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in (getattr(p, "name", None) or "tensor"))


PEEL_LIMIT = 8


def _peel_on_shape_change(low: Any, node: Any, names: List[str], trial: List[Any], avals: List[Aval],
                          breaks: bool, loc: Any) -> Any:
    """MindSpore specializes a loop body again for a carried Tensor whose shape or dtype the body
    changes (``y = c`` with y 0-d and c of shape (1,)) until they repeat; past its call depth limit it
    raises RuntimeError.  Here: the first iteration runs under ``if cond:`` (its values have the shapes
    the body makes), then the loop carries those; a name whose shapes still differ after the ``if``
    is an error only where it is read.  Returns the replacement statements, or None."""
    changed = [(nm, av, r) for nm, r, av in zip(names, trial, avals)
               if is_sym(r) and (r.aval.dtype != av.dtype or r.aval.shape != av.shape)
               and not r.aval.weak and not av.weak]
    if not changed or node.orelse:
        return None
    depth = getattr(node, "_msgraph_peels", 0)
    if depth >= PEEL_LIMIT:
        nm, av, r = changed[0]
        raise CompileError(
            f"Exceed function call depth limit: the type of '{nm.replace(SEP, '_')}' still changes after "
            f"{depth} iterations of a Tensor while loop (from {av} to {r.aval}); MindSpore specializes the loop "
            "body for every new shape and stops at its call depth limit.", loc,
            hint="Keep every value carried around a Tensor loop the same shape (reshape before the loop).")
    inner = gast.While(test=node.test, body=node.body, orelse=[])
    gast.copy_location(inner, node)
    inner.end_lineno = getattr(node, "end_lineno", None)
    inner.end_col_offset = getattr(node, "end_col_offset", None)
    inner._msgraph_peels = depth + 1
    first = gast.If(test=node.test, body=list(node.body) + [inner], orelse=[])
    first._msgraph_peeled = {nm.split(SEP)[0] for nm, _, _ in changed}
    gast.copy_location(first, node)
    first.end_lineno = getattr(node, "end_lineno", None)
    first.end_col_offset = getattr(node, "end_col_offset", None)
    if has_jump(node.body, (gast.Continue,)):
        # A ``continue`` of the first iteration goes on to the loop of the others, a ``break`` leaves: the peeled
        # iteration runs inside a loop of one iteration (``for _ in (0,)``, unrolled) that both leave, a break
        # setting a flag first; the loop of the others runs unless it is set.
        stop = f"_msgraph_peel_stop{depth}"
        once = _once(node, depth, [_OwnJumps(stop).visit(copy.deepcopy(st)) for st in node.body])
        flag = _located(gast.Assign(targets=[_located(gast.Name(id=stop, ctx=gast.Store(), annotation=None,
                                                                type_comment=None), node)],
                                    value=_located(gast.Constant(value=False, kind=None), node), type_comment=None),
                        node)
        rest = _located(gast.If(test=_located(gast.UnaryOp(op=gast.Not(), operand=_located(
            gast.Name(id=stop, ctx=gast.Load(), annotation=None, type_comment=None), node)), node),
            body=[inner], orelse=[]), node)
        first.body = [flag, once, rest]
        return [first]
    if breaks or has_jump(node.body, (gast.Break,)):
        # A ``break`` of the first iteration leaves the loop: the peeled iteration runs inside a loop of one
        # iteration (``for _ in (0,)``, unrolled) that the break leaves, skipping the loop of the others.
        once = _once(node, depth, [first])
        once._msgraph_peeled = set()   # (what follows joins the names as after any Tensor if, not in each branch)
        return [once]
    return [first]


def _once(node: Any, depth: int, body: List[Any]) -> Any:
    """``for _msgraph_peel<depth> in (0,): <body>`` at ``node``'s place: a loop of one iteration (unrolled)."""
    target = _located(gast.Name(id=f"_msgraph_peel{depth}", ctx=gast.Store(), annotation=None, type_comment=None),
                      node)
    once = gast.Tuple(elts=[_located(gast.Constant(value=0, kind=None), node)], ctx=gast.Load())
    return _located(gast.For(target=target, iter=_located(once, node), body=body, orelse=[], type_comment=None), node)


def _located(new: Any, node: Any) -> Any:
    gast.copy_location(new, node)
    new.end_lineno = getattr(node, "end_lineno", None)
    new.end_col_offset = getattr(node, "end_col_offset", None)
    return new


class _OwnJumps(gast.NodeTransformer):
    """The loop's own ``continue`` -> ``break``, its ``break`` -> ``<stop> = True; break`` (jumps of nested loops
    and functions are theirs)."""

    def __init__(self, stop: str) -> None:
        self.stop = stop

    def visit_Continue(self, node: Any) -> Any:
        return _located(gast.Break(), node)

    def visit_Break(self, node: Any) -> Any:
        flag = gast.Assign(targets=[_located(gast.Name(id=self.stop, ctx=gast.Store(), annotation=None,
                                                       type_comment=None), node)],
                           value=_located(gast.Constant(value=True, kind=None), node), type_comment=None)
        return [_located(flag, node), node]

    def _own(self, node: Any) -> Any:
        return node

    visit_For = visit_While = visit_AsyncFor = visit_FunctionDef = visit_AsyncFunctionDef = _own
    visit_Lambda = visit_ClassDef = _own


def _unchanged_arrays_stay(low: Any, frame: Frame, node: Any, names: List[str], init: List[Any],
                           breaks: bool) -> Tuple[List[str], List[Any]]:
    """A numpy constant the body assigns only where a constant condition never goes (``if (y > x).all(): y += x``
    with numpy ``y``, ``x``: MindSpore folds the condition at compile time) stays the numpy constant it is, as in
    MindSpore, rather than becoming a carried Tensor (on which ``y > x`` is the TypeError of a Tensor op given a
    numpy array).  A trial lowering with those names left uncarried (bound to copies, so an in-place numpy update
    shows) finds which the body leaves as they were; a trial that fails keeps them all carried.
    (st compiler/fallback/control_flow test_fallback_011_if_in_while test_if_in_while_numpy.)"""
    arrays = [k for k, (nm, v) in enumerate(zip(names, init)) if SEP not in nm and type(v) is np.ndarray]
    if not arrays:
        return names, init
    keep = [k for k in range(len(names)) if k not in arrays]
    k_names = [names[k] for k in keep]
    k_init = [init[k] for k in keep]
    avals = [_carry_aval(low, n, v) for n, v in zip(k_names, k_init)] + ([Aval((), np.bool_)] if breaks else [])
    copies = {names[k]: init[k].copy() for k in arrays}
    originals = {nm: frame.env[nm] for nm in copies}
    saved_blocks, saved_env, saved_pstate = list(low.b.blocks), dict(frame.env), dict(low.param_state)
    frame.env.update(copies)
    try:
        res = _region(low, frame, node, k_names, [], avals, breaks, peek=list(copies))[2]
    except Exception:   # noqa: BLE001 -- the trial only decides what to carry; the real lowering reports errors
        return names, init
    finally:
        low.b.blocks = saved_blocks
        frame.env = saved_env
        low.param_state = saved_pstate
    ends = dict(zip(copies, res[len(res) - len(copies):]))
    same = {nm for nm, c in copies.items() if ends[nm] is c and np.array_equal(c, originals[nm])}
    if not same:
        return names, init
    kept = [k for k in range(len(names)) if names[k] not in same]
    return [names[k] for k in kept], [init[k] for k in kept]


def _Parameter() -> type:
    from ..common.parameter import Parameter

    return Parameter


def lower_tensor_while(low: Any, frame: Frame, node: Any) -> Any:
    loc = frame.parsed.loc(node)
    assigned = assigned_names(node.body)
    # A name the body first assigns that is a module-level Tensor: MindSpore 2.10 carries the global in (``while x <
    # 5: y = x`` then ``return y`` gives the global where the body never runs; left37/while_global_carry)
    from ..common.tensor import Tensor as _Tensor

    declared = declared_globals(frame.parsed)   # ``global G`` of any type is carried in too (global37)
    for n in sorted(assigned):
        if (n not in frame.env or isinstance(frame.env[n], Undefined)) and frame.closure.get(n) is None \
                and ((isinstance(frame.globals.get(n), _Tensor) and not isinstance(frame.globals.get(n), _Parameter()))
                     or (n in declared and n in frame.globals)):
            v = frame.globals[n]
            frame.env[n] = graph_float(v) if type(v) is float and n in declared else v
    # Carried: names the body assigns that are bound before the loop.  An ``Undefined`` placeholder
    # (assigned in one branch of an earlier Tensor if, or first assigned inside an earlier lowering of
    # this loop in an unrolled outer loop) is no value: the body's first write is a new temporary.
    names = sorted(n for n in assigned if n in frame.env and not isinstance(frame.env[n], Undefined))
    # A list whose items the body assigns (``blocks[i][k] += 1``) is rebound to a new list of the same
    # length (lower.py), so it is carried too; so is a dict whose existing keys it assigns.
    names = sorted(set(names) | {n for n in subscript_store_bases(node.body)
                                 if type(frame.env.get(n)) in (list, dict)})
    breaks = has_jump(node.body, (gast.Break,))
    if has_jump(node.body, (gast.Return,)):
        raise CompileError("'return' inside a loop whose condition is a Tensor is not supported.", low.b.loc,
                           hint="assign the result to a variable, 'break', and return after the loop")
    init = [low.ref_current(v) if is_sym(v) else v for v in (frame.env[n] for n in names)]
    slots = [n for n, v in zip(names, init) if isinstance(v, ReturnSlot)]
    if slots:
        # The value a rewritten ``return`` carries: its type is what the body returns (a trial
        # lowering with the slot left in place finds it); a zero of that type before any return.
        from .branches import placeholder_like

        names = [n for n in names if n not in slots]
        init = [low.ref_current(v) if is_sym(v) else v for v in (frame.env[n] for n in names)]
        t_names, t_init = _expand(names, init)
        trial_avals = [_carry_aval(low, n, v) for n, v in zip(t_names, t_init)] + ([Aval((), np.bool_)] if breaks else [])
        saved_blocks = list(low.b.blocks)
        res = _region(low, frame, node, t_names, [], trial_avals, breaks, peek=slots)[2]
        low.b.blocks = saved_blocks
        for n, v in zip(slots, res[len(res) - len(slots):]):
            if not isinstance(v, ReturnSlot):
                names.append(n)
                init.append(placeholder_like(v))
    seqs = [n for n, v in zip(names, init) if type(v) in (tuple, list)]
    # A carried tuple/list (a rewritten ``return a, b``) is carried leaf by leaf: "name\0k".
    names, init = _expand(names, init)
    names, init = _unchanged_arrays_stay(low, frame, node, names, init, breaks)
    # a float number known when the graph runs (``ms.mutable(4.0)``) is carried as the float32 scalar it becomes
    init = [low.f32_number(v) if is_sym(v) and v.aval.weak and v.aval.shape == () and v.aval.dtype == np.float64
            else v for v in init]
    avals = [_carry_aval(low, n, v) for n, v in zip(names, init)]
    if breaks:
        avals.append(Aval((), np.bool_))
    # Trial lowering: which Parameters (and Tensors updated in place) does the body write?  Which
    # carried names end the body undefined (assigned in one branch only, or branch values that do
    # not join)?  Those are not carried: they are an error only if read after the loop.
    saved_blocks = list(low.b.blocks)
    watermark = Value(None).id      # values made from here on are the trial's own
    _, _, trial, new_state = _region(low, frame, node, names, [], avals, breaks, seqs=seqs)
    low.b.blocks = saved_blocks
    # A Tensor the body turns into a value made when the graph runs (the run-time join of two ranks,
    # branches.join_at_run_time: MindSpore's dynamic rank) is not carried either, and it is no shape
    # change to peel for: each peel would make the same object again (st compiler/control
    # test_ascend_control_sink test_mixed_while_if).  Reading it after the loop is the error.
    from .fallback import is_rank_tensor
    trial = [Undefined(nm.split(SEP)[0], loc) if is_sym(r) and r.aval.dtype == object and av.dtype != object
             and not (is_rank_tensor(low, r) and not getattr(node, "_msgraph_peels", 0))
             else r for nm, r, av in zip(names, trial, avals)] + list(trial[len(names):])
    peeled = _peel_on_shape_change(low, node, names, trial, avals, breaks, loc)
    if peeled is not None:
        return peeled
    dropped = {nm: r for nm, r in zip(names, trial) if isinstance(r, Undefined)}
    if dropped:
        keep = [k for k, nm in enumerate(names) if nm not in dropped]
        names = [names[k] for k in keep]
        init = [init[k] for k in keep]
        avals = [avals[k] for k in keep] + avals[len(keep) + len(dropped):]
    params = [st[0] for pid, st in new_state.items()
              if (pid not in low.param_state or low.param_state[pid][1] is not st[1])
              and not (isinstance(st[0], ArgRef) and st[0].entry.value.id > watermark)]
    p_avals = [Aval(p.shape, p._data.dtype) for p in params]
    all_avals = avals[:len(names)] + p_avals + avals[len(names):]
    low.b.loc = loc
    cond_blk, body_blk, results, _ = _region(low, frame, node, names, params, all_avals, breaks)
    low.b.loc = loc

    labels = [n.replace(SEP, "_") for n in names] + [low_name(p) for p in params] + (["broke"] if breaks else [])
    body_blk.results = []
    for lab, val, av in zip(labels, results, all_avals):
        if val is None:
            raise low.error("MSG402", low.b.loc, name=lab)
        if is_sym(val):
            if val.aval.shape != av.shape or val.aval.dtype != av.dtype:
                raise low.error("MSG410", low.b.loc, name=lab, before=str(av), after=str(val.aval))
            body_blk.results.append(val.value)
        else:
            c = const_input(val)
            if c.aval is None or c.aval.shape != av.shape:
                raise low.error("MSG410", low.b.loc, name=lab, before=str(av), after=repr(val))
            body_blk.results.append(low.as_input(val, av, body_blk))
    inputs = [low.as_input(v, a, low.b.current) for v, a in zip(init, avals[:len(names)])]
    inputs += [low.param_sym(p).value for p in params]
    if breaks:
        inputs.append(const_input(False))
    n = Node(Struct.WHILE, inputs, all_avals, blocks=[cond_blk, body_blk], names=labels)
    low.b.add(n)
    outs = n.outputs
    _mark_rank_carries(low, names, frame.env, outs)
    frame.env.update(_rebuild(names, [Sym(v) for v in outs[:len(names)]], frame.env))
    for p, v in zip(params, outs[len(names):]):
        low.param_state[id(p)] = (p, Sym(v, p))
    for nm, und in dropped.items():
        frame.env[nm] = und
    # Names first assigned inside the loop are not visible after it.  (A carried name dropped above keeps its own
    # Undefined: its branch values' join error, MindSpore's TypeError when it is read after the loop, not the
    # "defined in the loop body" UnboundLocalError: adapt40ctl/loop_carry_join_error.)
    for nm in assigned - {n.split(SEP)[0] for n in names} - {n.split(SEP)[0] for n in dropped}:
        if nm not in frame.env or isinstance(frame.env[nm], Undefined):
            frame.env[nm] = Undefined(nm, low.b.loc)


_range_counter = [0]


def lower_range_for(low: Any, frame: Frame, node: Any, rng: Any) -> Any:
    """``for t in range(a, b, s)`` with a Tensor bound -> an equivalent ``while`` statement.

    The index is advanced before the body runs, so ``continue`` keeps counting.
    Returns the While node for the work list (plus its setup, done here).
    """
    _range_counter[0] += 1
    k = _range_counter[0]
    i_name, stop_name = f"__range_i{k}", f"__range_stop{k}"
    frame.env[i_name] = rng.start
    frame.env[stop_name] = rng.stop
    cmp = "<" if rng.step > 0 else ">"
    tmpl = gast.parse(f"while {i_name} {cmp} {stop_name}:\n    {i_name} = {i_name} + {rng.step!r}\n").body[0]
    assign_target = gast.Assign(targets=[node.target],
                                value=gast.Name(id=i_name, ctx=gast.Load(), annotation=None, type_comment=None),
                                type_comment=None)
    tmpl.body = [assign_target] + tmpl.body + list(node.body)
    for n in gast.walk(tmpl):
        if hasattr(n, "lineno") and (getattr(n, "lineno", None) is None or n not in list(gast.walk(node))):
            gast.copy_location(n, node)
            n.end_lineno = getattr(node, "lineno", None)
            n.end_col_offset = getattr(node, "col_offset", 0)
    return tmpl
