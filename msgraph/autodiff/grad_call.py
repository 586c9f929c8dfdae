"""Lowering of gradient calls in graph code to ``grad`` nodes.

``GradOperation()(net)(x, y)``, ``ms.grad(f)(x)`` and ``ms.value_and_grad`` inside
``construct``/``@jit`` become one ``grad`` node: its block is the forward
computation with the differentiated inputs (and weights) as block parameters.
The ``expand_grad`` pass turns it into forward + backward IR.  The return
structure is built by the same ``GradFunction.pack`` that PyNative uses.
"""
from __future__ import annotations

from typing import Any, Dict, List, Sequence

import numpy as np

from ..common.dtype import from_numpy, is_bf16, to_numpy
from ..common.tensor import Parameter, Tensor
from ..ir import pytree
from ..ir.argref import ArgRef
from ..ir.nodes import Block, Node, Struct, Value
from ..ir.builder import const_input
from ..frontend.symbolic import Sym, is_sym
from ..common.mutable import is_dynamic_len, is_mutable_container, is_mutable_scalar, is_mutable_tensor
from ..common.mutable import mark_dynamic_len, seq_grad_plain, seq_grad_src, seq_grad_tag
from .grad import _leaves, primitive_name, regroup
from ..errors import GraphRuntimeError
from ..common.sparse_tensor import sparse_parts, sparse_rebuild



def _slices_dropped(out: Any) -> Any:
    """``out`` with its ``slice`` objects as None: a Tensor inside a returned ``slice(x, 1, 2)`` gets no
    sensitivity (MindSpore 2.10 and PyNative: st pi_jit one_stage/test_grad value_and_grad with a slice output)."""
    if type(out) is slice:
        return None
    if type(out) in (tuple, list):
        return type(out)(_slices_dropped(x) for x in out)
    return out

def unlift(x: Any) -> Any:
    """Parameters read in graph code back to Parameter objects (for grad factories' weights)."""
    if is_sym(x) and isinstance(x.param, Parameter):
        return x.param
    if isinstance(x, tuple):
        return tuple(unlift(i) for i in x)
    if isinstance(x, list):
        return [unlift(i) for i in x]
    return x


def _is_tensor(a: Any) -> bool:
    return is_sym(a) or isinstance(a, Tensor)


def _graph_variable(a: Any) -> bool:
    """A Tensor a gradient in user graph code differentiates: a graph value, or a constant Tensor marked by
    ``ms.mutable`` (a Cell attribute ``self.x = mutable(Tensor(...))``: MindSpore's variable)."""
    return is_sym(a) or (isinstance(a, Tensor) and is_mutable_tensor(a))


def _value_leaf(a: Any) -> bool:
    """The constant Tensor of a value-specialized graph argument (compiler._value_leaf)."""
    return isinstance(a, Tensor) and bool(a.__dict__.get("_msgraph_value_leaf"))


def _variable_container(a: Any) -> bool:
    """A plain tuple/list/dict of graph-variable Tensors made in graph code (``ms.grad(f)((x, y))``): MindSpore's
    Graph mode differentiates it as a whole, its gradient of the same structure (PyNative gives none, ``()``)."""
    if not isinstance(a, (tuple, list, dict)) or is_mutable_container(a):
        return False
    leaves = _leaves(a)
    return bool(leaves) and all(is_sym(v) for v in leaves)


def _leaf_ids(a: Any) -> tuple:
    """The identities of a container's leaves, in order (how a graph argument's container is known again:
    graph code passes copies of it)."""
    return tuple(id(v) for v in _leaves(a))


def _number_zero(a: Any) -> Any:
    """The gradient MindSpore's Graph mode gives a graph-variable number (a mutable int/float, or a weakly
    typed scalar computed from one): a zero of its type; None for anything else."""
    if is_sym(a):
        av = a.aval
        if not (getattr(av, "weak", False) and tuple(av.shape) == ()):
            return None
        return {"b": False, "f": 0.0}.get(av.dtype.kind, 0)
    if is_mutable_scalar(a):
        return 0.0 if isinstance(a, float) else 0
    from ..common.mutable import MutableBool

    if type(a) is MutableBool:   # ``mutable(True)``: MindSpore's Graph mode gives the int 0 (measured, adapt35q)
        return 0
    return None


def _mutable_number_zeros(gf: Any, inputs: Sequence[Any], positions: Sequence[int]) -> Dict[int, Any]:
    """Graph code: input position -> the gradient of an ``ms.mutable`` number (or, for GradOperation(get_all=True),
    tuple/list of numbers): MindSpore 2.10's Graph mode returns zeros of the same types and structure:
    ``mutable(3)`` -> ``0``, ``mutable((2.0, 3))`` -> ``(0.0, 0)``; PyNative skips them.  The same zero at a
    differentiated position of GradOperation() / ops.grad / value_and_grad (recorded:
    st_compiler9/mutable_number_grad)."""
    from .grad import KIND_GRAD_OPERATION

    def container_zero(a: Any) -> Any:
        if not (is_mutable_container(a) and isinstance(a, (tuple, list))):
            return _number_zero(a) if not is_sym(a) else None   # (a ``mutable(True)``: 0)
        if is_dynamic_len(a) and a and all(type(v) is bool for v in a):
            # MindSpore 2.10's Graph mode: a dynamic-length sequence of bools has no gradient type (its TypeError;
            # PyNative skips it as any non-Tensor input; measured, adapt45left/mutable_bool_seq_grad)
            from ..errors import GraphTypeError

            raise GraphTypeError("A dynamic-length sequence of bools (ms.mutable(..., True)) cannot be differentiated "
                                 "in graph mode.", None)
        # (a bool element's zero is the int 0, as ``mutable(True)``'s: MindSpore 2.10, measured adapt45left)
        z = [(0.0 if type(v) is float else 0) if isinstance(v, (int, float))
             else _number_zero(v) for v in a]
        if (a or is_dynamic_len(a)) and all(v is not None for v in z):
            # (an empty dynamic-length sequence: an empty gradient, MindSpore 2.10's Graph mode)
            return tuple(z) if isinstance(a, tuple) else list(z)
        return None

    if gf.kind != KIND_GRAD_OPERATION or not gf.get_all:
        found = {i: _number_zero(inputs[i]) for i in positions}
        if gf.kind != KIND_GRAD_OPERATION:   # ops.grad / value_and_grad at a mutable tuple/list of numbers
            for i in gf.requested_positions(len(inputs), graph=True):
                if i not in found:
                    found[i] = container_zero(inputs[i])
        elif not gf.get_by_list and inputs and 0 not in found:   # GradOperation(): the first input, one
            found[0] = container_zero(inputs[0])                  # (mutable((3.0, 1.0)) -> (0.0, 0.0))
        return {i: z for i, z in found.items() if z is not None}
    out: Dict[int, Any] = {}
    for i, a in enumerate(inputs):
        z = container_zero(a)
        if z is None and not isinstance(a, (tuple, list)):
            z = _number_zero(a)
        if z is not None:
            out[i] = z
    return out


def _passed_through(zeros: Dict[int, Any], inputs: Sequence[Any], diff_out: Any) -> Dict[int, Any]:
    """MindSpore's Graph mode differentiates a mutable number, or tuple/list of numbers, through the ops that
    pass it on whole -- returning it, packing it into a tuple, ``list(x)`` / ``tuple(x)`` / ListToTuple --
    (the default sensitivity 1 reaches it: ``x -> x`` gives 1, ``x -> (x, x)`` 2, ``[1, 2] -> tuple`` (1, 1));
    scalar arithmetic and indexing give 0.  ``zeros`` with those counts added."""
    def walk(v: Any, found: List[Any]) -> None:
        if isinstance(v, (tuple, list)):
            found.append(v)
            for e in v:
                walk(e, found)
        else:
            found.append(v)

    pieces: List[Any] = []
    walk(diff_out, pieces)
    out = dict(zeros)
    for i, z in zeros.items():
        a = inputs[i]
        if isinstance(z, (tuple, list)):
            n = sum(1 for p in pieces if isinstance(p, (tuple, list)) and len(p) == len(a)
                    and all(u is w for u, w in zip(p, a)))
            if n and all(type(e) in (int, float) for e in z):
                out[i] = type(z)(type(e)(n) for e in z)
        elif is_sym(a) and type(z) in (int, float):
            n = sum(1 for p in pieces if p is a)
            if n:
                out[i] = type(z)(n)
    return out


def _tag_dynamic_numbers(zeros: Dict[int, Any], inputs: Sequence[Any], inner_inputs: List[Any]) -> Dict[int, Any]:
    """Differentiated dynamic-length tuples/lists of Python numbers (``mutable((1, 2), True)``): the forward gets
    them with their elements tagged by source (common/mutable.py, seq_grad_*).  Position -> the input."""
    found: Dict[int, Any] = {}
    for i, z in zeros.items():
        a = inputs[i]
        if is_dynamic_len(a) and isinstance(z, (tuple, list)) \
                and all(type(e) in (int, float) or is_mutable_scalar(e) for e in a):
            # (``mutable((mutable(1), 2), True)``: its elements too)
            plain = [float(e) if isinstance(e, float) else int(e) for e in a]
            items = [seq_grad_tag(e, (i, k)) for k, e in enumerate(plain)]
            inner_inputs[i] = mark_dynamic_len(tuple(items) if isinstance(a, tuple) else items)
            inner_inputs[i]._msgraph_seq_input = True
            found[i] = type(a)(plain)
    return found


def _route_sequence_sens(dyn_seqs: Dict[int, Any], zeros: Dict[int, Any], inputs: Sequence[Any], out: Any,
                         sens: Any) -> Dict[int, Any]:
    """MindSpore 2.10's Graph mode: the sens of each element of a sequence output reaches the element of a
    dynamic-length number sequence input it was moved from (``x + y`` -> the sens split, ``x[1:3]`` -> scattered
    into zeros, ``x * 2`` -> the first copy's, list_append / list_insert -> a list); a variable number set by
    tuple_setitem gets its element's sens.  The default sens (none given) is 1.  Position -> gradient."""
    acc = {i: [type(e)(0) for e in a] for i, a in dyn_seqs.items()}
    as_list: set = set()
    extra: Dict[int, Any] = {}

    def number(s: Any) -> bool:
        return type(s) in (int, float)

    missing: Dict[int, set] = {}

    def walk(o: Any, s: Any) -> None:
        if not isinstance(o, (tuple, list)):
            return
        if sens is not None and not (isinstance(s, (tuple, list)) and (len(s) == len(o) or is_dynamic_len(o))):
            return
        set_value = getattr(o, "_msgraph_set_value", None)
        for k, e in enumerate(o):
            if sens is not None and k >= len(s):   # (a dynamic-length output joins a sens of another length)
                src = seq_grad_src(e)
                if src is not None:
                    missing.setdefault(src[0], set()).add(src[1])
                continue
            se = s[k] if sens is not None else 1
            if isinstance(e, (tuple, list)):
                walk(e, se if sens is not None else None)
                continue
            src = seq_grad_src(e)
            if src is not None and number(se):
                i, j = src
                acc[i][j] = type(dyn_seqs[i][j])(acc[i][j] + se)
                if e._msgraph_via_list:
                    as_list.add(i)
            elif set_value is not None and e is set_value and number(se) \
                    and (is_sym(e) or is_mutable_scalar(e)):
                # (a mutable int deciding the index specializes the graph: the value is then passed as it is)
                for p, a in enumerate(inputs):
                    if (a is e or (is_sym(a) and is_sym(e) and a.value is e.value)) and p in zeros \
                            and type(zeros[p]) in (int, float):
                        extra[p] = type(zeros[p])(extra.get(p, zeros[p]) + se)

    walk(out, sens if sens is not None else None)
    res: Dict[int, Any] = dict(extra)
    for i, g in acc.items():
        if i in missing:   # (a sens shorter than the output: its bprop's slices leave them out, as MindSpore)
            g = [v for j, v in enumerate(g) if j not in missing[i]]
        res[i] = list(g) if (i in as_list or isinstance(dyn_seqs[i], list)) else tuple(g)
    return res


def _check_sens_structure(low: Any, sens: Any, out: Any) -> None:
    """MindSpore 2.10's Graph mode joins the sens with the output's abstract: a tuple / list sens for a Tensor output
    (``(s,)``, ``[s]``, ``()``) is its TypeError "Type Join Failed: Abstract type AbstractTuple cannot join with
    AbstractTensor.", element by element inside a tuple output; a dict output and a sens that is not a dict
    (adapt36gr/sens_structure, sens_dict_output)."""
    from ..errors import GraphRuntimeError, GraphTypeError, GraphValueError

    names = {tuple: "AbstractTuple", list: "AbstractList", dict: "AbstractDictionary"}

    def name(v: Any) -> str:
        return next((n for t, n in names.items() if isinstance(v, t)), "AbstractTensor")
    if isinstance(out, dict) != isinstance(sens, dict) and (isinstance(out, dict) or isinstance(out, (tuple, list))
                                                             or is_sym(out) or isinstance(out, Tensor)) \
            and (isinstance(sens, (tuple, list, dict, Tensor)) or is_sym(sens)):
        # a dict output joins only with a dict sens, and the reverse (MindSpore 2.10's Graph mode)
        raise GraphTypeError(f"Type Join Failed: Abstract type {name(sens)} cannot join with {name(out)}.",
                             low.b.loc, hint="pass a sens of the output's type")
    if isinstance(out, dict):
        if len(sens) != len(out):
            raise GraphRuntimeError("Join failed as dict don't have the same size.", low.b.loc,
                                    hint="pass one sens per output")
        return
    if isinstance(out, (tuple, list)):
        if isinstance(sens, (tuple, list)):
            # (a mutable tuple is a tuple; a dynamic-length list joins a list sens only, as MindSpore 2.10's Graph
            # mode -- list_append / list_insert of a dynamic-length tuple give a tuple)
            if isinstance(sens, list) != isinstance(out, list):
                raise GraphTypeError(f"Type Join Failed: Abstract type {name(sens)} cannot join with "
                                     f"{name(out)}.", low.b.loc, hint="pass a sens of the output's type")
            if not sens and out:
                raise GraphValueError("For primitive:'TupleGetItem', cannot get item by index from an empty "
                                      "sequence.", low.b.loc, hint="pass one sens per output")
            consts = [o for o in out if type(o) in (bool, int, float)]
            if ((consts and len(sens) != len(out)) or len(sens) > len(out)) and not is_dynamic_len(out):
                # (a dynamic-length output joins a sens of any length: MindSpore 2.10's Graph mode)
                # a tuple output holding a Python number (``return loss, 3``) joins with a sens of its own length
                # only (MindSpore 2.10's Graph mode; msgraph paired the sens with the Tensor outputs alone:
                # adapt42grad/sens_number_output)
                raise GraphTypeError(f"Type Join Failed: can't join a fixed length sequence of {len(sens)} "
                                     f"element(s) with the output's {len(out)}.", low.b.loc,
                                     hint="pass one sens per output, a number for a number output")
            for o, s in zip(out, sens):
                if type(o) in (bool, int, float) and type(s) not in (bool, int, float):
                    raise GraphTypeError(f"Type Join Failed: Abstract type {_abstract_name(s)} cannot join with "
                                         "AbstractScalar.", low.b.loc, hint="pass a number for a number output")
                if isinstance(o, (tuple, list)) and (is_sym(s) or isinstance(s, Tensor)):
                    raise GraphTypeError(f"Type Join Failed: Abstract type AbstractTensor cannot join with "
                                         f"{name(o)}.", low.b.loc, hint="pass a sens of the output's type")
                if type(o) in (bool, int, float) and type(s) in (bool, int, float) \
                        and (type(o) is float) != (type(s) is float):
                    kind = {True: "Float32", False: "Int64"}
                    raise GraphTypeError(f"Type Join Failed: dtype1 = {kind[type(s) is float]}, dtype2 = "
                                         f"{kind[type(o) is float]}.", low.b.loc,
                                         hint="pass a number of the output's type for a number output")
                _check_sens_structure(low, s, o)
                if len(sens) < len(out):   # (the elements join first, then the missing one is read)
                    _check_sens_types(low, s, o, [s], [o])
        return
    if (is_sym(out) or isinstance(out, Tensor)) and isinstance(sens, (tuple, list)):
        raise GraphTypeError(f"Type Join Failed: Abstract type {name(sens)} cannot join with AbstractTensor.",
                             low.b.loc, hint="pass a Tensor sens for a Tensor output")


def _abstract_name(v: Any) -> str:
    """MindSpore's abstract-type name of a sens value, for its join errors."""
    if v is None:
        return "AbstractNone"
    if isinstance(v, (tuple, list, dict)):
        return {tuple: "AbstractTuple", list: "AbstractList", dict: "AbstractDictionary"}[type(v)]
    if isinstance(v, str):
        return "AbstractScalar"
    return "AbstractTensor"


def _drop_number_sens(sens: Any, out: Any) -> Any:
    """The sens without the items paired with a Python-number output of a tuple / list output (their value is not
    used: MindSpore 2.10's Graph mode joins a number sens with a number output and computes, ``return loss, 3`` with
    the sens ``(ones, 3)`` or ``(ones, 5)``; _check_sens_structure has checked the lengths)."""
    if isinstance(out, (tuple, list)) and isinstance(sens, (tuple, list)) and len(sens) == len(out):
        kept = [_drop_number_sens(s, o) for s, o in zip(sens, out) if type(o) not in (bool, int, float)]
        return type(sens)(kept)
    return sens


def _check_sens_types(low: Any, sens: Any, diff_out: Any, sens_leaves: Sequence[Any], outs: Sequence[Any]) -> None:
    """MindSpore 2.10's Graph mode joins the sens with the output's abstract type: a list sens for a tuple output
    (or the reverse), a Python number, or a Tensor of another dtype is its TypeError "Type Join Failed" (before any
    shape check; a 0-d output too)."""
    from ..errors import GraphTypeError

    def fail(msg: str) -> None:
        raise GraphTypeError(f"Type Join Failed: {msg}", low.b.loc, hint="pass a sens of the output's type")

    if isinstance(sens, (tuple, list)) and isinstance(diff_out, (tuple, list)) \
            and isinstance(sens, list) != isinstance(diff_out, list):
        name = {True: "AbstractList", False: "AbstractTuple"}
        fail(f"Abstract type {name[isinstance(sens, list)]} cannot join with {name[isinstance(diff_out, list)]}.")
    for s, o in zip(sens_leaves, outs):
        if not is_sym(o) or o.aval.dtype == np.dtype(object):   # (a dynamic-rank value: its type is known at run time)
            continue
        if type(s) in (int, float):
            kind = 'Int64' if type(s) is int else 'Float32'
            if o.aval.weak and tuple(o.aval.shape) == () and np.dtype(o.aval.dtype).kind in "iuf":
                # a Python-number output (``x * y + x`` of mutable numbers): a number sens of its type joins
                out_kind = "Float32" if np.dtype(o.aval.dtype).kind == "f" else "Int64"
                if kind == out_kind:
                    continue
                fail(f"dtype1 = {kind}, dtype2 = {out_kind}.")
            fail(f"dtype1 = {kind}, dtype2 = Any.")
        sd = s.aval.dtype if is_sym(s) else getattr(s, "dtype", None)
        if sd is not None and not isinstance(sd, np.dtype):
            sd = to_numpy(sd)
        if sd is not None and sd != o.aval.dtype:
            fail(f"dtype1 = {from_numpy(sd)}, dtype2 = {from_numpy(o.aval.dtype)}.")


def _mixed_passed(positions: Sequence[int], specs: Sequence[Any], inner_inputs: Sequence[Any],
                  diff_out: Any) -> Dict[int, int]:
    """Position -> how many times the differentiated output holds the mutable container at that position
    (one holding numbers beside its Tensors) whole."""
    pieces: List[Any] = []

    def walk(v: Any) -> None:
        pieces.append(v)
        if isinstance(v, (tuple, list)):
            for e in v:
                walk(e)

    walk(diff_out)
    out: Dict[int, int] = {}
    for i, sp in zip(positions, specs):
        a = inner_inputs[i]
        if sp is None or not isinstance(a, (tuple, list)) or not any(type(e) in (int, float) for e in a):
            continue
        n = sum(1 for p in pieces if isinstance(p, (tuple, list)) and len(p) == len(a)
                and all(u is w for u, w in zip(p, a)))
        if n:
            out[i] = n
    return out


def _numbers_set(grad: Any, given: Any, n: int) -> Any:
    """``grad`` (a container's gradient) with the gradient of each top-level number of ``given`` set to ``n``."""
    if not isinstance(grad, (tuple, list)) or len(grad) != len(given):
        return grad
    items = [type(v)(n) if type(v) in (int, float) else g for g, v in zip(grad, given)]
    return type(grad)(items)


def _sparse_as_parts(x: Any) -> Any:
    parts = sparse_parts(x)
    if parts is not None:
        return tuple(parts)
    if isinstance(x, (tuple, list)) and any(sparse_parts(v) is not None or isinstance(v, (tuple, list)) for v in x):
        items = [_sparse_as_parts(v) for v in x]
        if all(a is b for a, b in zip(items, x)):
            return x
        return tuple(items) if isinstance(x, tuple) else list(items)
    return x


def _stored_inside(blk: Block, targets: List[Any], roots: Any) -> List[Any]:
    """``(container, key, leaves, spec)`` of every list/dict item reachable from ``roots`` that holds a
    value of the forward block ``blk`` (its nodes' results, or its parameters: those are mapped to the
    differentiated values outside here); ``leaves`` keep the inner values to export."""
    inside = {o.id for n in blk.walk() for o in n.outputs}
    params = {p.id: t for p, t in zip(blk.params, targets)}
    is_leaf = lambda x: is_sym(x) or isinstance(x, Tensor)  # noqa: E731
    found: List[Any] = []
    seen: set = set()

    def walk(x: Any) -> None:
        if isinstance(x, tuple):
            for v in x:
                walk(v)
            return
        if not isinstance(x, (list, dict)) or id(x) in seen:
            return
        seen.add(id(x))
        for k, v in list(x.items() if isinstance(x, dict) else enumerate(x)):
            if isinstance(v, (list, dict)):
                walk(v)
                continue
            leaves, spec = pytree.flatten(v, is_leaf)
            if not any(is_sym(e) and (e.value.id in inside or e.value.id in params) for e in leaves):
                walk(v)
                continue
            leaves = [params[e.value.id] if is_sym(e) and e.value.id in params else e for e in leaves]
            if any(is_sym(e) and e.value.id in inside for e in leaves):
                found.append((x, k, leaves, spec))
            else:
                x[k] = pytree.unflatten(spec, leaves)

    walk(tuple(roots))
    return found


def _is_trace_function(fn: Any) -> bool:
    """A ``jit(capture_mode='trace')`` function, method, or Cell whose construct is one."""
    import inspect

    if getattr(fn, "capture", None) == "trace" or getattr(getattr(fn, "jf", None), "capture", None) == "trace":
        return True
    if _is_cell(fn) and not isinstance(fn, type):
        return getattr(inspect.getattr_static(type(fn), "construct", None), "capture", None) == "trace"
    return False


def lower_grad_call(low: Any, gf: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    prim = primitive_name(gf.fn)
    if prim is not None:   # MindSpore 2.10's Graph mode: a Primitive is neither a function nor a Cell
        raise GraphRuntimeError(f"For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got "
                                f"PrimitiveAbstractClosure: S_Prim_{prim}", loc=low.b.loc)
    if is_sym(gf.fn) or isinstance(gf.fn, Tensor):
        # a Tensor in the function's place (``F.grad(net, ...)`` inside a jit function given a Tensor as net):
        # MindSpore 2.10's RuntimeError (msgraph leaked its internal NeedsConstant; adapt40ctl/grad_of_tensor_jit)
        raise GraphRuntimeError("For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got "
                                "AbstractTensor", loc=low.b.loc)
    if _is_trace_function(gf.fn):   # MindSpore 2.10: a jit(capture_mode='trace') function is its traced graph
        raise GraphRuntimeError("For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got "
                                "PrimitiveAbstractClosure: TraceGraph", loc=low.b.loc)
    if not isinstance(gf.fn, type) and getattr(type(gf.fn), "__ms_class__", False):   # a jit_class instance
        raise GraphRuntimeError(f"For 'GradOperation', the first argument must be a 'Function' or 'Cell' type "
                                f"object, but got object with jit_class type '{type(gf.fn).__name__}'.",
                                loc=low.b.loc)
    if gf.sens_param and not args and "sens" not in kwargs:
        # no positional argument to take the sens from: MindSpore 2.10's Graph mode misses the function's last
        # input (a RuntimeError; PyNative's IndexError: GradFunction.split_sens; measured, adapt45left)
        raise GraphRuntimeError(f"Miss argument input for a parameter: GradOperation with sens_param=True takes the "
                                f"sensitivity as the last positional argument, but none was given.", loc=low.b.loc)
    inputs, sens, kwargs = gf.take_sens(tuple(args), dict(kwargs))
    inputs, kw_keys = gf.merge_kwargs(inputs, kwargs)   # keyword arguments: inputs after the positional ones
    kwargs = {}
    # A gradient in graph code (GradOperation, ms.grad, value_and_grad): a constant Tensor (made in the graph,
    # a const_arg argument) is no input of the gradient, MindSpore 2.10's () for the first input, a position
    # left out of grad_position (recorded: ut_compiler2/grad_constant_tensor, gss27/grad_constant_in_graph)
    # (msgraph's own compositions -- ops.jvp -- differentiate with respect to the Tensors they make)
    from ..frontend.calls import _in_library

    in_user_code = not (low.b.loc is not None and _in_library(low.b.loc))
    # (a tuple of Tensors that is an argument of the graph stays a constant, its Tensors not differentiated,
    # also when the gradient is called outside graph code; recorded: grad/grad_tuple_input_skipped)
    given = getattr(low, "input_containers", set())

    def whole(a: Any) -> bool:   # a tuple/list/dict of variables made in graph code
        return in_user_code and _variable_container(a) and _leaf_ids(a) not in given

    positions = gf.diff_positions(inputs, is_tensor=lambda a: (_graph_variable if in_user_code else _is_tensor)(a)
                                  or whole(a) or _value_leaf(a), containers=True)
    # an integer Tensor argument the graph was compiled for by value (compiler.ValueSpecialized: a ReduceSum axis,
    # MirrorPad's paddings): graph code reads it as a constant, and MindSpore 2.10's Graph mode gives it a zero
    # gradient of its dtype and shape (GradOperation(get_all=True), ms.grad's positions; measured: adapt45left)
    value_zeros = {i: Tensor(np.zeros_like(inputs[i]._data)) for i in positions if _value_leaf(inputs[i])}
    positions = [p for p in positions if p not in value_zeros]
    zeros = _mutable_number_zeros(gf, inputs, positions)
    zeros.update(value_zeros)
    all_positions = sorted(set(positions) | set(zeros))
    # an ``ms.mutable`` int/float argument is differentiated (MindSpore 2.10's Graph mode: through the ops that make
    # it a Tensor -- ``a + n``, ``ops.mul(a, n)``, ``ops.fill`` --; scalar arithmetic and the ``*`` / ``/``
    # operators beside a Tensor pass it no gradient, see :func:`stop_number_grad`); its gradient is a number
    scalar_pos = {i for i, z in zeros.items() if type(z) in (int, float) and is_sym(inputs[i])} \
        if not gf.sens_param else set()
    for i in scalar_pos:
        del zeros[i]
    extra_scalars = scalar_pos - set(positions)   # (GradOperation(get_all=True): all inputs, in order)
    positions = [p for p in positions if p not in zeros] + sorted(extra_scalars)
    weights = gf.weight_list()
    # ops.vjp's vjp_fn (``reuse_forward``): its forward ran once, in vjp; MindSpore's Graph mode merges
    # the recomputations into it, so their writes to Parameters are dropped (measured: BatchNorm moves once)
    reuse = kw_keys is None and (getattr(gf, "reuse_forward", False) or graph_reuses_forward(low, gf.fn, inputs, kwargs))
    inputs = list(inputs)
    seen = {id(w) for w in weights}

    def prepare(x: Any) -> Any:
        x = low.materialize(x)
        if id(x) in seen or (is_sym(x) and isinstance(x.param, Parameter) and any(x.param is w for w in weights)):
            # The same value at two differentiated places: each place gets its own gradient.
            from ..ops import functional as F

            x = F.identity_copy(x)
        seen.add(id(x))
        return x

    in_targets: List[Sym] = []
    specs: List[Any] = []   # per position: None, or (tree spec, n leaves) of an ms.mutable container
    sparse_in: Dict[int, Any] = {}   # position -> a COOTensor / CSRTensor input: its values are differentiated
    for i in positions:
        parts = sparse_parts(inputs[i])
        if parts is not None:
            # MindSpore's Graph mode returns a sparse tensor of the same kind: index parts zeros, values the
            # gradient of the values (PyNative: the values' gradient alone)
            sparse_in[i] = inputs[i]
            in_targets.append(prepare(parts[-1]))
            specs.append(None)
        elif is_mutable_container(inputs[i]) or whole(inputs[i]):
            leaves, spec = pytree.flatten(inputs[i], _is_tensor)
            leaves = [prepare(v) for v in leaves]
            in_targets.extend(leaves)
            specs.append((spec, len(leaves)))
        else:
            inputs[i] = prepare(inputs[i])
            in_targets.append(inputs[i])
            specs.append(None)
    targets: List[Sym] = in_targets + [low.param_sym(w) for w in weights]

    blk = Block([Value(t.aval, name=t.value.name or (t.param.name if t.param is not None else "")) for t in targets])
    saved_state = dict(low.param_state)
    saved_attrs = dict(getattr(low, "attr_writes", {}))
    inner_inputs = list(inputs)
    arg_refs: Dict[int, Any] = {}   # id of a differentiated argument's ref -> its block parameter
    k = 0
    for i, sp in zip(positions, specs):
        if sp is None and i in sparse_in:
            a = sparse_in[i]
            inner_inputs[i] = sparse_rebuild(type(a), a.shape, tuple(sparse_parts(a)[:-1]) + (Sym(blk.params[k]),))
            k += 1
        elif sp is None:
            ref = inputs[i].param if is_sym(inputs[i]) else None
            if ref is not None and any(ref is r for r in getattr(low, "param_alias", {}).values()):
                # a Parameter argument the forward writes in place (``ops.Assign()(param, ...)``): the write reaches
                # the caller's Parameter, as without the gradient (MindSpore 2.10's Graph mode, GradOperation
                # get_all=True; measured: adapt37pm/grad_arg_writes). (A plain Tensor argument's item assignment
                # stays a write of the forward's own value: st31/setitem_grad_input.)
                inner_inputs[i] = Sym(blk.params[k], ref)
                low.param_state[id(ref)] = (ref, inner_inputs[i])
                arg_refs[id(ref)] = blk.params[k]
            else:
                inner_inputs[i] = Sym(blk.params[k])
                if isinstance(ref, ArgRef) and ref.index is not None:
                    # a plain Tensor argument: an Assign / AssignAdd... on it reaches the caller's Tensor, as without
                    # the gradient (MindSpore 2.10, both modes; adapt44ctl/grad_arg_assign) -- calls.emit_write
                    # takes the argument's ref then; its item assignment stays the forward's own value
                    low.__dict__.setdefault("grad_arg_twins", {})[blk.params[k].id] = ref
                    arg_refs[id(ref)] = blk.params[k]
            k += 1
        else:
            inner_inputs[i] = pytree.unflatten(sp[0], [Sym(p) for p in blk.params[k:k + sp[1]]])
            k += sp[1]
    dyn_seqs = _tag_dynamic_numbers(zeros, inputs, inner_inputs)
    for w, p in zip(weights, blk.params[len(in_targets):]):
        low.param_state[id(w)] = (w, Sym(p, w))
    low.b.blocks.append(blk)
    low.grad_depth = getattr(low, "grad_depth", 0) + 1   # nested gradients being lowered (ops/loop_ops.py)
    try:
        if getattr(low, "root_fn", None) is not gf:
            _weight_hook_markers(weights, blk.params[len(in_targets):])
            _input_hook_markers(getattr(low, "arg_hooks", None), in_targets, blk.params[:len(in_targets)])
        forward = _jit_method_forward(gf.fn)
        call_args, call_kwargs = gf.split_kwargs(inner_inputs, kw_keys)
        try:
            outputs = low.call(forward, call_args, call_kwargs, low.b.loc)
        except TypeError as exc:
            if not (gf.sens_param and kw_keys and getattr(exc, "code", None) == "MSG405"):
                raise
            # sens_param=True with keyword inputs, the last positional argument taken as the sens: the function
            # misses an input -- MindSpore 2.10's Graph mode RuntimeError ("Illegal AnfNode for evaluating";
            # PyNative: the TypeError; measured, adapt45left/sens_keywords_only)
            raise GraphRuntimeError(f"{exc} (GradOperation with sens_param=True takes the sensitivity as the last "
                                    f"positional argument: the function misses an input)", loc=low.b.loc) from None
        tagged_out = gf.outputs_to_differentiate(outputs) if dyn_seqs else None
        outputs = seq_grad_plain(outputs)
        diff_out = gf.outputs_to_differentiate(outputs)
        if zeros and not gf.sens_param:
            zeros = _passed_through(zeros, inputs, diff_out)
        # a mutable container of Tensors and numbers returned whole: the default sensitivity 1 reaches its
        # numbers (MindSpore 2.10's Graph mode: ``return t`` with ``t = mutable((x, 3.5))`` -> ``(ones, 1.0)``)
        mixed_passed = {} if gf.sens_param else _mixed_passed(positions, specs, inner_inputs, diff_out)
    finally:
        low.grad_depth -= 1
        low.b.blocks.pop()
        inner_state = low.param_state
        low.param_state = saved_state
        graph_grad_done(low, gf.fn)

    is_leaf = lambda x: is_sym(x) or isinstance(x, Tensor)  # noqa: E731
    out_leaves, out_tree = pytree.flatten(outputs, is_leaf)
    diff_leaves, _ = pytree.flatten(_slices_dropped(diff_out), is_leaf)
    ids = [id(x) for x in out_leaves]
    diff_idx = [ids.index(id(d)) for d in diff_leaves if id(d) in ids]
    # bool outputs too when the caller gives their sensitivity (MindSpore propagates it: SparseToDense's
    # values gradient is the sens gathered, bool included; PyNative does the same)
    kinds = "fciub"   # bool outputs too, with or without a sens (MindSpore 2.10, both modes: fix32b/bool_output_grad)
    from ..frontend.fallback import is_grad_object, is_rank_tensor
    # (an object made when the graph runs that may hold Tensors with gradients -- a Tensor read back out of a
    # tuple a Tensor ``while`` grew -- is differentiated then: autodiff/runtime_vjp.py; adapt43rt/runtime_tuple_grad)
    diff_idx = [i for i in diff_idx if is_sym(out_leaves[i]) and (out_leaves[i].aval.dtype.kind in kinds
                                                                  or is_bf16(out_leaves[i].aval.dtype)
                                                                  or is_rank_tensor(low, out_leaves[i])
                                                                  or is_grad_object(low, out_leaves[i]))]

    sens_inputs: List[Any] = []
    given_sens = sens
    if gf.sens_param:
        sens = _sparse_as_parts(sens)   # a sparse sens pairs part by part with a sparse output's parts
        if in_user_code:
            _check_sens_structure(low, sens, diff_out)
            sens = _drop_number_sens(sens, diff_out)
        sens_leaves, _ = pytree.flatten(sens, is_leaf=lambda x: is_sym(x) or isinstance(x, (Tensor, int, float)))
        if len(sens_leaves) != len(diff_leaves) and diff_leaves:
            # (an output with no Tensor -- Shape's tuple of ints -- takes a sens of any structure and
            # has zero gradients, as in MindSpore)
            from ..errors import GraphIndexError, GraphTypeError

            if isinstance(sens, (tuple, list)) and isinstance(diff_out, (tuple, list)) and len(sens) < len(diff_out):
                # MindSpore 2.10 reads the missing sens out of the tuple: an IndexError
                raise GraphIndexError(f"TupleGetItem evaluator index should be in range[{-len(sens)}, {len(sens)}), "
                                      f"but got {len(sens)}.", low.b.loc, hint="pass one sens per output")
            if getattr(gf, "fill_number_sens", False) and isinstance(sens, (int, float)) \
                    and isinstance(diff_out, (tuple, list)):
                # TrainOneStepCell(sens=...)'s F.fill(loss.dtype, loss.shape, sens) on a tuple output, MindSpore 2.10
                from ..errors import GraphAttributeError

                raise GraphAttributeError("'Tuple' object has no attribute 'dtype'", low.b.loc,
                                          hint="TrainOneStepCell's sens needs a network returning one loss Tensor")
            # MindSpore 2.10's graph mode: the sens does not join with the output's abstract type (a TypeError)
            raise GraphTypeError(f"Type Join Failed: the sensitivity has {len(sens_leaves)} element(s) but the "
                                 f"function returned {len(diff_leaves)} output(s).", low.b.loc,
                                 hint="pass one sens per output, shaped as the output")
        keep = [ids.index(id(d)) for d in diff_leaves if id(d) in ids]
        if in_user_code:   # (msgraph's own TrainOneStepCell & co. pass a number)
            _check_sens_types(low, sens, diff_out, sens_leaves, [out_leaves[k] for k in keep])
        sens_inputs = [s.value if is_sym(s) else const_input(s) for s, k in zip(sens_leaves, keep) if k in diff_idx]

    if dyn_seqs:
        zeros.update(_route_sequence_sens(dyn_seqs, zeros, inputs, tagged_out,
                                          given_sens if gf.sens_param else None))

    # Parameters first read inside the forward keep their entry value outside it; Parameters the
    # forward wrote (e.g. BatchNorm statistics) leave the grad node as extra outputs.
    entry = {id(p): v for p, v in low.graph.param_refs}
    weight_ids = {id(w) for w in weights}
    written = []
    for pid, (p, s) in inner_state.items():
        before = saved_state.get(pid)
        if reuse and pid not in weight_ids and (before is None or before[1] is not s) \
                and not (before is None and entry.get(pid) is s.value):
            continue   # a reused forward (forward_reuse.py): its writes already happened once
        if pid in arg_refs:
            if s.value is not arg_refs[pid]:
                written.append((p, s))
        elif pid in weight_ids:
            if s.value not in blk.params:
                written.append((p, s))
        elif before is None:
            if entry.get(pid) is s.value:
                low.param_state[pid] = (p, s)
            else:
                written.append((p, s))
        elif before[1] is not s:
            written.append((p, s))
    # Attributes the forward set (``self.p = self.p + x``, MindSpore's fallback): their new values leave
    # the grad node as extra outputs too, so the write after the run sees values of the outer graph.
    attr_new = [(key, e) for key, e in getattr(low, "attr_writes", {}).items() if saved_attrs.get(key) is not e]
    attr_leaves = [pytree.flatten(e[2], is_leaf) for _, e in attr_new]
    attr_syms = [x for leaves, _ in attr_leaves for x in leaves if is_sym(x)]
    # Lists and dicts the forward changed in place (``d[k] = v`` on a dict argument, a Cell's list
    # attribute): the values it stored leave the grad node as extra outputs too, so the containers (and
    # their write back to the caller after the run) hold values of the outer graph.
    stored = _stored_inside(blk, targets, [inputs, kwargs] + [obj for obj, _ in low.attr_containers.values()]
                            + list(low.__dict__.get("list_rebuilt", {}).values()))
    stored_syms = [x for _, _, leaves, _ in stored for x in leaves if is_sym(x)]
    blk.results = [x.value if is_sym(x) else const_input(x) for x in out_leaves] + [s.value for _, s in written] \
        + [x.value for x in attr_syms] + [x.value for x in stored_syms]
    out_avals = [x.value.aval if is_sym(x) else const_input(x).aval for x in out_leaves]
    avals = out_avals + [t.aval for t in targets] + [s.aval for _, s in written] + [x.aval for x in attr_syms] \
        + [x.aval for x in stored_syms]
    node = Node(Struct.GRAD, [t.value for t in targets] + sens_inputs, avals, blocks=[blk],
                attrs={"n_targets": len(targets), "n_out": len(out_leaves), "diff_idx": diff_idx,
                       "kind": gf.kind})
    low.b.add(node)
    outs = [Sym(v) for v in node.outputs]
    n_out = len(out_leaves)
    new_outputs = pytree.unflatten(out_tree, [o if is_sym(x) else x for o, x in zip(outs[:n_out], out_leaves)])
    grads = outs[n_out:n_out + len(targets)]
    for (p, _), o in zip(written, outs[n_out + len(targets):]):
        low.param_state[id(p)] = (p, Sym(o.value, p))
    attr_outs = iter(outs[n_out + len(targets) + len(written):])
    for (key, (obj, attr, _)), (leaves, spec) in zip(attr_new, attr_leaves):
        low.attr_writes[key] = (obj, attr, pytree.unflatten(spec, [next(attr_outs) if is_sym(x) else x
                                                                   for x in leaves]))
    for obj, key, leaves, spec in stored:
        obj[key] = pytree.unflatten(spec, [next(attr_outs) if is_sym(x) else x for x in leaves])
    from ..frontend import syntax

    input_grads = regroup(grads[:len(in_targets)], specs, dict_as_tuple=low.level is syntax.Level.STRICT)
    for k, i in enumerate(positions):
        if i in scalar_pos:   # the gradient of a mutable number: a number of its type (an int truncated)
            input_grads[k] = low.as_python_number(input_grads[k])
    for k, i in enumerate(positions):
        if i in mixed_passed:
            input_grads[k] = _numbers_set(input_grads[k], inputs[i], mixed_passed[i])
    if zeros or extra_scalars:
        computed = dict(zip(positions, input_grads))
        positions = all_positions
        input_grads = [zeros[p] if p in zeros else computed[p] for p in positions]
    if sparse_in:
        from ..ops import functional as F

        by_pos = dict(zip(positions, range(len(positions))))
        for i, a in sparse_in.items():
            k = by_pos[i]
            input_grads[k] = sparse_rebuild(type(a), a.shape, tuple(F.zeros_like(p) for p in sparse_parts(a)[:-1])
                                            + (input_grads[k],))
    weight_grads = grads[len(in_targets):]
    aux = tuple(gf.aux_of(new_outputs)) if gf.has_aux else None
    return gf.pack(new_outputs, input_grads, weight_grads, aux=aux, positions=positions)


# -- forward reuse in Graph mode (see autodiff/forward_reuse.py) ------------------------------------------
def _jit_method_forward(fn: Any) -> Any:
    """What a gradient of ``fn`` differentiates.  MindSpore's Graph mode differentiates a Cell that defines no
    ``construct`` through the ``@jit`` method of it that ran last (tests/st/rl: a trainer Cell whose graph code
    is a ``@jit`` method); before any ran, calling ``construct`` is the usual AttributeError."""
    if not _is_cell(fn):
        return fn
    construct = getattr(type(fn), "construct", None)
    if getattr(construct, "__qualname__", "") != "Cell.construct":
        return fn
    last = fn.__dict__.get("_msgraph_last_jit")
    return last.__msgraph_jit_fn__ if last is not None else fn


def _is_cell(fn: Any) -> bool:
    from ..common import hooks

    return bool(hooks.is_cell(fn))


def graph_key(args: Sequence[Any]) -> tuple:
    """Graph mode: the identity of a call's inputs (graph values by their IR value, constants by object)."""
    return tuple(("v", id(a.value)) if is_sym(a) else ("c", id(a)) for a in args)


def note_graph_cell_call(low: Any, cell: Any, args: Sequence[Any], kwargs: Any) -> None:
    """Graph mode: remember the inputs of a Cell's call made in graph code."""
    calls = low.__dict__.setdefault("_grad_forward_calls", {})
    before = calls.get(id(cell))
    count = before[0] + 1 if before else 1
    calls[id(cell)] = (count, graph_key(args) if not kwargs else None)


def graph_reuses_forward(low: Any, fn: Any, inputs: Sequence[Any], kwargs: Any) -> bool:
    """Graph mode: was the Cell ``fn`` called once in this graph (since the last gradient of it), at exactly
    ``inputs``?  MindSpore 2.10 merges that forward with the gradient's, with or without set_grad() (unlike
    PyNative, where only a set_grad() Cell's forward is reused: the SSD zoo's TrainingWrapper calls
    network.set_grad(), a wrapper without it still moves BatchNorm's statistics once per step in Graph mode);
    after two forwards it runs the gradient's forward too (measured).  Consumed."""
    calls = low.__dict__.get("_grad_forward_calls")
    if not _is_cell(fn) or not calls:
        return False
    last = calls.pop(id(fn), None)
    if kwargs:
        return False
    return last is not None and last[0] == 1 and last[1] is not None and last[1] == graph_key(inputs)


def graph_grad_done(low: Any, fn: Any) -> None:
    """The gradient's own forward call is not a forward a later gradient could reuse."""
    calls = low.__dict__.get("_grad_forward_calls")
    if calls:
        calls.pop(id(fn), None)


class _LiveHooks:
    """The hooks registered (Tensor.register_hook, outside the graph) on a Parameter, read when the
    backward runs: a hook removed later no longer applies."""

    def __init__(self, param: Any):
        import weakref

        self.ref = weakref.ref(param)
        self.__qualname__ = f"hooks of {param.name}"

    def __call__(self, grad: Any) -> Any:
        from ..common.tensor_hooks import hooks_of

        p = self.ref()
        for fn in hooks_of(p) if p is not None else ():
            r = fn(grad)
            if r is not None:
                grad = r
        return grad


def _weight_hook_markers(weights: Sequence[Any], params: Sequence[Value]) -> None:
    """A gradient taken inside graph code: Parameters with hooks registered outside the graph get a
    TensorHook marker on their block parameter (their whole gradient passes through the hooks), as in
    MindSpore. A directly called gradient function applies them to its result instead (grad.py)."""
    from ..common.tensor_hooks import hooks_of
    from ..frontend.symbolic import emit_node
    from ..ops.graph_tensor_hook import TensorHook

    from ..common.lambda_source import check_user_lambda

    for w, p in zip(weights, params):
        if hooks_of(w):
            for fn in hooks_of(w):   # (MindSpore parses them: a lambda inside a larger statement is MSG414's TypeError)
                check_user_lambda(fn)
            emit_node(TensorHook(fn=_LiveHooks(w)), [Sym(p, w)])


class _Hooks:
    """Hooks registered outside the graph on a Tensor argument, applied in registration order."""

    def __init__(self, fns: Sequence[Any]):
        self.fns = tuple(fns)
        self.__qualname__ = "hooks of an argument"

    def __call__(self, grad: Any) -> Any:
        for fn in self.fns:
            r = fn(grad)
            if r is not None:
                grad = r
        return grad


def _input_hook_markers(arg_hooks: Any, in_targets: Sequence[Any], params: Sequence[Value]) -> None:
    """A gradient taken inside graph code with respect to a Tensor argument of the graph that has hooks
    (registered outside): its gradient passes through them, as in MindSpore. The compiled graph is keyed
    on those hooks (api._arg_key)."""
    if not arg_hooks:
        return
    from ..frontend.symbolic import emit_node
    from ..ops.graph_tensor_hook import TensorHook

    for t, p in zip(in_targets, params):
        fns = arg_hooks.get(t.value.id) if is_sym(t) else None
        if fns:
            emit_node(TensorHook(fn=_Hooks(fns)), [Sym(p)])
