"""``ds.transforms``: general transforms on numpy arrays (TypeCast, OneHot, Compose, ...).

Each transform is a callable object: ``T.TypeCast(ms.int32)(np.array([1.7]))`` works eagerly, and
``dataset.map(T.TypeCast(ms.int32), input_columns="label")`` runs it in the pipeline.  Random
transforms draw from their own ``std::mt19937`` as MindSpore's C++ transforms do (``pipeline.op_engine``; seeded
by ``ds.config.set_seed``), their Python implementations from Python's ``random``.
"""
from __future__ import annotations

import random
from enum import IntEnum
from typing import Any, Callable, Dict, List, Sequence, Tuple

import numpy as np

from ...common.stdengines import mt19937_uniform, uniform_double
from ..core.arguments import bind_init_arguments
from ..core.pipeline import PipelineError, eager_engines, op_engine
from ..engine.convert import mstype_to_numpy, to_array


def _is_pil(value: Any) -> bool:
    return type(value).__module__.startswith("PIL.")


#: MindSpore's cache of the eager executors its C++ transforms create, one per process and thread; msgraph calls
#: transforms directly, so it caches none (the dict stays empty)
EXECUTORS_LIST: Dict[str, Any] = {}


class PyTensorOperation:
    """Base of the transforms: ``__call__`` converts inputs to numpy and applies ``_apply``."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        bind_init_arguments(cls)        # MindSpore's validators bind the arguments first
        if "__call__" in cls.__dict__:  # an eager call draws from fresh engines (pipeline.eager_engines)
            cls.__call__ = eager_engines(cls.__dict__["__call__"])  # type: ignore[method-assign]

    #: MindSpore runs this transform in Python only (its ``Implementation.PY``): an eager Compose holding one
    #: hands its results out as a tuple, even a single one
    _python_only = False

    #: MindSpore's eager executor (its C++ transforms, and the compound ones running them) refuses an empty input,
    #: a RuntimeError "Input Tensor has no data.", before the transform sees it (in a map operation each transform
    #: meets an empty row on its own terms)
    _rejects_empty_eagerly = False

    #: an empty list (or tuple) counts as an empty input (False: the transform's own type check refuses lists)
    _takes_lists = True

    @eager_engines
    def __call__(self, *args: Any) -> Any:
        return self._apply(*(to_array(a) for a in args))

    def _eager_check_inputs(self, args: Tuple[Any, ...]) -> None:
        """Called by eager_engines on an eager call's arguments."""
        if not self._rejects_empty_eagerly or _python_input(args):
            return
        for a in args:
            if (isinstance(a, np.ndarray) and a.size == 0) or \
                    (self._takes_lists and isinstance(a, (list, tuple)) and len(a) == 0):
                raise PipelineError("Input Tensor has no data.")

    def _apply(self, *args: np.ndarray) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class TensorOperation(PyTensorOperation):
    """Base of MindSpore's C++-backed transforms: a map operation names them when they fail."""

    native = True
    _rejects_empty_eagerly = True


def _check_prob(prob: Any) -> float:
    if isinstance(prob, bool) or not isinstance(prob, (int, float)):
        raise TypeError(f"Argument prob with value {prob!r} is not of type [<class 'float'>, <class 'int'>].")
    if not 0.0 <= prob <= 1.0:
        raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
    return float(prob)


def dtype_arg(name: str, value: Any) -> np.dtype:
    """A ``data_type``/``output_type`` argument (a MindSpore dtype, ``mstype.string`` or anything ``np.dtype``
    reads) as numpy, with MindSpore's TypeError otherwise."""
    from ...common import dtype as mstype

    if value is getattr(mstype, "string", None):
        return np.dtype(np.str_)
    if value is not None:
        try:
            return mstype_to_numpy(value)
        except (TypeError, ValueError):
            pass
    raise TypeError(f"Argument {name} with value {value} is not of type [<class 'mindspore._c_expression.typing.Type'>"
                    f", <class 'numpy.dtype'>], but got {type(value)}.")


def cast_as_mindspore(op: str, x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``x.astype(dtype)`` with MindSpore's refusals: strings cast only to strings, numbers not to strings."""
    if x.dtype.kind in "US" or dtype.kind in "US":
        if x.dtype.kind in "US" and dtype.kind in "US":
            return x
        if x.dtype.kind in "US":
            raise PipelineError(f"{op}: {op} does not support cast from string to {dtype.name}")
        raise PipelineError("Failed to create empty tensor, number of elements should be 0 when data type is string.")
    return x.astype(dtype)


class TypeCast(TensorOperation):
    """Cast to ``data_type`` (a MindSpore dtype such as ``mstype.int32``, or a numpy dtype)."""

    def __init__(self, data_type: Any) -> None:
        self.data_type = dtype_arg("data_type", data_type)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        return cast_as_mindspore("TypeCast", x, self.data_type)


class OneHot(TensorOperation):
    """Integer labels to one-hot vectors of ``num_classes`` (the label's dtype; float with smoothing)."""

    def __init__(self, num_classes: int, smoothing_rate: float = 0.0) -> None:
        if isinstance(num_classes, bool) or not isinstance(num_classes, int):
            raise TypeError(f"Argument num_classes with value {num_classes!r} is not of type [<class 'int'>].")
        if num_classes <= 0:
            raise ValueError("Input num_classes is not within the required interval of [1, 2147483647].")
        if not 0.0 <= float(smoothing_rate) <= 1.0:
            raise ValueError("Input smoothing_rate is not within the required interval of [0.0, 1.0].")
        self.num_classes = num_classes
        self.smoothing_rate = float(smoothing_rate)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if x.dtype.kind not in "iu":
            raise PipelineError(f"OneHot: Only support input of int type, but got: {x.dtype}")
        x = np.squeeze(x)          # MindSpore drops the size-1 dimensions first: [[3]] is the scalar 3
        if x.ndim > 1:
            raise PipelineError(f"OneHot: Only support scalar or 1D input, got rank: {x.ndim}")
        if np.any((x < 0) | (x >= self.num_classes)):
            raise PipelineError(f"OneHot: index values should not bigger than num classes: {self.num_classes}")
        eye = np.eye(self.num_classes, dtype=np.float64)[x]
        if self.smoothing_rate > 0:
            return eye * (1 - self.smoothing_rate) + self.smoothing_rate / self.num_classes
        return eye.astype(x.dtype)


def _de_type(a: np.ndarray) -> str:
    """A column's type as MindSpore's dataset errors name it (str arrays: string, bytes arrays: bytes)."""
    return {"U": "string", "S": "bytes"}.get(a.dtype.kind, a.dtype.name)


def _is_text(a: np.ndarray) -> bool:
    return a.dtype.kind in "US"


def _check_1d_array(name: str, value: Any) -> Any:
    if value is None:
        return None
    if not isinstance(value, np.ndarray):
        raise TypeError(f"Argument {name} with value {value!r} is not of type [<class 'numpy.ndarray'>], but got "
                        f"{type(value)}.")
    if value.ndim != 1:
        raise ValueError(f"can only {name} 1D arrays.")
    return value


class Fill(TensorOperation):
    """Every element set to ``fill_value`` (the input's dtype and shape; a number wraps as numpy's cast does).
    Strings fill strings and bytes fill bytes only (MindSpore's RuntimeError otherwise)."""

    def __init__(self, fill_value: Any) -> None:
        if not isinstance(fill_value, (str, float, bool, int, bytes)):
            raise TypeError(f"Argument fill_value with value {fill_value!r} is not of type [<class 'str'>, "
                            f"<class 'float'>, <class 'bool'>, <class 'int'>, <class 'bytes'>], but got "
                            f"{type(fill_value)}.")
        self.fill_value = fill_value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        value = to_array(self.fill_value)
        if x.size == 0:
            raise PipelineError("Input Tensor has no data.")
        if (_is_text(x) or _is_text(value)) and x.dtype.kind != value.dtype.kind:
            raise PipelineError(f"Fill: fill_value and the input tensor must be of the same data type when involving "
                                f"strings or bytes, but got fill_value data type {_de_type(value)} and input tensor "
                                f"data type {_de_type(x)}")
        if _is_text(x):
            return np.full(x.shape, value)
        if x.dtype == np.float16:   # MindSpore's FillOp has no float16 case: its tensor-type check fails
            raise PipelineError("map operation: [Fill] failed. Template type and Tensor type are not compatible")
        return np.full(x.shape, value.astype(x.dtype))


class Duplicate(TensorOperation):
    """One column in, the same array twice out (pair with two ``output_columns``)."""

    def _apply(self, x: np.ndarray) -> tuple:
        return x, x.copy()


class Concatenate(TensorOperation):
    """``prepend`` + the inputs (one or more 1-D columns, in order) + ``append``, along the only axis."""

    def __init__(self, axis: int = 0, prepend: Any = None, append: Any = None) -> None:
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"Argument axis with value {axis!r} is not of type [<class 'int'>], but got "
                            f"{type(axis)}.")
        if axis not in (0, -1):
            raise ValueError("only 1D concatenation supported.")
        self.axis = axis
        self.prepend = _check_1d_array("prepend", prepend)
        self.append = _check_1d_array("append", append)

    def __call__(self, *args: Any) -> Any:
        return self._apply(*(to_array(a) for a in args))

    def _apply(self, *xs: np.ndarray) -> np.ndarray:
        for x in xs:
            if x.ndim != 1:
                raise PipelineError(f"Concatenate: only 1D input supported, got rank of input: {x.ndim}")
            if x.dtype.kind != xs[0].dtype.kind or (not _is_text(x) and x.dtype != xs[0].dtype):
                raise PipelineError(f"Concatenate: input datatype does not match, got {_de_type(xs[0])} and "
                                    f"{_de_type(x)}")
        x0 = xs[0]
        for name, extra in (("prepend", self.prepend), ("append", self.append)):
            if extra is not None and (extra.dtype.kind != x0.dtype.kind if _is_text(x0) or _is_text(extra)
                                      else extra.dtype != x0.dtype):
                raise PipelineError(f"Concatenate: input datatype does not match the {name} datatype, got input "
                                    f"datatype: {_de_type(x0)}, {name} datatype:{_de_type(extra)}")
        parts = [p for p in (self.prepend, *xs, self.append) if p is not None]
        return np.concatenate(parts)


class PadEnd(TensorOperation):
    """Pad at the end of each dimension up to ``pad_shape`` with ``pad_value`` (0, or b'' for bytes); a longer
    dimension is cut."""

    def __init__(self, pad_shape: Sequence[int], pad_value: Any = None) -> None:
        if not isinstance(pad_shape, list):
            raise TypeError(f"Argument pad_shape with value {pad_shape!r} is not of type [<class 'list'>], but got "
                            f"{type(pad_shape)}.")
        for v in pad_shape:
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise TypeError("a value in the list is not an integer.")
            if v is not None and v <= 0:
                raise ValueError("a value in the list is not positive.")
        if pad_value is not None and not isinstance(pad_value, (str, bytes, float, int)):
            raise TypeError(f"Argument pad_value with value {pad_value!r} is not of type [<class 'str'>, "
                            f"<class 'bytes'>, <class 'float'>, <class 'int'>], but got {type(pad_value)}.")
        self.pad_shape = list(pad_shape)
        self.pad_value = pad_value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        value = to_array(b"" if self.pad_value is None and x.dtype.kind == "S" else
                         "" if self.pad_value is None and x.dtype.kind == "U" else
                         0 if self.pad_value is None else self.pad_value)
        if _is_text(x) != _is_text(value):
            raise PipelineError(f"PadEnd: can not pad numeric and string tensors together, but got: "
                                f"{_de_type(value)} and {_de_type(x)}.")
        if _is_text(x) and x.dtype.kind != value.dtype.kind:
            raise PipelineError(f"PadEnd: can not pad string and byte tensors together, but got: "
                                f"{_de_type(value)} and {_de_type(x)}.")
        if x.ndim == 0:            # MindSpore hands a scalar back as it is, whatever the pad shape
            return x
        if len(self.pad_shape) != x.ndim:
            raise PipelineError(f"PadEnd: invalid pad shape, as rank of input is: {x.ndim}, and rank of pad value: "
                                f"{len(self.pad_shape)}")
        if any(v is None for v in self.pad_shape):
            raise PipelineError("Failed to create empty tensor, tensor shape is unknown.")
        fill = np.asarray(value) if _is_text(x) else value.astype(x.dtype)
        out_dtype = np.result_type(x.dtype, fill.dtype) if _is_text(x) else x.dtype
        out = np.full(self.pad_shape, fill, dtype=out_dtype)
        region = tuple(slice(0, min(a, b)) for a, b in zip(x.shape, self.pad_shape))
        out[region] = x[region]
        return out


_SLICE_TYPES = ("[<class 'int'>, <class 'list'>, <class 'slice'>, <class 'bool'>, <class 'ellipsis'>, "
                "<class 'mindspore.dataset.transforms.transforms._SliceOption'>]")


class _SliceOption:
    """One dimension's selection of :class:`Slice` (MindSpore's ``_SliceOption``)."""

    def __init__(self, slice_option: Any) -> None:
        if isinstance(slice_option, _SliceOption):
            slice_option = slice_option.slice_option
        elif isinstance(slice_option, list):
            for i, v in enumerate(slice_option):
                if isinstance(v, bool) or not isinstance(v, int):
                    raise TypeError(f"Argument slice_option[{i}] with value {v!r} is not of type [<class 'int'>], "
                                    f"but got {type(v)}.")
        elif slice_option is not None and slice_option is not Ellipsis and \
                not isinstance(slice_option, (int, slice)):
            raise TypeError(f"Argument slice with value {slice_option} is not of type {_SLICE_TYPES}, but got "
                            f"{type(slice_option)}.")
        self.slice_option = slice_option


def _check_slice_object(s: slice) -> None:
    """The ``slice`` objects MindSpore's SliceOption takes: start, stop and step all given, ``slice(stop)``, or
    ``slice(start, stop)``; any other None is its "Wrong slice object" RuntimeError (``slice(None)`` fails
    converting the None stop: a SystemError)."""
    start, stop, step = (v is None for v in (s.start, s.stop, s.step))
    if start and step and stop:
        raise SystemError("Slice: slice(None) has no stop to convert (MindSpore's SliceOption).")
    if not (start or stop or step) or (start and step) or not (start or stop):
        return
    raise PipelineError("Wrong slice object")


class Slice(TensorOperation):
    """Select per dimension, as MindSpore's Slice: an int or a list of ints picks those indices (the dimension
    stays, so ``Slice(2)`` of a 1-D row is 1-D), a ``slice`` a range, None / True / Ellipsis the whole
    dimension; lists in several dimensions select their outer product (``Slice([0], [0, 3])``: shape (1, 2))."""

    def __init__(self, *slices: Any) -> None:
        self.slices = [_SliceOption(s).slice_option for s in slices]

    def _apply(self, x: np.ndarray) -> np.ndarray:
        opts = self.slices
        if not opts or any(s is False or (isinstance(s, list) and not s) for s in opts):
            raise PipelineError("Both indices and slices can not be empty.")
        if len(opts) > x.ndim:
            raise PipelineError("Invalid shape, should be greater than slices index.")
        for axis, s in enumerate(opts):
            if s is None or s is True or s is Ellipsis:
                continue
            if isinstance(s, slice):
                _check_slice_object(s)
                x = x[(slice(None),) * axis + (s,)]
                continue
            idx = [s] if isinstance(s, int) else s
            n = x.shape[axis]
            norm = [i + n if i < 0 else i for i in idx]
            bad = next((i for i in norm if not 0 <= i < n), None)
            if bad is not None:
                raise PipelineError(f"Index {bad} is out of bounds.")
            x = np.take(x, norm, axis=axis)
        return np.ascontiguousarray(x)


class _Compound(PyTensorOperation):
    """Base of the transforms that run others (``self.transforms``): MindSpore runs one in Python when all its
    transforms are Python-only, and its eager executor then takes an empty input; otherwise (a C++ transform inside)
    the executor refuses it."""

    transforms: List[Callable] = []

    @property
    def _inner_python_only(self) -> bool:
        return all(getattr(t, "_python_only", False) for t in self.transforms)

    @property
    def _python_only(self) -> bool:            # type: ignore[override]
        return self._inner_python_only

    @property
    def _rejects_empty_eagerly(self) -> bool:  # type: ignore[override]
        return not self._inner_python_only


class Compose(_Compound):
    """Apply ``transforms`` in order; a transform returning a tuple feeds its elements to the next."""

    def __init__(self, transforms: List[Callable]) -> None:
        if isinstance(transforms, bool) or not isinstance(transforms, list):   # MindSpore's checks and messages
            raise TypeError(f"Argument transforms list with value {transforms} is not of type [<class 'list'>], "
                            f"but got {type(transforms)}.")
        if not transforms:
            raise ValueError("transforms list can not be empty.")
        for i, t in enumerate(transforms):
            if not callable(t):
                raise TypeError(f"transforms[{i}] is neither a transforms op (TensorOperation) nor a callable "
                                "pyfunc.")
            if isinstance(t, type):
                raise ValueError(f"op_list[{i}] should be a dataset processing operation instance, but got: {t}. "
                                 "It may be missing parentheses for instantiation.")
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        if not args:
            raise RuntimeError("Input Tensor is not valid.")
        # MindSpore's Python path (a tuple out): a transform it runs only in Python, or a PIL image in.  Its other
        # path hands each transform's results on as arrays (a PIL image a function returns becomes one)
        python_path = any(getattr(t, "_python_only", False) for t in self.transforms) or \
            (len(args) == 1 and _is_pil(args[0]))
        for t in self.transforms:
            out = t(*args)
            args = out if isinstance(out, tuple) else (out,)
            if not python_path:
                args = tuple(np.asarray(a) if _is_pil(a) else a for a in args)
        return args if len(args) != 1 or python_path else args[0]

    @staticmethod
    def reduce(operations: List[Callable]) -> List[Callable]:
        return list(operations)


def _python_input(args: Tuple[Any, ...]) -> bool:
    """A PIL image in: MindSpore runs a compound transform's Python implementation."""
    return len(args) == 1 and _is_pil(args[0])


class RandomApply(_Compound):
    """With probability ``prob`` apply all ``transforms`` (in order), else return the input."""

    def __init__(self, transforms: List[Callable], prob: float = 0.5) -> None:
        self.compose = Compose(transforms)
        self.prob = _check_prob(prob)

    @property
    def transforms(self) -> List[Callable]:    # type: ignore[override]
        return self.compose.transforms

    def __call__(self, *args: Any) -> Any:
        # MindSpore's C++ RandomApply applies when a canonical double is at most prob; its Python one (all the
        # transforms Python-only, or a PIL image in) skips when prob < random.random()
        if self._python_only or _python_input(args):
            apply = not self.prob < random.random()
        else:
            apply = uniform_double(op_engine(self), 0.0, 1.0) <= self.prob
        if apply:
            return self.compose(*args)
        return args if len(args) != 1 else args[0]


class RandomChoice(_Compound):
    """Apply one of ``transforms`` picked at random."""

    def __init__(self, transforms: List[Callable]) -> None:
        Compose(transforms)  # same checks
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        if self._python_only or _python_input(args):      # MindSpore's Python RandomChoice: random.choice
            return random.choice(self.transforms)(*args)
        return self.transforms[mt19937_uniform(op_engine(self), len(self.transforms) - 1)](*args)


class RandomOrder(_Compound):
    """Apply every transform, in a random order."""

    _python_only = True   # (itself Python; the executor still refuses an empty input for C++ transforms inside)

    def __init__(self, transforms: List[Callable]) -> None:
        Compose(transforms)
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        random.shuffle(self.transforms)       # as MindSpore's (Python) RandomOrder: in place, so orders compound
        return Compose(list(self.transforms))(*args)


class Relational(IntEnum):
    """Comparison operators of :class:`Mask` (MindSpore's enum values)."""

    EQ = 0
    NE = 1
    GT = 2
    GE = 3
    LT = 4
    LE = 5


_COMPARE = {Relational.EQ: np.equal, Relational.NE: np.not_equal, Relational.GT: np.greater,
            Relational.GE: np.greater_equal, Relational.LT: np.less, Relational.LE: np.less_equal}


class Mask(TensorOperation):
    """Elementwise ``x <operator> constant`` as ``dtype`` (bool by default).  The constant is first cast to the
    input's dtype (``x == 3.5`` on integers compares with 3), as MindSpore's kernel does."""

    def __init__(self, operator: Any, constant: Any, dtype: Any = None) -> None:
        if not isinstance(operator, Relational):
            raise TypeError(f"Argument operator with value {operator!r} is not of type [<enum 'Relational'>], but "
                            f"got {type(operator)}.")
        if not isinstance(constant, (str, float, bool, int, bytes)):
            raise TypeError(f"Argument constant with value {constant!r} is not of type [<class 'str'>, "
                            f"<class 'float'>, <class 'bool'>, <class 'int'>, <class 'bytes'>], but got "
                            f"{type(constant)}.")
        self.operator = operator
        self.constant = constant
        self.dtype = dtype

    def _apply(self, x: np.ndarray) -> np.ndarray:
        out = np.dtype(np.bool_) if self.dtype is None else _mask_dtype(self.dtype)
        c = to_array(self.constant)
        if _is_text(x) != _is_text(c):
            raise PipelineError("Mask: input datatype does not match the value datatype, both should be numeric or "
                                "non-numerical in the same time.")
        if not _is_text(x):
            c = c.astype(x.dtype)
        elif x.dtype.kind == "S" and c.dtype.kind == "U":
            c = np.char.encode(c)
        elif x.dtype.kind == "U" and c.dtype.kind == "S":
            c = np.char.decode(c)
        return np.asarray(_COMPARE[self.operator](x, c)).astype(out)    # a 0-d input: a 0-d array


def _mask_dtype(dtype: Any) -> np.dtype:
    try:
        dt = mstype_to_numpy(dtype)
    except TypeError:
        dt = None
    if dt is None or dt.kind not in "biuf":
        raise PipelineError(f"Mask: Only supports bool or numeric datatype for generated mask type, but got:"
                            f"{(getattr(dtype, 'name', None) or str(dtype).replace('mindspore.', '')).lower()}")
    return dt


class Unique(TensorOperation):
    """``(unique values, index of each input element, count of each value)`` of the flattened input, in order of
    first appearance (indices and counts int32).  MindSpore 2.10 takes inputs of rank 2 or more only."""

    def _apply(self, x: np.ndarray) -> tuple:
        if x.ndim < 2:
            raise PipelineError(f"Unique: input must be at least 2-D in order to do unique op, got rank:{x.ndim}")
        values, first, inverse, counts = np.unique(x.reshape(-1), return_index=True, return_inverse=True,
                                                   return_counts=True)
        order = np.argsort(first, kind="stable")  # MindSpore keeps first-appearance order
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        return values[order], rank[inverse.reshape(-1)].astype(np.int32), counts[order].astype(np.int32)


def not_random(function: Callable) -> Callable:
    """Mark a user function as deterministic (accepted; msgraph does not reorder work)."""
    function.random = False
    return function


__all__ = ["Compose", "Concatenate", "Duplicate", "Fill", "Mask", "OneHot", "PadEnd", "RandomApply",
           "RandomChoice", "RandomOrder", "Relational", "Slice", "TypeCast", "Unique", "not_random",
           "PyTensorOperation", "TensorOperation"]
