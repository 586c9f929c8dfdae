"""LAX-mode runtime fallback: plain Python applied to Tensor values runs when the graph runs.

:func:`runtime_call` emits one ``PyExecute`` node (``msgraph/ops/pyexecute.py``) for
``fn(*args, **kwargs)`` whose arguments hold graph values; :func:`format_at_run_time` does the
same for an f-string with Tensor parts.  STRICT mode never reaches here (MSG406).
"""
from __future__ import annotations

from typing import Any, Dict, List, Sequence

import numpy as np

from ..common.aval import Aval, SeqAval
from ..common.tensor import Tensor
from ..ops.pyexecute import caller_object
from .symbolic import contains_sym, emit_prim, is_sym
from . import syntax


def _placeholder(x: Any) -> Any:
    if is_sym(x):
        av = x.aval
        if av.weak:
            return av.dtype.type(1).item()
        return np.ones(av.shape, av.dtype)
    if isinstance(x, (tuple, list)):
        return type(x)(_placeholder(v) for v in x)
    if isinstance(x, dict):
        return {k: _placeholder(v) for k, v in x.items()}
    return x


def _distinct_placeholder(x: Any, counter: List[int]) -> Any:
    """Like :func:`_placeholder`, but each array is filled with its own value (1, 2, 3...)."""
    if is_sym(x) and not x.aval.weak:
        counter[0] += 1
        return np.full(x.aval.shape, counter[0], x.aval.dtype)
    if isinstance(x, (tuple, list)):
        return type(x)(_distinct_placeholder(v, counter) for v in x)
    if isinstance(x, dict):
        return {k: _distinct_placeholder(v, counter) for k, v in x.items()}
    return _placeholder(x)


def _has_array(x: Any) -> bool:
    if is_sym(x):
        return not x.aval.weak
    if isinstance(x, (tuple, list)):
        return any(_has_array(v) for v in x)
    if isinstance(x, dict):
        return any(_has_array(v) for v in x.values())
    return False


def has_object(x: Any) -> bool:
    """Whether ``x`` holds a graph value that is an opaque Python object (made when the graph runs)."""
    if is_sym(x):
        return x.aval is not None and x.aval.dtype == object
    if isinstance(x, (tuple, list)):
        return any(has_object(v) for v in x)
    if isinstance(x, dict):
        return any(has_object(v) for v in x.values())
    return False


def _mark(low: Any, s: Any, kind: str) -> Any:
    """Record the object-typed graph value ``s`` in the lowerer's set ``kind`` (kept by value id for this
    compilation); the marks below are such sets."""
    if is_sym(s) and s.aval.dtype == object:
        low.__dict__.setdefault(kind, {})[id(s.value)] = s.value
    return s


def _marked(low: Any, s: Any, kind: str) -> bool:
    return is_sym(s) and s.aval.dtype == object and id(s.value) in low.__dict__.get(kind, {})


def mark_native(low: Any, s: Any) -> Any:
    """Mark the object-typed graph value ``s`` as MindSpore's *native* dynamic value -- a dynamic-rank Tensor or
    a dynamic-length sequence made by a Tensor ``if`` (not a JIT-fallback object): STRICT mode runs Python
    on it too (MindSpore's STRICT level supports these, its static types do not express them here)."""
    return _mark(low, s, "_native_objects")


def mark_rank_tensor(low: Any, s: Any) -> Any:
    """Mark the object-typed graph value ``s`` as a Tensor whose rank is known only when the graph runs (MindSpore's
    dynamic rank, made by a Tensor ``if``): Python run on it then is differentiated then (autodiff/runtime_vjp.py)."""
    return _mark(low, s, "_rank_tensors")


def mark_grad_object(low: Any, s: Any) -> Any:
    """Mark the object-typed graph value ``s`` as one that may hold Tensors carrying gradients (a tuple or list a
    Tensor ``while`` run as Python grew from float Tensors: runtime_stmt.lower_at_run_time): Python run on it then
    is differentiated then, as on a dynamic-rank Tensor (autodiff/runtime_vjp.py)."""
    return _mark(low, s, "_grad_objects")


def is_grad_object(low: Any, s: Any) -> bool:
    return _marked(low, s, "_grad_objects")


def is_rank_tensor(low: Any, s: Any) -> bool:
    return _marked(low, s, "_rank_tensors")


def _objects(x: Any) -> Any:
    if is_sym(x):
        if x.aval.dtype == object:
            yield x
    elif isinstance(x, (tuple, list)):
        for v in x:
            yield from _objects(v)
    elif isinstance(x, dict):
        for v in x.values():
            yield from _objects(v)


def all_native(low: Any, x: Any) -> bool:
    """Whether ``x`` holds objects made when the graph runs and each is a native dynamic value (mark_native)."""
    native = low.__dict__.get("_native_objects", {})
    objs = list(_objects(x))
    return bool(objs) and all(id(o.value) in native for o in objs)


def objects_run(low: Any, x: Any) -> bool:
    """Whether Python applied to ``x`` runs when the graph runs because ``x`` holds an object made then: LAX,
    or STRICT when every such object is a native dynamic value (mark_native)."""
    if not has_object(x):
        return False
    return low.level is not syntax.Level.STRICT or all_native(low, x)


def _aval_of_result(r: Any) -> Aval:
    if isinstance(r, np.ndarray) and r.dtype != object:
        return Aval(r.shape, r.dtype)
    if isinstance(r, np.generic) and not isinstance(r, (np.str_, np.bytes_, np.void, np.object_)):
        return Aval((), r.dtype)            # a numpy scalar is strongly typed (numpy 2)
    if isinstance(r, (bool, int, float)):
        return Aval((), np.asarray(r).dtype, weak=True)
    return Aval((), object)


class OpRefusal(Exception):
    """An msgraph op run when the graph runs refused its operands on the trial call (``runtime_call(...,
    differentiable=True)``): ``error`` is the op's own error, located at the user's line, which the caller raises
    as it is (MindSpore's op raises it) rather than turning it into MSG412."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def runtime_call(low: Any, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any], name: str,
                 strict_ok: bool = False, object_result: bool = False, sequence: bool = False,
                 rank_join: bool = False, differentiable: bool = False) -> Any:
    """``fn(*args, **kwargs)`` as a PyExecute node (LAX); MSG406 in STRICT mode unless ``strict_ok`` (an
    operation MindSpore's STRICT mode has a native op for, e.g. SequenceSlice).  ``object_result``: the
    result is an opaque Python object (no trial call), as is every call on such an object.  ``sequence``: a
    tuple/list result is MindSpore's dynamic-length sequence (``SeqAval``; a native value, see mark_native).
    ``rank_join``: ``fn`` makes a branch's value of a dynamic-rank Tensor joined by a Tensor ``if`` (the adjoint
    passes through it); Python run on a dynamic-rank Tensor (mark_rank_tensor) is differentiated too, and so is
    ``fn`` when ``differentiable`` (an msgraph op run when the graph runs: autodiff/runtime_vjp.py)."""
    from ..ops.pyexecute import PyExecute

    native = all_native(low, [list(args), kwargs])
    if low.level is syntax.Level.STRICT and not strict_ok and not native:
        raise low.error("MSG406", low.b.loc, func=name)
    if contains_sym(kwargs):   # ``np.prod(a, axis=y)`` with a graph value y: passed by position, named again
        fn, args, kwargs = _Keywords(fn, list(kwargs)), [*args, *kwargs.values()], {}
    if object_result or has_object(list(args)):
        # a Python object made when the graph runs has no placeholder to try ``fn`` on: its result is
        # another such object (a Tensor in it stays a Tensor: fn runs on Tensors)
        fn = fn if isinstance(fn, OnTensors) else OnTensors(fn)
        rank = rank_join or any(is_rank_tensor(low, o) for o in _objects([list(args), kwargs]))
        grad_obj = any(is_grad_object(low, o) for o in _objects([list(args), kwargs]))
        if rank or differentiable or grad_obj:   # Python on a dynamic-rank Tensor: MindSpore differentiates it
            from ..autodiff.runtime_vjp import RunTimeGrad
            fn = RunTimeGrad(fn, identity=rank_join)
        out = emit_prim(PyExecute(fn=fn, out=Aval((), object), kwargs=dict(kwargs) or None, scalar=False),
                        list(args))
        if rank:
            mark_rank_tensor(low, out)
        if grad_obj:
            mark_grad_object(low, out)
        return mark_native(low, out) if native else out
    if differentiable:
        from ..autodiff.runtime_vjp import RunTimeGrad
        fn = RunTimeGrad(fn)
    try:
        trial = fn(*_placeholder(list(args)), **kwargs)
    except Exception as exc:   # it cannot run on these values at all: say so at the user's line
        from ..errors import MsGraphError

        if differentiable and isinstance(exc, MsGraphError) and not isinstance(exc, syntax_errors()):
            # an msgraph op refusing its operands (ops.cat of shapes that do not fit, a mutable axis): its own
            # error, as MindSpore's op raises it (not MSG412's TypeError: adapt41cpu)
            raise OpRefusal(exc.with_loc(low.b.loc)) from None
        err = low.error("MSG406", low.b.loc, func=name)
        err.add_note(f"  running it on placeholder values of the arguments' shapes raised "
                     f"{type(exc).__name__}: {exc}")
        raise err from None
    if isinstance(trial, Tensor):   # OnTensors: a Tensor result is an array output (returned as a Tensor)
        trial = np.asarray(trial)
    if isinstance(trial, (bool, int, float)) and _has_array(list(args)):
        # All-ones placeholders are equal to one another: Python on sequences of arrays (``m < n``)
        # may then stop early with a Python bool where distinct values give the element's array.
        try:
            second = fn(*_distinct_placeholder(list(args), [0]), **kwargs)
        except Exception:
            second = None
        if isinstance(second, Tensor):
            second = np.asarray(second)
        if isinstance(second, np.ndarray) and second.dtype != object:
            trial = second
    aval = SeqAval(type(trial)) if sequence and type(trial) in (tuple, list) else _aval_of_result(trial)
    prim = PyExecute(fn=fn, out=aval, kwargs=dict(kwargs) or None, scalar=isinstance(trial, np.generic))
    out = emit_prim(prim, list(args))
    if isinstance(aval, SeqAval):
        return mark_native(low, out)
    if isinstance(trial, np.ndarray) and trial.dtype != object and not getattr(fn, "tensor_result", False):
        from .numpy_view import mark_numpy   # a numpy array when the graph runs: numpy's operators on it
        mark_numpy(low, out)
    elif isinstance(trial, np.generic) and _is_numpy_function(getattr(fn, "fn", fn)) and not isinstance(
            trial, (np.str_, np.bytes_, np.void, np.object_)):
        # ``np.sum(x.asnumpy())``: a numpy scalar when the graph runs (``ms.Tensor(s)`` of it is a 0-d Tensor)
        from .numpy_view import mark_numpy_result
        mark_numpy_result(low, out)
    return out


def python_function(staged: Any, _seen: Any = ()) -> Any:
    """A ``lambda`` / ``def`` of graph code (a StagedFunction) as a Python function, for Python that runs when the
    graph runs (``map(lambda e: e * 2, x.tolist())``, ``sorted(l, key=lambda e: -e)``: MindSpore 2.10's JIT
    Fallback calls it as Python then).  The names it reads are bound to their values now; None when one of them
    is a graph value of the enclosing function (a Tensor variable: it would have to be an input of the node), or
    the ``def`` is decorated."""
    import ast

    import gast

    from .scope import StagedFunction, Undefined

    node = staged.node
    if getattr(node, "decorator_list", None) or id(node) in _seen:
        return None   # (two graph functions calling each other: not here)
    ns: Dict[str, Any] = {}
    for name in sorted({n.id for n in gast.walk(node) if isinstance(n, gast.Name) and isinstance(n.ctx, gast.Load)}):
        if name == getattr(node, "name", None):
            continue   # a recursive def: its own name, bound by the def
        try:
            v = staged.frame.lookup(name)
        except KeyError:
            continue
        if isinstance(v, Undefined):
            continue
        if isinstance(v, StagedFunction):
            v = python_function(v, (*_seen, id(node)))
            if v is None:
                return None
        elif contains_sym(v):
            return None
        ns[name] = v
    filename = getattr(staged.frame.parsed.loc(node), "filename", "<graph>")
    if isinstance(node, gast.Lambda):
        tree = ast.Expression(body=gast.gast_to_ast(node))
        ast.fix_missing_locations(tree)
        return eval(compile(tree, filename, "eval"), ns)   # noqa: S307 -- the user's own lambda
    tree = ast.Module(body=[gast.gast_to_ast(node)], type_ignores=[])
    ast.fix_missing_locations(tree)
    exec(compile(tree, filename, "exec"), ns)   # noqa: S102 -- the user's own def
    return ns[node.name]


def python_functions(args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``args`` and ``kwargs`` with each StagedFunction made a Python function (:func:`python_function`); None when
    one cannot be."""
    from .scope import StagedFunction

    out = []
    for v in list(args) + list(kwargs.values()):
        if isinstance(v, StagedFunction):
            v = python_function(v)
            if v is None:
                return None
        out.append(v)
    return out[:len(args)], dict(zip(kwargs, out[len(args):]))


def syntax_errors() -> tuple:
    """The error classes that are the compiler's, not an op's (kept out of an op's own refusal)."""
    from ..errors import CompileError, GraphSyntaxError

    return (CompileError, GraphSyntaxError)


def host_call(low: Any, fn: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``fn(*args, **kwargs)`` run each time the graph runs, with no trial call (``fn`` changes state), at
    every syntax level: its result is an opaque Python object (returned from the graph as it is)."""
    from ..ops.pyexecute import PyExecute

    prim = PyExecute(fn=OnTensors(fn), out=Aval((), object), kwargs=dict(kwargs) or None, scalar=False)
    return emit_prim(prim, list(args))


class _Keywords:
    """``fn`` called with its last ``len(names)`` positional arguments passed as keywords ``names``."""

    def __init__(self, fn: Any, names: List[str]):
        self.fn, self.names = fn, names
        self.tensor_result = getattr(fn, "tensor_result", False)
        self.__qualname__ = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, *args: Any) -> Any:
        k = len(args) - len(self.names)
        return self.fn(*args[:k], **dict(zip(self.names, args[k:])))


def _is_numpy_function(fn: Any) -> bool:
    return (getattr(fn, "__module__", None) or "").split(".")[0] == "numpy"


class OnTensors:
    """``fn`` run by PyExecute on Tensors (not on the raw arrays): Python operators on graph values
    (``m < n`` for tuples of Tensors, ``tup.count(t)``) see Tensors, as in MindSpore, and an array
    result returns from the graph as a Tensor (``tensor_result``; executable._py_result)."""

    tensor_result = True

    def __init__(self, fn: Any, keep: Any = None):
        self.fn = fn
        self.keep = keep   # the arguments' structure, True where a numpy array stays one (x.asnumpy()),
        #                    "py" where a Python number (mutable(1)) is one again
        # numpy's functions return numpy arrays from the graph, as MindSpore's fallback does
        # (``np.asarray([x, y])`` of mutable numbers; recorded: st_compiler9/numpy_runtime_result)
        self.tensor_result = not _is_numpy_function(fn)
        self.__qualname__ = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))

    def __repr__(self) -> str:
        return self.__qualname__

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        # a Tensor result stays one: an array output converts it (PyExecute), an object output returns it
        return self.fn(*_as_tensors(list(args), self.keep), **kwargs)


def numpy_mask(low: Any, x: Any) -> Any:
    """``x``'s structure with True where a graph value is a numpy array when the graph runs (None if none)."""
    from .numpy_view import is_numpy_scalar, is_numpy_view

    if is_sym(x):
        if x.aval.weak and x.aval.shape == () and x.aval.dtype != np.dtype(object):
            return "py"
        return True if is_numpy_view(low, x) else "np" if is_numpy_scalar(low, x) else None
    if isinstance(x, np.ndarray):
        return True
    if isinstance(x, (tuple, list)):
        inner = [numpy_mask(low, v) for v in x]
        return inner if any(m is not None for m in inner) else None
    if isinstance(x, dict):
        inner = {k: numpy_mask(low, v) for k, v in x.items()}
        return inner if any(m is not None for m in inner.values()) else None
    return None


def _as_tensors(x: Any, keep: Any = None) -> Any:
    if keep is True:
        return x
    if keep == "np":   # a numpy scalar (``x.asnumpy()[0]``) is one again
        return x[()] if isinstance(x, np.ndarray) else x
    if keep == "py" and isinstance(x, (np.ndarray, np.generic)) and x.shape == ():
        # (a Python float is MindSpore 2.10's float32 scalar: ``str(v)`` of a joined 0.1 is '0.10000000149011612';
        # adapt37sy/runtime_float_scalars)
        return float(np.float32(x)) if x.dtype == np.float64 else x.item()
    if isinstance(x, np.ndarray) and x.dtype != object:
        own = caller_object(x)      # an input of the graph: the caller's own Tensor
        return own if isinstance(own, Tensor) else Tensor._wrap(x)
    if isinstance(x, np.generic) and keep is None:   # a 0-d graph value the numpy backend left as a scalar
        return Tensor._wrap(np.asarray(x))
    if isinstance(x, (tuple, list)):
        return type(x)(_as_tensors(v, keep[i] if keep is not None else None) for i, v in enumerate(x))
    if isinstance(x, dict):
        return {k: _as_tensors(v, keep.get(k) if keep is not None else None) for k, v in x.items()}
    return x


class _Formatter:
    """An f-string with Tensor parts, formatted when the graph runs."""

    def __init__(self, parts: List[Any], raise_text: bool = False, python_spec: bool = False):
        self.parts = parts   # str literals, or (conversion, format_spec) for each value, in order
        self.raise_text = raise_text   # the message of a ``raise`` (see _raise_text)
        self.python_spec = python_spec   # jit(capture_mode='bytecode'): the format spec applies, as in Python
        self.__qualname__ = "f-string"

    def __repr__(self) -> str:
        return "f-string"

    def __call__(self, *values: Any) -> str:
        out, it = [], iter(values)
        for p in self.parts:
            if isinstance(p, str):
                out.append(p)
                continue
            conv, spec = p
            v = next(it)
            if isinstance(v, np.ndarray) and v.ndim == 0:
                v = v[()]
            v = _as_tensor(v)
            if self.raise_text and conv is None and not spec:
                out.append(_raise_text(v))
                continue
            if conv is not None:
                v = conv(v)
            # MindSpore 2.10 ignores the format spec of an f-string in graph code (f"{x[0]:.2f}" of 1.5 is '1.5',
            # f"{5:03d}" beside a Tensor '5'; adapt33c); its bytecode capture formats as Python does
            # (f"{x.item():.3f}" '2.500'; a Tensor with a spec is Tensor.__format__'s TypeError; adapt38pj)
            out.append(format(v, spec if self.python_spec else ""))
        return "".join(out)


def _as_tensor(v: Any) -> Any:
    """An array from the graph shown as MindSpore shows a Tensor in a string (the items of a list, tuple
    or dict too: their text is the Tensors' reprs)."""
    from ..common.tensor import Tensor

    if isinstance(v, (np.ndarray, np.generic)) and np.asarray(v).dtype != object:
        return Tensor(np.asarray(v))
    if isinstance(v, (tuple, list)):
        return type(v)(_as_tensor(e) for e in v)
    if isinstance(v, dict):
        return {k: _as_tensor(e) for k, e in v.items()}
    return v


def _raise_text(v: Any, top: bool = True) -> str:
    """A value of a ``raise`` message's f-string: MindSpore 2.10 writes the Tensors in a list or tuple with
    their str (``[[1. 2.], [2. 3.]]``), not their repr."""
    from ..common.tensor import Tensor

    if isinstance(v, list):
        return "[" + ", ".join(_raise_text(e, False) for e in v) + "]"
    if isinstance(v, tuple):
        return "(" + ", ".join(_raise_text(e, False) for e in v) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, Tensor) or top:
        return format(v, "")
    return repr(v)


def format_at_run_time(low: Any, parts: List[Any], values: List[Any]) -> Any:
    return runtime_call(low, _Formatter(parts, getattr(low, "lowering_raise", False), getattr(low, "bytecode", False)),
                        values, {}, "an f-string")
