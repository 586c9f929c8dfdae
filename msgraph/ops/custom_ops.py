"""``ops.Custom``: a user operator; msgraph runs the ``func_type="pyfunc"`` kind (MindSpore's CPU one).

``ops.Custom(func, out_shape, out_dtype, "pyfunc", bprop=None)`` calls the Python ``func`` on the
inputs' numpy arrays (a 0-d Tensor arrives as a Python number, as in MindSpore) when the op runs, in
PyNative and in Graph mode alike (the node is an effect: never folded, merged or removed, so a
``func`` that only has side effects still runs).  The declared outputs decide the result:

* ``out_shape`` a shape and ``out_dtype`` a dtype: one Tensor;
* ``out_shape`` a tuple of shapes and ``out_dtype`` a tuple of dtypes: a tuple of Tensors (also
  for one output: ``((2, 3),), (ms.float32,)`` gives a 1-tuple);
* either may be a function of the inputs' shapes / dtypes (``lambda x, y: x``);
* ``out_shape=()``: MindSpore's placeholder shape ``(1,)`` (a scalar result is returned as a
  1-element Tensor); ``out_dtype=()`` (a ``func`` without outputs): an int32 ``(1,)`` placeholder
  whose value means nothing (zeros here).

The result is converted to the declared dtype.  ``bprop(*inputs, out, dout)`` is the gradient.
An ``"aot"`` operator is made as MindSpore makes it (its ``func`` checked; ``reg_info`` from ``CustomRegOp``) but
running it is an error: msgraph loads no compiled kernels.  Other ``func_type`` values need a compiler or device
msgraph does not have (akg/tbe/aicpu kernels): constructing one raises ``NotImplementedError``.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.dtype import from_numpy, to_numpy
from ..errors import GradError, OpRuntimeError
from .registry import OpKind, bprop_getters, define_op
from ._helpers import user_type

__all__ = []

_FUNC_TYPES = ("hybrid", "akg", "tbe", "aicpu", "aot", "pyfunc", "julia")

CUSTOM = define_op("Custom", OpKind.EFFECT,
                   attrs={"func": None, "out_shape": None, "out_dtype": None, "func_type": "pyfunc", "bprop": None,
                          "reg_info": None},
                   doc="Custom(func, out_shape, out_dtype, func_type='pyfunc', bprop=None)(*inputs): "
                       "func(*arrays), a user operator written in Python.")
Custom = CUSTOM.prim_class
_generated_init = Custom.__init__
# The same operator declared with a tuple of outputs: its result is a tuple even of one Tensor
# (``n_outputs=-1``: the generated code unpacks a one-element tuple).  A Custom primitive whose
# declaration is a tuple runs this OpDef (``_custom_init``).
CUSTOM_TUPLE = define_op("CustomTuple", OpKind.EFFECT, attrs=dict(CUSTOM.attr_defaults), public=False, n_outputs=-1,
                         doc="Custom with a declared tuple of outputs (ops.Custom's OpDef for it).")


def _custom_init(self: Any, *args: Any, **kwargs: Any) -> None:
    _generated_init(self, *args, **kwargs)
    func_type = self.attrs["func_type"]
    prefix = f"For 'Custom', 'func_type': {func_type}, 'func': {self.attrs['func']}"
    if func_type not in _FUNC_TYPES:
        raise ValueError(f"{prefix}, 'func_type' must be one of {list(_FUNC_TYPES[:-1])}, but got {func_type!r}.")
    if func_type == "aot":
        _check_aot_func(prefix, self.attrs["func"], self.attrs["out_shape"])
    elif func_type != "pyfunc":
        raise NotImplementedError(f"{prefix}: msgraph runs only func_type='pyfunc' Custom operators "
                                  f"(a {func_type!r} kernel needs MindSpore's compilers and devices).")
    elif not callable(self.attrs["func"]):
        raise TypeError(f"{prefix}, 'func' must be a function when 'func_type' is 'pyfunc', "
                        f"but got {user_type(self.attrs['func'])}.")
    self.func = self.attrs["func"]
    self.func_type = func_type
    self.out_shape, self.out_dtype = self.attrs["out_shape"], self.attrs["out_dtype"]
    self.bprop = self.attrs["bprop"]
    if _declares_tuple(self.out_shape, self.out_dtype):
        self.op = CUSTOM_TUPLE


def _check_aot_func(prefix: str, func: Any, out_shape: Any) -> None:
    """MindSpore's checks of an AOT kernel's ``func`` when the Custom operator is made: a str, of the form
    ``'path/file:func_name'`` unless an infer function or shape is given (an Ascend aclnn kernel's name), under
    ``MS_CUSTOM_AOT_WHITE_LIST`` when that is set.  msgraph loads no compiled kernels: running it is an error."""
    import os

    from ..context import process_env

    if not isinstance(func, str):
        raise TypeError(f"{prefix}, 'func' must be of type str, but got {user_type(func)}")
    if ":" not in func:
        if out_shape is None:
            raise TypeError(f"{prefix}, 'func' should be like 'file_name:func_name', but got {func}")
        return
    white = process_env("MS_CUSTOM_AOT_WHITE_LIST")
    path = os.path.realpath(func.rsplit(":", 1)[0])
    if white and not path.startswith(os.path.realpath(white) + os.sep):
        raise TypeError(f"{prefix}, the legal path for the file is {white}, but the file is {path}")


def _declares_tuple(out_shape: Any, out_dtype: Any) -> bool:
    if isinstance(out_dtype, (tuple, list)) and len(out_dtype) > 0:
        return True
    return isinstance(out_shape, (tuple, list)) and len(out_shape) > 0 and not _is_shape(out_shape)


Custom.__init__ = _custom_init


def _is_shape(s: Any) -> bool:
    return isinstance(s, (tuple, list)) and all(isinstance(d, (int, np.integer)) for d in s)


def _declared(inputs: Tuple[Aval, ...], out_shape: Any, out_dtype: Any) -> Tuple[Any, Any]:
    """(shape or tuple of shapes, dtype or tuple of dtypes) with MindSpore's placeholders filled in."""
    shape = out_shape(*(tuple(a.shape) for a in inputs)) if callable(out_shape) else out_shape
    dtype = out_dtype(*(from_numpy(a.dtype) for a in inputs)) if callable(out_dtype) else out_dtype
    if isinstance(shape, (tuple, list)) and len(shape) == 0:
        shape = (1,)
    if isinstance(dtype, (tuple, list)) and len(dtype) == 0:
        from ..common import dtype as _dt
        dtype = _dt.int32
    if not isinstance(shape, (tuple, list)):
        raise TypeError(f"For 'Custom', 'out_shape' must be one of [tuple, list, function], but got {user_type(shape)}")
    if dtype is None or isinstance(dtype, (str, int, float)):
        raise TypeError("For 'Custom', 'out_dtype' must be one of [mindspore.dtype, tuple, list, function], "
                        f"but got {user_type(dtype)}")
    return shape, dtype


def _avals(shape: Any, dtype: Any) -> Any:
    if _is_shape(shape) and not isinstance(dtype, (tuple, list)):
        return Aval(tuple(int(d) for d in shape), to_numpy(dtype))
    if _is_shape(shape):            # one shape, a tuple of dtypes: MindSpore pairs them up to the shorter
        shape = (shape,) * len(dtype)
    dtypes = dtype if isinstance(dtype, (tuple, list)) else (dtype,) * len(shape)
    if len(shape) != len(dtypes):
        raise ValueError(f"For 'Custom', 'out_shape' gives {len(shape)} outputs but 'out_dtype' {len(dtypes)}.")
    return tuple(Aval(tuple(int(d) for d in s), to_numpy(t)) for s, t in zip(shape, dtypes))


def _as_aval(x: Any) -> Aval:
    a = np.asarray(x)
    return Aval(a.shape, a.dtype)


def _custom_infer(*inputs: Any, func: Any = None, out_shape: Any = None, out_dtype: Any = None,
                  func_type: str = "pyfunc", bprop: Any = None, reg_info: Any = None) -> Any:
    avals = tuple(a if isinstance(a, Aval) else _as_aval(a) for a in inputs)
    return _avals(*_declared(avals, out_shape, out_dtype))


def _custom_impl(*inputs: Any, func: Any = None, out_shape: Any = None, out_dtype: Any = None,
                 func_type: str = "pyfunc", bprop: Any = None, reg_info: Any = None) -> Any:
    if func_type == "aot":
        raise OpRuntimeError(f"For 'Custom' with func_type 'aot', msgraph cannot run the compiled kernel {func!r} "
                             "(it loads no kernel libraries).")
    out = _custom_infer(*inputs, func=func, out_shape=out_shape, out_dtype=out_dtype)
    args = [a.item() if isinstance(a, np.ndarray) and a.ndim == 0 else a for a in inputs]
    result = func(*args)
    if isinstance(out, Aval):
        if result is None:
            return np.zeros(out.shape, out.dtype)
        return np.asarray(result).astype(out.dtype, copy=False).reshape(out.shape)
    results = result if isinstance(result, (tuple, list)) else (result,)
    if len(results) != len(out):
        raise ValueError(f"For 'Custom', the function '{getattr(func, '__name__', func)}' returned "
                         f"{len(results)} output(s), but 'out_shape' declares {len(out)}.")
    return tuple(np.asarray(r).astype(o.dtype, copy=False).reshape(o.shape) for r, o in zip(results, out))


for _op in (CUSTOM, CUSTOM_TUPLE):
    _op.def_infer(_custom_infer)
    _op.def_impl(_custom_impl)


@bprop_getters.register(CUSTOM_TUPLE)
@bprop_getters.register(CUSTOM)
def _custom_bprop(self: Any) -> Any:
    user = self.attrs.get("bprop")
    if user is not None:
        return user
    name = getattr(self.attrs.get("func"), "__name__", None) or repr(self.attrs.get("func"))

    def bprop(*args: Any) -> Any:
        raise GradError(f"A gradient must flow through the Custom operator '{name}', which has no 'bprop'.",
                        hint="give ops.Custom a bprop(*inputs, out, dout) function")
    return bprop
