"""MindSpore 2.10's overload check of Tensor methods (``x.max(1, [1])``, ``x.clamp(min=1, max_value=2)``).

MindSpore resolves a Tensor method call against the method's overloads (one primitive per
signature, ``tensor_overload_table.TABLE``): by argument count, keyword names and argument kinds
(Tensor, bool, int, float, str, None, tuple, list, dtype).  A call that matches none is a TypeError
whose text lists the valid callings ("Failed calling max with ... The valid calling should be: ...
match failed because invalid types: (int, list<int>)"), in PyNative and Graph mode alike.  msgraph's
methods are more permissive Python functions; :func:`install` wraps those named in the table so
that the calls MindSpore rejects are rejected first, with MindSpore's message (its Graph-mode
wording, ``functional_overload.cc``), and every accepted call runs the method unchanged.

Values whose kind MindSpore would not know (numpy arrays, arbitrary objects) are not judged:
the method decides, as before.
"""
from __future__ import annotations

import functools
import inspect
import sys
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .tensor_overload_table import TABLE

#: methods MindSpore 2.10 runs as plain Python in PyNative mode (any argument reaches them)
_UNCHECKED = frozenset({"type_as"})
#: methods MindSpore 2.10 resolves against another method's overloads: its Graph-mode messages name the
#: method called, PyNative's the one that runs (``x.clip(xmin=1)``: "Failed calling clamp with ...")
_ALIASES = {"clip": "clamp"}
_SCALARS = {"b": "bool", "i": "int", "u": "int", "f": "float"}
_ENUM = {"bool": "bool", "int": "int", "float": "float", "number": "Number", "tensor": "Tensor",
         "str": "string", "any": "Any", "tuple[bool]": "tuple of bool", "tuple[int]": "tuple of int",
         "tuple[float]": "tuple of float", "tuple[number]": "tuple of Number", "tuple[tensor]": "tuple of Tensor",
         "tuple[str]": "tuple of string", "tuple[any]": "tuple of Any", "list[bool]": "list of bool",
         "list[int]": "list of int", "list[float]": "list of float", "list[number]": "list of number",
         "list[tensor]": "list of tensor", "list[str]": "list of string", "list[any]": "list of Any",
         "TypeId": "mstype", "type": "mstype", "None": "None"}
_KIND_ENUM = {"bool": "bool", "int": "int", "float": "float", "Tensor": "Tensor", "str": "string",
              "tuple": "tuple of Any", "list": "list of Any", "mstype": "mstype", "None": "None", "type": "type"}
_TOKEN = {"Tensor": "Tensor", "int": "int", "float": "float", "bool": "bool", "str": "str", "None": "None",
          "Tuple": "tuple", "List": "list", "mstype": "mstype"}


#: methods whose newer overload MindSpore 2.10's CPU runs through the deprecated Python method (api_def
#: ``CPU: py_method``) whose keyword names differ: PyNative passes the call's keywords to that function as
#: given, so the newer names are its TypeError (``x.count_nonzero(dim=0)``; measured, seq35/cpu_py_method_kw)
_CPU_PY_METHOD = {"count_nonzero": ("deprecated_tensor_count_nonzero", ("axis", "keep_dims", "dtype")),
                  "narrow": ("deprecated_tensor_narrow", ("axis", "start", "length")),
                  "nansum": ("deprecated_tensor_nansum", ("axis", "keepdims", "dtype"))}


_CLASSES: List[Any] = []


def _classes() -> List[Any]:
    if not _CLASSES:
        from .dtype import DType
        from .tensor_methods import TensorMethods

        _CLASSES.extend((TensorMethods, DType))
    return _CLASSES


def _kind(v: Any) -> Optional[str]:
    """MindSpore's kind of an argument (``GetOpDtypeFromAbstract``); None for one it would not know."""
    if v is None:
        return "None"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "float"
    if isinstance(v, str):
        return "str"
    if isinstance(v, tuple):
        return "tuple"
    if isinstance(v, list):
        return "list"
    if isinstance(v, _classes()[0]):
        aval = getattr(v, "aval", None)   # a graph value: a weak aval is a Python scalar
        if aval is not None and getattr(aval, "weak", False) and not getattr(aval, "shape", ()):
            return _SCALARS.get(aval.dtype.kind)
        return "Tensor"
    if isinstance(v, _classes()[1]):
        return "mstype"
    if isinstance(v, type):
        return "type"   # a Python / numpy type (np.float32): no mstype for a dtype parameter
    import numpy as np

    if isinstance(v, np.generic) and not isinstance(v, np.ndarray):
        return "bool" if isinstance(v, np.bool_) else _SCALARS.get(np.dtype(type(v)).kind)
    return None


def _type_text(v: Any, graph: bool = False) -> str:
    """``BuildArgsTypeString``: how MindSpore names an argument's type in its messages (PyNative:
    ``Tuple<int, int>``, ``List<int>``; Graph mode: ``tuple<int, int>``, ``list<int>``)."""
    k = _kind(v)
    if k == "str":
        return "string"
    if k == "type":
        return "TypeType" if graph else "<class 'type'>"
    if k in ("tuple", "list"):
        return f"{k if graph else k.capitalize()}<{', '.join(_type_text(e, graph) for e in v)}>"
    if k is None:
        return type(v).__name__
    return k


def _accepts(tokens: Sequence[str], kind: Optional[str], dtype: str = "") -> bool:
    if dtype == "TypeId" and kind in ("int", "type"):
        return False   # a dtype parameter takes an mstype only (x.sum(1, 0), x.mean(dtype=np.float32): TypeError)
    if kind is None or kind == "type" or "any" in tokens:
        return True
    # where MindSpore 2.10 converts more than its signature text shows, accept rather than wrongly
    # reject: a (0-d) Tensor for a number, an int for a float or for a tuple/list of ints
    if kind == "Tensor" and any(t in ("number", "int", "float", "bool") for t in tokens):
        return True
    if kind == "int" and ("float" in tokens or dtype in ("tuple[int]", "list[int]")):
        return True
    for t in tokens:
        if t == "number" and kind in ("bool", "int", "float"):
            return True
        if _TOKEN.get(t) == kind:
            return True
    return False


class _Attempt:
    __slots__ = ("size_ok", "msg", "keyword", "failed_pos", "single_msg")

    def __init__(self) -> None:
        self.size_ok = False
        self.msg = ""
        self.single_msg = ""   # PyNative's text when this is the only overload of the right size
        self.keyword = False
        self.failed_pos: Optional[int] = None


def _try(name: str, ov: Dict[str, Any], pos: List[Optional[str]], kws: Dict[str, Optional[str]],
         graph: bool = True) -> Tuple[bool, _Attempt]:
    """``PrimitiveConverter::MatchPrimitiveArgs`` for one overload; ``pos`` excludes the Tensor itself.
    ``graph=False``: PyNative's wording (pyboost's ``converter.cc``) where it differs (h-tens)."""
    att = _Attempt()
    params = ov["params"]
    names = ["input"] + [p[0] for p in params]
    kwonly = set(ov["kwonly"])
    varargs = ov["varargs"]
    vi = names.index(varargs) if varargs in names else -1
    has_var = vi >= 0
    n_pos = len(pos) + 1
    inputs = n_pos + len(kws)
    expect_pos = len(names) - len(kwonly)
    # PyNative (pyboost's converter) lists every overload the call's count fits (x.sum(1, 0): both sum overloads)
    att.size_ok = has_var or (expect_pos <= inputs <= len(names) if graph else n_pos <= expect_pos and inputs <= len(names))
    if not has_var and n_pos > expect_pos:
        att.msg = (f"{name}() takes {expect_pos - 1} positional arguments but {inputs - 1} "
                   f"{'were' if inputs > 2 else 'was'} given.")
        return False, att
    n_default = sum(1 for p in params if p[2])
    if has_var and not params[vi - 1][2]:
        n_default += 1
    least = len(names) - n_default
    if inputs < least:
        att.msg = f"{name}() missing {least - inputs} required argument"
        return False, att
    bad = [k for k in kws if k not in names]
    if bad and not graph:
        att.msg = f"match failed because incorrect keyword name: {', '.join(bad)}"
        att.single_msg = f"{name}() got an unexpected keyword argument '{bad[0]}'."
        att.keyword = True
        return False, att
    for key in sorted(kws):
        if key not in names:
            att.msg = f"match failed because incorrect keyword name: {key}"
            att.keyword = True
            return False, att
        i = names.index(key)
        if i < n_pos and not has_var:
            att.msg = f"Mismatch: Primitive[{name}] got multiple values for argument '{key}'."
            return False, att
        p = params[i - 1]
        if not _accepts(p[1], kws[key], p[3]):
            att.msg = (f"{name}(): argument '{key}' must be {_ENUM.get(p[3], p[3])} but got "
                       f"{_KIND_ENUM.get(kws[key] or '', 'Any')}")
            att.single_msg = (f"{name}(): argument '{key}' must be {_ENUM.get(p[3], p[3])} but got "
                              f"{kws[key] or 'Any'}.")
            return False, att
    check = n_pos
    if has_var and n_pos > vi:
        check = vi
        p = params[vi - 1]
        explicit = n_pos == vi + 1 and _accepts(p[1], pos[vi - 1], p[3])
        if not explicit:
            for i in range(vi, n_pos):
                if pos[i - 1] not in ("int", None):
                    att.msg = (f"{name}(): argument '{p[0]}' (position {i}) must be {_ENUM.get(p[3], p[3])}, "
                               f"not {_KIND_ENUM.get(pos[i - 1] or '', 'Any')}.")
                    att.single_msg = (f"{name}(): argument '{p[0]}' (position {vi}) must be "
                                      f"{_ENUM.get(p[3], p[3])} but found type of {pos[i - 1] or 'Any'} at pos "
                                      f"{i - vi}.")
                    return False, att
    for i in range(1, check):
        p = params[i - 1]
        if p[0] in kwonly:
            att.msg = f"Find arg_name {p[0]} in kwonly_list"
            att.failed_pos = i
            return False, att
        if not _accepts(p[1], pos[i - 1], p[3]):
            att.msg = (f"{name}(): argument '{p[0]}' (position {i}) must be {_ENUM.get(p[3], p[3])}, "
                       f"not {_KIND_ENUM.get(pos[i - 1] or '', 'Any')}.")
            att.failed_pos = i
            return False, att
    return True, att


def overload_error(name: str, args: Sequence[Any], kwargs: Dict[str, Any]) -> Optional[str]:
    """MindSpore 2.10's TypeError text for ``tensor.<name>(*args, **kwargs)``, or None when an
    overload of the method accepts the call (or the method has no overload table)."""
    r = resolve(name, args, kwargs, graph=True)
    return r if isinstance(r, str) else None


def resolve(name: str, args: Sequence[Any], kwargs: Dict[str, Any], graph: bool) -> Any:
    """The index (in ``TABLE[name]``) of the overload MindSpore picks for the call, the TypeError
    text when none accepts it, or None for a method without an overload table.

    Graph mode tries the deprecated overload first, PyNative mode last: ``x.max(0)`` is the
    reduction (a Tensor) in Graph mode and ``max(dim)`` ((values, indices)) in PyNative mode, as in
    MindSpore 2.10.  Its messages list the deprecated overload last (the table's order)."""
    target = _ALIASES.get(name, name)
    overloads = TABLE.get(target)
    if not overloads or name in _UNCHECKED:
        return None
    if not graph:
        name = target
    pos = [_kind(a) for a in args]
    kws = {k: _kind(v) for k, v in kwargs.items()}
    key = (name, graph, tuple(pos), tuple(sorted(kws.items(), key=lambda kv: kv[0])))
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    r = _resolve(name, overloads, args, kwargs, pos, kws, graph)
    if isinstance(r, str) and name != target:
        r = r.replace(f'"Tensor.{target}(', f'"Tensor.{name}(')
    if isinstance(r, int) and len(_CACHE) < 4096:
        _CACHE[key] = r
    return r


_CACHE: Dict[Any, int] = {}


def _resolve(name: str, overloads: Any, args: Sequence[Any], kwargs: Dict[str, Any], pos: List[Optional[str]],
             kws: Dict[str, Optional[str]], graph: bool) -> Any:
    order = list(range(len(overloads)))
    if graph and overloads[-1]["deprecated"]:
        order = [order[-1]] + order[:-1]
    attempts: Dict[int, _Attempt] = {}
    keyword = False
    failed_pos = 0
    for i in order:
        ok, att = _try(name, overloads[i], pos, kws, graph)
        if ok:
            return i
        attempts[i] = att
        keyword = keyword or att.keyword
        if att.failed_pos is not None:
            failed_pos = att.failed_pos
    match_index = [i for i in range(len(overloads)) if attempts[i].size_ok]
    info = [_type_text(a, graph) for a in args] + [f"{k}={_type_text(v, graph)}" for k, v in kwargs.items()]
    sigs: List[str] = []
    for ov in overloads:
        if ov["sig"] not in sigs:
            sigs.append(ov["sig"])
    if len(overloads) == 1:
        return (graph or not attempts[0].single_msg) and attempts[0].msg or attempts[0].single_msg
    if len(match_index) == 1:
        att = attempts[match_index[0]]
        return att.msg if graph or not att.single_msg else att.single_msg
    lines = [f'Failed calling {name} with "{name}({", ".join(info)})".', "The valid calling should be:"]
    for i, sig in enumerate(sigs):
        if not graph:   # PyNative lists the overloads that take arguments, in its own type words
            if not overloads[i]["params"] and len(overloads) > 1:
                continue
            sig = _pynative_sig(name, overloads[i])
        lines.append(f'"{sig}"')
        if i not in match_index:
            continue
        if keyword:
            lines.append(("\t" if graph else "    ") + attempts[i].msg)
        else:
            head = "    match failed because invalid types: ("
            guide = " " * len(head) + "".join((" " if j + 1 < failed_pos else "~") * (len(t) + 2)
                                              for j, t in enumerate(info))
            lines.append(head + ", ".join(info) + ")")
            lines.append(guide)
    return "\n".join(lines)


def _pynative_sig(name: str, ov: Dict[str, Any]) -> str:
    """PyNative's signature text: each parameter's accepted types in pyboost's words, sorted
    (``Tensor.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, initial=<None, Number>)``)."""
    parts: List[str] = []
    for p in ov["params"]:
        if p[0] in ov["kwonly"] and "*" not in parts:
            parts.append("*")
        dt = p[3]
        elem = dt[dt.index("[") + 1:-1] if "[" in dt else dt
        elem = {"number": "Number", "tensor": "Tensor", "any": "Any"}.get(elem, elem)
        words = {"number": "Number", "Tuple": f"tuple of {elem}", "List": f"list of {elem}"}
        toks = [t for t in p[1] if not (dt == "TypeId" and t == "int")]   # (a dtype takes an mstype only)
        parts.append(f"{p[0]}=<{', '.join(sorted({words.get(t, t) for t in toks}))}>")
    return f"Tensor.{name}({', '.join(parts)})"


def _checked(name: str, fn: Any) -> Any:
    @functools.wraps(fn)
    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        from .tensor import Tensor

        graph = not isinstance(self, Tensor) or _compiling()
        if graph and name.startswith("__"):   # Graph mode's operators are not overload-resolved
            return fn(self, *args, **kwargs)
        r = resolve(name, args, kwargs, graph=graph)
        if isinstance(r, str):
            from ..errors import DTypeError

            if name == "transpose" and not graph and not kwargs and len(args) >= 2 and len(args) != self.ndim:
                # PyNative: no overload takes them; MindSpore 2.10 then runs its deprecated transpose(*axes),
                # which counts the axes before it reads them (x.transpose(0, 2.0) of a 3-D x)
                raise ValueError("For Tensor.transpose, the number of axes must be equal to the dimension of "
                                 f"Tensor, but got {len(args)} in the number of axes.")
            raise DTypeError(r)
        py = _CPU_PY_METHOD.get(name)
        if py is not None and not graph and r is not None:
            bad = [k for k in kwargs if k not in py[1]]
            if bad:
                raise TypeError(f"{py[0]}() got an unexpected keyword argument '{bad[0]}'")
        if r is None:
            return fn(self, *args, **kwargs)
        ov = TABLE[_ALIASES.get(name, name)][r]
        names = tuple(p[0] for p in ov["params"])
        if name == "count_nonzero" and graph and names == ("dim",) and (args or (None,))[0] is None \
                and kwargs.get("dim") is None:
            return fn(self)   # graph code runs the newer CountNonZero, whose dim takes None (all dims)
        if name in ("max", "min") and names == ("dim", "keepdim"):
            return _values_indices(self, name, *args, **kwargs)
        if name == "select" and names == ("dim", "index") and isinstance(args[0] if args else kwargs.get("dim"), int) \
                and not hasattr(args[1] if len(args) > 1 else kwargs.get("index"), "shape"):
            return _select(self, *args, **kwargs)
        if not kwargs:
            return fn(self, *args, **kwargs)
        try:
            return fn(self, *args, **kwargs)
        except TypeError as exc:
            # msgraph's method names the deprecated overload's arguments (axis, keepdims): the
            # newer overload's keywords (dim, keepdim) are passed by position, in its order
            if "unexpected keyword argument" not in str(exc):
                raise
            pos, kw = _positional(ov, args, kwargs, fn)
            if kw == kwargs:
                raise
            return fn(self, *pos, **kw)

    method.__msgraph_overload_checked__ = True
    return method


def _compiling() -> bool:
    """Whether graph code is being compiled now (a constant Tensor attribute's method is graph code too);
    read without importing the compiler's builder (a higher layer)."""
    builder = sys.modules.get("msgraph.ir.builder")
    return builder is not None and builder.building_graph()


def _values_indices(self: Any, name: str, dim: Any, keepdim: bool = False) -> Any:
    """``Tensor.max(dim, keepdim=False)`` / ``min``: (values, int64 indices) along ``dim``."""
    from .dtype import int64

    if isinstance(dim, int) and not isinstance(dim, bool) and len(self.shape) == 0 and dim not in (0, -1):
        raise ValueError(f"For {'MaxDim' if name == 'max' else 'MinDim'} with 0d input tensor, axis must be one of 0 "
                         f"or -1, but got {dim}.")   # MindSpore 2.10
    values, index = (self.argmax_with_value if name == "max" else self.argmin_with_value)(dim, keepdim)
    return values, index.astype(int64)


def _positional(ov: Dict[str, Any], args: Sequence[Any], kwargs: Dict[str, Any],
                fn: Any = None) -> Tuple[List[Any], Dict[str, Any]]:
    """The call with the overload's positional parameters given by keyword moved to their places; a parameter
    left out before one given (``x.argmax(keepdim=True)``: no dim) takes the default of ``fn``'s parameter at
    that place (msgraph's method, which names the deprecated overload's arguments)."""
    pos, kw = list(args), dict(kwargs)
    params = [p for p in ov["params"] if p[0] not in ov["kwonly"]]
    given = [i for i, p in enumerate(params) if i >= len(pos) and p[0] in kw]
    if not given:
        return pos, kw
    defaults: List[Any] = []
    if fn is not None:
        try:
            defaults = [q.default for q in list(inspect.signature(fn).parameters.values())[1:]
                        if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD)]
        except (TypeError, ValueError):
            defaults = []
    for i in range(len(pos), given[-1] + 1):
        p = params[i]
        if p[0] in kw:
            pos.append(kw.pop(p[0]))
        elif i < len(defaults) and defaults[i] is not inspect.Parameter.empty:
            pos.append(defaults[i])
        else:
            break
    return pos, kw


def _select(self: Any, dim: int, index: int) -> Any:
    """``Tensor.select(dim, index)``: the slice at ``index`` along ``dim`` (that axis removed; mint.select's
    SelectExtView checks, registered by msgraph.ops)."""
    from .tensor_methods import OPS

    return OPS["select_ext"](self, dim, index)


def install(*classes: Any) -> None:
    """Wrap the methods of ``classes`` (their own, not inherited) that MindSpore overloads."""
    for cls in classes:
        for name in [*TABLE, *_ALIASES]:
            fn = vars(cls).get(name)
            if fn is None or not callable(fn) or getattr(fn, "__msgraph_overload_checked__", False):
                continue
            setattr(cls, name, _checked(name, fn))
