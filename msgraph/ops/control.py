"""Identity-like and side-effect ops: stop_gradient, identity, depend, assign, Print.

Effect ops (kind EFFECT) are never removed or reordered by the compiler.  Assign-like
ops compute the new value of their first input (a Parameter); the op's ``writes_input``
attribute (0) tells the compiler which input receives the result.  In PyNative mode the
primitive call writes it with ``Parameter._write`` and returns the Parameter.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..autodiff import tape as _tape
from ..common import views as _views
from ..common.aval import Aval
from ..common.tensor import Parameter, Tensor, _write_exported
from ..errors import DTypeError, OpError, OpRuntimeError, ShapeError
from ..ir.builder import building_graph, install_identity
from ._helpers import dtype_name, fmt_shape, is_tensorlike, np_dtype, shape_of, zeros_grad
from .shape_ops import reshape
from .registry import (PRINT_FOLDS, OpKind, apply, bprop_getters, define_op, define_unary, op_function, prim,
                       public_functions, user_check_site)


# --- StopGradient / Identity --------------------------------------------------------------------
STOP_GRADIENT, StopGradient, _P_STOP_GRADIENT, _stop_gradient_tensor = define_unary(
    "StopGradient", lambda x: x, lambda t, x: f"{x}", None,
    doc="x, with no gradient flowing back (never recorded on the tape).",
    fn="stop_gradient", arg="value", fn_doc="value, treated as a constant by autodiff.")


@op_function
def stop_gradient(value: Any) -> Any:
    """``value``, treated as a constant by autodiff: each Tensor of a tuple, list or dict (nested); numbers,
    None and strings are returned as they are (MindSpore 2.10, both modes)."""
    if type(value) in (tuple, list):
        return type(value)(stop_gradient(v) for v in value)
    if type(value) is dict:
        return {k: stop_gradient(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return _stop_gradient_tensor(value)
IDENTITY, Identity, _P_IDENTITY, _identity_op = define_unary(
    "Identity", lambda x: x, lambda t, x: f"{x}", lambda x, out, dout: dout,
    doc="Returns x.", fn="identity", arg="input", fn_doc="input itself (as a new op result).")
install_identity(_P_IDENTITY)   # the IR builder materializes constants as Identity nodes

TENSOR_COPY = define_op("TensorCopy", OpKind.OTHER, public=False,
                        doc="TensorCopy()(x): a new Tensor holding a copy of x's data (``Tensor.copy()``); its gradient "
                            "passes through.")


@TENSOR_COPY.def_infer
def _tensor_copy_infer(x: Any) -> Any:
    return x


@TENSOR_COPY.def_impl
def _tensor_copy_impl(x: Any) -> np.ndarray:
    return np.array(x, copy=True, order="C")


@bprop_getters.register(TENSOR_COPY.prim_class)
def _get_bprop_tensor_copy(self: Any):
    def bprop(x, out, dout):
        return (dout,)
    return bprop


def tensor_copy(x: Any) -> Any:
    """``Tensor.copy()`` in PyNative: an op (MindSpore 2.10's gradient flows through it: [2, 2] for
    ``(x.copy() * 2).sum()``, and a ``jit(capture_mode='trace')`` record stands for it: its later calls run no
    Python), whose result owns its data, C-contiguous (``Tensor.contiguous()`` of a view)."""
    return apply(prim(TENSOR_COPY), (x,))


# --- ScalarDivisorCheck: a runtime number's division by zero (graph code) ------------------------------------
_ZERO_DIVISOR = {"div": "The divisor could not be zero. But the divisor is zero now.",
                 "floordiv": "The floor divisor could not be zero. But the divisor is zero now.",
                 "mod": "Cannot perform modulo operation on zero."}
SCALAR_DIVISOR_CHECK = define_op(
    "ScalarDivisorCheck", OpKind.OTHER, attrs={"op": "div"}, public=False,
    doc="The divisor of a Python-number division in graph code, passed through; zero raises MindSpore's "
        "ScalarDiv/ScalarFloorDiv/ScalarMod error (the numbers are known only when the graph runs).")


@SCALAR_DIVISOR_CHECK.def_impl
def _scalar_divisor_check(x: Any, op: str = "div") -> Any:
    if np.asarray(x) == 0:
        from ..errors import ScalarZeroDivisionError

        raise ScalarZeroDivisionError(_ZERO_DIVISOR[op])
    return x


SCALAR_DIVISOR_CHECK.def_infer(lambda x, op="div": x)


@bprop_getters.register(SCALAR_DIVISOR_CHECK.prim_class)
def _scalar_divisor_check_bprop(self: Any):
    def bprop(x, out, dout):
        return (dout,)
    return bprop


# --- ScalarOverflowCheck: int64 overflow of a runtime Python int's +, -, * (graph code) ----------------------
_OVERFLOW = {"add": ("ScalarAdd", "sum", lambda a, b: a + b), "sub": ("ScalarSub", "sub", lambda a, b: a - b),
             "mul": ("ScalarMul", "mul", lambda a, b: a * b)}
SCALAR_OVERFLOW_CHECK = define_op(
    "ScalarOverflowCheck", OpKind.OTHER, attrs={"op": "add"}, public=False,
    doc="(x, y) -> x; raises MindSpore's ScalarAdd/ScalarSub/ScalarMul overflow ValueError when x op y leaves int64 "
        "(Python ints known only when the graph runs; the op itself then computes in int64).")


@SCALAR_OVERFLOW_CHECK.def_impl
def _scalar_overflow_check(x: Any, y: Any, op: str = "add") -> Any:
    name, word, fn = _OVERFLOW[op]
    a, b = int(np.asarray(x)), int(np.asarray(y))
    if not -2 ** 63 <= fn(a, b) < 2 ** 63:
        raise OpError(f"For prim {name} Overflow of the {word} of two signed number x: {a}, y: {b}.")
    return x


SCALAR_OVERFLOW_CHECK.def_infer(lambda x, y, op="add": x)


@bprop_getters.register(SCALAR_OVERFLOW_CHECK.prim_class)
def _scalar_overflow_check_bprop(self: Any):
    def bprop(x, y, out, dout):
        return (dout, zeros_grad(y))
    return bprop


@op_function
def identity(x: Any) -> Any:
    """``x`` itself (the keyword is ``x``), as MindSpore 2.10's functional ``ops.identity`` gives in both modes: the same Tensor object
    (a Parameter's result is the Parameter, so a later write of it shows: ``x = ops.identity(self.p);
    ops.assign(self.p, x + 1); return x`` returns the new value), a Python number, string, tuple, list or None
    unchanged (``ops.identity(1.0)`` is 1.0, not a Tensor).  ``ops.Identity()(x)`` is the op: a new Tensor."""
    return x


def identity_copy(input: Any) -> Any:  # noqa: A002
    """The Identity op's result (a new Tensor / graph value with ``input``'s values: copy, clone, deepcopy,
    IdentityN); a Python number, string, tuple, list or None is returned unchanged."""
    if input is None or type(input) in (bool, int, float, str, tuple, list):
        return input
    return _identity_op(input)


def generator_step_values(seed: Any, offset: Any) -> Any:
    """``Generator._step``'s (seed, offset) results: as they are eagerly (shape ()), reshaped to shape (1,) in graph
    code, where MindSpore 2.10's Graph mode gives its step op's outputs that shape (the state stays shape ())."""
    if building_graph():
        return reshape(seed, (1,)), reshape(offset, (1,))
    return seed, offset


# --- Depend -------------------------------------------------------------------------------------
DEPEND = define_op("Depend", OpKind.OTHER,
                   doc="Depend()(value, expr): value, ordered after expr (keeps expr's side effects alive).")
Depend = DEPEND.prim_class
_P_DEPEND = prim(DEPEND)


@DEPEND.def_impl
def _depend_impl(value: Any, expr: Any) -> Any:
    return value


@DEPEND.def_infer
def _depend_infer(value: Any, expr: Any) -> Any:
    return value if isinstance(value, Aval) else Aval(np.shape(value), np.asarray(value).dtype)


@bprop_getters.register(Depend)
def get_bprop_depend(self: Any):
    def bprop(value, expr, out, dout):
        return (dout, zeros_grad(expr))
    return bprop


@op_function
def depend(value: Any, expr: Any) -> Any:
    """value, evaluated after expr (a tuple or list of Tensors: each of them, the container kept)."""
    if isinstance(value, (tuple, list)) and not hasattr(value, "_fields"):
        return type(value)(depend(v, expr) for v in value)
    return apply(_P_DEPEND, (value, expr))


# --- the value a variable holds after Assign/AssignAdd/AssignSub --------------------------------------
# MindSpore: a read of a Parameter after an Assign is a Load of the Parameter; Assign's bprop gives the
# written value no gradient.  So the new value's gradient goes to the variable (as if read before the
# write) and none to what was written (ops.assign(w, 3 * x); w * y: d/dx = 0, d/dw = y; both modes).
WRITTEN = define_op("WrittenValue", OpKind.OTHER,
                    doc="WrittenValue()(variable, new): new; its gradient goes to variable, none to new.")
_P_WRITTEN = prim(WRITTEN)


@WRITTEN.def_impl
def _written_impl(variable: Any, new: Any) -> Any:
    return new


@WRITTEN.def_infer
def _written_infer(variable: Any, new: Any) -> Any:
    return new if isinstance(new, Aval) else Aval(np.shape(new), np.asarray(new).dtype)


@bprop_getters.register(WRITTEN.prim_class)
def get_bprop_written(self: Any):
    def bprop(variable, new, out, dout):
        return (dout, zeros_grad(new))
    return bprop


def written_value(variable: Any, new: Any) -> Any:
    """``new`` as the value of ``variable`` after an Assign-like write (graph mode)."""
    return apply(_P_WRITTEN, (variable, new))


# --- Assign / AssignAdd / AssignSub -----------------------------------------------------------------------
def _check_assign(name: str, var_shape: Tuple[Any, ...], value_shape: Tuple[Any, ...],
                  number: bool = True) -> None:
    """A Tensor value must have the variable's shape (MindSpore's rule); a Python number broadcasts."""
    vs, ts = tuple(value_shape), tuple(var_shape)
    if not number:
        if _one_vs_scalar(vs, ts):
            _assign_one_vs_scalar(name, len(ts), len(vs))
            return
        if len(vs) != len(ts):
            raise ShapeError(f"For '{name}','value' must have the same rank as 'variable'. But got 'value' rank: "
                             f"{len(vs)}, 'variable' rank: {len(ts)}.")
        if any(v is not None and t is not None and v != t for v, t in zip(vs, ts)):
            def ms_shape(s: Tuple[Any, ...]) -> str:   # MindSpore's shape text: (3), (2, 3)
                return "(" + ", ".join(str(d) for d in s) + ")"

            raise ShapeError(f"For '{name}','value' must have the same shape as 'variable'. But got 'value' shape: "
                             f"{ms_shape(vs)}, 'variable' shape: {ms_shape(ts)}.")
        return
    ok = len(vs) <= len(ts) and all(v in (1, None) or t is None or v == t for v, t in zip(vs[::-1], ts[::-1]))
    if not ok:
        raise ShapeError(f"For '{name}', the shape of 'value' {fmt_shape(vs)} must be broadcastable to the shape "
                         f"of 'variable' {fmt_shape(ts)}.")


def _one_vs_scalar(vs: Tuple[Any, ...], ts: Tuple[Any, ...]) -> bool:
    """A shape-(1,) variable with a rank-0 value or the reverse: MindSpore 2.10's shape inference of the
    Assign family lets this one rank mismatch through (measured on CPU, both modes)."""
    return {tuple(vs), tuple(ts)} == {(), (1,)}


def _assign_one_vs_scalar(name: str, var_rank: int, value_rank: int) -> None:
    """AssignAdd/AssignSub then add the one element; Assign's CPU kernel refuses it (a RuntimeError)."""
    if name == "Assign":
        raise OpRuntimeError(f"For 'Assign', the 'x' and 'y' must have the same dimension, but got the dimension of "
                             f"'x': {var_rank} and the dimension of 'y': {value_rank}")


def _refuse_number_value(name: str, variable: Any, value: Any) -> None:
    """MindSpore 2.10: a Python number (or numpy scalar) is a value of rank 0, so writing it into a variable of rank > 0 is the rank
    ValueError in both modes (``ops.assign(p, 2.0)``, ``P.AssignAdd()(p, 1)``); msgraph's own state updates still
    broadcast numbers.  Called by the primitive's ``__call__`` and the function forms: the user's call only."""
    from .registry import called_by_user, is_number_input

    rank = len(shape_of(variable))
    if rank and (is_number_input(value) or isinstance(value, np.generic)) and called_by_user(3):
        refuse_number_value_in_graph(name, variable, value)


def refuse_number_value_in_graph(name: str, variable: Any, value: Any) -> None:
    """The rule of :func:`_refuse_number_value` without its caller check: a number written into a variable of
    rank > 0 is the rank ValueError (a shape-(1,) variable takes it).  Graph code's ``P.Assign()(p, 2.0)`` /
    ``P.AssignAdd()(p, x)`` (a constant, a ``construct`` argument or an ``ms.mutable`` number) reaches it as the
    Assign family's ``call_check``, which the compiler runs for the user's calls of effectful primitives
    (frontend/calls.py; adapt39ux/assign_number_graph)."""
    from .registry import is_number_input

    if isinstance(value, (tuple, list)) and is_tensorlike(variable):
        # graph code: MindSpore 2.10's argument check of the primitive (PyNative's is the same TypeError)
        raise DTypeError(f'Failed calling {name} with "value={"List" if isinstance(value, list) else "Tuple"}'
                         f'[{len(value)} elements]".')
    if type(value) is float and is_tensorlike(variable) and np.dtype(np_dtype(variable)).kind in "biu":
        # a Python float into an integer / bool variable: MindSpore 2.10 checks the dtype first (float32 does not
        # convert to the Parameter's dtype: its TypeError), before the rank.  adapt40sx/assign_float_into_int
        _check_assign_dtype(np_dtype(variable), np.float32)
    rank = len(shape_of(variable))
    if rank and (is_number_input(value) or isinstance(value, np.generic)):
        if _one_vs_scalar((), tuple(shape_of(variable))):
            _assign_one_vs_scalar(name, rank, 0)
            return
        raise ShapeError(f"For '{name}','value' must have the same rank as 'variable'. But got 'value' rank: 0, "
                         f"'variable' rank: {rank}.")


def _check_assign_dtype(var_dtype: Any, value_dtype: Any) -> None:
    """A Tensor value converts to the variable's dtype only where MindSpore's promotion of the two is
    the variable's own dtype (int32 into float32); a Parameter is never converted (a TypeError)."""
    from ..common.dtype import from_numpy, mindspore_result_type

    vt, ut = np.dtype(var_dtype), np.dtype(value_dtype)
    if vt == ut or vt.kind == "c" or ut.kind == "c":
        return
    joined = mindspore_result_type(np.empty(0, vt), np.empty(0, ut))
    if joined is not None and np.dtype(joined) != vt:
        raise DTypeError("Data type conversion is not supported for a 'Parameter', nor for the input tensor of an "
                        f"in-place operator, so data type {from_numpy(vt)}, which cannot be converted to data type "
                        f"{from_numpy(np.dtype(joined))} automatically.")


def _define_assign(name: str, combine: Any, doc: str, grad_rule: Any):
    # call_check: the user's call writing a Python number into a variable of rank > 0 (MindSpore's rank
    # ValueError); graph code runs it from the compiler's effect branch (frontend/calls.py), PyNative's __call__
    # below through _refuse_number_value (the user's calls only, in both modes)
    op = define_op(name, OpKind.EFFECT, differentiable=False, doc=doc,
                   call_check=lambda p, *args: refuse_number_value_in_graph(name, *args) if len(args) == 2 else None)
    op.writes_input = 0          # the result is the new value of input 0
    op.combine = combine

    @op.def_impl
    def impl(variable: Any, value: Any) -> np.ndarray:
        var = np.asarray(variable)
        if not isinstance(value, (int, float, bool)):
            _check_assign_dtype(var.dtype, np.asarray(value).dtype)
        _check_assign(name, var.shape, np.shape(value), number=isinstance(value, (int, float, bool)))
        new = combine(var, np.asarray(value))
        if type(new) is np.ndarray and new.shape == var.shape:   # (the common case: no broadcast view needed)
            return np.array(new, dtype=var.dtype)
        if np.ndim(new) > var.ndim:                              # a (1,) value into a rank-0 variable
            new = np.reshape(new, var.shape)
        return np.array(np.broadcast_to(new, var.shape), dtype=var.dtype)

    @op.def_infer
    def infer(variable: Aval, value: Any) -> Aval:
        number = isinstance(value, (int, float, bool)) or (isinstance(value, Aval) and value.weak)
        if name != "Assign" and np.dtype(variable.dtype).kind in ("bc" if name == "AssignSub" else "b"):
            # graph code: MindSpore 2.10's CPU kernels (AssignAdd: no Bool; AssignSub: no Bool or complex)
            raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! The supported data types "
                             f"are input[Float32 Float32], output[Float32]; ... (no {dtype_name(variable.dtype)}).")
        if not number and getattr(value, "dtype", None) is not None:
            _check_assign_dtype(variable.dtype, value.dtype)
        _check_assign(name, variable.shape, shape_of(value), number=number)
        return Aval(variable.shape, variable.dtype)

    cls = op.prim_class

    @user_check_site   # (its _refuse_number_value asks about its caller: registry.called_by_user)
    def __call__(self: Any, variable: Any, value: Any) -> Any:
        if isinstance(value, (int, float)) or hasattr(value, "aval") or isinstance(value, np.generic):
            _refuse_number_value(name, variable, value)
        if name != "Assign" and is_tensorlike(variable) and np_dtype(variable).kind in (
                "bc" if name == "AssignSub" else "b"):
            from .registry import called_by_user

            if called_by_user():
                # MindSpore 2.10's CPU kernels: AssignAdd has no Bool, AssignSub no Bool or complex (both modes;
                # msgraph's own updates may add bools)
                raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! The supported data "
                                 "types are input[Float32 Float32], output[Float32]; ... (no "
                                 f"{dtype_name(np_dtype(variable))}).")
        node = _tape.pre_update(variable, value, grad_rule) if _tape.STATE.depth else None
        # AssignAdd / AssignSub: the returned value's gradient goes to the variable read before and (+/-) to the
        # value, while later reads of the variable give the value none (MindSpore 2.10, both modes;
        # adapt43rt/assign_add_sub_result_grad): a Tensor of its own with that rule
        rnode = (_tape.pre_update(variable, value, _result_rule(name, value))
                 if node is not None and name != "Assign" and is_tensorlike(value) else None)
        out = _write_back(variable, apply(self, (variable, value)), alias=name != "Assign", op=name)
        if node is not None and out is variable:
            variable._node = node
            if rnode is not None and isinstance(variable, Tensor):
                result = Tensor._wrap(variable._data)
                variable._add_alias(result)
                rnode.out = result
                result._node = rnode
                return result
        return out

    cls.__call__ = __call__
    return op, cls


def _result_rule(name: str, value: Any) -> Any:
    """AssignAdd / AssignSub's result gradient: dout to the variable, +/- dout (summed to its shape) to the value."""
    vshape = tuple(shape_of(value))

    def rule(d: Any) -> tuple:
        from . import functional as Fn

        dv = Fn.neg(d) if name == "AssignSub" else d
        if tuple(shape_of(dv)) != vshape:   # (a (1,) value into a rank-0 variable or the reverse)
            dv = Fn.reshape(dv, vshape)
        return (d, dv)
    return rule


#: > 0 while an optimizer Cell runs (nn/optim/optimizer.py): its Parameter writes go into their storage in place
OPTIMIZER_STEP = [0]


def _write_back(variable: Any, out: Any, alias: bool = True, op: str = "") -> Any:
    """Eager: store the new value into the variable and return it as MindSpore 2.10's PyNative does: a Tensor
    (``print(ops.scatter_add(param, ...))`` shows values, not the Parameter) that follows the variable's later
    writes (``alias``: the scatters, AssignAdd/Sub) or keeps this value (Assign); while a gradient is taken the
    variable itself, which the tape follows (symbolic results pass through)."""
    if type(out) is Tensor and isinstance(variable, Tensor):
        vd = variable.__dict__
        real_view = "_vparent" in vd and not vd.get("_ctorview")
        through = op == "CopyWithSlice"   # MindSpore's view-copy kernel writes a view and its input (measured)
        if real_view and op and not through and not vd.get("_vmapslot"):
            # a view op's output (``t[1:]``, ``t.reshape(...)``; ``Tensor(t)`` is none): MindSpore 2.10's PyNative
            # refuses Assign / AssignAdd / AssignSub on it (measured: adapt43pn/assign_view_refused; its scatters
            # return a new Tensor and write neither the view nor its input, not followed)
            raise OpRuntimeError(f"Check view and inplace failed! Not support view input for inplace op {op}. "
                                 f"(MindSpore 2.10 PyNative: the variable is the output of a view op.)")
        if isinstance(variable, Parameter):
            # (an optimizer's step writes the Parameter's storage in place, MindSpore's SGD / Adam kernels: an array
            # asnumpy() gave before shows it; a user's PyNative ops.assign gives it new storage there: left38)
            if not (OPTIMIZER_STEP[0] and _write_exported(variable, out._data)):
                variable._write(out._data)
        elif (not _tape.STATE.depth and (through or not real_view) and ("_vparent" in vd or "_vkids" in vd)
              and out._data.shape == variable._data.shape):
            # a view or a viewed Tensor (``Tensor(t)``, ``t[1:]``...): its input and its views see the write, as in
            # MindSpore 2.10 (measured: adapt43pn/tensor_of_tensor_shares)
            _views.write_all(variable, Tensor._wrap(out._data))
        elif not _write_exported(variable, out._data):   # (a plain Tensor's storage is written in place: left38)
            variable._data = out._data
            variable._update_aliases()
        if _tape.STATE.depth:
            return variable
        result = Tensor._wrap(out._data)
        if alias:
            variable._add_alias(result)
        return result
    return out


def store_states(states: Any, new: Any, inputs: Any = ()) -> Tuple[Any, ...]:
    """Write each new value into its state Parameter (an in-place optimizer primitive's last step) and return
    the results (eagerly, Tensors following the Parameters, as MindSpore's PyNative returns).  Eagerly, with no gradient being taken and Parameters of the new values' shapes and dtypes,
    the values are stored directly (the Assign checks hold by construction; a value that is one of ``inputs``
    is copied first); otherwise each write is an ``Assign`` (Graph mode threads it as state)."""
    if not _tape.STATE.depth and all(type(s) is Parameter and type(n) is Tensor and n._data.shape == s._data.shape
                                      and n._data.dtype == s._data.dtype for s, n in zip(states, new)):
        arrays = {id(getattr(a, "_data", a)) for a in inputs}   # (alive in ``inputs``: ids are unique)
        out = []
        for s, n in zip(states, new):
            data = n._data
            if not _write_exported(s, data):   # (an optimizer step writes in place, MindSpore 2.10: left38)
                s._write(data.copy() if id(data) in arrays else data)
            # MindSpore 2.10's PyNative returns Tensors (print shows values, not the Parameter) that follow the
            # Parameter's later writes, as _write_back's
            result = Tensor._wrap(s._data)
            s._add_alias(result)
            out.append(result)
        return tuple(out)
    return tuple(prim(ASSIGN)(s, n) for s, n in zip(states, new))


# The gradient of a read after the write goes to the variable, none to the value (see WrittenValue).
ASSIGN, Assign = _define_assign("Assign", lambda var, v: v, "Assign()(variable, value): variable = value.",
                                grad_rule=lambda d: (d, None))
ASSIGN_ADD, AssignAdd = _define_assign("AssignAdd", lambda var, v: var + v,
                                       "AssignAdd()(variable, value): variable += value.",
                                       grad_rule=lambda d: (d, None))
ASSIGN_SUB, AssignSub = _define_assign("AssignSub", lambda var, v: var - v,
                                       "AssignSub()(variable, value): variable -= value.",
                                       grad_rule=lambda d: (d, None))
for _op in (ASSIGN, ASSIGN_ADD, ASSIGN_SUB):
    _op.reads_as_variable = True   # graph mode: the new value is WrittenValue(variable, new)


def _neg(d: Any) -> Any:
    from .functional import neg

    return neg(d)


@op_function
def assign(variable: Any, value: Any) -> Any:
    """Write value into the Parameter (dtype and shape kept); returns the Parameter."""
    _refuse_number_value("Assign", variable, value)
    return prim(ASSIGN)(variable, value)


@op_function
def assign_add(variable: Any, value: Any) -> Any:
    """variable += value in place; returns the Parameter."""
    _refuse_number_value("AssignAdd", variable, value)
    if is_tensorlike(variable) and np_dtype(variable).kind == "b" and is_tensorlike(value) \
            and tuple(shape_of(value)) == tuple(shape_of(variable)):   # (a shape mismatch: the ValueError first)
        from .registry import called_by_user

        if called_by_user():
            # MindSpore 2.10's CPU AssignAdd kernel has no Bool (both modes; msgraph's own updates may add bools)
            raise DTypeError("Select CPU operator[AssignAdd] fail! Unsupported data type! The supported data types "
                             "are input[Float32 Float32], output[Float32]; input[Float64 Float64], output[Float64]; "
                             "... (no Bool).")
    return prim(ASSIGN_ADD)(variable, value)


@op_function
def assign_sub(variable: Any, value: Any) -> Any:
    """variable -= value in place; returns the Parameter."""
    _refuse_number_value("AssignSub", variable, value)
    return prim(ASSIGN_SUB)(variable, value)


# --- Print --------------------------------------------------------------------------------------
PRINT = define_op("Print", OpKind.EFFECT, differentiable=False, n_outputs=0,
                  doc="Print()(*args): prints each argument on its own line, Tensors in MindSpore's "
                      "Tensor(shape=..., dtype=..., value=...) form; no output.")
Print = PRINT.prim_class


def _print_text(a: Any, in_tensor_seq: bool = False, top: bool = True) -> str:
    """One argument's text as MindSpore's Print op writes it in a graph: Tensors in its Tensor form,
    numbers as C++'s ``ostream`` (``0.333333``, ``1`` for 1.0, a bool as ``1``/``0``).  Sequences (recorded:
    st_compiler15/graph_print_sequences): a flat constant one of numbers as the Tensor of its values written
    with parentheses (``(1, 2)``, ``( 1.50000000e+00,  2.50000000e+00)``; inside a sequence holding Tensors: that
    Tensor); any other one item by item, one line each, nested constant sequences flattened."""
    from ..common.dtype import from_numpy
    from ..common.printing import format_value, print_text

    if isinstance(a, (np.ndarray, np.generic)):
        return print_text(np.asarray(a), str(from_numpy(np.asarray(a).dtype)))
    if isinstance(a, (bool, int, float)):
        return print_text(np.asarray(a), "")
    if isinstance(a, dict):   # a dict display: its values, as a tuple
        a = tuple(a.values())
    if isinstance(a, (list, tuple)):
        numbers = [e for e in a if isinstance(e, (int, float)) and not isinstance(e, bool)]
        if a and len(numbers) == len(a) and (top or in_tensor_seq):
            arr = np.array(a, np.int64 if all(isinstance(e, int) for e in a) else np.float32)
            if in_tensor_seq:
                return print_text(arr, str(from_numpy(arr.dtype)))
            text = format_value(arr).strip()
            return "(" + text[1:-1] + ")"
        held = _holds_array(a)
        return "\n".join(_print_text(e, in_tensor_seq or held, False) for e in a)
    return str(a)


def graph_print_arg(a: Any) -> Any:
    """A Print argument in graph code: a Tensor whose value is known while compiling (a constant Tensor -- a
    literal, a global, a Cell attribute -- or one MindSpore folds from such) prints as MindSpore 2.10's Print shows
    a constant: its values in parentheses, ``(1, 2)``, ``( 1.50000000e+00,  2.50000000e+00)``, ``((1, 2),\n
    (3, 4))`` (as a constant tuple; st compiler/fallback test_fallback_210 prints ``x: (1)``;
    pr49/print_constant_tensors).  Returned as that text; anything else unchanged."""
    from ..common.dtype import is_bf16
    from ..common.printing import format_value
    from ..common.tensor import Tensor

    if type(a) is Tensor:
        if getattr(a, "_sig_shape", None) is not None or getattr(a, "_init_pending", False) \
                or np.asarray(a._data).dtype.kind not in "biufc" or not a.__dict__.get("_print_const", True):
            return a   # (``_print_const`` False: computed while lowering by an op MindSpore runs with the graph)
        arr = np.asarray(a._data)
    elif type(a) in (tuple, list):   # (a sequence shows each constant so: the hook's grad_output tuple)
        items = [graph_print_arg(e) for e in a]
        return a if all(n is o for n, o in zip(items, a)) else type(a)(items)   # (the same object: a shape)
    else:   # a graph value: computed when the graph runs, unless MindSpore folds it while compiling
        arr = _folded_graph_value(getattr(a, "value", None))
        if arr is None:
            return a
    if arr.ndim == 0 or arr.size == 0 or is_bf16(arr.dtype):
        # (0-d: the number either way; empty: MindSpore prints uninitialised memory)
        return a
    text = format_value(arr).strip()
    return _ConstTensorText("(" + text[1:-1].replace("[", "(").replace("]", ")") + ")")


# What MindSpore 2.10 folds while compiling among the ops of graph values (measured, pr50/print_folded_graph_values):
# OnesLike of any value of a static shape (the sensitivity of a gradient too), and from such constants Add / Sub of
# two, Mul of two or of one and a Python number, a division by a number, Neg, Cast, Reshape, ReduceSum.  A constant
# plus or minus a Python number is computed when the graph runs.  A ZerosLike is a constant printed itself or
# multiplied by such a constant, not as an operand of anything else (zeros_like(x) * 2, / 2, + itself: runtime).
# The op names are registry.PRINT_FOLDS, the set the eager marks of values computed while lowering read.
_SHAPE_FOLDS = frozenset({"OnesLike", "ZerosLike"})
_PAIR_FOLDS = frozenset({"Add", "Sub", "AddExt", "SubExt"})


def _folded_graph_value(v: Any, depth: int = 0, zeros: bool = True) -> Any:
    """The numpy value of the IR value ``v`` where MindSpore 2.10 holds it as a compile-time constant, else None."""
    from ..ir.analysis import evaluate_pure
    from ..ir.nodes import Const

    node = getattr(v, "node", None)
    aval = getattr(v, "aval", None)
    name = getattr(getattr(node, "op", None), "name", None)
    if node is None or aval is None or depth > 64 or not isinstance(name, str) or node.blocks:
        return None
    shape = tuple(aval.shape)
    if any(d is None or d < 0 for d in shape) or np.dtype(aval.dtype).kind not in "biufc":
        return None
    if name in _SHAPE_FOLDS:
        return np.ones(shape, aval.dtype) if name == "OnesLike" else (np.zeros(shape, aval.dtype) if zeros else None)
    if name not in PRINT_FOLDS:
        return None
    values = [i for i in node.inputs if not isinstance(i, Const)]
    if name in _PAIR_FOLDS and len(values) < 2:
        return None
    ins = []
    for i in node.inputs:
        if isinstance(i, Const):
            ins.append(i.value)
            continue
        folded = _folded_graph_value(i, depth + 1, zeros=name == "Mul" and len(values) >= 2)
        if folded is None:
            return None
        ins.append(folded)
    outs = evaluate_pure(node, ins)   # (None: not evaluable here; printed as the value the graph computes)
    if outs is None:
        return None
    out = outs[v.index] if len(outs) > 1 else outs[0]
    out = np.asarray(getattr(out, "_data", out))
    return out if out.shape == shape else None


class _ConstTensorText(str):
    """The printed text of a constant Tensor (``graph_print_arg``)."""


def _holds_array(a: Any) -> bool:
    return any(isinstance(e, (np.ndarray, np.generic)) or (isinstance(e, (list, tuple)) and _holds_array(e))
               for e in a)


@PRINT.def_impl
def _print_impl(*args: Any) -> None:
    print("\n".join(_print_text(a) for a in args), flush=True)
    return None


@PRINT.def_infer
def _print_infer(*args: Any) -> None:
    return None


# Python's own ``print(...)`` inside a compiled function: the same text as in PyNative (Tensors as
# numpy prints them), at run time, every call.
PYTHON_PRINT = define_op("PythonPrint", OpKind.EFFECT, public=False, differentiable=False, n_outputs=0,
                         attrs={"sep": " ", "end": "\n"},
                         doc="print(*args, sep=, end=) of Python, inside a graph: Tensors print as in PyNative.")


@PYTHON_PRINT.def_impl
def _python_print_impl(*args: Any, sep: str = " ", end: str = "\n") -> None:
    print(*args, sep=sep, end=end)
    return None


@PYTHON_PRINT.def_infer
def _python_print_infer(*args: Any, sep: str = " ", end: str = "\n") -> None:
    return None


@op_function
def print_(*args: Any) -> None:
    """MindSpore 2.x ``ops.print_``."""
    return prim(PRINT)(*args)   # Print.__call__: PyNative prints Tensors as their repr (below)

__all__ = public_functions(globals())  # every function form defined here (op_function)


# Called on concrete values outside graph code (PyNative, or a Graph-mode script's top level): ``ops.Print()(...)``
# prints each Tensor as its repr
# (``Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])``, a Parameter as its
# value's), the rest with str(), as MindSpore 2.10 does; compiled code keeps the Print op's format (h-monad).
_PRINT_BASE_CALL = Print.__call__


def _eager_print_text(a: Any) -> str:
    from ..common.tensor import Parameter, Tensor

    if isinstance(a, Parameter):
        return repr(Tensor._wrap(np.asarray(a._data)))
    return repr(a) if isinstance(a, Tensor) else str(a)


def _print_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    from ..common.tensor import Tensor
    from ..common.tensor_methods import TensorMethods
    from ..context import PYNATIVE_MODE, get_context

    from ..common.tensor import TRACE_CONVERSION

    symbolic = any(isinstance(a, TensorMethods) and not isinstance(a, Tensor) for a in args)
    # (a jit(capture_mode='trace') function's later calls run its traced graph: the Print op's format)
    if kwargs or symbolic or (get_context("mode") != PYNATIVE_MODE and building_graph()) \
            or getattr(TRACE_CONVERSION[0], "replay", False):
        if building_graph() and not kwargs:
            args = tuple(graph_print_arg(a) for a in args)
        return _PRINT_BASE_CALL(self, *args, **kwargs)
    print("\n".join(_eager_print_text(a) for a in args), flush=True)
    run = TRACE_CONVERSION[0]
    if getattr(run, "rec", None) is not None:
        run.rec.print_step(self, args)
    if run is not None and hasattr(run, "prints"):
        # the first call of a trace function: MindSpore then runs the traced graph, which prints again
        snap = tuple(Tensor._wrap(np.array(a._data)) if isinstance(a, Tensor) else a for a in args)
        run.prints.append(lambda: _PRINT_BASE_CALL(self, *snap))
    return None


Print.__call__ = _print_call
