"""Expression lowering (a mixin of the Lowerer): constants fold, Tensor work emits IR."""
from __future__ import annotations

import inspect
import linecache
import operator
import types
import weakref
from typing import Any, Dict, List, Optional, Sequence, Tuple

import gast
import numpy as np

from ..common import hooks
from ..common.mutable import MutableBool, is_dynamic_len, is_mutable_scalar, mark_dynamic_len, mark_loop_built
from ..common.mutable import seq_grad_first_copy
from ..common.tensor import Parameter, Tensor
from ..errors import CompileError, GraphRuntimeError, GraphTypeError, GraphValueError, compile_error_class
from ..ir.nodes import Block
from ..ops.registry import graph_call, graph_float
from .guards import by_value, make_guard
from .scope import Frame, StagedFunction, Undefined, first_block_globals
from . import list_join
from .numpy_view import (is_numpy_value, mark_numpy, mark_numpy_part, mark_numpy_result, numpy_left_of_tensor,
                         numpy_operands, py_number)
from .symbolic import NeedsConstant, Sym, contains_sym, is_sym
from .switch import index_by_tensor

from .flow import F
from .fallback import is_rank_tensor, objects_run
from . import runtime_stmt

_NOT_EVALUATED = object()   # (a comprehension's first iterable not evaluated yet)

_BINOPS = {gast.Add: operator.add, gast.Sub: operator.sub, gast.Mult: operator.mul,
           gast.Div: operator.truediv, gast.FloorDiv: operator.floordiv, gast.Mod: operator.mod,
           gast.Pow: operator.pow, gast.MatMult: operator.matmul, gast.BitAnd: operator.and_,
           gast.BitOr: operator.or_, gast.BitXor: operator.xor, gast.LShift: operator.lshift,
           gast.RShift: operator.rshift}


_CMPOPS = {gast.Eq: operator.eq, gast.NotEq: operator.ne, gast.Lt: operator.lt, gast.LtE: operator.le,
           gast.Gt: operator.gt, gast.GtE: operator.ge, gast.Is: operator.is_, gast.IsNot: operator.is_not,
           gast.In: lambda a, b: a in b, gast.NotIn: lambda a, b: a not in b}


# Names of the operators' functions for messages about a runtime fallback (PyExecute) of one.
_OP_NAMES = {**{k: f"operator.{v.__name__}" for k, v in _BINOPS.items()},
             **{k: f"operator.{v.__name__}" for k, v in _CMPOPS.items() if k not in (gast.In, gast.NotIn)},
             gast.In: "'in'", gast.NotIn: "'not in'"}


def _not_in_mixed(op: Any, right: Any) -> bool:
    """``v not in s`` of a mutable tuple of numbers of several types: a 0-d bool Tensor in MindSpore 2.10's
    Graph mode (``v in s`` stays a Python bool; measured, seq35/not_in_mixed_mutable)."""
    from .calls import _mixed_mutable_numbers

    return type(op) is gast.NotIn and isinstance(right, (tuple, list)) and _mixed_mutable_numbers(right)


class KeyList(list):
    """A list inside a tuple dict key in graph code (``{((3, [1, 2]), 3): 4}``): MindSpore 2.10 compiles it (a key of
    its own, beside the one with a tuple there), its ``keys()`` show the list, and a lookup by the key with tuples for
    lists finds it (:func:`dict_item`); a graph returning such a dict is Python's TypeError (ut graph_syntax/dict
    test_dict_error_2, measured)."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash((KeyList, tuple(self)))


def _loose_key(key: Any) -> Any:
    if isinstance(key, (list, tuple)):
        return tuple(_loose_key(e) for e in key)
    return key


def dict_item(d: dict, key: Any) -> Any:
    """``d[key]`` in graph code: a key holding lists matches its KeyList entry; a key not found matches the first entry
    equal to it with lists read as tuples (MindSpore 2.10)."""
    key = _hashable_key(key)
    if key in d:
        return d[key]
    if isinstance(key, tuple):
        loose = _loose_key(key)
        for k, v in d.items():
            if isinstance(k, tuple) and _loose_key(k) == loose:
                return v
    return d[key]


def holds_list_key(x: Any) -> bool:
    """Whether a graph output holds a dict with a :class:`KeyList` in a key (unhashable outside the graph)."""
    if type(x) is dict:
        return any(isinstance(k, tuple) and _loose_key(k) != k and _has_keylist(k) for k in x) or \
            any(holds_list_key(v) for v in x.values())
    if type(x) in (tuple, list):
        return any(holds_list_key(v) for v in x)
    return False


def _has_keylist(k: Any) -> bool:
    return type(k) is KeyList or (isinstance(k, (tuple, list)) and any(_has_keylist(e) for e in k))


def _hashable_key(key: Any) -> Any:
    """A dict key of graph code with each list inside a tuple as a :class:`KeyList`."""
    if type(key) is tuple and any(type(e) in (list, tuple) for e in key):
        return tuple(KeyList(_hashable_key(x) for x in e) if type(e) is list else _hashable_key(e) for e in key)
    if type(key) is list:
        return [_hashable_key(x) for x in key]
    return key


def _weak_int(v: Any) -> bool:
    """A Python int known when the graph runs (``mutable(2)``)."""
    return is_sym(v) and v.aval.weak and v.aval.shape == () and np.dtype(v.aval.dtype).kind in "iu"


def _repeat_sequence(a: Any, b: Any) -> Any:
    """``n * seq`` / ``seq * n`` with ``n`` a runtime Python int: the repeated sequence."""
    return int(a) * b if isinstance(b, (tuple, list)) else a * int(b)


def _slice_sequence(seq: Any, lo: Any, hi: Any, step: Any) -> Any:
    return seq[slice(*(None if p is None else int(p) for p in (lo, hi, step)))]


# attributes of a numpy array made when the graph runs that follow numpy (tolist: below; T etc.: the Tensor's)
_NDARRAY_ATTRS = frozenset({"dtype", "shape", "ndim", "size", "sum", "mean", "max", "min", "prod", "std", "var",
                            "argmax", "argmin", "cumsum", "cumprod", "astype", "reshape", "transpose", "flatten",
                            "ravel", "squeeze", "all", "any", "copy", "round", "clip", "dot", "item"})


def _numpy_constant_left(low: Any, left: Any, right: Any) -> bool:
    """``np.array([1, 2]) + x``: a numpy constant on the left of a graph Tensor in the user's code (numpy's operator
    when the graph runs, as MindSpore 2.10's fallback; ``x + np.array(...)`` stays its TypeError)."""
    return (type(left) is np.ndarray and left.dtype.kind in "biuf" and is_sym(right) and not right.aval.weak
            and right.aval.dtype != np.dtype(object) and _user_code(low))


def _user_code(low: Any) -> bool:
    """Whether the code being lowered is the user's (not msgraph's own library code compiled into the graph)."""
    from .calls import _in_library
    return low.b.loc is not None and not _in_library(low.b.loc)


def _plain_constants(seq: Any) -> bool:
    """Whether the tuple/list ``seq`` holds (nested) plain Python constants only: numbers, strings, None."""
    return all(_plain_constants(v) if type(v) in (tuple, list) else
               (v is None or type(v) in (bool, int, float, str)) for v in seq)


def _typed_sequence_equal(a: Any, b: Any) -> bool:
    """Graph sequence equality: same kind, length, and elements of the same type and value (nested alike)."""
    if type(a) is not type(b) or len(a) != len(b):
        return False
    for u, v in zip(a, b):
        if type(u) is not type(v):
            return False
        if type(u) in (tuple, list):
            if not _typed_sequence_equal(u, v):
                return False
        elif not (u is v or u == v):
            return False
    return True


def _py_and(a: Any, b: Any) -> Any:
    return a and b


def _py_or(a: Any, b: Any) -> Any:
    return a or b


def _tensor_rank(v: Any) -> int:
    """The rank of a graph Tensor value (-1 for a sequence, an object or an unknown rank)."""
    aval = getattr(v, "aval", None)
    shape = getattr(aval, "shape", None)
    if shape is None or type(aval).__name__ != "Aval" or getattr(aval, "dtype", None) == np.dtype(object):
        return -1
    try:
        return len(shape)
    except TypeError:
        return -1


def _ndarray_tolist(a: Any) -> Any:
    return np.asarray(a).tolist()


def _user_object(obj: Any) -> bool:
    """An instance of a user-defined Python class (not a Cell, Tensor, module, function or class)."""
    if isinstance(obj, (type, types.ModuleType, types.FunctionType, types.MethodType, Tensor)) or is_sym(obj):
        return False
    mod = getattr(type(obj), "__module__", "") or ""
    return hasattr(obj, "__dict__") and not mod.startswith(("msgraph", "mindspore", "numpy", "builtins"))


_SEQ_ORDER = {gast.Lt: "lt", gast.LtE: "le", gast.Gt: "greater_than", gast.GtE: "greater_equal"}


def _tensorish(v: Any) -> bool:
    return isinstance(v, Tensor) or (is_sym(v) and not v.aval.weak)


def _holds_tensor(seq: Any) -> bool:
    return any(_tensorish(v) or (isinstance(v, (tuple, list)) and _holds_tensor(v)) for v in seq)


def _leaves(x: Any) -> list:
    """The non-sequence parts of nested tuples/lists ``x``."""
    return [v for e in x for v in _leaves(e)] if isinstance(x, (tuple, list)) else [x]


def _same_kinds(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` nest tuples/lists alike (else Python's comparison of them is its own TypeError)."""
    if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        return type(a) is type(b) and all(_same_kinds(x, y) for x, y in zip(a, b))
    return True


def _nested_tensors_first(left: Any, right: Any) -> bool:
    """Whether the element pair deciding ``left < right`` is a pair of sequences holding Tensors
    (MindSpore 2.10 then compares them as Python does, on Tensors: a Tensor result)."""
    for x, y in zip(left, right):
        if isinstance(x, (tuple, list)) or isinstance(y, (tuple, list)):
            return (isinstance(x, (tuple, list)) and _holds_tensor(x)) or \
                (isinstance(y, (tuple, list)) and _holds_tensor(y))
        if _tensorish(x) or _tensorish(y) or is_sym(x) or is_sym(y) or x != y:
            return False
    return False


def _sequence_order(op: Any, left: Any, right: Any, loc: Any) -> Any:
    """``<``/``<=``/``>``/``>=`` of two tuples (lists) holding Tensors in graph code: MindSpore 2.10
    compares element by element as scalars; a Tensor or a nested sequence reached is its TypeError."""
    from .calls import _abstract_tensor

    name = f"{type(left).__name__}_{_SEQ_ORDER[op]}"
    for x, y in zip(left, right):
        if isinstance(x, (tuple, list)) or isinstance(y, (tuple, list)):
            got = x if isinstance(x, (tuple, list)) else y
            raise GraphTypeError(f"For op '{name}' input must be [int32, int64, float32, float64, bool], "
                                 f"but got {got}", loc)
        if _tensorish(x) or _tensorish(y) or is_sym(x) or is_sym(y):
            if not (_tensorish(x) or _tensorish(y)):
                return _CMPOPS[op](left, right)   # Python numbers known when the graph runs
            prim = f"'{name}'" if op in (gast.Lt, gast.LtE) else "tupel_equal"   # (sic, MindSpore 2.10)
            def text(v: Any) -> str:
                return _abstract_tensor(v) if _tensorish(v) else str(v)
            raise GraphTypeError(f"For primitive {prim}, the input element must be scalar, but got "
                                 f"{text(x)} and {text(y)}", loc)
        if x != y:
            return _CMPOPS[op](x, y)
    return _CMPOPS[op](len(left), len(right))


_DIVISIONS = {gast.Div: "div", gast.FloorDiv: "floordiv", gast.Mod: "mod"}
_OVERFLOWING = {gast.Add: "add", gast.Sub: "sub", gast.Mult: "mul"}


def _bool_operands(left: Any, right: Any) -> bool:
    """Both operands bool, at least one a bool Tensor (a graph Tensor value or a constant Tensor), the other a bool
    Tensor, a Python bool or a list / tuple (converted to the Tensor's Bool)."""
    def bool_tensor(v: Any) -> bool:
        if isinstance(v, Tensor):
            return str(v.dtype) == "Bool"
        return is_sym(v) and not getattr(v.aval, "weak", False) and getattr(v.aval, "dtype", None) == np.bool_ \
            and not isinstance(v.param, Parameter)

    def python_bool(v: Any) -> bool:
        return type(v) is bool or (is_sym(v) and getattr(v.aval, "weak", False) and v.aval.dtype == np.bool_)

    def seq(v: Any) -> bool:
        # a list / tuple beside a bool Tensor is converted to a Bool Tensor first (MindSpore 2.10's sequence_to_tensor
        # with the Tensor's dtype): ``bool_x + (2, 1, 1)`` is the same TypeError.  adapt40sx/graph_seq_operand_dtype
        return isinstance(v, (list, tuple))

    return (bool_tensor(left) and (bool_tensor(right) or python_bool(right) or seq(right))) or \
        (bool_tensor(right) and (python_bool(left) or seq(left)))


#: ``*x`` of a 0-d Tensor in graph code (a display ``(*x,)``, ``[*x, 1]`` or a target ``a, *b = x``): MindSpore 2.10
#: unpacks with Unstack, whose ValueError this is (PyNative: Python's TypeError; adapt40fb/starred_0d_tensor)
UNSTACK_0D_MESSAGE = "For primitive[Unstack], the x_rank must be greater than or equal to 1, but got 0."


def zero_d_tensor(v: Any) -> bool:
    if is_sym(v):
        return v.aval.dtype != np.dtype(object) and not v.aval.weak and v.aval.shape == ()
    return isinstance(v, Tensor) and tuple(v.shape) == ()


def _is_number(v: Any) -> bool:
    """A Python number: a constant one, or a graph scalar that is one (weak-typed)."""
    if is_sym(v):
        return v.aval.weak and v.aval.shape == ()
    return type(v) in (int, float, bool)


_F32_BINOPS = frozenset((gast.Add, gast.Sub, gast.Mult, gast.Div, gast.FloorDiv, gast.Mod, gast.Pow))
_F32_CMPOPS = frozenset((gast.Eq, gast.NotEq, gast.Lt, gast.LtE, gast.Gt, gast.GtE))


def _float_number(v: Any) -> bool:
    """A float Python number: a constant, or a graph scalar of a float dtype (weak-typed)."""
    if is_sym(v):
        return v.aval.weak and v.aval.shape == () and np.dtype(v.aval.dtype).kind == "f"
    return type(v) is float


def _py_number(v: Any) -> Any:
    return v.item() if isinstance(v, (np.ndarray, np.generic)) and np.ndim(v) == 0 else v


def _tensor_dtype(v: Any) -> Any:
    """The numpy dtype of a graph Tensor or a Tensor constant."""
    return np.dtype(v.aval.dtype) if is_sym(v) else np.dtype(v._data.dtype)


def _same_number(a: Any, b: Any) -> bool:
    """``a is b`` on Python numbers: CPython's small ints and bools are singletons."""
    a, b = _py_number(a), _py_number(b)
    return type(a) is type(b) and a == b


def _not_same_number(a: Any, b: Any) -> bool:
    return not _same_number(a, b)


#: list methods whose value in graph code is a list (MindSpore 2.10), not None
_LIST_VALUE_METHODS = frozenset(("append", "extend", "insert", "reverse", "clear"))

_UNOPS = {gast.USub: operator.neg, gast.UAdd: operator.pos, gast.Invert: operator.invert}



def _literal_only(node: Any) -> bool:
    """Whether an expression is built of literal numbers / strings and operators only (no names, calls, attributes)."""
    allowed = (gast.Constant, gast.BinOp, gast.UnaryOp, gast.Tuple, gast.Load, gast.operator, gast.unaryop)
    return all(isinstance(m, allowed) for m in gast.walk(node))


def _is_operand_text(v: Any) -> str:
    """MindSpore 2.10's text of a constant in its ``is`` error: ``1`` for 1.0, ``(1, 2)``, ``(1)`` for (1,)."""
    if isinstance(v, float):
        return repr(v)[:-2] if repr(v).endswith(".0") else repr(v)
    if isinstance(v, (tuple, list)):
        inner = ", ".join(_is_operand_text(e) for e in v)
        return f"({inner})" if isinstance(v, tuple) else f"[{inner}]"
    return repr(v)


class ExprLowering:
    """``e_<node>`` evaluates one gast expression node in a frame."""

    def eval(self, frame: Frame, node: Any) -> Any:
        method = _EXPR.get(type(node))
        if method is None:
            raise CompileError(f"Unsupported expression '{type(node).__name__}' in graph code.", frame.parsed.loc(node))
        return method(self, frame, node)

    def trial_eval(self, frame: Frame, node: Any) -> Any:
        """Evaluate in a scratch block (to see whether a loop condition is a Tensor)."""
        saved = dict(self.param_state)
        try:
            with self.b.block(Block()):
                return self.eval(frame, node)
        finally:
            self.param_state = saved

    def e_constant(self, frame: Frame, n: Any) -> Any:
        # a float literal is MindSpore's float32 immediate with its double kept only near the float32
        # (``32.1`` is 32.099998474121094 there, returned or formatted; recorded: adapt37sy/float_constant_values)
        if type(n.value) is int and not _INT64_MIN <= n.value < _INT64_END and not self.bytecode:
            raise GraphRuntimeError(INT64_CAST_ERROR, frame.parsed.loc(n))   # (adapt37sy/int64_scalars)
        return graph_float(n.value) if type(n.value) is float and not self.bytecode else n.value

    def e_name(self, frame: Frame, n: Any) -> Any:
        if (n.id, getattr(n, "lineno", None), getattr(n, "col_offset", None)) in first_block_globals(frame.parsed):
            # ``global G`` read in the function's first block: the module global even after ``G = ...`` there
            # (MindSpore 2.10; later blocks read the assigned value, the module global is never written)
            if n.id not in frame.globals:
                raise self.error("MSG403", frame.parsed.loc(n), name=n.id)
            slot = self.__dict__.get("_global_tensors", {}).get(id(frame.globals))
            written = self.attr_writes.get((id(slot), n.id)) if slot is not None else None
            if written is not None:   # after ``GT += x`` (in place on the module's Tensor)
                return self.ref_current(written[2]) if is_sym(written[2]) else written[2]
            v = frame.globals[n.id]
            if type(v) is float and not self.bytecode:
                v = graph_float(v)
            if type(v) in (list, dict):
                from .writeback import note_attr_container
                note_attr_container(self, v)
            return self.lift(v)
        try:
            v = frame.lookup(n.id)
        except KeyError:
            # a local assigned only in an ``if`` branch not taken (a compile-time condition) or in a loop that
            # ran no time: MindSpore 2.10's UnboundLocalError naming the branch or loop (ctrl26)
            err = one_branch_error(self, frame, n, found_only=True)
            if err is not None:
                raise err from None
            raise self.error("MSG403", frame.parsed.loc(n), name=n.id) from None
        if isinstance(v, Undefined):
            if v.error is not None:
                raise v.error
            raise one_branch_error(self, frame, n)
        if n.id in frame.env or _in_parent_env(frame, n.id):
            if is_sym(v):
                return self.ref_current(v)
            if type(v) is tuple and any(is_sym(e) and (e.param is not None or e.value.id in self.value_refs)
                                        for e in v):
                return tuple(self.ref_current(e) if is_sym(e) else e for e in v)   # Parameters' values now
            # (a float default argument or keyword: MindSpore's float32 immediate; adapt37sy/float_names_values)
            return graph_float(v) if type(v) is float and not self.bytecode else v
        if type(v) is float and not self.bytecode:
            v = graph_float(v)   # a global's or closure's float too
        if type(v) in (list, dict):
            # a global's or closure variable's list or dict: what graph code does to it is undone after lowering as
            # for a Cell attribute (MindSpore 2.10: an append or item assignment makes a new list the graph reads,
            # the caller's list keeps its contents; reverse/extend and dict item sets reach it)
            from .writeback import note_attr_container
            note_attr_container(self, v)
        return self.lift(v)

    def e_attribute(self, frame: Frame, n: Any) -> Any:
        obj = self.eval(frame, n.value)
        written = self.attr_writes.get((id(obj), n.attr))
        if written is not None:
            # MindSpore 2.10 reads an attribute set in graph code back through its fallback (PyExecute):
            # the value read carries no gradient (``self.p = self.p + x; return self.p * 3``: grad 0).
            v = written[2]
            if is_sym(v):
                return F().stop_gradient(self.ref_current(v))
            if type(v) in (tuple, list):
                return type(v)(F().stop_gradient(self.ref_current(e)) if is_sym(e) else e for e in v)
            return v
        if is_sym(obj) and obj.aval.dtype == object and objects_run(self, obj):
            # an attribute of a Python object made when the graph runs (a dynamic-rank Tensor, a
            # dynamic-length tuple): read then
            from .fallback import runtime_call
            self.b.loc = frame.parsed.loc(n)
            return runtime_call(self, getattr, [obj, n.attr], {}, f"getattr(..., {n.attr!r})")
        if n.attr in ("append", "extend", "insert") and hooks.is_cell(obj):
            from .lower import _is_nn_class
            if _is_nn_class(obj, ("CellList",)):
                # graph code holds a CellList as a tuple of Cells: MindSpore 2.10's AttributeError (adapt33c)
                from ..errors import GraphAttributeError
                raise GraphAttributeError(f"'Tuple' object has no attribute '{n.attr}'", frame.parsed.loc(n))
        if _primitive_object(obj) and not n.attr.startswith("__"):
            from .calls import _in_library

            loc = frame.parsed.loc(n)
            if loc is not None and not _in_library(loc):
                # MindSpore 2.10's graph code holds a primitive as a function: ``ops.ReLU().add_prim_attr(...)``,
                # ``self.relu.name`` / ``.attrs`` are its AttributeError (measured, adapt45left/primitive_attribute)
                from ..errors import GraphAttributeError
                raise GraphAttributeError(f"'Function' object has no attribute '{n.attr}'", loc)
        if n.attr == "set_const_arg" and type(obj) is Tensor:
            # a const_arg Tensor argument is a constant of the graph (compiler.py): still MindSpore's forbidden method
            raise missing_attribute(obj, n.attr, frame.parsed.loc(n))
        if is_sym(obj) and n.attr == "value":
            return lambda: obj    # Parameter.value() / Tensor.value(): the current value
        if is_sym(obj) and n.attr == "data" and isinstance(obj.param, Parameter):
            # MindSpore 2.10 reads ``self.w.data`` in graph code as the Parameter's current value, with no
            # gradient to the Parameter (measured: adapt37pm/parameter_data)
            return F().stop_gradient(self.ref_current(obj))
        if is_sym(obj) and n.attr in ("asnumpy", "numpy"):
            self.fullgraph_break(frame, n, "Unsupported function")
        if is_sym(obj) and n.attr in ("asnumpy", "numpy") and self.level is not syntax_level_strict():
            from .numpy_view import numpy_view
            # LAX: the value itself (numpy on it runs when the graph runs), a numpy array to isinstance/type
            return lambda: numpy_view(self, obj)
        if n.attr == "tolist" and (is_sym(obj) or isinstance(obj, Tensor)) and self.level.no_tensor_fallback:
            # MindSpore 2.10 makes a Tensor's tolist of its asnumpy: STRICT/COMPATIBLE refuse it (an AttributeError),
            # also on a constant Tensor (recorded: st_compiler17/compatible_syntax_level)
            raise self.error("MSG302", frame.parsed.loc(n), method="tolist")
        if is_sym(obj) and n.attr == "tolist" and self.level is not syntax_level_strict():
            from .numpy_view import is_numpy_view
            if is_numpy_view(self, obj) or _tensor_rank(obj) > 0:
                # x.asnumpy().tolist(): a Python list made when the graph runs (MindSpore's fallback); x.tolist()
                # of a Tensor too, MindSpore's tolist being its asnumpy().tolist() (``type(l) is list``, ``sum(l)``:
                # adapt37sy/tensor_tolist_list)
                from .fallback import runtime_call

                def tolist() -> Any:
                    out = runtime_call(self, _ndarray_tolist, [obj], {}, "numpy.ndarray.tolist", sequence=True)
                    # (``Tensor(l)`` of it is a Tensor again: frontend/calls.py)
                    self.__dict__.setdefault("tolist_sources", {})[id(out)] = (out, obj)
                    return out
                return tolist
        if is_sym(obj) and self.level is not syntax_level_strict() and n.attr in _NDARRAY_ATTRS:
            from .numpy_view import is_numpy_view
            if is_numpy_view(self, obj):
                numpy_attr = self.numpy_attribute(obj, n.attr)
                if numpy_attr is not None:
                    return numpy_attr
        prop = getattr(type(obj), n.attr, None) if not is_sym(obj) and not isinstance(obj, (type, Tensor)) else None
        if isinstance(prop, property) and isinstance(prop.fget, types.FunctionType):
            # a @property of a Cell / user object: its getter is graph code (reads Parameters when the
            # graph runs, as MindSpore inlines it); a library getter still runs at compile time
            self.b.loc = frame.parsed.loc(n)
            return self.call(types.MethodType(prop.fget, obj), [], {}, frame.parsed.loc(n))
        try:
            v = getattr(obj, n.attr)
        except NeedsConstant as e:
            raise self.error("MSG412", frame.parsed.loc(n), what=f"'.{n.attr}' ({e.what})") from None
        except AttributeError:
            if type(obj) is dict and n.attr == "has_key":
                return obj.__contains__   # MindSpore's graph dicts keep Python 2's has_key
            raise missing_attribute(obj, n.attr, frame.parsed.loc(n)) from None
        if hooks.is_cell(obj) and isinstance(v, (list, tuple, dict)) or hooks.is_cell(v):
            from .cell_hooks import note_cells
            note_cells(self, v, hooks.is_cell(obj))   # (Cells held in a container run without their hooks)
        if self.bytecode and hooks.is_cell(obj) and hooks.is_cell(v):
            # a sub-Cell read by bytecode capture: it recompiles when the members of a Cell container (a CellList)
            # change (guards.cells_guard; the attribute's own guard below sees the sub-Cell replaced)
            from .guards import cells_guard
            cells = getattr(v, "__dict__", {}).get("_cells")
            if cells and not any(g[2] is cells for g in self.graph.guards):
                self.graph.guards.append(cells_guard(weakref.ref(v), cells))
        if hooks.is_cell(obj) and not isinstance(v, Parameter) and n.attr in getattr(obj, "__dict__", ()):
            # A Cell attribute folded into the graph: recompile if it changes (PyNative semantics).
            self.graph.guards.append(make_guard(weakref.ref(obj), n.attr, v))
            if type(v) in (list, dict):
                from .writeback import note_attr_container
                note_attr_container(self, v)
        elif _user_object(obj) and by_value(v) and n.attr in obj.__dict__:
            # A number/string attribute of a user object (a @jit_class instance, a global object):
            # MindSpore reads it when the graph runs, so a changed value (a graph that writes
            # ``obj.x = obj.x + 1``, then runs again) recompiles here.
            try:
                self.graph.guards.append(make_guard(weakref.ref(obj), n.attr, v))
            except TypeError:
                pass   # not weakly referable: folded as before
        elif self.bytecode and _user_object(obj) and by_value(v) and not isinstance(obj, type) \
                and n.attr not in getattr(obj, "__dict__", {n.attr: None}):
            # a class attribute read through an instance (``self.k`` for ``class P: k = 2``): bytecode capture sees
            # ``P.k = 5`` at the next call (MindSpore 2.10 measured; adapt38pj/bytecode_closure_guards)
            owner = next((c for c in type(obj).__mro__ if n.attr in c.__dict__), None)
            if owner is not None and owner is not object:
                try:
                    self.graph.guards.append(make_guard(weakref.ref(owner), n.attr, v))
                except TypeError:
                    pass
        if n.attr in ("shape", "size") and is_sym(obj) and any(d is None for d in obj.shape):
            # a dimension known only when the graph runs (after masked_select, unique, x[mask]): MindSpore's
            # dynamic shape, its run-time ints (as ops.shape)
            from ..ops.array_compose import shape as ops_shape
            self.b.loc = frame.parsed.loc(n)
            v = self.call(ops_shape, [obj], {}, frame.parsed.loc(n))
            if n.attr == "size":
                size = 1
                for d in v:
                    size = self.binop(gast.Mult, size, d)
                v = size
            else:   # print() shows each dimension on its own line, as a set_inputs dynamic shape (dyn_rank_shape.py)
                self.__dict__.setdefault("_dyn_rank_shapes", {})[id(v)] = (v, "dims")
        if n.attr == "shape" and is_sym(obj):
            from .dyn_rank_shape import shape_of
            v = shape_of(self, obj, v)   # set_inputs' dynamic rank: formats as a numpy array
        if type(v) is float and not self.bytecode:
            v = graph_float(v)   # ``self.scale`` = 32.1: MindSpore's float32 immediate (adapt37sy/float_names_values)
        # (a list of Parameters held by a Cell or a module is a tuple, by a plain object a list: rr51c/param_list_nested)
        return self.lift(v, hooks.is_cell(obj) or isinstance(obj, types.ModuleType))

    def numpy_attribute(self, obj: Any, attr: str) -> Any:
        """``a.attr`` of a numpy array made when the graph runs (``x.asnumpy()``): numpy's, as MindSpore's
        fallback runs it (``a.sum()`` a numpy scalar, ``a.dtype`` a numpy dtype); None: the Tensor's."""
        from .fallback import runtime_call

        av = obj.aval
        if attr == "dtype":
            return np.dtype(av.dtype)
        if attr in ("shape", "ndim", "size"):
            if any(d is None for d in av.shape):
                return None
            return {"shape": tuple(av.shape), "ndim": len(av.shape), "size": int(np.prod(av.shape, dtype=np.int64))}[attr]
        method = getattr(np.ndarray, attr)

        def call(*args: Any, **kwargs: Any) -> Any:
            # arrays and numpy scalars (``a.sum()``): numpy's operators on them
            return mark_numpy_result(self, runtime_call(self, method, [obj, *args], kwargs, f"numpy.ndarray.{attr}"))
        return call

    def e_binop(self, frame: Frame, n: Any) -> Any:
        left = self.eval(frame, n.left)
        right = self.eval(frame, n.right)
        self.b.loc = frame.parsed.loc(n)
        if type(n.op) is gast.Mod and type(left) is str and _literal_only(n.right):
            # ``'%s' % (0.1 * 3)``: MindSpore 2.10 formats a right side of literals as Python computes it, in double
            # ('0.30000000000000004', where ``0.1 * 3`` alone is a float32 scalar; recorded: adapt36sx/str_mod_literals)
            try:
                right = eval(compile(gast.gast_to_ast(gast.Expression(body=n.right)), "<graph>", "eval"),
                             {"__builtins__": {}})
            except Exception:  # noqa: BLE001 - left to the graph's own evaluation and its errors
                pass
        same = list_join.identity(self, type(n.op), left, right)
        if same is not None:
            return same
        out = list_join.tensor_result(self, (left, right), self.binop(type(n.op), left, right))
        if type(n.op) is gast.Mod and type(left) is str and type(out) is str:
            # ``"%s" % 3``: MindSpore 2.10 formats it by JIT Fallback (PyExecute), so a print() given the text is
            # Python's print (one line; pr49/print_python_values)
            self.__dict__.setdefault("_python_values", {})[id(out)] = out
        return out

    def binop(self, op: type, left: Any, right: Any) -> Any:
        if op in (gast.BitAnd, gast.BitOr, gast.BitXor, gast.LShift) \
                and (type(left) is MutableBool or type(right) is MutableBool):
            # a ``mutable(True)`` operand of a bit operator (measured, adapt45uta): MindSpore 2.10's bit_and /
            # bit_or kernels refuse two bools, its ^ and << any mutable bool (RuntimeError); & / | with an int are
            # values known when the graph runs
            other = right if type(left) is MutableBool else left
            if op in (gast.BitXor, gast.LShift) or type(other) in (bool, MutableBool):
                name = {gast.BitAnd: "bit_and", gast.BitOr: "bit_or", gast.BitXor: "bit_xor",
                        gast.LShift: "left_shift"}[op]
                raise GraphRuntimeError(f"For '{name}', it does not support this kernel data type: Bool.", self.b.loc)
            if _mutable_bool_operands(left, right):
                return _as_mutable_number(self.binop(op, *_plain_numbers(left, right)), left, right)
        if op in _F32_BINOPS and _mutable_bool_operands(left, right):
            # ``mutable(True) * mutable(True)``, ``mutable(True) + 1``: MindSpore 2.10 computes it when the graph
            # runs (``F.isconstant`` False; the value is Python's): a mutable number of the result's type (SILENT:
            # it was a constant; adapt45uta sweep s4)
            return _as_mutable_number(self.binop(op, *_plain_numbers(left, right)), left, right)
        dynamic = is_dynamic_len(left) or is_dynamic_len(right)
        if dynamic and op is gast.Add and isinstance(left, (tuple, list)) and isinstance(right, (tuple, list)) \
                and left and right and _element_kind(left[0]) != _element_kind(right[0]):
            # MindSpore's SequenceAdd: a dynamic-length sequence holds elements of one abstract type
            from .calls import _abstract_element

            raise GraphTypeError(f"For primitive SequenceAdd, the element of first input abstract "
                                 f"'{_abstract_element(left[0])}' is not same with the element of second input "
                                 f"abstract '{_abstract_element(right[0])}'.", self.b.loc)
        with graph_call((left, right)):   # (a numpy operand reaching an op is the user's: registry.refuse_user_array)
            out = self._binop(op, left, right)
        if dynamic and isinstance(out, (tuple, list)):
            if op is gast.Mult and isinstance(left, (tuple, list)):
                out = seq_grad_first_copy(out, len(left))   # (the gradient reaches the first copy)
            return mark_dynamic_len(out)   # dyn + seq, dyn * n: a dynamic-length sequence (MindSpore)
        return out

    def _binop(self, op: type, left: Any, right: Any) -> Any:
        if self.bytecode and type(left) in (bool, int, float) and type(right) in (bool, int, float):
            # jit(capture_mode='bytecode') runs Python's operator on Python numbers: ``7 ** -1`` 0.142857..,
            # float64 floats, ``1 / 0`` ZeroDivisionError (MindSpore 2.10 measured, adapt36pj)
            return _BINOPS[op](left, right)
        if op in _BIT_OPS and type(left) in (bool, int) and type(right) in (bool, int) \
                and bool in (type(left), type(right)):
            # Python bools in graph code (adapt33c): ``True & False`` / ``|`` are MindSpore 2.10's Int (0 / 1),
            # ``^``, ``<<``, ``>>`` with a bool operand its TypeError (integer types only)
            if op in (gast.BitAnd, gast.BitOr):
                return int(_BINOPS[op](left, right))

            def kind(v: Any) -> str:
                return ("BoolImm", "true" if v else "false") if type(v) is bool else ("Int64Imm", str(v))
            (tx, vx), (ty, vy) = kind(left), kind(right)
            raise GraphTypeError(f"Unsupported input type. For {_BIT_OPS[op]}, only integer types are supported, but "
                                 f"got type of x:{tx}, value of x:{vx}, type of y:{ty}, value of y:{vy}", self.b.loc)
        if objects_run(self, (left, right)):
            # a Python object made when the graph runs (a dynamic-rank or dynamic-length branch join):
            # Python's operator on it then
            from .fallback import runtime_call
            return runtime_call(self, _BINOPS[op], (left, right), {}, _OP_NAMES.get(op, "an operator"))
        if op in (gast.Div, gast.FloorDiv, gast.Mod) and isinstance(left, (int, float)) \
                and isinstance(right, (int, float)) and right == 0:
            # ``5 / 0`` in graph code: MindSpore's ValueError while compiling (bools too: ``True / False``,
            # ``3 // False``, measured r2jit/scalar_zero_div)
            if _mutable_bool(left) or _mutable_bool(right):
                # ``3 // mutable(False)``: MindSpore's scalar op when the graph runs, its message for each op
                from ..errors import ScalarZeroDivisionError
                from ..ops.control import _ZERO_DIVISOR

                raise ScalarZeroDivisionError(_ZERO_DIVISOR[_DIVISIONS[op]], self.b.loc)
            raise GraphValueError("Cannot perform modulo operation on zero." if op is gast.Mod else
                                  "The divisor could not be zero. But the divisor is zero now.", self.b.loc)
        if op is gast.Mod and isinstance(left, str) and contains_sym(right):
            # "x is %s" % (t,): a Tensor's value formatted when the graph runs (LAX fallback)
            return self.fallback(operator.mod, (left, right), {})
        if op is gast.Mult and any(isinstance(a, (tuple, list)) and is_sym(b) and b.aval.weak and b.aval.shape == ()
                                   and b.value.node is None for a, b in ((left, right), (right, left))):
            # ``(1, 2) * n`` with ``n`` a mutable int ARGUMENT: a repeated sequence whose length is the number's
            # value (not a Tensor product); the compiler specializes the graph on the argument, so the result
            # is a tuple graph code can index and map over.  A count made in the graph (``mutable(2)`` in its
            # body) cannot be specialized: the sequence is repeated when the graph runs (PyExecute, below).
            raise self.error("MSG412", self.b.loc, what="a sequence repeat count")
        if op is gast.Mult and ((_weak_int(left) and isinstance(right, (tuple, list)))
                                or (_weak_int(right) and isinstance(left, (tuple, list)))):
            # mutable(2) * (1, 2): a sequence repeated a number of times known when the graph runs
            # (MindSpore's PyExecute; a sequence of Python values, not a Tensor product)
            if not contains_sym(left if isinstance(left, (tuple, list)) else right):
                from .fallback import runtime_call   # numpy arrays in it stay numpy arrays

                return runtime_call(self, _repeat_sequence, (left, right), {}, "operator.mul", sequence=True)
            return self.runtime_or_error(_repeat_sequence, (left, right), {}, "operator.mul",
                                         "a sequence repeated a runtime number of times")
        if op is gast.Mult and any(isinstance(a, (tuple, list)) and is_mutable_scalar(b)
                                   for a, b in ((left, right), (right, left))):
            # ``(1, 2) * n`` with ``n`` a specialized mutable int: a sequence of dynamic length in MindSpore, which
            # HyperMap does not map when its items are sequences (ops/composite.py reads this record)
            out = mark_dynamic_len(_BINOPS[op](left, right))   # (F.is_sequence_shape_unknown: True)
            self.__dict__.setdefault("dynamic_len_seqs", {})[id(out)] = out
            return out
        if self.level is not syntax_level_strict() and numpy_operands(self, (left, right)):
            # x.asnumpy() + 1.5: numpy's arithmetic when the graph runs (a float64 array, as MindSpore's fallback)
            from .fallback import runtime_call
            return mark_numpy_result(self, runtime_call(self, _BINOPS[op], (left, right), {},
                                                        _OP_NAMES.get(op, "an operator")))
        if self.level is not syntax_level_strict() and numpy_left_of_tensor(self, left, right):
            from .fallback import runtime_call
            return mark_numpy_result(self, runtime_call(self, _BINOPS[op], (left, right), {},
                                                        _OP_NAMES.get(op, "an operator")))
        if self.level is not syntax_level_strict() and _numpy_constant_left(self, left, right):
            # ``np.array([1, 2, 3]) + x`` (a numpy constant on the left of a graph Tensor): numpy's operator when the
            # graph runs, a numpy array for every dtype of x, as MindSpore 2.10's fallback (adapt36fb)
            from .fallback import runtime_call
            return mark_numpy_result(self, runtime_call(self, _BINOPS[op], (left, right), {},
                                                        _OP_NAMES.get(op, "an operator")))
        if op in (gast.LShift, gast.RShift) and _is_plain_number(left) and _is_plain_number(right):
            _check_shift(op, left, right, self.b.loc)
        if op in (gast.LShift, gast.RShift) and (_weak_int(left) or _weak_int(right)) \
                and all(_weak_int(a) or type(a) is int for a in (left, right)):
            # ``ms.mutable(7) << 2``: an int64 shift when the graph runs, a Python int (MindSpore's scalar op)
            from ..ops.tensor_ext import bitwise_left_shift, bitwise_right_shift

            a, b = (F().scalar_to_tensor(x, "int64") if type(x) is int else x for x in (left, right))
            shift = bitwise_left_shift if op is gast.LShift else bitwise_right_shift
            return self.as_python_number(shift(a, b))
        if op in _DIVISIONS and is_sym(left) and _is_number(left) and isinstance(right, (int, float)) and right == 0:
            # ``ms.mutable(3) / 0``: MindSpore's scalar op refuses the zero divisor (when the graph runs; here
            # while compiling, as it is a constant)
            from ..errors import ScalarZeroDivisionError
            from ..ops.control import _ZERO_DIVISOR

            raise ScalarZeroDivisionError(_ZERO_DIVISOR[_DIVISIONS[op]], self.b.loc)
        if op in _DIVISIONS and _is_number(left) and _is_number(right) and is_sym(right):
            # a divisor known only when the graph runs (``ms.mutable(0)``): MindSpore's scalar ops check it then
            from ..ops.control import SCALAR_DIVISOR_CHECK
            from ..ops.registry import apply, prim

            right = apply(prim(SCALAR_DIVISOR_CHECK, op=_DIVISIONS[op]), (right,))
        if op in _OVERFLOWING and (is_sym(left) or is_sym(right)) \
                and all(_weak_int(a) or type(a) is int for a in (left, right)):
            # Python ints known when the graph runs add/subtract/multiply in int64: MindSpore's scalar ops refuse an
            # overflow (ValueError) where msgraph's int64 arithmetic would wrap
            from ..ops.control import SCALAR_OVERFLOW_CHECK
            from ..ops.registry import apply, prim

            left = apply(prim(SCALAR_OVERFLOW_CHECK, op=_OVERFLOWING[op]), (left, right))   # (passes ``left`` on)
        if op in (gast.Add, gast.Sub) and _bool_operands(left, right):
            # ``a + b`` / ``a - b`` of bool Tensors (or a bool Tensor and a Python bool) in graph code: MindSpore
            # 2.10's Add / Sub primitives refuse bool inputs (PyNative's Tensor operators accept them)
            name = "Add" if op is gast.Add else "Sub"
            raise GraphTypeError(f"For primitive[{name}], the input argument[x] must be a type of {{Tensor[BFloat16], "
                                 f"Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
                                 f"Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
                                 f"Tensor[UInt8]}}, but got Tensor[Bool].", self.b.loc,
                                 hint="cast the bool Tensors to an integer type first")
        if type(left) in (bool, int) and type(right) in (bool, int):
            out = _int64_binop(op, left, right, self.b.loc)
            if out is not None:
                return out
        if op is gast.Pow and type(left) is int and type(right) is int and right < 0 and left != 0:
            # MindSpore 2.10's scalar power of two ints is an int, the float power truncated: ``2 ** -1`` is 0,
            # ``(-1) ** -3`` -1 (folded as when the graph runs; recorded: adapt34g/int_pow_negative)
            return int(float(left) ** right)
        if op in _F32_BINOPS and ((is_sym(left) and _is_number(left) and isinstance(right, bool))
                                  or (is_sym(right) and _is_number(right) and isinstance(left, bool))):
            # ``mutable(2.5) % True``: a bool operand counts as the int 0 / 1 (MindSpore's scalar ops: 0.5)
            left, right = (int(v) if isinstance(v, bool) else v for v in (left, right))
        if op in _F32_BINOPS and _is_number(left) and _is_number(right) \
                and (_float_number(left) or _float_number(right) or op is gast.Div):
            # Python numbers in graph code compute as MindSpore 2.10's scalars: float32 (``0.1 * 3`` is
            # 0.30000001192092896, folded or at run time), ints stay int64
            r = _BINOPS[op](self.f32_number(left), self.f32_number(right))
            # a negative number to a fractional power: MindSpore's float32 scalar power is nan, not Python's complex
            return float("nan") if type(r) is complex else self.f32_number(r)
        try:
            return py_number(_BINOPS[op](left, right))   # ``np.array(0.5) + 1``: a Python float (MindSpore)
        except NeedsConstant as e:
            return self.runtime_or_error(_BINOPS[op], (left, right), {}, _OP_NAMES.get(op, "an operator"), e.what)

    def f32_number(self, v: Any) -> Any:
        """A float Python number (constant or graph value) rounded to float32, as MindSpore 2.10's graph scalars
        are; ints and bools unchanged."""
        if not _float_number(v):
            return v
        if is_sym(v):
            return self.as_python_number(F().cast(v, np.float32))
        if abs(v) < 3.4028235677973366e38 or v != v:
            return float(np.float32(v))
        # beyond float32's range: MindSpore's float32 scalar is an infinity (``1e308 > 1e307`` is False, ``1e39 + 1.0``
        # inf; recorded: adapt36sx/float32_scalar_overflow)
        return float("inf") if v > 0 else float("-inf")

    def e_unaryop(self, frame: Frame, n: Any) -> Any:
        v = self.eval(frame, n.operand)
        return list_join.tensor_result(self, (v,), self.unaryop(n, v))

    def unaryop(self, n: Any, v: Any) -> Any:
        if is_sym(v) and v.aval.weak and v.aval.shape == () and type(n.op) in (gast.Not, gast.Invert):
            # a Python number known when the graph runs (``ms.mutable(7)``): Python's ``not`` (a bool) and
            # ``~`` (bit inversion of an int; a float's TypeError), as MindSpore 2.10's scalar ops
            kind = np.dtype(v.aval.dtype).kind
            if type(n.op) is gast.Not:
                return self.as_python_number(F().logical_not(self.bool_tensor(v)))
            if kind == "f":
                raise GraphTypeError("bad operand type for unary ~: 'float'", self.b.loc)
            as_int = F().cast(v, np.int64) if kind == "b" else v
            return self.as_python_number(F().sub(F().neg(as_int), 1))
        if type(n.op) is gast.Not and objects_run(self, (v,)) and not is_rank_tensor(self, v):
            # ``not l`` of a Python object made when the graph runs (``x.asnumpy().tolist()``): Python's ``not``
            # then (msgraph gave a bool Tensor of the elements' negations; adapt40fb)
            from .fallback import runtime_call
            return runtime_call(self, operator.not_, (v,), {}, "an operator")
        if type(n.op) is gast.Not:
            if is_sym(v):
                return F().logical_not(self.bool_tensor(v))   # shape (1,) stays (1,) (MindSpore)
            return not self.truth(v)
        if objects_run(self, (v,)):
            from .fallback import runtime_call
            return runtime_call(self, _UNOPS[type(n.op)], (v,), {}, "an operator")
        if self.level is not syntax_level_strict() and numpy_operands(self, (v,)):
            from .fallback import runtime_call
            return mark_numpy(self, runtime_call(self, _UNOPS[type(n.op)], (v,), {}, "an operator"))
        if type(v) in (bool, MutableBool) and type(n.op) in (gast.USub, gast.UAdd):
            # MindSpore 2.10's scalar ops on a Python bool in graph code: ``-True`` is its TypeError, ``+True`` the
            # bool itself (adapt33c)
            if type(n.op) is gast.USub:
                raise GraphTypeError("For 'ScalarUsub, [bool] is not a valid input dtype.", self.b.loc)
            return v
        if type(n.op) is gast.USub and _float_number(v):
            return self.f32_number(-self.f32_number(v))   # ``-0.1``: a float32 scalar (MindSpore 2.10)
        if type(n.op) is gast.USub and type(v) is int and v == _INT64_MIN and not self.bytecode:
            return v   # MindSpore's int64 negation wraps (adapt37sy/int64_scalars)
        return py_number(_UNOPS[type(n.op)](v))

    def e_compare(self, frame: Frame, n: Any) -> Any:
        left = self.eval(frame, n.left)
        result: Any = True
        for op, comp in zip(n.ops, n.comparators):
            right = self.eval(frame, comp)
            self.b.loc = frame.parsed.loc(n)
            if type(op) in _ORDER_CMPS and _mutable_bool_operands(left, right):
                # a comparison with a ``mutable(True)`` operand: a bool known when the graph runs (adapt45uta)
                r = MutableBool(_CMPOPS[type(op)](*_plain_numbers(left, right)))
            elif type(op) in (gast.Is, gast.IsNot) and (is_sym(left) or is_sym(right)) \
                    and _is_number(left) and _is_number(right) and self.level is not syntax_level_strict():
                # ``int(x) is 3`` on a Python number known when the graph runs: PyExecute (as MindSpore)
                r = self.runtime_or_error(_same_number if type(op) is gast.Is else _not_same_number,
                                          (left, right), {}, "'is'", "'is' on numbers")
            elif type(op) is gast.Is and type(left) in (tuple, list, dict) and type(right) in (tuple, list, dict) \
                    and not contains_sym(left) and not contains_sym(right) and _user_code(self):
                # MindSpore 2.10's ``a is b`` of two sequences: b must be a number, string, None or type (its
                # RuntimeError; ``x is not [1, 2]`` of a Tensor x is True)
                from ..errors import CompileError
                raise CompileError(f"For syntax like 'a is b', b supports Int, Bool, String, None and Type, but got "
                                   f"{right}", self.b.loc)
            elif type(op) in (gast.Is, gast.IsNot) and is_sym(left) and is_sym(right) \
                    and not (left.aval.weak or right.aval.weak) and _user_code(self):
                # two graph Tensors (the same one too: ``x is x``, ``self.w is w``) are never ``is`` in MindSpore
                # 2.10's graph code (measured by the adapt36fb sweep)
                r = type(op) is gast.IsNot
            elif type(op) in (gast.Is, gast.IsNot) and objects_run(self, (left, right)) \
                    and not any(is_rank_tensor(self, v) for v in (left, right)):
                # ``y is None`` of a Python object made when the graph runs (None or a Tensor joined by a Tensor
                # ``if``): Python's test then (it was False at compile time, so ``if y is None: return x`` never
                # returned; MindSpore 2.10's Graph mode returns x: adapt43rt/none_join_is_none)
                from .fallback import runtime_call
                r = runtime_call(self, _CMPOPS[type(op)], (left, right), {}, _OP_NAMES.get(type(op), "'is'"))
            elif type(op) in (gast.Is, gast.IsNot) and (is_sym(left) or is_sym(right)):
                r = _CMPOPS[type(op)](left, right)
            elif type(op) in (gast.Is, gast.IsNot) and left is not None \
                    and isinstance(right, (float, tuple, list, Tensor)) and not contains_sym(right) \
                    and not contains_sym(left):
                # two constants: MindSpore 2.10's ``is`` takes an int, bool, str, None or type on its right
                # (``1 is 1.0``, ``(1,) is (1,)``: its RuntimeError; recorded: adapt36sx/is_operands)
                word = "is" if type(op) is gast.Is else "is not"
                raise GraphRuntimeError(f"For syntax like 'a {word} b', b supports Int, Bool, String, None and Type, "
                                        f"but got {_is_operand_text(right)}", self.b.loc)
            elif self.level is not syntax_level_strict() and type(op) not in (gast.In, gast.NotIn) \
                    and (numpy_operands(self, _leaves((left, right))) and _same_kinds(left, right)
                         or numpy_left_of_tensor(self, left, right) or _numpy_constant_left(self, left, right)):
                # x.asnumpy() > 1, ((x_np, 1), x_np + 1) < ((y_np, 2), y_np - 1): Python's comparison of the numpy
                # arrays when the graph runs (MindSpore's fallback: a numpy bool array, or a Python bool)
                from .fallback import runtime_call
                r = mark_numpy_result(self, runtime_call(self, _CMPOPS[type(op)], (left, right), {},
                                                         _OP_NAMES.get(type(op), "a comparison")))
            elif type(op) not in (gast.Is, gast.IsNot) and objects_run(self, (left, right)) \
                    and not any(is_rank_tensor(self, v) for v in (left, right)):
                # a comparison with a Python object made when the graph runs (``l = x.asnumpy().tolist()``:
                # ``l == [1.5, -2.5]``; ``v in set(l)``): Python's then, as MindSpore's fallback (msgraph compared
                # the list as a Tensor: Equal's TypeError; adapt40fb)
                from .fallback import runtime_call
                r = runtime_call(self, _CMPOPS[type(op)], (left, right), {}, _OP_NAMES[type(op)])
            elif (type(op) in (gast.In, gast.NotIn) and is_sym(left) and left.aval.weak and left.aval.shape == ()
                  and isinstance(right, (tuple, list))):
                # a Python number known when the graph runs (mutable(1)) in a sequence: equal to one of
                # its numbers (nested sequences, strings and Tensors are other things), a Python bool
                r = False
                for v in right:
                    if (isinstance(v, (bool, int, float)) and not isinstance(v, np.generic)) or \
                            (is_sym(v) and v.aval.weak and v.aval.shape == ()):
                        hit = F().equal(left, v)
                        r = hit if r is False else F().logical_or(r, hit)
                if type(op) is gast.NotIn:
                    r = (not r) if r is False else F().logical_not(r)
                if is_sym(r) and not _not_in_mixed(op, right):
                    r = self.as_python_number(r)
            elif (type(op) in (gast.In, gast.NotIn) and (is_sym(left) or isinstance(left, Tensor))
                  and isinstance(right, (tuple, list)) and any(is_sym(v) or isinstance(v, Tensor) for v in right)):
                # t in [a, b] (Tensors): some element of t's shape and dtype equal to it everywhere (a bool
                # Tensor; MindSpore 2.10's tensor_in_sequence skips the items of another dtype)
                r = False
                for v in right:
                    if (is_sym(v) or isinstance(v, Tensor)) and tuple(v.shape) == tuple(left.shape) \
                            and _tensor_dtype(v) == _tensor_dtype(left):
                        hit = F().reduce_all(F().equal(left, v))
                        r = hit if r is False else F().logical_or(r, hit)
                if type(op) is gast.NotIn:
                    r = (not r) if r is False else F().logical_not(r)
                elif r is False and not is_dynamic_len(right):
                    r = Tensor(np.array(False))   # (no item of its shape and dtype: MindSpore's bool Tensor False)
                if is_dynamic_len(right) and is_sym(r):
                    # a dynamic-length sequence (``mutable(seq, True)``): MindSpore 2.10's InSequence gives a Python
                    # bool, known when the graph runs (measured, adapt41cmp sweep)
                    r = self.as_python_number(r)
            elif (type(op) in (gast.In, gast.NotIn) and is_sym(left) and isinstance(right, (tuple, list))
                  and right and not contains_sym(right)):
                # t in [2, 3]: MindSpore 2.10 compares a Tensor with the sequence's Tensors only, so it is in no
                # sequence of numbers: a bool Tensor False (``not in``: the Python bool True; recorded:
                # adapt34g/tensor_in_numbers)
                r = True if type(op) is gast.NotIn else Tensor(np.array(False))
            elif (type(op) in (gast.In, gast.NotIn) and type(left) in (int, float) and isinstance(right, (tuple, list))
                  and right and all((is_sym(v) and not v.aval.weak) or isinstance(v, Tensor) for v in right)):
                # 1.5 in (x[0],): a number in a sequence of Tensors is MindSpore 2.10's InSequence TypeError (a
                # sequence mixing numbers and Tensors compares in order, as Python; recorded:
                # adapt34g/tensor_in_numbers)
                from .calls import _abstract_element
                raise GraphTypeError(f"For InSequence, the list existing item abstract '{_abstract_element(right[0])}' "
                                     f"is not same with the new added item abstract '{_abstract_element(left)}'.",
                                     self.b.loc)
            elif (type(op) in _SEQ_ORDER and isinstance(left, (tuple, list)) and type(left) is type(right)
                  and (_holds_tensor(left) or _holds_tensor(right)) and not _nested_tensors_first(left, right)):
                r = _sequence_order(type(op), left, right, self.b.loc)
            elif type(op) in (gast.Eq, gast.NotEq) and type(left) in (tuple, list) and type(right) in (tuple, list) \
                    and _plain_constants(left) and _plain_constants(right) and not self.bytecode:
                # MindSpore 2.10's graph sequences compare their elements' types too: ``[1, 2] == [1, 2.0]`` and
                # ``(True,) == (1,)`` are False (measured by the adapt36fb sweep); jit(capture_mode='bytecode')
                # compares them as Python (``(1, 2) == (1, 2.0)`` True; adapt41pj/bytecode_sequence_equal)
                same = _typed_sequence_equal(left, right)
                r = same if type(op) is gast.Eq else not same
            elif type(op) in _F32_CMPOPS and _is_number(left) and _is_number(right) \
                    and (_float_number(left) or _float_number(right)) \
                    and not (self.bytecode and type(left) in (bool, int, float) and type(right) in (bool, int, float)):
                # float Python numbers compare as MindSpore 2.10's float32 scalars (``1e-50 > 0.0`` is False)
                # an int constant beside a float constant is a float32 too (``16777217 == 16777216.0`` True)
                left, right = (float(v) if type(v) is int and abs(v) < 2 ** 63 and not is_sym(left)
                               and not is_sym(right) else v for v in (left, right))
                r = _CMPOPS[type(op)](self.f32_number(left), self.f32_number(right))
            elif type(op) in (gast.Eq, gast.NotEq) and type(right) is np.ndarray \
                    and (isinstance(left, Tensor) or (is_sym(left) and not is_numpy_value(self, left))):
                # ``t == a`` of a Tensor and a numpy array: plain False (``!=``: True), as in PyNative (MindSpore
                # 2.10; ``a == t`` is numpy's elementwise comparison; left46/numpy_array_args)
                r = type(op) is gast.NotEq
            else:
                try:
                    with graph_call((left, right)):   # (a numpy operand reaching an op is the user's)
                        r = _CMPOPS[type(op)](left, right)
                except NeedsConstant as e:
                    r = self.runtime_or_error(_CMPOPS[type(op)], (left, right), {},
                                              _OP_NAMES.get(type(op), "a comparison"), e.what)
            if _not_in_mixed(op, right) and isinstance(r, bool):
                r = Tensor(np.array(r))
            elif _not_in_mixed(op, right) and is_sym(r) and getattr(r.aval, "weak", False):
                from ..common import dtype as mstype

                r = F().scalar_to_tensor(r, mstype.bool_)   # (a Python bool known when the graph runs)
            r = list_join.tensor_result(self, (left, right), r)
            if is_sym(result) and is_sym(r) and result.aval.dtype == np.bool_ and r.aval.dtype == np.bool_ \
                    and tuple(result.shape) == tuple(r.shape):
                # x < y < z of Tensors: MindSpore's ``(x < y) and (y < z)``, the shape (1,) kept
                result = F().logical_and(self.bool_tensor(result), self.bool_tensor(r))
            elif result is not True and objects_run(self, (result, r)) \
                    and not any(is_rank_tensor(self, v) for v in (result, r)):
                # ``1 < v < 3`` of a Python object made when the graph runs (``v = x.tolist()[2]``): Python's ``and``
                # of the two comparisons then, a Python bool (SILENT: was a Bool Tensor;
                # adapt44fb/unpack_runtime_list)
                from .fallback import runtime_call
                result = runtime_call(self, _python_and, (result, r), {}, "'and'")
            else:
                result = r if result is True else self.and_values(result, r)
            left = right
        return result

    def and_values(self, a: Any, b: Any) -> Any:
        if not is_sym(a) and not is_sym(b):
            return a and b
        if not is_sym(a):
            return b if self.truth(a) else a
        if not is_sym(b):
            return self.cond_of(a) if self.truth(b) else False
        return F().logical_and(self.cond_of(a), self.cond_of(b))

    def or_values(self, a: Any, b: Any) -> Any:
        if not is_sym(a) and not is_sym(b):
            return a or b
        if not is_sym(a):
            return a if self.truth(a) else b
        if not is_sym(b):
            return True if self.truth(b) else self.cond_of(a)
        return F().logical_or(self.cond_of(a), self.cond_of(b))

    def e_boolop(self, frame: Frame, n: Any) -> Any:
        is_and = type(n.op) is gast.And
        internal = getattr(n, "msgraph_internal", False)
        acc = self.eval(frame, n.values[0])
        rest = list(n.values[1:])
        while rest:
            if not is_sym(acc):
                # Python short-circuit on constants.
                if is_and and not self.truth(acc):
                    return acc
                if not is_and and self.truth(acc):
                    return acc
                acc = self.eval(frame, rest.pop(0))
                continue
            # a Tensor operand: MindSpore 2.10 nests the operator to the right, ``t and a and b`` is ``t and (a and
            # b)``, so the rest is one operand (``t and None and 5`` is ``t and None``: None or t, chosen when the
            # graph runs; folding to the left joined None-or-t with 5, a TypeError).  adapt40sx/boolop_right_nested
            sub = rest[0]
            if len(rest) > 1:
                sub = gast.copy_location(gast.BoolOp(op=n.op, values=rest), rest[0])
                if internal:
                    sub.msgraph_internal = True
            return self.tensor_boolop(frame, acc, sub, is_and, internal)
        return acc

    def tensor_boolop(self, frame: Frame, acc: Any, sub: Any, is_and: bool, internal: bool = False) -> Any:
        """``acc and sub`` / ``acc or sub`` with a Tensor ``acc``: an operand, as in Python.

        MindSpore lowers it as ``sub if acc else acc`` (``acc if acc else sub`` for ``or``), a
        Tensor ``if`` whose two results must join; two booleans are the logical op itself."""
        cond = self.cond_of(acc)
        with self.b.block(Block()) as blk:
            nxt = self.eval(frame, sub)
        pure = not any(nd.is_effect for nd in blk.nodes)
        if isinstance(nxt, np.ndarray) and not blk.nodes and not internal and self.level is not syntax_level_strict():
            # ``x and np.array(...)``: Python's and/or when the graph runs (MindSpore's PyExecute): the
            # numpy array or the Tensor itself, no join
            from ..common.aval import Aval
            from ..ops.pyexecute import PyExecute
            from .fallback import OnTensors, numpy_mask
            from .symbolic import emit_prim
            fn = OnTensors(_py_and if is_and else _py_or, numpy_mask(self, [acc, nxt]))
            return emit_prim(PyExecute(fn=fn, out=Aval((), object), kwargs=None, scalar=False), [acc, nxt])
        if nxt is None and not blk.nodes and not internal and self.level is not syntax_level_strict():
            # ``t and None`` / ``t or None``: Python's operand (None or the Tensor ``t``), chosen when the graph
            # runs, as MindSpore 2.10's LAX join of a Tensor with None (ctrl26)
            other = Block()
            if is_and:
                return self.emit_if(cond, blk, other, [nxt], [acc], ["and"])[0]
            return self.emit_if(cond, other, blk, [acc], [nxt], ["or"])[0]
        if not is_sym(nxt) and not isinstance(nxt, Tensor) and not blk.nodes:
            both_bools = type(nxt) is bool and getattr(acc.aval, "weak", False) and acc.aval.dtype == np.bool_
            if nxt is not None and not internal and not both_bools:
                # MindSpore joins the two results (``sub`` and the Tensor ``acc``): a Python constant
                # never joins a Tensor, even in an ``if`` test (``if x > 0 and True``): a TypeError.
                label = "and" if is_and else "or"
                sides = (_kind_of(nxt), _kind_of(acc)) if is_and else (_kind_of(acc), _kind_of(nxt))
                raise self.error("MSG401", self.b.loc, details=f"'{label}' is {sides[0]} in the true branch and "
                                                              f"{sides[1]} in the false branch")
            return self.and_values(acc, nxt) if is_and else self.or_values(acc, nxt)
        if (is_sym(nxt) and acc.aval.dtype == np.bool_ and nxt.aval.dtype == np.bool_ and pure
                and (acc.aval.size == 1 and nxt.aval.size == 1)):
            if not internal and bool(getattr(acc.aval, "weak", False)) != bool(getattr(nxt.aval, "weak", False)):
                # a run-time Python bool (``i < 5`` of a loop counter) and a Tensor: MindSpore 2.10 lowers the
                # operator as a Tensor ``if`` whose two results (the bool scalar, the Tensor) do not join (left34)
                label = "and" if is_and else "or"
                sides = (_kind_of(nxt), _kind_of(acc)) if is_and else (_kind_of(acc), _kind_of(nxt))
                raise self.error("MSG401", self.b.loc, details=f"'{label}' is {sides[0]} in the true branch and "
                                                              f"{sides[1]} in the false branch")
            for node in blk.nodes:   # the operand's own (pure) ops move out; the op is the logical one
                self.b.add(node)
            if acc.shape == nxt.shape:
                return (F().logical_and if is_and else F().logical_or)(acc, nxt)
            return self.and_values(acc, nxt) if is_and else self.or_values(acc, nxt)
        other = Block()
        if is_and:
            return self.emit_if(cond, blk, other, [nxt], [acc], ["and"])[0]
        return self.emit_if(cond, other, blk, [acc], [nxt], ["or"])[0]

    def e_ifexp(self, frame: Frame, n: Any) -> Any:
        test = self.eval(frame, n.test)
        if not is_sym(test):
            return self.eval(frame, n.body if self.truth(test) else n.orelse)
        self.fullgraph_break(frame, n, "Data-dependent conditional control flow is not supported")
        cond = self.cond_of(test)
        results = []
        for expr in (n.body, n.orelse):
            with self.b.block(Block()) as blk:
                results.append(self.eval(frame, expr))
            results.append(blk)
        (vt, bt, ve, be) = results
        from . import syntax
        if _mixed_numbers(vt, ve) and self.level is not syntax.Level.STRICT:
            # ``k = 3 if x.max() > 1 else 1.5``: two Python numbers of different types under a Tensor condition
            # are MindSpore 2.10's run-time object (its JIT fallback), which arithmetic takes (``x * k``); the
            # same values joined by an ``if`` statement stay its join TypeError where they meet (adapt33c)
            self.__dict__["_ifexp_numbers"] = True
            try:
                out = self.emit_if(cond, bt, be, [vt], [ve], ["ifexp"])[0]
                self.__dict__.setdefault("_ifexp_objects", {})[out.value.id] = (vt, ve)
                return out
            finally:
                self.__dict__["_ifexp_numbers"] = False
        return self.emit_if(cond, bt, be, [vt], [ve], ["ifexp"])[0]

    def e_tuple(self, frame: Frame, n: Any) -> Any:
        return tuple(self.eval_elts(frame, n.elts))

    def e_list(self, frame: Frame, n: Any) -> Any:
        out = list(self.eval_elts(frame, n.elts))
        self.__dict__.setdefault("_list_displays", {})[id(out)] = out   # (kept alive: ids stay unique)
        if self.tensor_cf:   # (the region under Tensor control flow it was made in: lower.check_mutation)
            self.__dict__.setdefault("_list_regions", {})[id(out)] = (self.cf_region(), out)
        if out and any(isinstance(getattr(e, "param", None), Parameter) for e in out):
            # a list display of Parameters: grad weights given so return their gradients as a list (calls.py)
            self.__dict__.setdefault("param_list_displays", []).append(out)
        return out

    def eval_elts(self, frame: Frame, elts: Sequence[Any], call: bool = False) -> List[Any]:
        out: List[Any] = []
        for e in elts:
            if isinstance(e, gast.Starred):
                v = self.eval(frame, e.value)
                if call and (is_sym(v) and v.aval.shape or isinstance(v, Tensor)):
                    # ``f(*x)`` of a Tensor: MindSpore 2.10's UnpackCall RuntimeError (adapt33c)
                    shape = tuple(v.aval.shape if is_sym(v) else v.shape)
                    raise GraphRuntimeError("The arguments of UnpackCall operator should be tuple, list or dict, but "
                                            f"got AbstractTensor(shape: {_ms_text(shape)})", frame.parsed.loc(e))
                if not call and zero_d_tensor(v):
                    raise GraphValueError(UNSTACK_0D_MESSAGE, frame.parsed.loc(e))
                out.extend(self.const_iter(v))
            else:
                out.append(self.eval(frame, e))
        return out

    def e_dict(self, frame: Frame, n: Any) -> Any:
        out: Dict[Any, Any] = {}
        for k, v in zip(n.keys, n.values):
            if k is None:
                out.update(self.eval(frame, v))
            else:
                key = self.eval(frame, k)
                if is_sym(key) or isinstance(key, (list, dict)):
                    # MindSpore 2.10's make_dict: a key must be a constant (a Tensor variable is "ValueAny")
                    got = "ValueAny" if is_sym(key) else str(key)
                    raise GraphRuntimeError("make_dict evaluator key only supports string, number, type, none, "
                                            f"constant tensor and tuple, but got {got}", frame.parsed.loc(k))
                out[_hashable_key(key)] = self.eval(frame, v)
        return out

    def pick_by_tensor(self, seq: Any, idx: Any) -> Any:
        """``seq[idx]`` for a tuple of candidates and an index that may be a graph value (MindSpore's
        switch_layer): as the subscript ``seq[idx]`` in graph code."""
        if contains_sym(idx):
            picked = index_by_tensor(self, seq, idx)
            if picked is not None:
                return picked
            return self.runtime_or_error(operator.getitem, (seq, idx), {}, "operator.getitem",
                                         f"indexing a {type(seq).__name__} with a Tensor")
        return seq[int(idx)]

    def e_subscript(self, frame: Frame, n: Any) -> Any:
        obj = self.eval(frame, n.value)
        if isinstance(obj, (tuple, list)) and isinstance(n.slice, gast.Slice):
            from .calls import as_graph_number

            parts = [None if p is None else as_graph_number(self, self.eval(frame, p))
                     for p in (n.slice.lower, n.slice.upper, n.slice.step)]
            if any(_weak_int(p) for p in parts) and all(p is None or _weak_int(p) or isinstance(p, int) for p in parts) \
                    and not contains_sym(obj):
                # seq[:mutable(3)]: a sequence of Python values sliced at bounds known when the graph runs
                # (PyExecute); one holding Tensors is specialized on the bounds instead (MSG412 below), so
                # its elements stay Tensors
                self.b.loc = frame.parsed.loc(n)
                from .fallback import OnTensors, numpy_mask, runtime_call

                return runtime_call(self, OnTensors(_slice_sequence, numpy_mask(self, [obj, *parts])), (obj, *parts),
                                    {}, "operator.getitem", strict_ok=True,   # STRICT too: MindSpore's SequenceSlice
                                    sequence=True)
        prev = getattr(self, "_sym_slice_ok", False)
        self._sym_slice_ok = is_sym(obj) or isinstance(obj, Tensor)
        try:
            idx = self.eval(frame, n.slice)
        finally:
            self._sym_slice_ok = prev
        self.b.loc = frame.parsed.loc(n)
        if isinstance(idx, slice):
            check_slice_bounds(idx, self.b.loc)
        static_pick = type(obj) in (tuple, list) and not is_dynamic_len(obj) and (type(idx) is int or (
            isinstance(idx, slice) and all(p is None or type(p) is int for p in (idx.start, idx.stop, idx.step))))
        # (a tuple / list of known length -- ``return y, reads`` with reads a sequence made when the graph runs -- at a
        # constant index or slice: its items are known now and keep their gradients; indexed by PyExecute the
        # whole tuple was opaque to autodiff, zero gradients: adapt43ctl/tuple_object_getitem_grad)
        if not static_pick and objects_run(self, (obj, idx)):
            from .fallback import runtime_call   # a Python object made when the graph runs: indexed then
            return list_join.picked(self, obj, runtime_call(self, operator.getitem, [obj, idx], {}, "operator.getitem"))
        if is_sym(obj) or isinstance(obj, Tensor):
            # an element/slice of x.asnumpy() is numpy's too (a numpy scalar where 0-d)
            return mark_numpy_part(self, obj, F().getitem(obj, idx))
        if contains_sym(idx):
            seq = obj if isinstance(obj, (tuple, list)) else \
                list(obj) if hooks.is_cell(obj) and hasattr(obj, "__iter__") else None   # CellList
            picked = index_by_tensor(self, seq, idx) if seq is not None else None
            if picked is not None:
                return picked
            return self.runtime_or_error(operator.getitem, (obj, idx), {}, "operator.getitem",
                                         f"indexing a {type(obj).__name__} with a Tensor")
        if isinstance(obj, (tuple, list)) and type(idx) is int and not obj and not is_dynamic_len(obj):
            from ..errors import EmptySequenceIndexError

            raise EmptySequenceIndexError(f"For primitive:'{'list_getitem' if isinstance(obj, list) else 'TupleGetItem'}'"
                                          ", cannot get item by index from an empty sequence.", self.b.loc,
                                          hint="check the sequence's length before indexing it")
        if isinstance(obj, (tuple, list)) and type(idx) is int and obj and not -len(obj) <= idx < len(obj):
            # MindSpore's IndexError while compiling, naming its evaluator
            n = len(obj)
            raise compile_error_class(IndexError)(
                f"{'list_getitem' if isinstance(obj, list) else 'TupleGetItem'} evaluator index should be in "
                f"range[-{n}, {n}), but got {idx}.", self.b.loc)
        try:
            picked = dict_item(obj, idx) if type(obj) is dict else obj[idx]
        except KeyError:
            cell_dict = hooks.is_cell(obj) and hasattr(obj, "keys")   # an nn.CellDict: MindSpore's dict of Cells
            if type(obj) is not dict and not cell_dict:
                raise
            from ..errors import GraphKeyError

            shown = "{" + ", ".join(f"{k!r}: {v!r}" for k, v in obj.items()) + "}" \
                if not cell_dict and not contains_sym(obj) else "ValueAny"
            if cell_dict:   # MindSpore 2.10 raises ValueError for a CellDict's missing key (adapt37pm sweep)
                raise GraphValueError(f"The key {idx} does not exist in the dict:{shown}", self.b.loc,
                                      hint="check the CellDict's keys")
            raise GraphKeyError(f"The key {idx} does not exist in the dict:{shown}", self.b.loc,
                                hint="check the key, or use d.get(key, default)") from None
        if isinstance(idx, slice) and is_dynamic_len(obj):
            return mark_dynamic_len(picked)   # a slice of a dynamic-length sequence has a dynamic length
        if is_dynamic_len(obj) and isinstance(picked, (int, float)) and not isinstance(picked, bool) \
                and type(picked) is not MutableBool:
            # an element of a dynamic-length sequence is a variable (MindSpore: F.isconstant False), a
            # Python number when the graph runs
            return Sym(self.b.materialize(picked))
        if is_sym(picked):      # a Parameter held in a tuple: its value now (after writes to it)
            return self.ref_current(picked)
        return self.lift(picked, False)

    def e_slice(self, frame: Frame, n: Any) -> Any:
        from .calls import as_graph_number

        parts = [None if p is None else as_graph_number(self, self.eval(frame, p)) for p in (n.lower, n.upper, n.step)]
        for p in parts:
            if isinstance(p, (str, bytes, float, complex, list, tuple, dict)):
                # MindSpore's message (Python's own names __index__)
                kind = {str: "String", float: "Float32", bytes: "Bytes"}.get(type(p), type(p).__name__.capitalize())
                raise GraphTypeError(f"Slice indices must be integers or bool. But got a {kind} number.",
                                     frame.parsed.loc(n))
        if parts[2] is not None and not is_sym(parts[2]) and not isinstance(parts[2], Tensor) and parts[2] == 0:
            raise GraphValueError("Slice step cannot be zero.", frame.parsed.loc(n))
        if any(is_sym(p) for p in parts) and not getattr(self, "_sym_slice_ok", False):
            # (a Tensor's slice takes bounds known when the graph runs: ops/indexing.py's "S" index)
            raise self.error("MSG412", frame.parsed.loc(n), what="a slice bound")
        return slice(*parts)

    def e_joinedstr(self, frame: Frame, n: Any) -> Any:
        out = []
        values = [None if isinstance(part, gast.Constant) else self.eval(frame, part.value) for part in n.values]
        if any(contains_sym(v) for v in values):
            # A Tensor's value in an f-string: formatted when the graph runs (LAX fallback).
            from .fallback import format_at_run_time

            parts, vals = [], []
            for part, v in zip(n.values, values):
                if isinstance(part, gast.Constant):
                    parts.append(str(part.value))
                    continue
                spec = "" if part.format_spec is None else self.e_joinedstr(frame, part.format_spec)
                if not isinstance(spec, str):
                    raise self.error("MSG412", frame.parsed.loc(part), what="a Tensor in a format spec")
                conv = {115: str, 114: repr, 97: ascii}.get(part.conversion, None)
                parts.append((conv, spec))
                from .dyn_rank_shape import as_text_value
                vals.append(as_text_value(self, v) if conv in (None, str) else v)
            self.b.loc = frame.parsed.loc(n)
            return format_at_run_time(self, parts, vals)
        for part, v in zip(n.values, values):
            if isinstance(part, gast.Constant):
                out.append(str(part.value))
            else:
                conv = {115: str, 114: repr, 97: ascii}.get(part.conversion, None)
                if self.bytecode and not isinstance(v, (Tensor, np.ndarray)):
                    # jit(capture_mode='bytecode') formats a Python value as Python does: its conversion and
                    # format spec, '(3,)' for a shape (MindSpore 2.10 measured, adapt36pj)
                    spec = "" if part.format_spec is None else self.e_joinedstr(frame, part.format_spec)
                    out.append(format(v if conv is None else conv(v), spec))
                    continue
                from .dyn_rank_shape import as_text_value
                v = as_text_value(self, v) if conv in (None, str) else v
                if conv is not None and not _ms_text_kind(v):
                    v = conv(v)
                if _ms_text_kind(v):
                    # MindSpore 2.10 formats a Python value of an f-string with its own text, whatever the
                    # conversion and format spec: bools 'true', floats as C++'s default stream (6 significant
                    # digits: '0.333333', '2', '1e+20'), strings unquoted, '(5)' for a 1-tuple (adapt33c)
                    out.append(_ms_text(v))
                    continue
                spec = "" if part.format_spec is None else self.e_joinedstr(frame, part.format_spec)
                if conv is None and spec == "" and type(v) in (Tensor, np.ndarray):
                    # MindSpore formats a compile-time Tensor / numpy array constant as its graph value
                    out.append(f"Tensor(shape={list(v.shape)}, dtype={v.dtype}, value={v.asnumpy()})"
                               if type(v) is Tensor else f"PythonObject(type: {type(v)}, value: {v})")
                    continue
                out.append(format(v, spec))
        return "".join(out)

    def e_lambda(self, frame: Frame, n: Any) -> Any:
        defaults = [self.eval(frame, d) for d in n.args.defaults]
        kw_defaults = [inspect.Parameter.empty if d is None else self.eval(frame, d) for d in n.args.kw_defaults]
        return StagedFunction(n, frame, defaults, kw_defaults)

    def is_dynamic_iterable(self, v: Any) -> bool:
        """Whether a loop over ``v`` has a length MindSpore knows only when the graph runs: a dynamic-length sequence
        or ``range(len(dyn))`` (a list it builds is a dynamic-length list: ``mark_loop_built``)."""
        return is_dynamic_len(v) or any(r is v for r in self.variable_ranges)

    def e_listcomp(self, frame: Frame, n: Any) -> Any:
        first = self.eval(frame, n.generators[0].iter)
        if runtime_stmt.comprehension_at_run_time(self, first):
            return runtime_stmt.lower_comprehension_at_run_time(self, frame, n, first)
        flags: List[bool] = []
        out = list(self.comprehension(frame, n, lambda f: self.eval(f, n.elt), flags, first))
        return mark_loop_built(out) if flags else out

    def e_dictcomp(self, frame: Frame, n: Any) -> Any:
        first = self.eval(frame, n.generators[0].iter)
        if runtime_stmt.comprehension_at_run_time(self, first):
            return runtime_stmt.lower_comprehension_at_run_time(self, frame, n, first)
        return dict(self.comprehension(frame, n, lambda f: (self.eval(f, n.key), self.eval(f, n.value)), None,
                                       first))

    def e_genexp(self, frame: Frame, n: Any) -> Any:
        first = self.eval(frame, n.generators[0].iter)
        if runtime_stmt.comprehension_at_run_time(self, first):
            return runtime_stmt.lower_comprehension_at_run_time(self, frame, n, first)
        return list(self.comprehension(frame, n, lambda f: self.eval(f, n.elt), None, first))

    def comprehension(self, frame: Frame, n: Any, make: Any, dynamic: Optional[List[bool]] = None,
                      first: Any = _NOT_EVALUATED) -> List[Any]:
        """The comprehension's elements; ``dynamic`` (a list) gets an entry when its first clause iterates over a
        dynamic-length sequence or ``range(len(dyn))`` (no ``if`` clauses); ``first``: the first clause's iterable,
        evaluated already."""
        inner = Frame(frame.parsed, frame.globals, parent=frame)
        out: List[Any] = []
        self._comprehension_level(frame, inner, n.generators, make, out, frame, dynamic, first)
        return out

    def _comprehension_level(self, frame: Frame, inner: Frame, gens: Sequence[Any], make: Any, out: List[Any],
                             scope: Frame, dynamic: Optional[List[bool]] = None, first: Any = _NOT_EVALUATED) -> None:
        """One ``for`` clause of a comprehension and, per element kept, the clauses after it (several
        clauses: ``jit(capture_mode='bytecode')`` only; the syntax check refuses them otherwise).  The first
        clause's iterable is evaluated in the enclosing frame, as Python does."""
        gen = gens[0]
        iterable = self.eval(scope, gen.iter) if first is _NOT_EVALUATED else first
        if dynamic is not None and len(gens) == 1 and not gen.ifs and self.is_dynamic_iterable(iterable):
            dynamic.append(True)
        for elem in self.const_iter(iterable):
            self.assign(inner, gen.target, elem)
            ok = True
            for cond in gen.ifs:
                c = self.eval(inner, cond)
                if isinstance(c, Tensor) or is_sym(c):
                    self.note_capture_break()
                if is_sym(c):
                    raise self.error("MSG412", frame.parsed.loc(cond), what="a comprehension filter")
                if not self.truth(c):
                    ok = False
                    break
            if not ok:
                continue
            if len(gens) > 1:
                self._comprehension_level(frame, inner, gens[1:], make, out, inner)
            else:
                out.append(make(inner))

    def e_call(self, frame: Frame, n: Any) -> Any:
        if isinstance(n.func, gast.Attribute) and isinstance(n.func.value, gast.Subscript) \
                and n.func.attr in ("append", "extend", "insert", "pop", "reverse", "clear", "remove"):
            # ``self.z[0].append(v)``: MindSpore 2.10 writes the changed item back, an item assignment on self.z
            self.b.loc = frame.parsed.loc(n)
            self._check_attr_subscript(frame, n.func.value.value)
        fn = self.eval(frame, n.func)
        args = self.eval_elts(frame, n.args, call=True)
        kwargs: Dict[str, Any] = {}
        for kw in n.keywords:
            if kw.arg is None:
                kwargs.update(self.eval(frame, kw.value))
            else:
                kwargs[kw.arg] = self.eval(frame, kw.value)
        loc = frame.parsed.loc(n)
        self.b.loc = loc
        if self.bytecode and _capture_breaks_at(fn, n, args, kwargs):
            self.note_capture_break()
        if fn is hasattr and len(args) == 2 and not kwargs and type(args[0]) is dict and args[1] == "has_key":
            return True   # MindSpore's graph dicts keep Python 2's has_key (see e_attribute; measured, adapt41cmp)
        if fn is super and not args:
            cls = frame.closure.get("__class__")
            first = next(iter(frame.env.values()), None)
            return super(cls, first)
        owner = getattr(fn, "__self__", None)
        if n is self._stmt_call and not self.bytecode and _appends_to_local_display(self, frame, n, owner, args, kwargs):
            # ``y.append(v)`` on a list graph code made: MindSpore 2.10 binds ``y`` to a new list, so the list
            # another name or a containing list holds is unchanged (``for y in a: y.append(5)`` leaves ``a``
            # as it was; ``extend``/``insert``/``reverse`` change it in place; recorded: st29c/list_append_new_list)
            frame.env[n.func.value.id] = owner + [args[0]]
            self._list_displays[id(frame.env[n.func.value.id])] = frame.env[n.func.value.id]
            return None
        if type(owner) is list and getattr(fn, "__name__", "") == "extend" and len(args) == 1 and not kwargs \
                and (args[0] is None or type(args[0]) in (str, dict, bool, int, float, np.ndarray)):
            # MindSpore 2.10's ListInplaceExtend takes a tuple, list or Tensor: ``a.extend("ab")``, a dict, a number,
            # None or a numpy array is its TypeError (recorded: adapt36sx/list_extend_kinds)
            from .calls import _abstract_element

            raise GraphTypeError("For ListInplaceExtend, the second input should be tuple or list but got: "
                                 f"{_abstract_element(args[0])}", loc)
        if not isinstance(owner, list) or not is_dynamic_len(owner):
            pass
        elif getattr(fn, "__name__", "") == "extend":
            # a dynamic-length list (``mutable([...], True)``) cannot be extended, popped or reversed in MindSpore
            # 2.10's graph code (measured, adapt41cmp sweep; append and insert work)
            raise GraphRuntimeError("ListExtend does not support dynamic length list.", loc)
        elif getattr(fn, "__name__", "") in ("pop", "reverse"):
            raise GraphRuntimeError("Can not get size for dynamic length sequence", loc)
        elif getattr(fn, "__name__", "") == "insert" and len(args) == 2 and owner \
                and _element_kind(owner[0]) != _element_kind(args[1]):
            from .calls import _abstract_element   # (one abstract type per dynamic list, as ListAppend below)

            raise GraphTypeError(f"For ListInsert, the mutable list existing item abstract "
                                 f"'{_abstract_element(owner[0])}' is not same with the new added item abstract "
                                 f"'{_abstract_element(args[1])}'", loc)
        if is_dynamic_len(owner) and getattr(fn, "__name__", "") == "append" and len(args) == 1 and owner \
                and _element_kind(owner[0]) != _element_kind(args[0]):
            from .calls import _abstract_element   # MindSpore's ListAppend: one abstract type per dynamic list

            if isinstance(args[0], (tuple, list, dict)):
                raise GraphTypeError("The prim 'ListAppend', the input_data must be list and target must be scalar "
                                     f"or tensor, but got {_abstract_element(owner)} and "
                                     f"{_abstract_element(args[0])}", loc)
            raise GraphTypeError(f"For ListAppend, the mutable list existing item abstract '{_abstract_element(owner[0])}'"
                                 f" is not same with the new added item abstract '{_abstract_element(args[0])}'", loc)
        if isinstance(owner, list) and getattr(fn, "__name__", "") in _LIST_VALUE_METHODS and n is not self._stmt_call \
                and not kwargs and not self.bytecode:   # (bytecode capture: Python's None, adapt36pj)
            # MindSpore 2.10's graph lists: a list method's value is the list it makes -- ``b = a.append(x)`` is
            # a new list (a unchanged; so is ``a.clear()``'s), extend/insert/reverse change ``a`` and give it
            if fn.__name__ == "append" and len(args) == 1:
                return list(owner) + [args[0]]
            if fn.__name__ == "clear" and not args:
                return []
            if fn.__name__ != "clear":
                self.call(fn, args, kwargs, loc)
                return owner
        if fn is super:   # MindSpore's parser checks super()'s arguments itself (RuntimeErrors)
            if len(args) != 2 or kwargs:
                raise CompileError(f"Arguments number of 'super()' should be 0 or 2, but got {len(args)}.", loc)
            if not (isinstance(args[0], type) and isinstance(args[1], args[0])):
                raise CompileError("Unable to cast Python instance of type <class 'NoneType'> to C++ type "
                                   "'std::string'", loc)
        return self.call(fn, args, kwargs, loc)


def _appends_to_local_display(low: Any, frame: Frame, n: Any, owner: Any, args: Any, kwargs: Any) -> bool:
    """Whether the statement call ``n`` is ``name.append(v)`` on a plain list that a list display of graph code
    made, bound to a local ``name`` (not under Tensor control flow: MSG409, or Python when the graph runs)."""
    return (not low.tensor_cf and isinstance(n.func, gast.Attribute) and n.func.attr == "append"
            and isinstance(n.func.value, gast.Name)
            and type(owner) is list and len(args) == 1 and not kwargs and not is_dynamic_len(owner)
            and frame.env.get(n.func.value.id) is owner
            and low.__dict__.get("_list_displays", {}).get(id(owner)) is owner)


def syntax_level_strict() -> Any:
    from .syntax import Level

    return Level.STRICT


_INT64_MIN, _INT64_END = -2 ** 63, 2 ** 63
#: MindSpore 2.10's RuntimeError for a Python int outside int64 reaching graph code (a literal, an argument, the
#: result of abs / int / round)
INT64_CAST_ERROR = "Unable to cast Python instance of type <class 'int'> to C++ type 'long'"
_INT64_PRIMS = {gast.Add: ("ScalarAdd", "sum"), gast.Sub: ("ScalarSub", "sub"), gast.Mult: ("ScalarMul", "mul"),
                gast.FloorDiv: ("ScalarFloorDiv", "mod"), gast.Mod: ("ScalarMod", "mod")}


def _int64_binop(op: Any, left: int, right: int, loc: Any) -> Any:
    """Two Python ints in graph code compute as MindSpore 2.10's int64 scalar ops (measured, adapt37sy/int64_scalars):
    ``+`` ``-`` ``*`` (and ``MIN // -1``, ``MIN % -1``) refuse a result outside int64 with ValueError "For prim
    'ScalarMul' Overflow of the mul of two signed number x: .., y: ..."; ``<<`` past int64 is a RuntimeError; ``a **
    b`` (b >= 0) is the double power cast to int64 (``3 ** 39`` 4052555153018976256, ``2 ** 63`` and anything beyond
    -9223372036854775808).  None: Python's operator is MindSpore's result."""
    if op in _INT64_PRIMS:
        r = _BINOPS[op](left, right) if right != 0 else 0
        if not _INT64_MIN <= r < _INT64_END or (op is gast.Mod and left == _INT64_MIN and right == -1):
            name, word = _INT64_PRIMS[op]
            raise GraphValueError(f"For prim '{name}' Overflow of the {word} of two signed number x: {int(left)}, "
                                  f"y: {int(right)}.", loc)
        return None
    if op is gast.LShift and right >= 0 and (not _INT64_MIN < (left << min(right, 128)) < _INT64_END
                                             and (left, right) != (-1, 63)):
        # (a result of exactly -2 ** 63 is refused too, but for ``-1 << 63``: measured, (-2) << 62, (-4) << 61)
        raise GraphRuntimeError("Arithmetic left shift causes int64 integer overflow.", loc)
    if op is gast.Pow and right >= 0 and type(left) is int and type(right) is int:
        try:
            r = float(left) ** right
        except OverflowError:
            return _INT64_MIN
        return int(r) if _INT64_MIN <= r < _INT64_END else _INT64_MIN
    return None


def _check_shift(op: Any, left: Any, right: Any, loc: Any) -> None:
    """MindSpore 2.10's errors of ``<<``/``>>`` on Python numbers in graph code."""
    if isinstance(left, float) or isinstance(right, float):
        def imm(v: Any) -> str:
            return "BoolImm" if isinstance(v, bool) else "FP32Imm" if isinstance(v, float) else "Int64Imm"

        def shown(v: Any) -> str:
            return f"{v:g}" if isinstance(v, float) else str(v)

        name = "BitLeftShift" if op is gast.LShift else "BitRightShift"
        raise GraphTypeError(f"Unsupported input type. For {name}, only integer types are supported, but got type "
                             f"of x:{imm(left)}, value of x:{shown(left)}, type of y:{imm(right)}, value of "
                             f"y:{shown(right)}", loc)
    if right < 0:
        raise GraphValueError("For shift operator, shift count must be a non-negative integer.", loc)


def _mutable_bool(v: Any) -> bool:
    """``ms.mutable(True)`` (its class reports bool; msgraph compiles on its value)."""
    return getattr(v, "_msgraph_mutable", False) and isinstance(v, bool)


def _is_plain_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _kind_of(v: Any) -> str:
    from .branches import _kind

    return _kind(v)


def check_slice_bounds(sl: slice, loc: Any) -> None:
    """MindSpore's MakeSlice: each bound of a slice object is None, an int (bool) or an integer Tensor
    (a RuntimeError naming the bound otherwise, e.g. ``slice(1, 4.5)``)."""
    for attr in ("start", "stop", "step"):
        v = getattr(sl, attr)
        if v is None or isinstance(v, (int, np.integer)) or is_sym(v) or isinstance(v, Tensor):
            continue
        raise GraphRuntimeError(f"Attribute '{attr}' of {sl!r} should be int or Tensor with Int type but got {v}",
                                loc)


def _blocks(stmt: Any) -> List[List[Any]]:
    out = [getattr(stmt, f) for f in ("body", "orelse", "finalbody") if isinstance(getattr(stmt, f, None), list)]
    return out + [h.body for h in getattr(stmt, "handlers", None) or []]


def _path_to(stmts: List[Any], target: Any) -> Optional[List[Tuple[List[Any], int]]]:
    """The (statement list, index) pairs from ``stmts`` down to the statement holding ``target``."""
    for i, st in enumerate(stmts):
        if not any(x is target for x in gast.walk(st)):
            continue
        for blk in _blocks(st):
            inner = _path_to(blk, target)
            if inner is not None:
                return [(stmts, i)] + inner
        return [(stmts, i)]
    return None


def _stores(node: Any, name: str) -> Optional[Any]:
    for x in gast.walk(node):
        if isinstance(x, gast.Name) and x.id == name and isinstance(x.ctx, gast.Store):
            return x
    return None


def one_branch_error(low: Any, frame: Frame, n: Any, found_only: bool = False) -> Any:
    """MSG402 (a name read after the Tensor ``if``/loop that alone defines it) worded as MindSpore 2.10's
    parser words it -- which branch defines it, or which loop body -- with its 'In file path:line' and the
    function's lines down to the definition, before msgraph's own location lines."""
    from . import syntax

    rule = syntax.RULES["MSG402"]
    loc = frame.parsed.loc(n)
    hint = f"Assign '{n.id}' before the `if` or loop, or in every branch, with the same type and shape."
    func = frame.parsed.node
    path = _path_to(getattr(func, "body", []), n) or []
    for stmts, i in reversed(path):
        for st in reversed(stmts[:i]):
            store = _stores(st, n.id)
            if store is None or not isinstance(st, (gast.If, gast.For, gast.While)):
                continue
            if isinstance(st, gast.If):
                side = "true" if any(_stores(b, n.id) is not None for b in st.body) else "false"
                other = "false" if side == "true" else "true"
                msg = f"The local variable '{n.id}' is not defined in {other} branch, but defined in {side} branch."
            else:
                kind = "for" if isinstance(st, gast.For) else "while"
                msg = (f"The local variable '{n.id}' defined in the '{kind}' loop body cannot be used outside of "
                       f"the loop body. Please define variable '{n.id}' before '{kind}'.")
            first = getattr(func, "lineno", store.lineno)
            lines = [linecache.getline(loc.filename, k).rstrip("\n") for k in range(first, store.lineno + 1)]
            text = "\n".join([msg, f"In file {loc.filename}:{store.lineno}"] + lines)
            return rule.make_error(text, hint, loc)
    return None if found_only else rule.error(loc, name=n.id)


_MS_TYPE_NAMES = {list: "List", tuple: "Tuple", int: "Int", dict: "Dictionary", str: "String"}


def _primitive_object(obj: Any) -> bool:
    """A primitive instance (``ops.ReLU()``), graph code's function."""
    from ..ops.registry import Primitive

    return isinstance(obj, Primitive) and not isinstance(obj, type)


def missing_attribute(obj: Any, attr: str, loc: Any) -> Any:
    """MSG404 worded for what ``obj`` is: a Tensor, a module, a Cell, another object."""
    import types

    from . import syntax

    rule = syntax.RULES["MSG404"]
    if is_sym(obj) or isinstance(obj, Tensor):
        # a Sym whose ``param`` is an ArgRef is a Tensor argument threaded for in-place writes
        kind = "Parameter" if isinstance(obj, Parameter) or isinstance(getattr(obj, "param", None), Parameter) \
            else "Tensor"
        if kind == "Tensor" and attr in ("set_const_arg", "assign_value"):
            # Tensor methods MindSpore registers as forbidden in graph code
            return CompileError(f"Failed to compile in GRAPH_MODE because the 'Tensor' object's method '{attr}' "
                                "is not supported in 'construct' or function with @jit decorator. Try to use the "
                                f"'Tensor.{attr}' externally such as initialized in the method '__init__' before "
                                "assigning.", loc)
        if kind == "Parameter" and hasattr(Parameter, attr) and attr != "assign_value":
            # (MindSpore 2.10's jit check finds no ``assign_value`` on a Parameter: its AttributeError, below)
            # a Parameter property (name, requires_grad...) read in graph code: MindSpore's RuntimeError
            return CompileError(f"Failed to compile in GRAPH_MODE because the 'Parameter' object's method '{attr}' "
                                "is not supported in 'construct' or function with @jit decorator. Try to use the "
                                f"'Parameter.{attr}' externally such as initialized in the method '__init__' before "
                                "assigning.", loc)
        return rule.make_error(f"'{kind}' object has no attribute '{attr}'.",
                               f"msgraph's Tensor has no method `{attr}`: use an msgraph op on it (`ops.<name>(x, ...)`), "
                               "or check the spelling.", loc)
    if isinstance(obj, types.ModuleType):
        name = obj.__name__
        shown = name
        if name.startswith("msgraph"):
            hint = (f"`{shown}.{attr}` is not provided by msgraph (or is misspelled): write it with the ops "
                    f"that exist (`dir({shown})` lists them).")
        else:
            hint = f"check the spelling: module '{shown}' has no `{attr}`."
        return rule.make_error(f"Module '{shown}' has no attribute '{attr}'.", hint, loc)
    if hooks.is_cell(obj):
        return rule.error(loc, cls=type(obj).__name__, attr=attr)
    if type(obj) is super:
        # ``super().x`` of an instance attribute: an AttributeError as in Python (MindSpore 2.10's ClassMember text;
        # ut graph_syntax test_super, measured)
        module = getattr(obj.__thisclass__, "__module__", "")
        return rule.make_error(f"ClassMember: 'Namespace:{module}..<super::{id(obj)}>' object has no attribute "
                               f"'{attr}'", "read the instance attribute as `self." + attr + "`.", loc)
    # a graph value of a builtin type is named as MindSpore names its abstract type ('List', 'Int'...)
    shown = _MS_TYPE_NAMES.get(type(obj), type(obj).__name__)
    if isinstance(obj, tuple) and hasattr(type(obj), "_fields"):
        shown = "NamedTuple"   # MindSpore's abstract type of a namedtuple
    return rule.make_error(f"'{shown}' object has no attribute '{attr}'",
                           "check the spelling, or set the attribute before the graph is compiled.", loc)


def _in_parent_env(frame: Frame, name: str) -> bool:
    f = frame.parent
    while f is not None:
        if name in f.env:
            return True
        f = f.parent
    return False


_EXPR = {
    gast.Constant: ExprLowering.e_constant, gast.Name: ExprLowering.e_name,
    gast.Attribute: ExprLowering.e_attribute, gast.BinOp: ExprLowering.e_binop,
    gast.UnaryOp: ExprLowering.e_unaryop, gast.Compare: ExprLowering.e_compare,
    gast.BoolOp: ExprLowering.e_boolop, gast.IfExp: ExprLowering.e_ifexp, gast.Tuple: ExprLowering.e_tuple,
    gast.List: ExprLowering.e_list, gast.Dict: ExprLowering.e_dict, gast.Subscript: ExprLowering.e_subscript,
    gast.Slice: ExprLowering.e_slice, gast.JoinedStr: ExprLowering.e_joinedstr,
    gast.Lambda: ExprLowering.e_lambda, gast.ListComp: ExprLowering.e_listcomp,
    gast.DictComp: ExprLowering.e_dictcomp, gast.GeneratorExp: ExprLowering.e_genexp,
    gast.Call: ExprLowering.e_call,
}


def _element_kind(e: Any) -> Any:
    """The abstract type MindSpore compares the elements of dynamic-length sequences by."""
    if is_sym(e) and e.aval.weak and e.aval.shape == ():   # a Python number known when the graph runs
        kind = np.dtype(e.aval.dtype).kind
        return ("scalar", bool if kind == "b" else float if kind == "f" else int)
    if is_sym(e) or isinstance(e, Tensor):
        return ("tensor", tuple(e.shape), str(e.dtype))
    if isinstance(e, (tuple, list)):
        return (type(e).__name__, tuple(_element_kind(x) for x in e))
    if isinstance(e, (bool, int, float)):
        return ("scalar", bool if isinstance(e, bool) else int if isinstance(e, int) else float)
    return ("object", type(e).__name__)


def _mixed_numbers(a: Any, c: Any) -> bool:
    """Two Python numbers (bool / int / float) of different types: an ``x if c else y`` MindSpore joins when
    the graph runs."""
    kinds = (bool, int, float)
    return type(a) in kinds and type(c) in kinds and type(a) is not type(c)


def _ms_text_kind(v: Any) -> bool:
    """A Python value MindSpore 2.10's graph f-string formats with its own text (:func:`_ms_text`)."""
    if type(v) in (bool, int, float, str) or v is None:
        return True
    return type(v) in (tuple, list) and all(_ms_text_kind(e) for e in v)


def _ms_text(v: Any) -> str:
    """MindSpore 2.10's text of a Python value in a graph f-string (``f"{(5,)}"`` is '(5)', ``f"{True}"`` 'true',
    ``f"{1 / 3}"`` '0.333333', ``f"{('a', [1.0])}"`` '(a, [1])'; measured)."""
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is float:
        return "%g" % v
    if type(v) is tuple:
        return "(" + ", ".join(_ms_text(e) for e in v) + ")"
    if type(v) is list:
        return "[" + ", ".join(_ms_text(e) for e in v) + "]"
    return str(v)


#: MindSpore 2.10's scalar primitives of Python's bit operators in graph code
_BIT_OPS = {gast.BitAnd: "BitAnd", gast.BitOr: "BitOr", gast.BitXor: "BitXor", gast.LShift: "BitLeftShift",
            gast.RShift: "BitRightShift"}


def _python_and(a: Any, b: Any) -> Any:
    """Python's ``a and b`` of two values made when the graph runs (a chained comparison's parts)."""
    return a and b


_ORDER_CMPS = (gast.Eq, gast.NotEq, gast.Lt, gast.LtE, gast.Gt, gast.GtE)


def _mutable_bool_operands(left: Any, right: Any) -> bool:
    """A ``mutable(True)`` operand (msgraph passes it by value, not as a graph value), or a mutable number made
    while compiling, with another Python number known then: the result is still one MindSpore knows only when the
    graph runs."""
    if not any(type(v) is MutableBool or is_mutable_scalar(v) for v in (left, right)):
        return False   # (a mutable int / float held by value: a count or length of a dynamic-length sequence too)
    return all(type(v) in (MutableBool, bool, int, float) or is_mutable_scalar(v) for v in (left, right))


def _plain_numbers(left: Any, right: Any) -> tuple:
    return tuple(bool(v) if type(v) is MutableBool else (int(v) if isinstance(v, int) else float(v))
                 if is_mutable_scalar(v) else v for v in (left, right))


def _as_mutable_number(v: Any, *operands: Any) -> Any:
    from ..common.mutable import MutableFloat, MutableInt

    if type(v) is bool:
        return MutableBool(v)
    if type(v) is int:
        m = MutableInt(v)
        if any(getattr(o, "_msgraph_graph_number", False) for o in operands):
            m._msgraph_graph_number = True   # (``mutable(2) + 1`` made in graph code: calls.as_graph_number)
        return m
    if type(v) is float:
        return MutableFloat(v)
    return v


def _capture_breaks_at(fn: Any, n: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> bool:
    """Calls at which MindSpore 2.10's bytecode capture breaks the graph (measured adapt45pij; st pi_jit
    builtin/test_dict_builtin, test_list_comprehension): ``dict(zip(...))``, ``dict(k=v)``, ``enumerate(seq, start)``,
    ``itertools.product(...)``.  msgraph still compiles them; get_code_extra reports the break."""
    import itertools

    if fn is dict:
        inner = n.args[0] if len(n.args) == 1 else None
        return bool(kwargs) or (isinstance(inner, gast.Call) and isinstance(inner.func, gast.Name)
                                and inner.func.id == "zip")
    if fn is enumerate:
        return len(args) > 1 or "start" in kwargs
    return fn is itertools.product
