"""The eager Tensor and Parameter.

A Tensor wraps one numpy array (``_data``).  Operators and methods come from
:class:`~msgraph.common.tensor_methods.TensorMethods`, i.e. from the op registry.
This module never imports the IR or the compiler.
"""
from __future__ import annotations

import itertools
import sys as _sys
import weakref as _weakref
from contextlib import nullcontext as _nullcontext
from typing import Any, Optional

import numpy as np

from . import dtype as _dt
from . import tensor_methods as _tm
from .tensor_methods import TensorMethods


#: id(Tensor) -> count: the Tensor arguments of a network a PyNative gradient is running (autodiff/grad.py).
#: MindSpore 2.10 refuses a slice assignment to one of them there (recorded: st31/setitem_grad_input).
GRAD_NET_INPUTS: dict = {}
#: > 0 while ``@jit`` code runs eagerly under such a gradient (graph code may write its inputs)
GRAD_INPUTS_EXEMPT = [0]
# jit(capture_mode='trace') (msgraph/api.py): while a trace function runs, every Tensor-to-Python conversion
# (bool, int, float, index, item, tolist) passes its value through this hook, which records it on the first call
# per signature and gives the recorded value back on later calls (MindSpore's trace freezes the Python control flow)
TRACE_CONVERSION = [None]
# ... and records its op applications (msgraph/api.py's _OpTrace): every Tensor made by ``Tensor._wrap`` outside a
# recorded op (an internal computation the record cannot replay) is reported to this hook
TRACE_WRAP = [None]
_GRAD_INPUT_WRITE = ("Can not modify tensor id of input tensor from network by assign value, this may caused by "
                     "slice op, please check your code to avoid this error!")

_INPUT_TYPES = "['TensorPy', 'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']"


def _check_input(data: Any) -> None:
    """MindSpore's TypeErrors for what ``Tensor(data)`` cannot hold (None, str, dict, ragged lists)."""
    if isinstance(data, (Tensor, np.ndarray, np.generic, bool, int, float, complex, list, tuple, bytes)):
        if isinstance(data, (list, tuple)):
            try:
                with np.errstate(all="ignore"):
                    arr = np.asarray([d.asnumpy() if isinstance(d, Tensor) else d for d in data])
            except (ValueError, TypeError):
                arr = None
            if arr is None or arr.dtype == object or arr.dtype.kind in "SUV":
                raise TypeError(f"For Tensor, the input_data is {data!r} that contain unsupported element.")
        return
    raise TypeError(f"For 'Tensor', the type of 'input_data' should be one of '{_INPUT_TYPES}', "
                    f"but got type '{type(data).__name__}'.")


def _check_ctor_dtype(dtype: Any) -> None:
    """``Tensor(x, dtype=...)`` takes a MindSpore dtype only (np.float32 or 'float32' is a TypeError)."""
    if dtype is not None and not isinstance(dtype, _dt.DType):
        from ..errors import DTypeError

        _dt.to_numpy(dtype, name="Tensor")  # an unknown name: the error naming it

        raise DTypeError(f"For 'Tensor', the 'dtype' should be one of [{', '.join(repr(d) for d in _dt.ALL)}], "
                         f"but got {dtype!r}.", hint="pass a MindSpore dtype such as ms.float32")


def _to_array(data: Any, dtype: Any = None) -> np.ndarray:
    if dtype is not None and dtype in _dt._F8:   # a float8 Tensor: the data rounded to it, stored as 1-byte codes
        if isinstance(data, Tensor):
            data = data._data
        elif isinstance(data, (list, tuple)):
            data = [d.asnumpy() if isinstance(d, Tensor) else d for d in data]
        if isinstance(data, np.ndarray) and _dt.is_float8(data.dtype):
            data = _dt.float8_decode(data)
        return _dt.float8_encode(data, dtype)
    if isinstance(data, Tensor):
        arr = data._data
    elif isinstance(data, np.ndarray):
        arr = data
    elif isinstance(data, bytes):   # MindSpore 2.10: a 0-d String Tensor (Tensor(b"ab"))
        return np.asarray(data)
    elif isinstance(data, np.generic):
        arr = np.asarray(data)
    else:
        if isinstance(data, (list, tuple)):
            data = [d.asnumpy() if isinstance(d, Tensor) else d for d in data]
        arr = np.asarray(data)
        if dtype is None:
            # MindSpore: Python floats default to float32, ints to int64.
            if arr.dtype == np.float64:
                arr = arr.astype(np.float32)
            elif arr.dtype == np.int32:  # a list of np.int32 scalars/arrays is int64 too (int8/int16 stay)
                arr = arr.astype(np.int64)
    if arr.dtype == object:
        from ..errors import DTypeError

        if type(data) is int:   # beyond uint64/int64: MindSpore 2.10's RuntimeError
            raise RuntimeError("Unsupported tensor type!" if dtype is None else
                               "Cannot construct Tensor because of unsupported data type: 0.")
        if isinstance(data, np.ndarray):   # MindSpore's text (its tests search it)
            raise DTypeError(f"initializing tensor by numpy array failed, numpy array: {data}, data type: object.",
                             hint="pass numbers, nested lists of numbers, numpy arrays or Tensors")
        raise DTypeError(f"cannot make a Tensor from {type(data).__name__}: {data!r}",
                         hint="pass numbers, nested lists of numbers, numpy arrays or Tensors")
    if isinstance(data, (np.ndarray, np.str_, np.bytes_)) and arr.dtype.kind in "US":
        # a numpy array of str / bytes, or a numpy str scalar (numpy 2's np.char results): MindSpore's String Tensor,
        # whatever dtype is asked (no op takes it)
        return arr
    if dtype is not None:
        np_dt = _dt.to_numpy(dtype, name="Tensor")
        if arr.dtype.kind == "c" and np_dt.kind != "c":  # complex data, a real dtype: the real part
            arr = arr.real
        arr = arr.astype(np_dt, copy=False)
    else:
        try:
            _dt.from_numpy(arr.dtype)  # reject unsupported dtypes early
        except TypeError:
            if arr.dtype.kind != "V":
                raise
            from ..errors import DTypeError   # a structured array: MindSpore's text (its tests search it)

            raise DTypeError(f"initializing tensor by numpy array failed, because the element type '{np.void}' of "
                             f"array is not supported.\nThe element index in array: {(0,) * arr.ndim}, numpy array: "
                             f"{arr}.") from None
    return arr


def _numpy1_float_text():
    """numpy's text of float arrays as MindSpore 2.10's numpy 1.x prints them: numpy 2.3 switched float16/float32
    arrays to scientific notation from 1e3/1e6 on (``[1.8e+03]``, ``[1.234567e+06]``), numpy 1.x only from 1e8
    (``[1800.]``, ``[1234567.]``); its ``legacy="2.2"`` print option keeps the old cutoff."""
    return np.printoptions(legacy="2.2") if _NP_LEGACY_22 else _nullcontext()


def _has_legacy_22() -> bool:
    try:
        with np.printoptions(legacy="2.2"):
            return True
    except (ValueError, TypeError):   # numpy before 2.3: its cutoff already is 1e8
        return False


_NP_LEGACY_22 = _has_legacy_22()


class _TensorMeta(type):
    """The class of Tensor classes (MindSpore's Tensor has one too): with ``import mindspore``
    aliased to msgraph (msgraph/compat.py), ``print(type(x))`` shows MindSpore's class path."""

    _MS_PATHS = {"Tensor": "mindspore.common.tensor.Tensor", "Parameter": "abc.Parameter"}   # (sic: MindSpore 2.10 prints that)

    def __repr__(cls) -> str:
        import sys

        compat = sys.modules.get("msgraph.compat")
        if compat is not None and compat.installed() and cls.__module__ == __name__ and cls.__name__ in cls._MS_PATHS:
            return f"<class '{cls._MS_PATHS[cls.__name__]}'>"
        return super().__repr__()



def _is_dyn_rank(shape: Any) -> bool:
    """``shape=[-2]``: MindSpore's spelling of a dynamic rank."""
    return isinstance(shape, (list, tuple)) and len(shape) == 1 and not isinstance(shape[0], bool) and shape[0] == -2

class Tensor(TensorMethods, metaclass=_TensorMeta):
    """An n-dimensional array; ``ms.Tensor(data, dtype=None)``."""

    __slots__ = ("_data", "_node", "_sig_shape", "_init_pending", "_hooks", "__weakref__", "__dict__")
    # No __array_priority__: as in MindSpore, ``ndarray op Tensor`` is numpy's (an ndarray result)

    def __init__(self, input_data: Any = None, dtype: Any = None, shape: Any = None, init: Any = None,
                 const_arg: bool = False):
        # const_arg=True (MindSpore: the Tensor is a compile-time constant of a graph): see set_const_arg
        if const_arg is not False and const_arg is not True:
            raise TypeError(f"For 'Tensor', the type of 'const_arg' should be 'bool', but got type "
                            f"'{type(const_arg).__name__}'.")
        if input_data is not None:
            # MindSpore 2.10: data comes from input_data or from (shape, dtype, init), never both
            if init is not None:
                raise ValueError("init, dtype and shape must have values at the same time.")
            if shape is not None:
                raise ValueError(f"When initializing a tensor with 'input_data', 'shape' should be set to None."
                                 f"But got shape: {shape}.")
        elif shape is not None:
            if isinstance(shape, (int, np.integer)):
                shape = (int(shape),)     # MindSpore takes one int as a 1-d shape (True: (1,))
        if input_data is None and shape is not None and any(getattr(d, "_dynamic_dim", False) for d in shape):
            # ms.Symbol dims: dynamic ones (None), their facts kept as Tensor.symbolic_shape
            self.__dict__["_symbolic_shape"] = [d.to_dict() if getattr(d, "_dynamic_dim", False) else d for d in shape]
            shape = [None if getattr(d, "_dynamic_dim", False) else d for d in shape]
        if input_data is None and shape is not None and any(d is None or d == -1 for d in shape):
            if dtype is None or init is not None:
                raise ValueError("If setting dynamic shape, dtype must not be None, init must be None")
            # A signature placeholder (``ms.Tensor(shape=[None, 3], dtype=...)`` for input_signature):
            # dynamic dims hold no data.
            self._sig_shape = tuple(None if d == -1 else d for d in shape)
            shape = tuple(0 if d is None or d == -1 else d for d in shape)
        elif input_data is None and init is None and dtype is not None and (shape is None or _is_dyn_rank(shape)):
            # ``ms.Tensor(shape=None, dtype=...)``: a placeholder of dynamic rank (MindSpore's shape (-2,))
            self._sig_shape = (-2,)
            shape = (0,)
        if input_data is None and init is not None and (shape is None or dtype is None):
            raise ValueError("init, dtype and shape must have values at the same time.")
        if input_data is None and shape is not None and dtype is None and init is None:
            _check_input(None)    # a static shape and no dtype: no data to make, MindSpore's input_data TypeError
        if input_data is not None and dtype is _dt.string:
            # MindSpore 2.10 ignores dtype=mstype.string: numpy's dtype of the data (Python floats float64;
            # st pi_jit operation/test_equal)
            dtype = None
            if isinstance(input_data, (bool, int, float, list, tuple)):
                input_data = np.asarray(input_data)
        _check_ctor_dtype(dtype)
        if input_data is None and shape is not None:
            np_dtype = _dt.to_numpy(dtype, name="Tensor") if dtype is not None else np.dtype(np.float32)
            shape = tuple(shape)
            # the op library's allocation guard (registered by msgraph.ops): TensorMemoryError before
            # numpy or init allocates
            _tm.OPS["check_alloc"]("Tensor", shape, np_dtype)
            if init is not None and not callable(init):
                # MindSpore stores any init and calls it in init_data (asnumpy): 'zeros' fails only there
                self.__dict__["_init_error"] = f"'{type(init).__name__}' object is not callable"
                input_data = np.zeros(shape, np_dtype)
            else:
                input_data = np.zeros(shape, np_dtype) if init is None else init(shape, np_dtype)
            if init is not None:
                self._init_pending = True  # has_init until init_data(), as in MindSpore
                self.__dict__["_init_obj"] = init   # Tensor.init until then
        elif isinstance(input_data, np.ndarray):
            input_data = input_data.copy()  # MindSpore copies: a later write to the array is not seen
        else:
            _check_input(input_data)
        self._data = _to_array(input_data, dtype)
        if TRACE_WRAP[0] is not None:
            TRACE_WRAP[0](self._data, True)
        self._node = None
        if isinstance(input_data, Tensor):
            self._of_tensor(input_data)
        if const_arg:
            self.__dict__["_const_arg"] = True   # a constant of the graphs it is given to (compiler.py)

    def _of_tensor(self, src: "Tensor") -> None:
        """``Tensor(src)`` / ``Tensor(src, dtype)`` / ``ms.tensor(src)`` in PyNative (MindSpore 2.10, measured:
        adapt43pn/tensor_of_tensor_shares): with no dtype or ``src``'s own the new Tensor shares ``src``'s storage
        -- item assignment / ``copy_`` through either is seen by the other, as a view (common/views.py) -- and with
        another dtype it is a copy; either way it stays on the tape, a gradient flows back to ``src`` (an identity,
        or a Cast)."""
        from . import tensor_methods as _tmm

        F = _tmm.F
        if (isinstance(self, Parameter) or self._data.dtype.kind in "US" or getattr(src, "_init_pending", False) or
                getattr(src, "_sig_shape", None) is not None or F is None):
            return   # (``Parameter(t)`` copies)
        if self._data.dtype == src._data.dtype and _dt.is_float8(src._data.dtype):
            return   # (a copy: no operator takes a float8 Tensor)
        if self._data.dtype == src._data.dtype:
            # a view of src (ops/registry links it): an identity Transpose, a view op for every src (Reshape of a
            # strided view copies) that is no GetItem (a non-basic index written through it gives it storage of its
            # own, common/views.write)
            shared = F.transpose(src, tuple(range(src._data.ndim)))
            link = shared.__dict__.get("_vparent")
            if link is None or link[0] is not src:
                return
            self._data, self._node = shared._data, shared._node
            self.__dict__.pop("_vnograd", None)   # (not a view op's output: a Tensor hook is allowed on it)
            self.__dict__["_ctorview"] = True      # (Tensor.__setitem__: an alias of a network input)
            from . import views

            views.link(src, self, link[1])
            if isinstance(src, Parameter):
                src._add_alias(self)   # (ops.assign / optimizer steps on the Parameter show through it)
        else:
            self._node = F.cast(src, self.dtype)._node   # the same values, recorded as a Cast (when on the tape)
        if self._node is not None:
            self._node.out = self

    # -- backward hooks (PyNative; common/tensor_hooks.py) ----------------------------------
    def register_hook(self, hook: Any) -> Any:
        """``hook(grad) -> new grad | None`` runs when this tensor's gradient is complete."""
        from . import tensor_hooks

        return tensor_hooks.register_hook(self, hook)

    @staticmethod
    def remove_hook(handle_id: int) -> None:
        """Unregister the backward hook whose handle has this ``id`` (``handle.remove()``'s static form)."""
        from . import tensor_hooks

        tensor_hooks.remove_hook(handle_id)

    def set_const_arg(self, const_arg: bool = True) -> "Tensor":
        """Mark the Tensor as a constant of the graphs it is given to (MindSpore 2.10: a graph is compiled for
        its value, and a gradient with respect to it is none, ``()``; compiler.py, autodiff/grad_call.py)."""
        if not isinstance(const_arg, bool):
            raise TypeError(f"For 'set_const_arg', the type of 'const_arg' should be 'bool', but got type "
                            f"'{type(const_arg).__name__}'.")
        if const_arg:
            self.__dict__["_const_arg"] = True
            self.__dict__.pop("_mutable_var", None)   # a constant again, also where ms.mutable had marked it
        else:
            self.__dict__.pop("_const_arg", None)
        return self

    @property
    def const_arg(self) -> bool:
        """Whether the Tensor is a constant of the graphs it is given to (``set_const_arg``)."""
        return bool(self.__dict__.get("_const_arg"))

    @property
    def __ms_origin_object__(self) -> "Tensor":
        """What ``ms.mutable`` was given: for a Tensor, the Tensor itself (mutable returns it)."""
        return self

    def hooks(self) -> list:
        from . import tensor_hooks

        return tensor_hooks.hooks_of(self)

    @classmethod
    def _wrap(cls, arr: np.ndarray) -> "Tensor":
        t = object.__new__(Tensor)
        t._data = arr
        t._node = None
        if TRACE_WRAP[0] is not None:
            TRACE_WRAP[0](arr)
        return t

    # -- properties ---------------------------------------------------------------------
    @property
    def shape(self) -> tuple:
        d = self._data
        if d.size or type(self) is not Tensor:
            return d.shape
        # an empty Tensor may be a placeholder (``Tensor(shape=[None, 3], dtype=...)``): MindSpore reports its
        # dynamic dims as -1 and a dynamic rank as (-2,)
        sig = getattr(self, "_sig_shape", None)
        return d.shape if sig is None else tuple(-1 if e is None else e for e in sig)

    @property
    def dtype(self) -> _dt.DType:
        if self._data.dtype.kind in "US":   # made from a numpy array of str / bytes
            return _dt.string
        return _dt.from_numpy(self._data.dtype)

    @property
    def ndim(self) -> int:
        return self._data.ndim

    @property
    def size(self) -> int:
        return self._data.size

    @property
    def itemsize(self) -> int:
        return self._data.itemsize

    @property
    def nbytes(self) -> int:
        return self._data.nbytes

    @property
    def strides(self) -> tuple:
        return tuple(self._data.itemsize * int(np.prod(self._data.shape[i + 1:], dtype=np.int64))
                     for i in range(self._data.ndim))

    def is_contiguous(self) -> bool:
        """False for a transposed view (``ops.transpose(x, (1, 0))``, ``x.T``, ``x.permute``), as MindSpore 2.10's
        PyNative views, or a strided view such as ``x[:, 1]`` (common/views.py); results of other ops are
        contiguous."""
        if "_vparent" in self.__dict__:
            from . import views

            return views.is_contiguous(self)
        return not self.__dict__.get("_view", False)

    def contiguous(self) -> "Tensor":
        """Self when contiguous, else a contiguous copy (MindSpore 2.10)."""
        if self.is_contiguous():
            return self
        return _tm.F.tensor_copy(self)   # an op: on the tape (a gradient flows through), recorded by a trace

    @property
    def has_init(self) -> bool:
        return getattr(self, "_init_pending", False)

    def init_data(self, slice_index: Any = None, shape: Any = None, opt_shape: Any = None) -> "Tensor":
        """MindSpore materialises a ``Tensor(shape=, dtype=, init=)`` here; msgraph filled it at creation.
        A Tensor with no pending init (a plain one, or one already initialised) is MindSpore's TypeError."""
        if not getattr(self, "_init_pending", False):
            raise TypeError("init_data must be set Tensor.init, init can't be None")
        if "_init_error" in self.__dict__:
            raise TypeError(self.__dict__["_init_error"])
        self._init_pending = False
        # MindSpore materialises the data on the host: the repr prints it as numpy does ([[1., 1., 1.]])
        return self._mark_numpy_backed()

    @classmethod
    def from_numpy(cls, array: np.ndarray) -> "Tensor":
        """A Tensor over a numpy array (MindSpore shares the memory; msgraph wraps the array)."""
        if not isinstance(array, np.ndarray):
            raise TypeError(f"For 'Tensor.from_numpy', the input should be a numpy.ndarray, but got {type(array).__name__}.")
        _dt.from_numpy(array.dtype, name="Tensor.from_numpy")
        if not array.flags.c_contiguous:   # (a strided array: MindSpore 2.10 copies it, as ms.from_numpy)
            return cls._wrap(np.ascontiguousarray(array))._mark_numpy_backed()
        return _share_numpy(cls._wrap(array))._mark_numpy_backed()

    def _add_alias(self, alias: "Tensor") -> None:
        """``alias`` shows this Tensor's data from now on (MindSpore's in-place ops return such a Tensor)."""
        aliases = self.__dict__.get("_aliases")
        if aliases is None:
            import weakref

            aliases = self.__dict__["_aliases"] = weakref.WeakSet()
        aliases.add(alias)

    def _update_aliases(self) -> None:
        aliases = self.__dict__.get("_aliases")
        if aliases:   # (a WeakSet: empty once the aliases returned by earlier updates are gone)
            for a in list(aliases):
                a._data = self._data

    def _mark_numpy_backed(self) -> "Tensor":
        """A Tensor over a host numpy array (Tensor.from_numpy, a dataset iterator's output): MindSpore 2.10's repr
        prints its values as numpy does (``[ 0.5, -2. ]``), not in its own ``5.00000000e-01`` form."""
        self.__dict__["_np_repr"] = True
        return self

    # -- conversion ---------------------------------------------------------------------
    def asnumpy(self) -> np.ndarray:
        """The Tensor's storage as a numpy array (writes to it reach the Tensor), as MindSpore 2.10's CPU gives;
        later in-place writes of the Tensor (item assignment, a graph's or an optimizer's write) show in it too
        (``_write_exported``).  A view Tensor's (``x[1:]``, ``x.reshape(...)``, ``x.T``) is a copy there (left38)."""
        if getattr(self, "_init_pending", False):   # MindSpore's asnumpy runs init_data first
            self.init_data()
        if not self._data.size and any(e < 0 for e in self.shape):
            # a placeholder of dynamic shape (``Tensor(shape=[-1, 3], dtype=...)``, ``Tensor(dtype=...)``)
            raise ValueError("negative dimensions are not allowed")
        if _dt.is_float8(self._data.dtype):   # MindSpore's numpy array of a float8 Tensor: 1-byte voids, no fields
            return _dt.float8_void(self._data)
        d = self.__dict__
        link = d.get("_vparent")
        if link is not None and not _whole_view(link[1]) and not d.get("_param_data"):
            return self._data.copy().view()   # (not owning its memory, as there)
        arr = self._data
        if type(arr) is np.ndarray:
            view = arr.view()   # (a new array object over the storage each call, not owning it, as there)
            d["_np_export"] = (_weakref.ref(arr), _weakref.ref(view))
            return view
        return arr

    def numpy(self) -> np.ndarray:
        return self._data

    # -- MindSpore 2.10's host-side helpers ---------------------------------------------------------
    def value(self) -> "Tensor":
        """The Tensor itself (a Parameter's ``value()`` is its data as a Tensor)."""
        return self

    def get_bytes(self) -> bytes:
        """The raw bytes of the data, C order."""
        return np.ascontiguousarray(self._data).tobytes()

    def flush_from_cache(self) -> None:
        """MindSpore's cache-enabled embedding flush: nothing is cached here."""
        return None

    def data_ptr(self) -> int:
        """The address of the data."""
        return int(self._data.ctypes.data)

    def move_to(self, to: str, blocking: bool = True) -> "Tensor":
        """A copy on device ``to``: only 'CPU' is this process's target (MindSpore's errors otherwise)."""
        if to not in ("Ascend", "GPU", "CPU"):
            raise ValueError(f"The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got {to}")
        if to != "CPU":
            raise RuntimeError(f"The value of arg 'to' of method 'move_to' should be same with device target, bug "
                               f"got to:{to}, device target: CPU")
        return Tensor._wrap(self._data.copy())

    def _refuse_float8(self) -> None:
        """A float8 Tensor's values cannot be read on the host (MindSpore 2.10's TypeError "Not support tensor data
        type")."""
        if _dt.is_float8(self._data.dtype):
            raise TypeError(f"Not support tensor data type: {self.dtype}.")

    def item(self) -> Any:
        self._refuse_float8()
        if self._data.size != 1:
            raise ValueError(f"The tensor should have only one element, but got {self._data.size}, "
                             "more than one element is ambiguous.")
        v = self._data.item()
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def tolist(self) -> Any:
        self._refuse_float8()
        v = self._data.tolist()
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def copy(self) -> "Tensor":
        """A new Tensor with a copy of the data, through an op (ops/control.py ``tensor_copy``: the gradient flows
        through it, a trace records it).  A placeholder (``Tensor(shape=[None, 3], dtype=...)``) copies as a
        placeholder of the same dynamic shape (MindSpore's (-1, 3) / (-2,)), also under ``copy.deepcopy``."""
        if self._placeholder_sig() is not None:
            out = Tensor._wrap(self._data.copy())
            out._sig_shape = self._sig_shape
            if "_symbolic_shape" in self.__dict__:
                out.__dict__["_symbolic_shape"] = list(self.__dict__["_symbolic_shape"])
            return out
        if type(self._data) is not np.ndarray or _tm.F is None:
            return Tensor._wrap(self._data.copy())
        return _tm.F.tensor_copy(self)

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        if dtype is not None:
            return self._data.astype(dtype)
        return self._data

    def __bool__(self) -> bool:
        self._refuse_float8()
        if self._data.size != 1:
            raise ValueError(f"The tensor should have only one element, but got {self._data.size}, "
                             "more than one element is ambiguous.")
        v = bool(self._data.reshape(()))
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def _one_element(self) -> np.ndarray:
        self._refuse_float8()
        if self._data.size != 1:
            raise ValueError("Only one element tensors can be converted to Python scalars")
        return self._data.reshape(())

    def __float__(self) -> float:
        v = float(self._one_element())
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def __int__(self) -> int:
        v = int(self._one_element())
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def __index__(self) -> int:
        if self._data.size != 1 or self._data.dtype.kind not in "iub":
            raise ValueError("Only integer tensors of a single element can be converted to an index.")
        v = int(self._data.reshape(()))
        return v if TRACE_CONVERSION[0] is None else TRACE_CONVERSION[0](v)

    def __len__(self) -> int:
        if self._data.ndim == 0:
            raise TypeError("Not support len of a 0-D tensor")
        n = self._data.shape[0]
        if not n and self.shape[0] < 0:   # a placeholder's dynamic first dim or rank
            raise ValueError("__len__() should return >= 0")
        return n

    def __iter__(self):
        if self._data.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        for i in range(len(self)):
            yield self[i]

    def __contains__(self, element: Any) -> bool:
        # MindSpore's: a Tensor or number is looked for element-wise; anything else (str, list, ndarray) is not in it
        import numbers

        if isinstance(element, (Tensor, numbers.Number)):
            return bool((element == self).any().item())
        return False

    def __setitem__(self, index: Any, value: Any) -> "Tensor":
        # returns the Tensor itself, as MindSpore's (``x = x.__setitem__(i, v)`` in user code keeps x)
        if GRAD_NET_INPUTS and not GRAD_INPUTS_EXEMPT[0] and (
                id(self) in GRAD_NET_INPUTS or id(_alias_root(self)) in GRAD_NET_INPUTS):
            raise RuntimeError(_GRAD_INPUT_WRITE)
        d = self.__dict__
        if "_vparent" in d or "_vkids" in d:   # a view or a viewed Tensor: the others see the write
            from . import views

            views.write(self, index, value)
            return self
        new = _tm.F.setitem(self, index, value)
        if not _write_exported(self, new._data):
            self._data = new._data
        if isinstance(self, Parameter):
            # MindSpore writes a Parameter in place: later reads on the tape are the Parameter itself, the
            # written value gets no gradient (PyNative, every index kind; measured, session 37 adapt37ctl)
            return self
        self._node = new._node
        if "_aliases" in d:   # a Parameter's ``data`` Tensor (MindSpore shares the storage): it sees the write
            self._update_aliases()
        if new._node is not None:
            # ``self`` now holds the op's output: the tape reaches this node through it
            # (nodes recorded earlier remember that they read the previous version).
            new._node.out = self
        return self

    def __eq__(self, other: Any) -> Any:  # type: ignore[override]
        # MindSpore: a Tensor compared with anything but a Python int / float (bool, numpy.float64) or a Tensor --
        # None, a list/tuple, a str, a numpy array or a numpy scalar such as numpy.int64 / numpy.float32 -- is
        # plain False (True for !=); Graph mode compares elementwise (adapt38pn)
        if not isinstance(other, (int, float, Tensor)):
            return False
        return TensorMethods.__eq__(self, other)

    def __ne__(self, other: Any) -> Any:  # type: ignore[override]
        if not isinstance(other, (int, float, Tensor)):
            return True
        return TensorMethods.__ne__(self, other)

    __hash__ = object.__hash__

    def _placeholder_sig(self) -> Any:
        """The declared shape of a placeholder (``Tensor(shape=[None, 3], dtype=...)``), else None."""
        if type(self) is not Tensor or self._data.size:
            return None
        return getattr(self, "_sig_shape", None)

    def __copy__(self) -> "Tensor":
        if self._placeholder_sig() is not None:   # MindSpore 2.10 pickles the data of shape (-1, ...) (measured)
            raise ValueError("negative dimensions are not allowed")
        return self.copy()

    def __deepcopy__(self, memo: Any) -> "Tensor":
        # a placeholder stays one (copy): MindSpore's st TEST_OP deep-copies its set_inputs declarations
        return self.copy()

    def __reduce__(self):
        return (Tensor, (self._data,))

    # -- printing -----------------------------------------------------------------------
    def __str__(self) -> str:
        if getattr(self, "_init_pending", False):   # MindSpore 2.10 prints a lazy Tensor's data as uninitialized
            sep = "\n" if self._data.ndim >= 2 else ""
            return f"Tensor(shape={list(self._data.shape)}, dtype={self.dtype}, value={sep}<uninitialized>)"
        if self._data.dtype.kind in "USV":
            if _dt.is_float8(self._data.dtype):   # numpy's text of MindSpore's void asnumpy() ([() ()])
                return str(_dt.float8_void(self._data))
            if self._data.ndim == 0 and self._data.dtype.kind in "US":   # a 0-d String Tensor: the text (b'ab')
                return str(self._data.item())
            if _dt.is_bf16(self._data.dtype):
                from .printing import bf16_str

                return bf16_str(self._data)
        with _numpy1_float_text():
            return str(self._data)

    def __repr__(self) -> str:
        from .printing import tensor_text

        if getattr(self, "_init_pending", False):   # MindSpore's repr shows the unfilled (zero) buffer
            return tensor_text(np.zeros_like(self._data), str(self.dtype))
        sig = getattr(self, "_sig_shape", None)
        if sig is not None and type(self) is Tensor:   # a placeholder: MindSpore shows -1 (-2: dynamic rank), no values
            sep = "\n" if len(sig) >= 2 else " "
            return f"Tensor(shape={[-1 if d is None else d for d in sig]}, dtype={self.dtype}, value={sep})"
        if self.__dict__.get("_np_repr"):
            sep = "\n" if self._data.ndim >= 2 else " "
            with _numpy1_float_text():
                return (f"Tensor(shape={list(self._data.shape)}, dtype={self.dtype}, value={sep}"
                        f"{np.array2string(self._data, separator=', ')})")
        return tensor_text(self._data, str(self.dtype))

    def __format__(self, spec: str) -> str:
        # MindSpore 2.10's Tensor has object's __format__: f"{t}" is str(t) (a 0-d float32 0.1 prints 0.1, not the
        # float 0.10000000149011612) and any format spec (f"{t:.3f}") is a TypeError
        if spec:
            raise TypeError(f"unsupported format string passed to {type(self).__name__}.__format__")
        return str(self)

    def _detach_views(self) -> None:
        """New storage (MindSpore's CPU in-place methods): views and their input no longer share writes."""
        d = self.__dict__
        if "_vparent" in d or "_vkids" in d:
            from . import views

            views.detach(self)

    def set_dtype(self, dtype: Any) -> Any:
        """Change the dtype in place; returns the dtype, as MindSpore does.  Its C++ binding takes only a
        MindSpore dtype: a str / numpy type / Python type is its pybind RuntimeError, None changes nothing
        (measured, r2jit/set_dtype_args)."""
        if dtype is None:
            return None
        if not isinstance(dtype, _dt.DType):
            raise RuntimeError(f"Unable to cast Python instance of type {type(dtype)} to C++ type "
                               "'std::shared_ptr<mindspore::Type>'")
        self._detach_views()
        self._data = self._data.astype(_dt.to_numpy(dtype, name="Tensor.set_dtype"))
        return _dt.from_numpy(self._data.dtype)

    def assign_value(self, value: Any) -> "Tensor":
        self._detach_views()
        self._data = _to_array(value, self._data.dtype)
        return self


_param_counter = itertools.count()
_param_born = itertools.count()


def parameters_made() -> int:
    """A number below the creation mark of every Parameter made after this call (``Parameter._born``)."""
    return next(_param_born)


class Parameter(Tensor):
    """A named, trainable Tensor owned by a Cell; updated in place by optimizers."""

    __slots__ = ("_name", "_requires_grad", "_owner_named")

    def __init__(self, default_input: Any, name: Optional[str] = None, requires_grad: bool = True,
                 layerwise_parallel: bool = False, parallel_optimizer: bool = True, storage_format: str = "",
                 device: Any = None):   # storage_format: MindSpore's Ascend weight format (none on the CPU)
        if isinstance(default_input, bool):
            raise ValueError("Parameter data can not be `bool`")
        if getattr(default_input, "__msgraph_emit__", None) is not None and not isinstance(default_input, Tensor):
            # a graph value: a Parameter built inside construct / @jit (MindSpore 2.10's ValueError)
            raise ValueError("Failed to compile in GRAPH_MODE because creating class "
                             "'mindspore.common.parameter.Parameter' instances is not supported in 'construct' or @jit "
                             "decorated function. Try to create class 'mindspore.common.parameter.Parameter' instances "
                             "external such as initialized in the method '__init__' before assigning.")
        if default_input is None or isinstance(default_input, str):   # MindSpore's Tensor conversion refuses these
            raise TypeError("For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray', "
                            "'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type "
                            f"'{type(default_input).__name__}'.")
        if not isinstance(default_input, (Tensor, int, float, np.ndarray, list)):
            raise TypeError(f"The type of the argument 'default_input' must be in ['Tensor', 'int', 'float',"
                            f" 'numpy.ndarray', 'list']. But got type {type(default_input)}.")
        if not isinstance(layerwise_parallel, bool):
            raise TypeError("The argument `layerwise_parallel` must be bool type.")
        if not isinstance(parallel_optimizer, bool):
            raise TypeError("The argument `parallel_optimizer` must be bool type.")
        if name is not None and not isinstance(name, str):
            raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(name)}.")
        if isinstance(default_input, (int, float)) and not isinstance(default_input, bool):
            default_input = np.asarray(default_input, np.float32 if isinstance(default_input, float) else np.int32)
        if isinstance(default_input, Tensor) and _dt.is_float8(default_input._data.dtype):
            # MindSpore 2.10 copies the data through a numpy array, whose void elements it refuses
            raise TypeError("initializing tensor by numpy array failed, because the element type "
                            f"'{np.void}' of array is not supported.")
        super().__init__(default_input)
        if isinstance(default_input, np.ndarray) or isinstance(default_input, Tensor):
            self._data = np.array(self._data, copy=True)
        self.name = name   # (the setter: MindSpore's generated "Parameter#N" for None / '')
        self.__dict__["_born"] = next(_param_born)   # creation order (compiler.py: Parameters made by graph code)
        self._owner_named = name is not None
        self.requires_grad = requires_grad
        if layerwise_parallel:
            self.__dict__["layerwise_parallel"] = True
        if not parallel_optimizer:
            self.__dict__["parallel_optimizer"] = False
        if device is not None and device not in ("CPU", "Remote"):
            raise ValueError(f"Only 'CPU' and 'Remote' is supported for device, but got ${device}.")

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: Optional[str]) -> None:
        """As MindSpore's setter (measured, r2jit/param_name): a str is stripped; None or a blank name takes a
        generated "Parameter#N"; over 1024 characters or a non-str is a ValueError (the name is kept)."""
        if value is not None and not isinstance(value, str):
            raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(value)}.")
        value = value.strip() if value is not None else ""
        if not value:
            value = f"Parameter#{next(_param_counter)}"
        if len(value) > 1024:
            raise ValueError(f"The length of the '{value}' name should be less than 1024.")
        self._name = value

    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._requires_grad = value

    def init_data(self, layout: Any = None, set_sliced: bool = False) -> "Parameter":
        """A Parameter is initialised at creation: itself (MindSpore returns an initialised Parameter as is)."""
        self._init_pending = False
        return self

    def set_data(self, data: Any, slice_shape: bool = False) -> "Parameter":
        """Replace the value: cast to the Parameter's dtype; MindSpore 2.10 lets the shape change."""
        if not isinstance(data, (Tensor, int, float, np.generic)):   # (a numpy array: MindSpore's TypeError)
            raise TypeError("Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`). "
                            f"But with type {type(data)}.")
        if isinstance(data, float) and self._data.dtype.kind == "i":
            raise TypeError(f"Incoming Parameter dtype can not be converted to current dtype implicitly. "
                            f"Current dtype is {self.dtype}, and incoming is Float. Use .set_dtype(xxx) to change "
                            f"the dtype.")
        new = _to_array(data, self._data.dtype)
        self._detach_views()
        self._data = np.array(new, copy=True)
        return self

    def _write(self, arr: np.ndarray) -> None:
        """In-place update used by assign/optimizers."""
        self._data = arr
        if "_aliases" in self.__dict__:
            self._update_aliases()

    @property
    def data(self) -> Tensor:
        """MindSpore 2.10's ``Parameter.data``: a plain Tensor over the Parameter's storage (it prints values, not
        ``Parameter (name=...)``; in-place writes to the Parameter - ``ops.assign``, item assignment, optimizer
        steps - show through it, ``set_data`` gives the Parameter new storage it does not see), outside autograd
        (a gradient through it is zero). Measured: adapt37pm/parameter_data."""
        # a view (common/views.py: item assignment / copy_ through it reach the Parameter), cut from the tape
        out = self.view(tuple(self.shape))
        if type(out) is not Tensor:
            out = Tensor._wrap(self._data)
        out._node = None
        # its asnumpy() is the Parameter's storage, as there: writes to the array reach the Parameter (MindSpore's
        # check_gradient perturbs ``param.data.asnumpy()`` in place; st pynative/test_framstruct, rr46sta)
        out.__dict__["_param_data"] = True
        self._add_alias(out)   # (ops.assign / optimizer steps on the Parameter show through it)
        return out

    @data.setter
    def data(self, value: Any) -> None:
        """``param.data = t``: the Parameter takes ``t``'s values (MindSpore 2.10)."""
        self.set_data(value)

    def clone(self, init: Any = "same", name: Optional[str] = None) -> "Parameter":
        """A new Parameter with the same name: a copy (``init='same'``) or filled by an initializer."""
        if isinstance(init, str) and init == "same":
            data = self._data.copy()
        else:
            from .initializer import initializer

            data = initializer(init, self.shape, self.dtype).asnumpy()
        out = Parameter(data, name=name or self.name, requires_grad=self.requires_grad)
        for k in _PARAM_INFO_FLAGS:            # MindSpore clones the ParamInfo: the parallel/cache flags
            if k in self.__dict__:
                out.__dict__[k] = self.__dict__[k]
        return out

    def copy(self) -> "Parameter":
        return self.clone()

    def value(self) -> Tensor:
        """The Parameter's value as a plain Tensor, through the Identity op: gradients flow back to the Parameter
        (MindSpore 2.10's PyNative and Graph mode alike; the model zoo's Transformer returns its embedding table as
        ``self.embedding_table.value()`` for the output projection)."""
        return _tm.F.identity_copy(self)

    @property
    def is_init(self) -> bool:
        return False

    @is_init.setter
    def is_init(self, value: Any) -> None:
        """Settable, as in MindSpore (it marks device initialisation there); msgraph's data is always ready."""

    # MindSpore's ParamInfo flags (parallel/cache settings: recorded, without effect on one CPU); defaults are
    # the class attributes, set values live in the instance dict
    def _flag(name: str, default: Any, check: Any, doc: str) -> property:   # noqa: N805 - class-body helper
        def get(self: "Parameter") -> Any:
            return self.__dict__.get(name, default)

        def set_(self: "Parameter", value: Any) -> None:
            if check is not None:
                check(value)
            self.__dict__[name] = value

        return property(get, set_, doc=doc)

    def _bool_check(arg: str) -> Any:   # noqa: N805
        def check(value: Any) -> None:
            if not isinstance(value, bool):
                raise TypeError(f"The argument `{arg}` must be bool type.")
        return check

    def _comm_fusion_check(value: Any) -> None:   # noqa: N805 - Validator.check_non_negative_int's words
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"The input value must be int, but got '{type(value).__name__}'")
        if value < 0:
            raise ValueError(f"The input value must be int and must >= 0, but got '{value}' with type 'int'.")

    def _check_bool_value(value: Any) -> None:   # noqa: N805 - Validator.check_bool's words
        if not isinstance(value, bool):
            raise TypeError(f"The input value must be a bool, but got {type(value).__name__}.")

    def _key_check(value: Any) -> None:   # noqa: N805
        if not isinstance(value, int):
            raise TypeError("The argument `key` must be int type.")

    def _cache_shape_check(value: Any) -> None:   # noqa: N805
        if not isinstance(value, (tuple, list)):
            raise TypeError("The argument `cache_shape` must be tuple or list type.")

    layerwise_parallel = _flag("layerwise_parallel", False, _bool_check("layerwise_parallel"), "bool")
    parallel_optimizer = _flag("parallel_optimizer", True, _bool_check("parallel_optimizer"), "bool")
    cache_enable = _flag("cache_enable", False, _bool_check("cache_enable"), "bool")
    comm_fusion = _flag("comm_fusion", 1, _comm_fusion_check, "communication fusion group (int >= 0)")
    parallel_optimizer_comm_recompute = _flag("parallel_optimizer_comm_recompute", False, _check_bool_value, "bool")
    key = _flag("key", -1, _key_check, "the unique key (int)")
    cache_shape = _flag("cache_shape", [], _cache_shape_check, "tuple or list")
    sliced = _flag("sliced", False, None, "slice status")
    unique = _flag("unique", False, None, "whether the parameter is unique")
    requires_aggr = _flag("requires_aggr", True, None, "bool")
    del _flag, _bool_check, _comm_fusion_check, _check_bool_value, _key_check, _cache_shape_check

    inited_param = None          # MindSpore: the initialised Parameter after init_data of a lazy one
    is_in_parallel = False       # not in an auto-parallel mode
    init_flag = False

    def add_pipeline_stage(self, stage: int) -> None:
        """Record a pipeline stage (MindSpore's deprecated interface)."""
        if not isinstance(stage, int) or stage < 0:
            raise TypeError("`stage` must be a positive number of int type")
        self.__dict__.setdefault("_pipeline_stage_list", []).append(stage)

    @property
    def param_info(self) -> Any:
        return self

    @param_info.setter
    def param_info(self, info: Any) -> None:
        """MindSpore's ``p.param_info = other.param_info.clone()``: take the other's name and flags."""
        self.name = info.name
        for flag in ("requires_grad",):
            if hasattr(info, flag):
                setattr(self, flag, getattr(info, flag))

    # copy.copy / copy.deepcopy keep a Parameter a Parameter, with its name (as in MindSpore:
    # e.g. EarlyStopping deep-copies parameters_dict() and loads it back with load_param_into_net)
    def __copy__(self) -> "Parameter":
        return self.clone()

    def __deepcopy__(self, memo: Any) -> "Parameter":
        return Parameter(self._data, name=self.name, requires_grad=self.requires_grad)   # MindSpore: flags not kept

    def __repr__(self) -> str:
        return f"Parameter (name={self.name}, shape={self.shape}, dtype={self.dtype}, requires_grad={self.requires_grad})"

    __str__ = __repr__

    def __reduce__(self):
        return (Parameter, (self._data, self.name, self.requires_grad))


_TENSOR_TYPES = (Tensor, Parameter)
_tm.Tensor, _tm.Parameter = Tensor, Parameter   # (tensor_methods sits below this module: it is given them)
#: the ParamInfo flags Parameter.clone copies
_PARAM_INFO_FLAGS = ("layerwise_parallel", "parallel_optimizer", "cache_enable", "comm_fusion",
                     "parallel_optimizer_comm_recompute", "cache_shape", "requires_aggr")


def tensor(input_data: Any = None, dtype: Any = None, shape: Any = None, init: Any = None,
           const_arg: bool = False, device: Any = None) -> Tensor:
    """MindSpore 2.x ``ms.tensor(input_data, dtype=None, ...)``: a new Tensor, also inside ``construct``
    and ``@jit`` functions (the same rules as ``ms.Tensor``; ``const_arg``/``device`` are accepted)."""
    return Tensor(input_data, dtype=dtype, shape=shape, init=init)
_TENSOR_TYPES = frozenset(_TENSOR_TYPES)  # type: ignore[assignment]


def wrap_result(out: Any) -> Any:
    """numpy result(s) of an op impl -> Tensor(s)."""
    if isinstance(out, np.ndarray):
        return Tensor._wrap(out)
    if isinstance(out, tuple):
        return tuple(wrap_result(o) for o in out)
    if isinstance(out, np.generic):
        return Tensor._wrap(np.asarray(out))
    if out is None:
        return None
    if isinstance(out, (bool, int, float)):
        return Tensor._wrap(np.asarray(out))
    return out


def is_tensor(obj: Any) -> bool:
    """``ms.is_tensor``: a Tensor or Parameter (or a Tensor value of graph code)."""
    from .tensor_methods import TensorMethods

    return isinstance(obj, TensorMethods)


def from_numpy(array: np.ndarray) -> Tensor:
    """``ms.from_numpy``: a Tensor that shares ``array``'s memory (writes to either are seen by both)."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"For 'from_numpy', the input must be a numpy.ndarray, but got {type(array).__name__}.")
    if not array.flags.c_contiguous:
        return Tensor._wrap(np.ascontiguousarray(array))._mark_numpy_backed()
    return _share_numpy(Tensor._wrap(array))._mark_numpy_backed()


def _share_numpy(t: Tensor) -> Tensor:
    """``Tensor.from_numpy(a)`` / ``ms.from_numpy(a)``: MindSpore 2.10's Tensor is ``a``'s memory -- a write to ``a``
    shows in the Tensor and an in-place write of the Tensor (item assignment, ``copy_``, an optimizer step) in ``a``
    (measured: adapt43pn/tensor_of_tensor_shares).  ``a`` is registered as the Tensor's exported array
    (``_write_exported`` writes it in place while ``a`` is the Tensor's array)."""
    arr = t._data
    if type(arr) is np.ndarray and arr.flags.writeable:
        t.__dict__["_np_export"] = (_weakref.ref(arr), _weakref.ref(arr))
    return t


def swap_tensors(t1: Any, t2: Any) -> None:
    """``ms.swap_tensors``: exchange everything two Tensors hold (class, data, attributes such as a Parameter's
    name) while each keeps its identity."""
    for t in (t1, t2):
        if not isinstance(t, Tensor):
            raise TypeError("__class__ assignment only supported for mutable types or ModuleType subclasses")
    slots = {name for t in (t1, t2) for cls in type(t).__mro__
             for name in cls.__dict__.get("__slots__", ()) if name not in ("__dict__", "__weakref__")}
    t1.__class__, t2.__class__ = t2.__class__, t1.__class__
    d1, d2 = dict(t1.__dict__), dict(t2.__dict__)
    t1.__dict__.clear()
    t1.__dict__.update(d2)
    t2.__dict__.clear()
    t2.__dict__.update(d1)
    missing = object()
    for slot in sorted(slots):
        v1, v2 = getattr(t1, slot, missing), getattr(t2, slot, missing)
        for t, v in ((t1, v2), (t2, v1)):
            if v is missing:
                if hasattr(t, slot):
                    delattr(t, slot)
            else:
                setattr(t, slot, v)


def frombuffer(buffer: Any, dtype: Any, count: int = -1, offset: int = 0) -> Tensor:
    """``ms.frombuffer``: a 1-D Tensor over the bytes of ``buffer`` (sharing a writable buffer's memory)."""
    if not isinstance(dtype, _dt.DType):
        raise RuntimeError(f"dtype must be mindspore dtype object, but got{dtype}")
    try:
        view = memoryview(buffer)
    except TypeError:
        raise RuntimeError("object does not implement Python buffer protocol.") from None
    np_dtype = np.dtype(_dt.to_numpy(dtype, name="frombuffer"))
    length, size = view.nbytes, np_dtype.itemsize
    if count < -1:
        raise RuntimeError(f"count ({count}) must be -1 or positive, but got negative value other than -1")
    if length <= 0 or count == 0:
        raise RuntimeError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if offset < 0 or offset >= length:
        raise RuntimeError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
                           f"({length} bytes) minus 1.")
    rest = length - offset
    if count == -1:
        if rest % size:
            raise RuntimeError(f"buffer length ({rest} bytes) after offset ({offset} bytes) must be a multiple of "
                               f"element size ({size}).")
        count = rest // size
    elif rest < count * size:
        raise RuntimeError(f"buffer length ({rest} bytes) after offset ({offset} bytes) is not enough for the "
                           f"requested count of elements ({count} elements of size {size} bytes each, total "
                           f"{count * size} bytes).")
    raw = np.frombuffer(view.cast("B"), np.uint8, count * size, offset)
    arr = (raw != 0) if np_dtype == np.bool_ else raw.view(np_dtype)
    if not arr.flags.writeable:   # a read-only buffer (bytes): the Tensor gets its own copy
        arr = arr.copy()
    return Tensor._wrap(arr)


def _alias_root(t: Any) -> Any:
    """The Tensor ``t`` aliases through subscript views (``x[1:]``, ``x[0][1:]``) and ``Tensor(x)``: MindSpore 2.10
    refuses item assignment through them on a network input under a gradient, as on the input itself (a reshape /
    transpose view of it is written; measured: adapt43pn/grad_input_alias_write).  None where another view op is on
    the way or ``t`` is no view."""
    d = t.__dict__
    if "_vparent" not in d:
        return None
    while "_vparent" in d:
        if not (d.get("_subview") or d.get("_ctorview")):
            return None
        t = d["_vparent"][0]
        d = t.__dict__
    return t


def _whole_view(record: Any) -> bool:
    """Whether a view's record is ``x[...]``: MindSpore 2.10 gives ``x`` itself there (its asnumpy shares storage)."""
    prim = record[0] if type(record) is tuple and record else None
    index = getattr(prim, "attrs", {}).get("index") if prim is not None else None
    return index == (("e",),)


def _write_exported(t: Any, arr: Any) -> bool:
    """Store ``arr`` as ``t``'s values *in place* when ``t``'s array is the one ``asnumpy()`` handed out and nothing
    but the Tensor and the caller's array hold it: MindSpore 2.10 writes a Tensor's storage in place (item assignment,
    a Graph-mode Cell's Parameter write, an optimizer step, ``ops.assign`` of a plain Tensor), so an array taken by
    ``asnumpy()`` before shows the new values (measured, left38/asnumpy_shares_writes).  Returns whether it did; the
    caller otherwise gives ``t`` the new array (as before).  Another holder of the array (a graph's folded constant,
    an alias, a numpy view) keeps the old values: then nothing is written in place."""
    refs = t.__dict__.get("_np_export")
    if refs is None:
        return False
    old, view = t._data, refs[1]()
    if refs[0]() is not old or view is None or type(arr) is not np.ndarray or arr is old \
            or arr.shape != old.shape or arr.dtype != old.dtype or not old.flags.writeable:
        return False
    # holders: t.__dict__, ``old`` here, getrefcount's argument, and the exported view (its ``base``) -- a
    # graph output or another Tensor holding the same array (an Identity's result) is one more: then no write
    # (``from_numpy``'s array is the Tensor's own: the caller's array and the local ``view`` are one more each)
    if _sys.getrefcount(old) > (5 if view is old else 4 if view.base is old else 3):
        return False
    np.copyto(old, arr)
    t.__dict__["_wver"] = t.__dict__.get("_wver", 0) + 1   # (a guard on a folded Tensor attribute sees it: guards.py)
    return True
