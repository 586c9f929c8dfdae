"""The one module that wires the stages: lower -> passes -> codegen -> executable.

It decides nothing about *when* to compile: :mod:`msgraph.api` (``ms.jit``, the Graph-mode hook of
Cells and grad functions) calls :func:`compile_graph` once per input signature.
"""
from __future__ import annotations

import logging
import os
import time
import types
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from . import context
from .common import hooks
from .common.mutable import MutableFloat, MutableInt, check_dynamic_elements, is_mutable_scalar, mutable
from .common.tensor import Parameter, Tensor, parameters_made
from .errors import (ArgumentError, CompileError, DTypeError, GraphTypeError, GraphValueError, MsGraphError, OpError,
                     SignatureError, SourceLoc)
from .frontend import writeback
from .frontend.calls import MUTABLE_INTS, MutableIntRequest
from .frontend.lower import Lowerer
from .frontend.rules import Level
from .frontend.source import parse_function
from .frontend.symbolic import Sym, is_sym
from .ir import pytree
from .ir.argref import ArgRef
from .ir.builder import const_input
from .ir.nodes import Graph, Value
from .ops.registry import graph_float
from .ir.printer import format_graph
from .passes.manager import PassManager, pipeline
from .runtime import stats
from .runtime.executable import Executable

log = logging.getLogger("msgraph.compiler")

VERIFY_IR = bool(os.environ.get("MSGRAPH_VERIFY_IR"))


class CompileOptions:
    """What a compile depends on besides the arguments."""

    __slots__ = ("jit_level", "syntax_level", "name", "capture", "fullgraph", "breaks", "loop_unrolling",
                 "keep_lowered")

    def __init__(self, jit_level: str = "O1", syntax_level: str = "LAX", name: str = "", capture: str = "ast"):
        self.jit_level = jit_level
        self.syntax_level = syntax_level
        self.name = name
        self.capture = capture   # "bytecode": jit(capture_mode='bytecode'), which accepts more Python
        self.fullgraph = False   # jit(capture_mode='bytecode', fullgraph=True): graph breaks raise (adapt36pj)
        self.breaks: List[str] = []   # bytecode capture: where MindSpore's capture would break the graph
        self.loop_unrolling = True   # bytecode capture's jit_config {'loop_unrolling': False}: a for loop breaks
        # keep a copy of the lowered graph (before the passes) on the Executable, ``exe.lowered``: a jit function
        # called under a PyNative gradient differentiates it (:func:`vjp_executable`)
        self.keep_lowered = False

    def key(self) -> Tuple[str, str]:
        return (self.jit_level, self.syntax_level)


def _is_tensor(x: Any) -> bool:
    return isinstance(x, Tensor) or is_mutable_scalar(x)


def _container_leaf_ids(v: Sequence[Any]) -> set:
    """For each tuple, list and dict in the arguments ``v`` (the graph's own argument containers), the ids of its
    leaves."""
    from .autodiff.grad_call import _leaf_ids

    out: set = set()
    stack = list(v)
    while stack:
        c = stack.pop()
        if isinstance(c, (tuple, list, dict)):
            out.add(_leaf_ids(c))
            stack.extend(c.values() if isinstance(c, dict) else c)
    return out


def _check_root_lambda(fn: Any) -> None:
    """A user lambda compiled as a whole graph must be written alone on its statement (MindSpore's parser)."""
    from .frontend.calls import _in_library
    from .frontend.source import check_lambda_source, unwrap_function

    raw = unwrap_function(fn)
    code = getattr(raw, "__code__", None)
    if code is not None and code.co_name == "<lambda>" and not _in_library(SourceLoc(code.co_filename, 1)):
        check_lambda_source(raw)


def _namespace_self(fn: Any, args: Sequence[Any], self_obj: Any, opts: CompileOptions) -> Any:
    """The object MindSpore 2.10 makes the namespace of a compiled jit method: the instance it is bound to, or a
    first argument that has an attribute of the method's name (``MyClass.forward2(obj, x)``, MindSpore's jit
    wrapper's test).  Graph code reads its attributes and calls its methods; calling the object itself
    (``self(*args)``) is MindSpore's ValueError "The object is not callable." (st graph_syntax/test_function_as_arg
    test_jit_function_input_a_callable_obj_2).  None for a Cell compiled as a whole and for bytecode capture."""
    if getattr(opts, "capture", "ast") != "ast" or hooks.is_cell(fn):
        return None
    if self_obj is not None:
        return self_obj
    raw = getattr(fn, "fn", fn)
    qual = getattr(raw, "__qualname__", "") or ""
    name = getattr(raw, "__name__", "")
    owner = qual.rsplit(".", 1)[0] if "." in qual else ""
    if not isinstance(raw, types.FunctionType) or not owner or owner.endswith("<locals>") or not args:
        return None
    first = args[0]
    if isinstance(first, (Tensor, tuple, list, dict, int, float, str)) or first is None:
        return None
    return first if hasattr(first, name) else None


def lower(fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], opts: CompileOptions,
          self_obj: Any = None, const_leaves: Optional[Dict[int, Any]] = None) -> Graph:
    """Build the IR of ``fn(*args, **kwargs)`` (Tensor leaves become graph inputs; the leaves named in
    ``const_leaves`` stay graph inputs but graph code sees the given constant Tensor instead: see
    :class:`ValueSpecialized`)."""
    name = opts.name or getattr(fn, "__name__", type(fn).__name__)
    graph = Graph(name)
    if not hooks.is_cell(fn) and opts.capture != "bytecode":
        # ms.jit / ms.grad / GradOperation / value_and_grad of a lambda: MindSpore parses its statement
        # (rule MSG414, docs/differences.md "lambda35"); bytecode capture reads no source (adapt36pj)
        _check_root_lambda(getattr(fn, "fn", fn))
    try:
        parsed = parse_function(getattr(fn, "fn", fn)) if not hooks.is_cell(fn) else \
            parse_function(getattr(hooks.cell_construct(fn), "fn", hooks.cell_construct(fn)))
        graph.loc = parsed.loc()
    except CompileError:
        if not (hooks.is_cell(fn) or callable(fn)):
            raise
        if (getattr(fn, "__module__", "") or "").split(".")[0] == "numpy" or type(fn).__name__ == "ufunc":
            # ms.jit(np.sin): a numpy function is no graph code (inside graph code it would run as
            # Python at run time; as the whole graph it is rejected)
            from .frontend.rules import RULES

            raise RULES["MSG406"].error(None, func=f"numpy.{getattr(fn, '__name__', fn)}") from None
    leaves, tree = pytree.flatten((tuple(args), dict(kwargs)), _is_tensor)
    copied = set()   # leaves of a dynamic-length mutable sequence argument: copies, no write-back (MindSpore)
    start = 0
    for a in args:
        n = len(pytree.flatten(a, _is_tensor)[0])
        if getattr(a, "_msgraph_dynamic_len", False):
            check_dynamic_elements(a)
            copied.update(range(start, start + n))
        start += n
    with Lowerer(graph, opts.syntax_level) as low:
        low.bytecode = getattr(opts, "capture", "ast") == "bytecode"
        low.trace = getattr(opts, "capture", "ast") == "trace"
        low.fullgraph = low.bytecode and getattr(opts, "fullgraph", False)
        low.breaks = getattr(opts, "breaks", [])
        low.loop_unrolling = getattr(opts, "loop_unrolling", True)
        # What the code does to its list/dict/Tensor arguments reaches the caller as in PyNative: a Cell run
        # in Graph mode, and bytecode capture (which keeps the function's Python semantics)
        # (and trace capture, which runs the function as Python: st trace test_trace_9's caller dict is updated)
        low.pynative_writes = (hooks.is_cell(fn) and self_obj is None) or low.bytecode or low.trace
        low.root_fn = fn   # what is compiled (autodiff/grad_call.py: a directly called grad function)
        low.namespace_self = _namespace_self(fn, args, self_obj, opts)
        low.arg_hooks = {}   # value id of a Tensor argument -> its hooks (Tensor.register_hook)
        syms = []
        declared = _declared_inputs(fn if self_obj is None else self_obj, args)
        for i, t in enumerate(leaves):
            v = Value(_aval(t) if id(t) not in declared else declared[id(t)], name=f"arg{i}")
            graph.params.append(v)
            if const_leaves and i in const_leaves:
                syms.append(const_leaves[i])
                continue
            if isinstance(t, Tensor) and getattr(t, "_hooks", None):
                from .common.tensor_hooks import hooks_of

                if hooks_of(t):   # applied by a gradient taken inside the graph (autodiff/grad_call.py)
                    low.arg_hooks[v.id] = tuple(hooks_of(t))
            if isinstance(t, Tensor) and i not in copied:
                # In-place writes to a Tensor argument go back to the caller's Tensor (ir/argref.py).
                ref = ArgRef(i, t._data.shape, t._data.dtype, f"arg{i}")
                ref.entry = Sym(v, ref)
                syms.append(ref.entry)
                if isinstance(t, Parameter):
                    low.param_alias[id(t)] = ref
            else:
                syms.append(Sym(v))
        cargs, ckwargs = pytree.unflatten(tree, syms)
        if not low.bytecode:   # a float argument is MindSpore's float32 immediate (adapt37sy/float_constant_values)
            cargs = tuple(graph_float(c) if type(c) is float else c for c in cargs)
            ckwargs = {k: graph_float(c) if type(c) is float else c for k, c in ckwargs.items()}
            if any(type(c) is int and not -2 ** 63 <= c < 2 ** 63 for c in list(cargs) + list(ckwargs.values())):
                from .frontend.expressions import INT64_CAST_ERROR   # (an int argument past int64: adapt37sy/int64_scalars)
                from .errors import GraphRuntimeError

                raise GraphRuntimeError(INT64_CAST_ERROR, graph.loc)
        low.input_containers = _container_leaf_ids(list(cargs) + list(ckwargs.values()))   # (a gradient leaves them undifferentiated)
        if any(getattr(a, "_msgraph_dynamic_len", False) for a in args):
            # a dynamic-length mutable argument stays one inside (F.is_sequence_shape_unknown)
            from .common.mutable import mark_dynamic_len

            cargs = tuple(mark_dynamic_len(c) if getattr(a, "_msgraph_dynamic_len", False) else c
                          for a, c in zip(args, cargs))
        snap = writeback.snapshot(cargs, ckwargs)
        born = parameters_made()   # (Parameters graph code makes, a jit_class instance's: not checked for names)
        try:
            if self_obj is not None:
                result = low.call_function(fn, cargs, ckwargs, self_obj=self_obj, loc=graph.loc)
            else:
                result = low.call(fn, cargs, ckwargs, graph.loc)
        except BaseException:
            writeback.restore_attr_containers(low)   # no Tensor of a failed graph stays in a Cell's lists/dicts
            raise
        result = writeback.restore_attr_containers(low, result)
        _check_parameter_names([t for t in leaves if isinstance(t, Parameter)], [p for p, _ in graph.param_refs if isinstance(p, Parameter)])
        _check_free_parameter_names(fn, self_obj,
                                    [p for p, _ in graph.param_refs if isinstance(p, Parameter)
                                     and p.__dict__.get("_born", -1) < born])
        initial = {id(p): v for p, v in graph.param_refs}
        for pid, (p, s) in low.param_state.items():
            if isinstance(p, ArgRef):
                if p.index is not None and s.value is not p.entry.value:
                    graph.writes.append((p, s.value))
            elif initial.get(pid) is not s.value:
                graph.writes.append((p, s.value))
        from .frontend.identity import origins

        if low.level is Level.STRICT:
            result = _dicts_as_tuples(result)   # MindSpore's STRICT level returns a dict as its values
        result = _ranges_as_tuples(result, low)  # a graph returns ``range(...)`` as the tuple of its values
        if not low.bytecode or _views_hold_syms(result):
            # (bytecode capture returns views of constants as Python does: bag37/bytecode_dict_views)
            result = _dict_views_as_tuples(result)
        result = _dynamic_sequence_results(result, cargs)
        result = _numpy_scalars_as_python(result)
        if not low.bytecode:
            result = _mutable_constants_as_plain(result)
        _check_nesting_depth(result, graph.loc)
        from .frontend.expressions import holds_list_key
        if holds_list_key(result):   # a dict key holding a list (graph code builds it): unhashable in Python
            raise GraphTypeError("unhashable type: 'list'", graph.loc)
        if _holds_function(result, _builtin_arguments((tuple(args), dict(kwargs)))):
            raise CompileError("Function in output is not supported. Please check your code.", graph.loc,
                               hint="return the function's result, or call it outside the graph")

        # (bytecode capture returns a changed argument list as itself, as Python: st pi_jit
        # test_list_setitem_by_inplace_add; MindSpore's 'ast' graph returns a new list)
        origin, returned_arg = origins(fn, self_obj, snap, result, () if low.bytecode else low.list_updates)
        out_leaves, out_tree = pytree.flatten(result, lambda x: is_sym(x) or isinstance(x, Tensor), origin)
        writeback.restore_returned_dicts(low)   # (also on errors: Lowerer.__exit__)
        graph.out_args = returned_arg[0]   # a returned container is the caller's argument: run with (args, kwargs)
        graph.block.results = [x.value if is_sym(x) else const_input(x) for x in out_leaves]
        graph.out_tree = out_tree
        from .frontend.numpy_view import is_numpy_scalar, is_numpy_view

        # a returned x.asnumpy() (or numpy arithmetic on it) is a numpy array, as MindSpore's JIT fallback; an
        # element or a reduction of one (``x.asnumpy()[0]``) a numpy scalar
        graph.out_numpy = ["ndarray" if is_numpy_view(low, x) else "scalar" if is_numpy_scalar(low, x) else False
                           if is_sym(x) else False for x in out_leaves]
        # A result that is a Parameter attribute as read at entry (never written by this graph) is returned
        # as that Parameter object, as MindSpore's Graph mode does (``return self.w``); inside a returned
        # tuple, list or dict it is a Tensor (``return self.w, x``; measured, gss27).
        if out_tree == pytree.LEAF and not any(isinstance(p, ArgRef) for p, _ in graph.writes):
            written = {id(p) for p, _ in graph.writes}
            pres = [x.param if is_sym(x) and isinstance(x.param, Parameter) and id(x.param) not in written
                    and initial.get(id(x.param)) is x.value else _returned_arg(x) for x in out_leaves]
            if pres[0] is None and is_sym(out_leaves[0]):
                # a mutable float argument returned as the whole result is that object (MindSpore's 0.1, not the
                # float32 scalar the graph computes with; bag37/mutable_float_arg)
                pos = [i for i, (p, t) in enumerate(zip(graph.params, leaves))
                       if p is out_leaves[0].value and type(t) is MutableFloat]
                if pos:
                    pres = [ArgRef(pos[0], (), np.float64, f"arg{pos[0]}")]
            graph.param_results = pres if any(p is not None for p in pres) else None
            if any(isinstance(p, ArgRef) for p in pres):
                graph.out_args = True   # the run needs the caller's objects: the argument returns as itself
        if snap or low.attr_writes or low.attr_item_writes:
            writeback.container_writes(low, graph, snap, whole=low.pynative_writes)
    return graph


#: MindSpore's kMaxSeqRecursiveDepth: a graph's output may nest lists and tuples this deep (an element
#: inside the innermost of 6 nested sequences is the limit; empty sequences count only as elements)
_MAX_SEQ_DEPTH = 6


def _check_nesting_depth(result: Any, loc: Any) -> None:
    """MindSpore 2.10's RuntimeError for a graph output whose list/tuple nesting goes past 6 levels (dicts
    are not looked into, as there).  Only the output is checked: a deeper sequence the graph builds and
    only indexes is folded away, in MindSpore as here."""
    def deepest(x: Any, depth: int) -> Tuple[int, bool]:
        if isinstance(x, (list, tuple)) and not is_sym(x):
            most, tensors = depth, False
            for e in x:
                d, t = deepest(e, depth + 1)
                most, tensors = max(most, d), tensors or t
            return most, tensors
        return depth, is_sym(x) or isinstance(x, Tensor)

    if not isinstance(result, (list, tuple)):
        return
    depth, tensors = deepest(result, 0)
    if depth > _MAX_SEQ_DEPTH:
        # MindSpore's backend reports a sequence holding Tensors, its frontend one of constants
        what = "List" if tensors else "List, tuple and dict"
        raise CompileError(f"{what} nesting is not allowed more than {_MAX_SEQ_DEPTH} levels.", loc)


def _range_tuple(start: Any, stop: Any, step: Any) -> tuple:
    return tuple(range(int(start), int(stop), int(step)))


def _ranges_as_tuples(x: Any, low: Any = None) -> Any:
    from .frontend.calls import SymRange

    if type(x) is range:
        return tuple(x)
    if type(x) is MutableInt:
        return int(x)     # (the length of a dynamic-length sequence: a variable int inside the graph)
    if type(x) is SymRange and low is not None and low.level is not Level.STRICT:
        # a range of graph-variable bounds (``range(mutable(5))`` made in the graph): MindSpore 2.10 (LAX)
        # returns its dynamic-length tuple, made when the graph runs
        from .frontend.fallback import runtime_call

        return runtime_call(low, _range_tuple, [x.start, x.stop, x.step], {}, "range", object_result=True)
    if type(x) is SymRange:
        # a returned range of graph-variable bounds (mutable ints): its length decides the output's
        # structure, so compile_graph specializes the graph on the bounds' values
        raise ArgumentError("a returned range() needs constant bounds")
    if type(x) in (tuple, list) and any(type(v) in (range, SymRange, MutableInt) for v in x):
        return type(x)(_ranges_as_tuples(v, low) for v in x)
    return x


def _dict_views_as_tuples(x: Any) -> Any:
    """A dict view evaluated while compiling (``self.cell_dict.keys()`` of an nn.CellDict) is returned as the tuple of
    its elements, as MindSpore 2.10's graph returns it (st container/test_cell_dict test_cell_dict_get_keys); a
    ``values()`` view of Cells then fails the function-in-output check, as there."""
    import collections.abc as cabc

    if isinstance(x, cabc.ItemsView):
        return list(x)   # (a jit(capture_mode='trace') function's live ``d.items()``: MindSpore's list of pairs)
    if isinstance(x, (cabc.KeysView, cabc.ValuesView)):
        return tuple(x)
    if type(x) in (tuple, list) and any(isinstance(v, (cabc.KeysView, cabc.ValuesView, cabc.ItemsView))
                                        for v in x):
        return type(x)(_dict_views_as_tuples(v) for v in x)
    return x


def _views_hold_syms(x: Any) -> bool:
    """Whether a returned dict view (or a tuple / list of them) holds graph values."""
    import collections.abc as cabc

    from .frontend.symbolic import contains_sym

    if isinstance(x, (cabc.KeysView, cabc.ValuesView, cabc.ItemsView)):
        return contains_sym(list(x))
    return type(x) in (tuple, list) and any(_views_hold_syms(v) for v in x)


def _dynamic_sequence_results(x: Any, args: Sequence[Any]) -> Any:
    """Returned dynamic-length sequences as MindSpore 2.10 returns them (recorded: s21_main/dynamic_sequence_results):
    a list that a comprehension or a loop built over a dynamic-length sequence (``mark_loop_built``) with its numbers
    as 0-d Tensors (int64, float32, bool); one made from a dynamic-length argument (a slice, ``+``, ``*``) as a plain
    tuple or list; the argument itself as it came (a mutable sequence)."""
    from .common import dtype as mstype
    from .common.mutable import is_dynamic_len, is_loop_built, is_mutable_container
    from .ops import functional as F

    if (is_dynamic_len(x) or (is_mutable_container(x) and not isinstance(x, dict))) and not is_loop_built(x) \
            and not any(x is a for a in args):
        # (also ``ms.mutable((1, 2))`` made in the graph: a plain tuple; recorded: ret_b/mutable_made_in_graph)
        return (tuple if isinstance(x, tuple) else list)(_dynamic_sequence_results(v, args) for v in x)
    if is_loop_built(x):
        out = []
        for v in x:
            kind = type(v) if not is_sym(v) else {"b": bool, "i": int, "u": int}.get(np.dtype(v.aval.dtype).kind, float)
            if (is_sym(v) and v.aval.shape == () and getattr(v.aval, "weak", False)) or type(v) in (bool, int, float):
                dtype = {bool: mstype.bool_, int: mstype.int64}.get(kind, mstype.float32)
                v = F.scalar_to_tensor(v, dtype) if is_sym(v) else Tensor(np.array(v, mstype.to_numpy(dtype)))
            out.append(v)
        return out
    if type(x) in (tuple, list):
        new = [_dynamic_sequence_results(v, args) for v in x]
        if any(a is not b for a, b in zip(new, x)):   # (else the same object: a returned global list is that list)
            return type(x)(new)
    return x


def _mutable_constants_as_plain(x: Any) -> Any:
    """An ``ms.mutable`` bool or tuple the graph returns as it was given (``return flag, t``): MindSpore 2.10's
    Graph mode returns a plain bool / tuple, not its ``_Bool`` / ``_Tuple`` (PyNative returns the object; measured,
    adapt45left/mutable_class_names)."""
    from .common.mutable import MutableBool, MutableTuple

    if type(x) is MutableBool:
        return bool(x)
    if type(x) in (tuple, list, MutableTuple):
        new = [_mutable_constants_as_plain(v) for v in x]
        if type(x) is MutableTuple:
            return tuple(new)
        if any(a is not b for a, b in zip(new, x)):
            return type(x)(new)
    return x


def _numpy_scalars_as_python(x: Any) -> Any:
    """A returned tuple/list/dict holding numpy scalars made at compile time (``tuple(enumerate(np_array))``,
    ``tuple(np_array)``) holds Python numbers in MindSpore 2.10, as a returned numpy scalar itself is one
    (recorded: ret_b/numpy_scalars_in_results)."""
    if isinstance(x, np.generic) and not isinstance(x, (np.str_, np.bytes_, np.void, np.object_)):
        return x.item()
    if type(x) is float:
        # a returned Python float (an argument, a fallback result) is MindSpore's float32 immediate with its double
        # kept only near the float32 (``123456.789`` comes back 123456.7890625; adapt37sy/float_constant_values)
        return graph_float(x)
    if type(x) in (tuple, list):
        new = [_numpy_scalars_as_python(v) for v in x]
        if any(a is not b for a, b in zip(new, x)):   # (else the same object: a returned global list is that list)
            return type(x)(new)
    elif type(x) is dict:
        new_d = {k: _numpy_scalars_as_python(v) for k, v in x.items()}
        if any(new_d[k] is not v for k, v in x.items()):
            return new_d
    return x


def _check_parameter_names(arg_params: List[Any], free_params: List[Any]) -> None:
    """MindSpore's CheckDuplicatedParameterName: a Parameter passed as an argument may not share its
    name with another Parameter of the graph (argument or attribute); a ValueError naming the later one."""
    if not arg_params:
        return
    seen: Dict[str, Any] = {}
    args = {id(p) for p in arg_params}
    for p in list(arg_params) + [q for q in free_params if id(q) not in args]:
        name = getattr(p, "name", None)
        other = seen.get(name)
        if other is None:
            seen[name] = p
            continue
        if other is p or (id(p) not in args and id(other) not in args):
            continue
        data = np.asarray(p._data)
        if data.size == 1:
            v = data.reshape(()).item()
            value = f"{v:g}" if isinstance(v, float) else str(v)
        else:
            value = np.array2string(data, separator=", ")
        raise GraphValueError(f"The parameter Tensor(shape={list(data.shape)}, dtype={p.dtype}, value={value}, "
                                 f"name={name}) , its name '{name}' already exists. Please set a unique name for "
                                 "the parameter.", None)


def _check_free_parameter_names(fn: Any, self_obj: Any, used: List[Any]) -> None:
    """MindSpore 2.10: two distinct Parameters of one name read by a graph, one of them not the compiled Cell's own
    (``get_parameters``: a global, a closure variable, a Parameter of a Cell that is no sub-Cell, a ParameterTuple
    member replaced by a later one of its name) are a RuntimeError; the Cell's own Parameters may share a name
    (ut graph_syntax/parameter test_inner_out_net_1, test_parameter_ms_function_1)."""
    from .common import hooks

    by_name: Dict[str, List[Any]] = {}
    for p in used:
        group = by_name.setdefault(getattr(p, "name", None), [])
        if all(q is not p for q in group):
            group.append(p)
    clashes = [g for g in by_name.values() if len(g) > 1]
    if not clashes:
        return
    cell = fn if hooks.is_cell(fn) else self_obj   # (a Cell compiled, or the Cell of a jit method)
    owned = {id(p) for p in cell.get_parameters()} if hooks.is_cell(cell) else set()
    for group in clashes:
        if all(id(p) in owned for p in group):
            continue
        name = group[0].name
        where = "construct" if hooks.is_cell(fn) else getattr(fn, "__name__", "graph")
        if hooks.is_cell(cell):
            where = f"{type(cell).__name__}_{where}"
        raise CompileError(f"The parameter @{where}:param_{name} , its name '{name}' already exists. Please "
                           "set a unique name for the parameter.", None)


def _returned_arg(x: Any) -> Optional[ArgRef]:
    """The Tensor argument a graph returns unchanged as its whole result (MindSpore returns that object itself:
    ``f(x, p) is p``, a Parameter with its name), else None."""
    ref = x.param if is_sym(x) else None
    if isinstance(ref, ArgRef) and ref.index is not None and ref.entry is not None and ref.entry.value is x.value:
        return ref
    return None


def _builtin_arguments(x: Any, depth: int = 0) -> frozenset:
    """The ids of the builtin functions among a call's arguments (in tuples, lists and dicts)."""
    import types

    if isinstance(x, types.BuiltinFunctionType):
        return frozenset((id(x),))
    if depth < 8 and type(x) in (tuple, list, dict):
        out: frozenset = frozenset()
        for v in (x.values() if type(x) is dict else x):
            out |= _builtin_arguments(v, depth + 1)
        return out
    return frozenset()


def _holds_function(x: Any, passed: frozenset = frozenset()) -> bool:
    """Whether a graph output holds a Python function or method (MindSpore 2.10: RuntimeError "Function in output
    is not supported", ut pipeline/parse test_structure_output).  ``passed``: builtin functions the call got as
    arguments, which MindSpore returns as themselves (an interpreted object there; ``return abs`` written in graph
    code is still the error)."""
    import types

    from .frontend.scope import StagedFunction
    from .ops.registry import Primitive

    if passed and id(x) in passed:
        return False
    if isinstance(x, (types.FunctionType, types.MethodType, types.BuiltinFunctionType, StagedFunction, Primitive)) \
            or hooks.is_cell(x):   # (a Cell or a Primitive is a function graph to MindSpore: ``return self.block``)
        return True
    if type(x) in (tuple, list):
        return any(_holds_function(v, passed) for v in x)
    if type(x) is dict:
        return any(_holds_function(v, passed) for v in x.values())
    return False


def _dicts_as_tuples(x: Any) -> Any:
    """A graph output under jit_syntax_level STRICT: every dict becomes the tuple of its values."""
    if isinstance(x, dict):
        return tuple(_dicts_as_tuples(v) for v in x.values())
    if type(x) in (tuple, list):
        return type(x)(_dicts_as_tuples(v) for v in x)
    return x


def _locate_at_user_call(exc: Any) -> None:
    """A compile error inside a library Cell called directly from Python (``nn.Dense(3, 4)(x)``):
    report it at the user's line that made the call; the library line follows as a note."""
    import inspect
    import os

    from .frontend.calls import _in_library

    if exc.loc is None or isinstance(exc, SyntaxError) or not _in_library(exc.loc):
        return
    from .errors import SourceLoc

    lib = os.path.dirname(os.path.abspath(__file__))
    for fr in inspect.stack(context=0)[1:]:
        fname = os.path.abspath(fr.filename)
        if not fname.startswith(lib) and not fname.startswith("<") and "/_pytest/" not in fname \
                and "/pluggy/" not in fname:
            import linecache

            inner = exc.loc
            text = linecache.getline(fr.filename, fr.lineno)
            col = len(text) - len(text.lstrip())
            end = len(text.rstrip())
            MsGraphError.__init__(exc, exc.raw_message, SourceLoc(fr.filename, fr.lineno, col, end, fr.function),
                                  exc.hint)
            exc.add_note(f"  in msgraph library code: {inner} ({inner.source_line().strip()})")
            return


def _declared_inputs(cell: Any, args: Sequence[Any]) -> Dict[int, Any]:
    """id of a top-level Tensor argument -> a DeclaredAval, where the Cell's ``set_inputs`` declared a dynamic
    shape for it (a placeholder ``Tensor(shape=[None, 3])`` / ``Tensor(shape=None)``)."""
    from .common.aval import DeclaredAval
    from .common.dyn_inputs import compile_args

    decls = compile_args(cell, args) if hooks.is_cell(cell) else None
    if not decls:
        return {}
    out = {}
    for a, d in zip(args, decls):
        sig = getattr(d, "_sig_shape", None)
        if sig is not None and isinstance(a, Tensor) and not is_mutable_scalar(a):
            out[id(a)] = DeclaredAval(a._data.shape, a._data.dtype, sig)
    return out


def _aval(t: Any) -> Any:
    from .common.aval import Aval, aval_of

    if is_mutable_scalar(t):
        return aval_of(int(t) if isinstance(t, int) else float(t))  # weakly typed, like the number
    return Aval(t._data.shape, t._data.dtype)


def compile_graph(fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], opts: CompileOptions,
                  self_obj: Any = None) -> Any:
    """Lower, optimize and generate code; returns a ready Executable (or, when graph code needs the values
    of small integer Tensor arguments, a :class:`ValueSpecialized` of Executables)."""
    const = _const_arg_leaves(args, kwargs)
    if const:
        # Tensor(..., const_arg=True) arguments: constants of the graph, one graph per value (MindSpore 2.10)
        return ValueSpecialized(fn, args, kwargs, opts, self_obj, const, const_args=True)
    req = MutableIntRequest(MUTABLE_INTS.get())
    token = MUTABLE_INTS.set(req)
    try:
        return _compile_retrying(fn, args, kwargs, opts, self_obj, req)
    finally:
        MUTABLE_INTS.reset(token)


def _compile_retrying(fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], opts: CompileOptions, self_obj: Any,
                      req: MutableIntRequest) -> Any:
    try:
        return _compile(fn, args, kwargs, opts, self_obj)
    except Exception as exc:
        # an op that rejected a graph value where it needs a constant (an axis, a shape, a count) raises one
        # of msgraph's argument errors (a slice bound: MSG412); errors of user code (KeyError, ...) are not
        # retried
        if not (isinstance(exc, (OpError, DTypeError, ArgumentError)) or str(exc).startswith("MSG412")) \
                or isinstance(exc, SignatureError) or getattr(exc, "_msgraph_no_specialize", False):
            raise
        spec = _value_leaves(args, kwargs)
        try:
            if not spec:
                raise exc
            try:
                return ValueSpecialized(fn, args, kwargs, opts, self_obj, spec)
            except Exception as spec_exc:
                if getattr(spec_exc, "_msgraph_on_values", False):
                    raise   # an error graph code meets only with the values (a HyperMap over a repeated sequence)
                if isinstance(exc, (ArgumentError, DTypeError)) and isinstance(spec_exc, OpError):
                    # an op given an int known when the graph runs (``mint.argmax(x, int(t))``) refuses its value
                    # (an axis out of range): MindSpore's op checks the value when it runs, its ValueError, not
                    # msgraph's TypeError "must be a constant int" / "must be an int" (flip49)
                    raise spec_exc from None
                raise exc from None
        except Exception as final:
            if not getattr(final, "_msgraph_op_int", False) or req.at_run_time:
                raise
            # an op refused a graph int that no specialization made constant: it runs when the graph runs
            req.at_run_time = True
            try:
                return compile_graph(fn, args, kwargs, opts, self_obj)
            finally:
                req.at_run_time = False


def _const_arg_leaves(args: Sequence[Any], kwargs: Dict[str, Any]) -> List[int]:
    """Flat indices of the Tensor arguments marked ``const_arg`` (``Tensor.set_const_arg``)."""
    leaves, _ = pytree.flatten((tuple(args), dict(kwargs)), _is_tensor)
    return [i for i, t in enumerate(leaves) if isinstance(t, Tensor) and t.__dict__.get("_const_arg")]


#: the largest integer Tensor argument whose values graph code may read at compile time
VALUE_LEAF_MAX_SIZE = 64


def _value_leaves(args: Sequence[Any], kwargs: Dict[str, Any]) -> List[int]:
    """Flat indices of the arguments a graph may be specialized on: small integer or bool Tensors
    (shapes, axes, counts), not Parameters."""
    leaves, _ = pytree.flatten((tuple(args), dict(kwargs)), _is_tensor)
    return [i for i, t in enumerate(leaves)
            if (type(t) is Tensor and t._data.dtype.kind in "biu" and t._data.size <= VALUE_LEAF_MAX_SIZE)
            or (is_mutable_scalar(t) and isinstance(t, int))]   # and mutable ints (a slice bound, a range step)


def _value_leaf(a: Any) -> Tensor:
    """The constant Tensor graph code sees for a value-specialized argument: still an input of a gradient, which
    MindSpore 2.10's Graph mode gives a zero of its dtype and shape (autodiff/grad_call.py, adapt45left)."""
    t = Tensor(np.array(a, copy=True))
    t.__dict__["_msgraph_value_leaf"] = True
    return t


class ValueSpecialized:
    """A graph whose code reads the VALUES of some Tensor arguments (``ops.ones(n)``, ``x.sum(axis)``,
    ``ops.reshape(x, shape)`` with Tensor ``n``/``axis``/``shape``): MindSpore 2.10 runs such value-dependent
    ops (their shapes known when they run); msgraph compiles one graph per value of those arguments (each
    sees the value as a constant Tensor), chosen at every call by the arguments' bytes. Used only when
    the graph does not compile with those arguments as graph inputs."""

    def __init__(self, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], opts: CompileOptions,
                 self_obj: Any, spec: List[int], const_args: bool = False):
        self._build_from = (fn, tuple(args), dict(kwargs), opts, self_obj)
        # Tensor(..., const_arg=True) arguments are no inputs of a gradient (MindSpore 2.10: ``()``); the arguments
        # specialized on because graph code reads their values get a zero gradient (:func:`_value_leaf`)
        self.const_args = const_args
        leaves, _ = pytree.flatten((tuple(args), dict(kwargs)), _is_tensor)
        self.spec = spec
        # mutable ints (``x[a:b]`` over a tuple with ``a = ms.mutable(1)``): graph code sees the (still mutable) int
        self.scalar = {i for i in spec if is_mutable_scalar(leaves[i])}
        self.cache: Dict[Any, Executable] = {}
        arrays = [int(leaves[i]) if i in self.scalar else leaves[i]._data for i in spec]
        exe = self._build(arrays)
        self.cache[self._key(arrays)] = exe
        self.last = exe
        self.guards = exe.guards
        self.arg_writes = exe.arg_writes

    @staticmethod
    def _key(arrays: Sequence[Any]) -> tuple:
        return tuple(np.asarray(a).tobytes() for a in arrays)

    def _build(self, arrays: Sequence[Any]) -> Executable:
        fn, args, kwargs, opts, self_obj = self._build_from
        consts = {i: mutable(int(a)) if i in self.scalar else
                  Tensor(np.array(a, copy=True)) if self.const_args else _value_leaf(a)
                  for i, a in zip(self.spec, arrays)}
        return _compile(fn, args, kwargs, opts, self_obj, consts)

    def __call__(self, arrays: Sequence[Any], objects: Optional[Sequence[Any]] = None,
                 call: Optional[Tuple[tuple, dict]] = None) -> Any:
        vals = [arrays[i] for i in self.spec]
        key = self._key(vals)
        exe = self.cache.get(key)
        if exe is None:
            exe = self._build(vals)
            self.cache[key] = exe
        self.last = exe
        return exe(arrays, objects, call)

    @property
    def ir_text(self) -> str:
        return self.last.ir_text

    @property
    def source(self) -> str:
        return self.last.source

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("last", "_build_from", "spec", "cache", "scalar", "const_args"):
            raise AttributeError(name)
        return getattr(self.last, name)


def _compile(fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], opts: CompileOptions,
             self_obj: Any = None, const_leaves: Optional[Dict[int, Any]] = None) -> Executable:
    t0 = time.perf_counter()
    try:
        graph = lower(fn, args, kwargs, opts, self_obj, const_leaves)
    except MsGraphError as exc:
        _locate_at_user_call(exc)
        raise
    lowered = None
    if getattr(opts, "keep_lowered", False):
        try:
            lowered = clone_graph(graph)
        except Exception:   # (a graph the copy cannot take: its calls under a PyNative gradient run op by op)
            log.debug("no copy of the lowered graph %s", graph.name, exc_info=True)
    dump = _dumper(graph.name) if context.get_context("save_graphs") else None
    PassManager(pipeline(opts.jit_level), verify=VERIFY_IR, dump=dump).run(graph)
    _ms_env_dump(graph)
    if context.get_context("enable_graph_kernel") and "--dump_as_text" in str(context.get_context("graph_kernel_flags")):
        _dump_clusters(graph)
    from .codegen import backend

    code = backend.generate(graph, opts)
    exe = Executable(graph, code, format_graph(graph))
    exe.lowered = lowered
    if dump:
        dump("99_codegen", None, code.source)
    stats.record_compile(graph.name)
    log.debug("compiled %s in %.1f ms", graph.name, (time.perf_counter() - t0) * 1e3)
    return exe


def _dump_clusters(graph: Graph) -> None:
    """MindSpore's ``graph_kernel_flags="--dump_as_text"``: the fused clusters, as text, in
    ``./graph_kernel_dump/graph_kernel_cluster_<pid>.txt`` (one section per fused kernel: its
    source nodes).  msgraph's clusters are its fusion pass's ``fused`` nodes."""
    from .ir.nodes import Struct

    lines: List[str] = []

    def walk(block: Any) -> None:
        for n in block.nodes:
            if n.op is Struct.FUSED:
                inner = [m for m in n.blocks[0].nodes]
                names = "_".join(getattr(m.op, "name", str(m.op)) for m in inner)
                lines.append(f"Source nodes of Default/GraphKernel_{names}_fusion-op{len(lines)} = "
                             f"fused{tuple(getattr(v, 'name', '') for v in n.inputs)}")
                for k, m in enumerate(inner):
                    lines.append(f"  Default/{getattr(m.op, 'name', m.op)}-op{k}")
                lines.append("=======================")
            for b in n.blocks:
                walk(b)

    walk(graph.block)
    os.makedirs("graph_kernel_dump", exist_ok=True)
    with open(os.path.join("graph_kernel_dump", f"graph_kernel_cluster_{os.getpid()}.txt"), "a",
              encoding="utf-8") as f:
        f.write("\n".join(lines) + ("\n" if lines else ""))


#: MindSpore 2.10's frontend passes, in order: the names of the IR files its MS_DEV_SAVE_GRAPHS writes
_MS_PASSES = ("bootstrap", "type_inference", "event_method", "auto_monad", "graph_reusing", "add_attr",
              "pre_auto_parallel", "py_interpret_to_execute", "rewriter_before_opt_a", "expand_dump_flag", "jit_opt_a",
              "py_interpret_to_execute_after_opt_a", "rewriter_after_opt_a", "convert_after_rewriter",
              "order_py_execute_after_rewriter", "mutable_eliminate", "jit_opt_b", "cconv", "loop_unroll",
              "jit_opt_after_cconv", "remove_dup_value", "partial_unused_args_eliminate", "environ_conv",
              "add_recomputation", "cse_after_recomputation", "auto_monad_reorder", "get_jit_bprop_graph",
              "rewriter_after_jit_bprop_graph", "opt_after_jit_grad", "symbol_engine_optimizer",
              "partial_unused_args_eliminate_after_recompute", "validate", "backend_pass", "task_emit", "execute")
_ms_dump_serial = [0]


def _ms_env_dump(graph: Graph) -> None:
    """MindSpore's environment switches for IR files, read when a graph compiles: ``MS_DEV_SAVE_GRAPHS`` writes
    one file per frontend pass into ``MS_DEV_SAVE_GRAPHS_PATH`` named as MindSpore 2.10 names them
    (``31_validate_0032.ir``; ``MS_DEV_DUMP_IR_PASSES`` keeps the passes naming one of its comma-separated parts,
    ``MS_DEV_DUMP_IR_INTERVAL`` every n-th).  The text is msgraph's IR of the optimized graph."""
    level = context.process_env("MS_DEV_SAVE_GRAPHS")
    if not level or level == "0":
        return
    root = context.process_env("MS_DEV_SAVE_GRAPHS_PATH") or "."
    wanted = [w for w in context.process_env("MS_DEV_DUMP_IR_PASSES").split(",") if w]
    try:
        interval = max(int(context.process_env("MS_DEV_DUMP_IR_INTERVAL") or 1), 1)
    except ValueError:
        interval = 1
    text = format_graph(graph)
    os.makedirs(root, exist_ok=True)
    for i, name in enumerate(_MS_PASSES):
        serial = _ms_dump_serial[0]
        _ms_dump_serial[0] += 1
        stem = f"{i:02d}_{name}"
        if (wanted and not any(w in stem for w in wanted)) or (i + 1) % interval:
            continue
        with open(os.path.join(root, f"{stem}_{serial:04d}.ir"), "w", encoding="utf-8") as f:
            f.write(text)


def _dumper(name: str) -> Any:
    root = context.get_context("save_graphs_path")
    folder = os.path.join(root, "msgraph_ir", name)
    os.makedirs(folder, exist_ok=True)

    def dump(stage: str, graph: Optional[Graph], text: Optional[str] = None) -> None:
        ext = "py" if text is not None else "ir"
        with open(os.path.join(folder, f"{stage}.{ext}"), "w", encoding="utf-8") as f:
            f.write(text if text is not None else format_graph(graph))

    return dump


# ---------------------------------------------------------------------------------------
# A jit function called under a PyNative gradient: its compiled graph is one node of the tape, whose
# backward is the graph's own reverse-mode gradient (autodiff/expand.py), as MindSpore 2.10 runs it.
# ---------------------------------------------------------------------------------------
def clone_graph(graph: Graph) -> Graph:
    """A deep copy of ``graph``'s inputs, Parameter reads, body and results (fresh values; constants shared)."""
    from .ir.analysis import clone_nodes
    from .ir.nodes import Block

    new = Graph(graph.name, graph.loc)
    mapping: Dict[int, Any] = {}
    for p in graph.params:
        q = Value(p.aval, p.name)
        mapping[p.id] = q
        new.params.append(q)
    for obj, v in graph.param_refs:
        q = Value(v.aval, v.name)
        mapping[v.id] = q
        new.param_refs.append((obj, q))
    nodes = clone_nodes(graph.block.nodes, mapping)
    look = lambda r: mapping.get(r.id, r) if isinstance(r, Value) else r  # noqa: E731
    new.block = Block([], nodes, [look(r) for r in graph.block.results])
    new.writes = [(p, look(v)) for p, v in graph.writes]
    new.out_tree = graph.out_tree
    new.n_extra = graph.n_extra
    return new


def _diff_aval(a: Any) -> bool:
    """A Tensor value a gradient reaches: static shape, any number or bool dtype (MindSpore 2.10 differentiates
    integer and bool Tensors too: their gradients have their dtype), not a weakly typed Python number."""
    from .common.dtype import is_bf16

    return a is not None and not getattr(a, "weak", False) and getattr(a, "shape", None) is not None \
        and all(d is not None for d in a.shape) and (a.dtype.kind in "fciub" or is_bf16(a.dtype))


def vjp_executable(lowered: Graph, opts: CompileOptions, target_args: Sequence[int], target_refs: Sequence[int],
                   diff_out: Sequence[int]) -> Executable:
    """The reverse-mode gradient of the lowered graph ``lowered`` as a graph of its own: its inputs are the
    forward's inputs, then the Parameters it reads (positions ``target_refs`` of ``lowered.param_refs``, as
    inputs: the values the forward read), then one sensitivity per result in ``diff_out``; it returns the
    gradients of the inputs at ``target_args`` and of those Parameters.  The forward is a copy of ``lowered``
    (not lowered again: what graph code did to Python objects at compile time happens once), its prints left out
    (the forward run printed) and its Parameter writes not written (the forward run wrote them)."""
    from .ir.analysis import clone_nodes
    from .ir.nodes import Block, Node, Struct

    g = Graph(lowered.name + "_vjp", lowered.loc)
    mapping: Dict[int, Any] = {}
    arg_inputs = [Value(p.aval, p.name) for p in lowered.params]
    ref_inputs = [Value(lowered.param_refs[i][1].aval, lowered.param_refs[i][1].name) for i in target_refs]
    n_res = len(lowered.block.results) - lowered.n_extra
    results = list(lowered.block.results[:n_res])
    sens_inputs = [Value(results[i].aval, f"sens{k}") for k, i in enumerate(diff_out)]
    g.params = arg_inputs + ref_inputs + sens_inputs
    # the differentiated values are the grad block's parameters; the other inputs are read from the graph's
    targets = [arg_inputs[i] for i in target_args] + ref_inputs
    blk_params = [Value(t.aval, t.name) for t in targets]
    for i, p in enumerate(lowered.params):
        mapping[p.id] = arg_inputs[i]
    for i, p in zip(target_args, blk_params):
        mapping[lowered.params[i].id] = p
    ref_pos = {i: k for k, i in enumerate(target_refs)}
    for j, (obj, v) in enumerate(lowered.param_refs):
        if j in ref_pos:
            mapping[v.id] = blk_params[len(target_args) + ref_pos[j]]
        else:   # (a Parameter read but not differentiated: read at run time, as the forward did)
            q = Value(v.aval, v.name)
            mapping[v.id] = q
            g.param_refs.append((obj, q))
    nodes = clone_nodes(lowered.block.nodes, mapping)
    look = lambda r: mapping.get(r.id, r) if isinstance(r, Value) else r  # noqa: E731
    blk = Block(blk_params, nodes, [look(r) for r in results])
    _strip_prints(blk)
    avals = [getattr(r, "aval", None) for r in results] + [t.aval for t in targets]
    node = Node(Struct.GRAD, targets + sens_inputs, avals, lowered.loc, blocks=[blk],
                attrs={"n_targets": len(targets), "n_out": n_res, "diff_idx": list(diff_out), "kind": "grad"})
    g.block.nodes = [node]
    g.block.results = list(node.outputs[n_res:])
    _, g.out_tree = pytree.flatten(tuple(g.block.results), lambda x: isinstance(x, Value))
    PassManager(pipeline(opts.jit_level), verify=VERIFY_IR).run(g)
    from .codegen import backend

    code = backend.generate(g, opts)
    return Executable(g, code, format_graph(g))


def _strip_prints(blk: Any) -> None:
    """Leave the Print nodes out of ``blk`` and its nested blocks (what read a print's None -- ``ops.depend(y,
    ops.print_(...))`` -- reads the constant None)."""
    from .ir.nodes import Const

    out = []
    for n in blk.nodes:
        if getattr(n.op, "name", None) == "Print":
            for o in n.outputs:
                o.replace_all_uses_with(Const(None))
            _result_none(blk, {o.id for o in n.outputs})
            continue
        for b in n.blocks:
            _strip_prints(b)
        out.append(n)
    blk.nodes = out


def _result_none(blk: Any, ids: set) -> None:
    """Results of ``blk`` and of the blocks nested in it that are one of the values ``ids``: the constant None."""
    from .ir.nodes import Const

    blk.results = [Const(None) if isinstance(r, Value) and r.id in ids else r for r in blk.results]
    for n in blk.nodes:
        for b in n.blocks:
            _result_none(b, ids)
