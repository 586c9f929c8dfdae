"""``Cell.set_inputs``: the compile arguments a Cell declared, and MindSpore 2.10's Graph-mode checks of them.

msgraph compiles per concrete signature, so a declaration changes no value; what it changes is which calls
MindSpore's Graph mode accepts.  A Cell called in Graph mode (``Cell.__call__``, ``Cell.compile``) compares
each argument with the declared one (MindSpore's ``check_argument_consistency``, per argument in order):

* a Tensor declared: the argument must be a Tensor of the declared rank (a dynamic rank ``shape=None`` takes
  any; so does a 0-d argument), each fixed dim equal (``None``/-1 take any), the same dtype (ValueError for
  rank/shape, TypeError for the dtype);
* a ``mutable`` declared (Tensor, number, tuple, list): the argument must be one too, of the same length
  (containers, checked element by element) or scalar type;
* a constant declared (a number, a string, None, a plain tuple or list): the argument must be equal, of the
  same type (a Tensor inside a plain tuple: the same object);
* and then a Parameter declared where a Tensor is passed (or the reverse) is MindSpore's TypeError.

PyNative runs the Cell as Python and checks nothing.  ``set_inputs`` itself (Graph mode) checks the number
of declared inputs against ``construct``'s parameters; keyword (incremental) declarations name parameters.
"""
from __future__ import annotations

import inspect
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .dtype import scalar_type_name
from .mutable import MutableBool, MutableFloat, MutableInt, MutableList, MutableTuple, is_dynamic_len
from .tensor import Parameter, Tensor

__all__ = ["check_set_inputs_call", "compile_args", "declared_dims", "resolve_keywords"]

_MUT_SCALARS = (MutableInt, MutableFloat, MutableBool)
_MUT_SEQS = (MutableTuple, MutableList)


def _signature(cell: Any) -> List[inspect.Parameter]:
    from .hooks import cell_construct

    params = list(inspect.signature(cell_construct(cell)).parameters.values())
    return params[1:] if params and params[0].name == "self" else params


def check_construct_count(cell: Any, inputs: Sequence[Any]) -> None:
    """``set_inputs(*inputs)`` in Graph mode: as many inputs as ``construct`` takes (MindSpore's TypeErrors)."""
    params = _signature(cell)
    if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
        return
    plain = [p for p in params if p.kind is p.POSITIONAL_OR_KEYWORD]
    positional = sum(1 for p in plain if p.default is p.empty)
    defaults = len(plain) - positional
    if len(inputs) < positional:
        raise TypeError(f"For 'Cell', the function construct requires {positional} positional argument, but got "
                        f"{len(inputs)}. When using set_inputs, please make sure that all networks and loss "
                        "functions are configured with set_inputs.")
    if len(inputs) > positional + defaults:
        raise TypeError(f"For 'Cell', the function construct requires {positional} positional argument and "
                        f"{defaults} default argument, total {positional + defaults}, but got {len(inputs)}.")


def resolve_keywords(cell: Any, kwargs: Dict[str, Any]) -> List[Tuple[int, Any]]:
    """``set_inputs(name=placeholder, ...)`` (MindSpore's incremental mode): (position, declared) pairs."""
    names = []
    for p in _signature(cell):
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise TypeError("Dynamic arguments is not accepted for VAR_POSITIONAL or VAR_KEYWORD parameters!")
        names.append(p.name)
    out = []
    for k, v in kwargs.items():
        if not isinstance(k, str):
            raise TypeError("For dict mode, only string key is accepted, but got %s!" % k)
        if k not in names:
            raise ValueError("For dict mode, valid key is %s, but got %s!" % (names, k))
        out.append((names.index(k), v))
    return out


def compile_args(cell: Any, args: Sequence[Any]) -> Optional[Tuple[Any, ...]]:
    """What ``set_inputs`` declared for a call with ``args`` (the call's own argument where a keyword
    declaration leaves one open), or None where the Cell declared nothing."""
    got = getattr(cell, "__dict__", {}).get("_dynamic_inputs")
    if not got:
        return None
    inputs, kwargs = got
    if not kwargs:
        return tuple(inputs)
    out = list(args)
    for i, v in resolve_keywords(cell, kwargs):
        if i < len(out):
            out[i] = v
    return tuple(out)


def declared_dims(d: Any) -> Tuple[Optional[int], ...]:
    """The shape a declared Tensor stands for: ``None`` dims, ``(-2,)`` for a dynamic rank."""
    sig = getattr(d, "_sig_shape", None)
    return tuple(sig) if sig is not None else tuple(d.shape)


# --------------------------------------------------------------------------------------------------------
# the check of a call
# --------------------------------------------------------------------------------------------------------

def _is_mutable(x: Any, inside_mutable: bool) -> bool:
    if isinstance(x, Tensor) or type(x) in _MUT_SCALARS or type(x) in _MUT_SEQS:
        return True
    return inside_mutable and type(x) in (bool, int, float)


def _scalar_type(x: Any) -> Optional[str]:
    """MindSpore's type name of a number or string (a ``mutable`` one too), or None."""
    t = type(x)
    base = bool if t is MutableBool else int if t is MutableInt else float if t is MutableFloat else t
    return scalar_type_name(base()) if base in (bool, int, float, str) else None


def _abstract(x: Any, mut: bool) -> str:
    """MindSpore's text of an argument's abstract value (its messages quote them)."""
    if isinstance(x, Tensor):
        dims = declared_dims(x)
        shape = ", ".join("-1" if d is None else str(d) for d in dims)
        return (f"AbstractTensor(shape: ({shape}), element: AbstractScalar(Type: {x.dtype}, Value: ValueAny, "
                f"Shape: NoShape), value_ptr: {hex(id(x))}, value: ValueAny)")
    if x is None:
        return "AbstractNone(Value: None)"
    if isinstance(x, (tuple, list)):
        inner = _is_mutable(x, mut)
        kind = "AbstractList" if isinstance(x, list) else "AbstractTuple"
        elems = "".join(f"element[{i}]: {_abstract(e, inner)}, \n" for i, e in enumerate(x))
        return f"\n{kind}{{\n{elems[:-3]}, dynamic_len:0, is dyn arg:{int(inner)}}}\n"
    name = _scalar_type(x)
    if name is None:
        return type(x).__name__
    if mut:
        value = "ValueAny"
    elif name == "Bool":
        value = "true" if x else "false"
    elif name == "Float32":
        value = "%g" % x
    else:
        value = str(x)
    return f"AbstractScalar(Type: {name}, Value: {value}, Shape: NoShape)"


def _mismatch(n: int, decl: Any, arg: Any, mut: bool) -> ValueError:
    return ValueError(f"For set_inputs or tuple(list) in set_inputs, the {n}th should be{_abstract(decl, mut)}, "
                      f"but got {_abstract(arg, mut)}!")


def _same_constant(decl: Any, arg: Any) -> Optional[bool]:
    """Whether a declared constant equals the argument (None where msgraph cannot tell: not checked)."""
    if isinstance(decl, Tensor) or isinstance(arg, Tensor):
        return decl is arg
    if decl is None or arg is None:
        return decl is arg
    if isinstance(decl, (tuple, list)) or isinstance(arg, (tuple, list)):
        if type(decl) is not type(arg) or len(decl) != len(arg):
            return False
        results = [_same_constant(d, a) for d, a in zip(decl, arg)]
        return None if None in results else all(results)
    kd, ka = _scalar_type(decl), _scalar_type(arg)
    if kd is None or ka is None:
        return None
    return kd == ka and decl == arg


def _check_tensor(n: int, decl: Tensor, arg: Tensor) -> None:
    dims = declared_dims(decl)
    if dims != (-2,) and arg.ndim:   # a 0-d argument passes any declared shape (MindSpore 2.10)
        if len(dims) != arg.ndim:
            raise ValueError(f"For set_inputs and tuple(list) in set_inputs, the dims of {n}th input must be the "
                             f"same as expected, but got expected: {len(dims)}, and input: {arg.ndim}!")
        for d, a in zip(dims, arg.shape):
            if d is not None and d != -1 and d != a:
                raise ValueError(f"For set_inputs and tuple(list) in set_inputs, the shape of {n}th input must "
                                 f"be the same as expected, but got expected: {d}, and input: {a}!")
    if decl.dtype != arg.dtype:
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {n}th type should be "
                        f"Tensor[{decl.dtype}], but got Tensor[{arg.dtype}]!")


def _check_arg(n: int, decl: Any, arg: Any, inside_mutable: bool = False) -> None:
    dm, am = _is_mutable(decl, inside_mutable), _is_mutable(arg, inside_mutable)
    if dm != am:
        raise TypeError(f"For set_inputs or tuple(list) in set_inputs, the {n}th should be "
                        f"{'mutable' if dm else 'static'} one, but got {'static' if dm else 'mutable'}!")
    if isinstance(decl, Tensor) and isinstance(arg, Tensor):
        _check_tensor(n, decl, arg)
    elif dm:
        if isinstance(decl, (tuple, list)) and isinstance(arg, (tuple, list)) and is_dynamic_len(decl):
            # a dynamic-length declaration (``mutable([t], True)``) takes a sequence of any length, each
            # element as its first one
            for a in arg[:len(arg) if decl else 0]:
                _check_arg(n, decl[0], a, True)
        elif isinstance(decl, (tuple, list)) and isinstance(arg, (tuple, list)):
            if len(decl) != len(arg):
                raise ValueError("For set_inputs and tuple(list) in set_inputs, the length of input must be equal "
                                 f"to expected one, but got expected: {len(decl)} and input: {len(arg)}!")
            for d, a in zip(decl, arg):
                _check_arg(n, d, a, True)
        elif isinstance(decl, Tensor) or isinstance(arg, Tensor) or isinstance(decl, (tuple, list)) \
                or isinstance(arg, (tuple, list)) or _scalar_type(decl) != _scalar_type(arg):
            raise _mismatch(n, decl, arg, True)
    elif _same_constant(decl, arg) is False:
        raise _mismatch(n, decl, arg, False)


def _check_parameters(decls: Sequence[Any], args: Sequence[Any]) -> None:
    """MindSpore's ``_check_parameter_consistency`` (after the checks above; numbered within a sequence)."""
    for i, (d, a) in enumerate(zip(decls, args)):
        k = i + 1
        if isinstance(d, Tensor):
            if not isinstance(a, Tensor):
                raise TypeError(f"For 'set_inputs' and tuple(list) in 'set_inputs',the type of {k}th input must be "
                                f"Tensor, but got {type(a)}.")
            if isinstance(d, Parameter) != isinstance(a, Parameter):
                names = {True: "<class 'abc.Parameter'>", False: "<class 'mindspore.common.tensor.Tensor'>"}
                raise TypeError(f"For 'set_inputs' and tuple(list) in 'set_inputs', the {k}th input must be the "
                                f"same as expected, but got expected: {names[isinstance(d, Parameter)]} and input: "
                                f"{names[isinstance(a, Parameter)]}.")
        elif isinstance(d, (tuple, list)):
            if not isinstance(a, (tuple, list)):
                raise TypeError(f"The {k}th input type of 'set_inputs' or tuple(list) in 'set_inputs' must be tuple "
                                f"or list, but got {type(a)}.")
            _check_parameters(d, a)


def check_set_inputs_call(cell: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> None:
    """A Graph-mode call of ``cell``: its arguments against what ``set_inputs`` declared (MindSpore's
    errors).  A call that does not fit ``construct`` is left to the compiler's own TypeError, as MindSpore
    checks that first."""
    if not getattr(cell, "__dict__", {}).get("_dynamic_inputs"):
        return
    try:
        # keyword arguments of the call count by their positions (MindSpore binds them to construct's)
        sig = inspect.signature(getattr(cell, "construct"))
        params = list(sig.parameters.values())
        if params and params[0].name == "self":   # a ``@jit`` construct's signature keeps ``self``
            sig = sig.replace(parameters=params[1:])
        args = sig.bind(*args, **kwargs).args
    except TypeError:
        return
    decls = compile_args(cell, args)
    if len(decls) != len(args):
        raise ValueError("For set_inputs, the length of input must be equal to expected one, but got expected: "
                         f"{len(decls)} and input: {len(args)}!")
    for i, (d, a) in enumerate(zip(decls, args)):
        _check_arg(i + 1, d, a)
    _check_parameters(decls, args)
    _check_symbols(decls, args)


def _check_symbols(decls: Sequence[Any], args: Sequence[Any]) -> None:
    """The facts of the ``ms.Symbol`` dims a declared Tensor has (``Tensor(shape=[Symbol(max=16, divisor=8)])``),
    against the argument's shape, after the checks above (MindSpore's ``RunSymbolicShapeCheck``, st
    graph_kernel/symbolic_shape/test_symbol_api.py).  Per argument and axis, in order: a ``unique`` Symbol seen
    before must have the same value; otherwise ``max``, ``min`` and then ``d * N + r`` (N > 0; d=1, r=0 by
    default: a 0 dim fails), each only where ``Symbol.to_dict`` keeps it (a ``min`` not above d + r, a
    ``max`` not above ``min`` say nothing)."""
    seen: Dict[int, int] = {}
    for i, (d, a) in enumerate(zip(decls, args)):
        syms = d.__dict__.get("_symbolic_shape") if isinstance(d, Tensor) else None
        if not syms or not isinstance(a, Tensor) or len(syms) != a.ndim:
            continue
        shape = [int(v) for v in a.shape]
        for j, (sym, v) in enumerate(zip(syms, shape)):
            if not isinstance(sym, dict):
                continue
            where = f"The {j + 1}th shape value of {i + 1}th actual input args"
            tail = f" Actual shape: {shape}, axis: {j}."
            uid = sym.get("id")
            if uid is not None and uid in seen:
                if seen[uid] != v:
                    raise ValueError(f"{where} is a unique symbol, all values must be the same. The previous value "
                                     f"is {seen[uid]}, but the current value is {v}.{tail}")
                continue
            if uid is not None:
                seen[uid] = v
            if "max" in sym and v > sym["max"]:
                raise ValueError(f"{where} must be less than or equal to the 'max' value '{sym['max']}' of `Symbol`, "
                                 f"but got '{v}'.{tail}")
            if "min" in sym and v < sym["min"]:
                raise ValueError(f"{where} must be greater than or equal to the 'min' value '{sym['min']}' of "
                                 f"`Symbol`, but got '{v}'.{tail}")
            div, rem = sym.get("divisor", 1), sym.get("remainder", 0)
            if v < div + rem or (v - rem) % div:
                raise ValueError(f"{where} must match the 'divisor'(d) and 'remainder'(d) of `Symbol`. The value "
                                 f"should be 'd * N + r' for 'N > 0', got d={div} and r={rem}, but actual shape "
                                 f"value is '{v}'.{tail}")
