"""``ds.transforms``: general transforms on numpy arrays (TypeCast, OneHot, Compose, ...).

Each transform is a callable object: ``T.TypeCast(ms.int32)(np.array([1.7]))`` works eagerly, and
``dataset.map(T.TypeCast(ms.int32), input_columns="label")`` runs it in the pipeline.  Random
transforms draw from the running pipeline's stream (seeded by ``ds.config.set_seed``).
"""
from __future__ import annotations

from typing import Any, Callable, List, Sequence

import numpy as np

from ..core.pipeline import PipelineError, current_rng
from ..engine.convert import mstype_to_numpy, to_array


class PyTensorOperation:
    """Base of the transforms: ``__call__`` converts inputs to numpy and applies ``_apply``."""

    def __call__(self, *args: Any) -> Any:
        return self._apply(*(to_array(a) for a in args))

    def _apply(self, *args: np.ndarray) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class TensorOperation(PyTensorOperation):
    """Alias base (MindSpore's C++-backed transforms)."""


def _check_prob(prob: Any) -> float:
    if isinstance(prob, bool) or not isinstance(prob, (int, float)):
        raise TypeError(f"Argument prob with value {prob!r} is not of type [<class 'float'>, <class 'int'>].")
    if not 0.0 <= prob <= 1.0:
        raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
    return float(prob)


class TypeCast(TensorOperation):
    """Cast to ``data_type`` (a MindSpore dtype such as ``mstype.int32``, or a numpy dtype)."""

    def __init__(self, data_type: Any) -> None:
        try:
            self.data_type = mstype_to_numpy(data_type)
        except TypeError as exc:
            raise TypeError(f"Argument data_type with value {data_type!r} is not of type "
                            "[<class 'mindspore._c_expression.typing.Type'>, <class 'numpy.dtype'>].") from exc

    def _apply(self, x: np.ndarray) -> np.ndarray:
        return x.astype(self.data_type)


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
            raise PipelineError(f"OneHot: OneHot only supports input of int type, but got:{x.dtype}")
        if x.ndim > 1:
            raise PipelineError(f"OneHot: OneHot only supports scalars or 1D input, got rank: {x.ndim}")
        if np.any((x < 0) | (x >= self.num_classes)):
            raise PipelineError(f"OneHot: index values should not bigger than num classes: {self.num_classes}")
        eye = np.eye(self.num_classes, dtype=np.float64)[x]
        if self.smoothing_rate > 0:
            return eye * (1 - self.smoothing_rate) + self.smoothing_rate / self.num_classes
        return eye.astype(x.dtype)


class Fill(TensorOperation):
    """Every element set to ``fill_value`` (the input's dtype and shape)."""

    def __init__(self, fill_value: Any) -> None:
        self.fill_value = fill_value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        return np.full(x.shape, self.fill_value).astype(x.dtype)


class Duplicate(TensorOperation):
    """One column in, the same array twice out (pair with two ``output_columns``)."""

    def _apply(self, x: np.ndarray) -> tuple:
        return x, x.copy()


class Concatenate(TensorOperation):
    """``prepend`` + the input + ``append`` along ``axis`` (1-D)."""

    def __init__(self, axis: int = 0, prepend: Any = None, append: Any = None) -> None:
        self.axis = axis
        self.prepend = None if prepend is None else to_array(prepend)
        self.append = None if append is None else to_array(append)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        parts = [p for p in (self.prepend, x, self.append) if p is not None]
        return np.concatenate(parts, axis=self.axis)


class PadEnd(TensorOperation):
    """Pad at the end of each dimension up to ``pad_shape`` with ``pad_value``."""

    def __init__(self, pad_shape: Sequence[int], pad_value: Any = None) -> None:
        self.pad_shape = list(pad_shape)
        self.pad_value = 0 if pad_value is None else pad_value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        out = np.full(self.pad_shape, self.pad_value, dtype=x.dtype)
        region = tuple(slice(0, min(a, b)) for a, b in zip(x.shape, self.pad_shape))
        out[region] = x[region]
        return out


class Slice(TensorOperation):
    """``x[slices]`` (ints, lists of indices, ``slice`` objects or None per dimension)."""

    def __init__(self, *slices: Any) -> None:
        self.slices = slices

    def _apply(self, x: np.ndarray) -> np.ndarray:
        index = tuple(slice(None) if s is None else s for s in self.slices)
        return np.asarray(x[index])


class Compose(PyTensorOperation):
    """Apply ``transforms`` in order; a transform returning a tuple feeds its elements to the next."""

    def __init__(self, transforms: List[Callable]) -> None:
        if not isinstance(transforms, (list, tuple)) or not transforms:
            raise TypeError("transforms should be a non-empty list of transforms.")
        for t in transforms:
            if not callable(t):
                raise TypeError(f"transforms should be callable, got {type(t).__name__}.")
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        for t in self.transforms:
            out = t(*args)
            args = out if isinstance(out, tuple) else (out,)
        return args if len(args) != 1 else args[0]

    @staticmethod
    def reduce(operations: List[Callable]) -> List[Callable]:
        return list(operations)


class RandomApply(PyTensorOperation):
    """With probability ``prob`` apply all ``transforms`` (in order), else return the input."""

    def __init__(self, transforms: List[Callable], prob: float = 0.5) -> None:
        self.compose = Compose(transforms)
        self.prob = _check_prob(prob)

    def __call__(self, *args: Any) -> Any:
        if current_rng().random() < self.prob:
            return self.compose(*args)
        return args if len(args) != 1 else args[0]


class RandomChoice(PyTensorOperation):
    """Apply one of ``transforms`` picked at random."""

    def __init__(self, transforms: List[Callable]) -> None:
        Compose(transforms)  # same checks
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        return self.transforms[int(current_rng().integers(len(self.transforms)))](*args)


class RandomOrder(PyTensorOperation):
    """Apply every transform, in a random order."""

    def __init__(self, transforms: List[Callable]) -> None:
        Compose(transforms)
        self.transforms = list(transforms)

    def __call__(self, *args: Any) -> Any:
        order = current_rng().permutation(len(self.transforms))
        return Compose([self.transforms[int(i)] for i in order])(*args)


class Relational:
    """Comparison operators of :class:`Mask`."""

    EQ, NE, GT, GE, LT, LE = "eq", "ne", "gt", "ge", "lt", "le"


class Mask(TensorOperation):
    """Elementwise ``x <operator> constant`` as ``dtype`` (bool by default)."""

    def __init__(self, operator: str, constant: Any, dtype: Any = None) -> None:
        self.operator = operator
        self.constant = constant
        self.dtype = np.dtype(np.bool_) if dtype is None else mstype_to_numpy(dtype)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        op = {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
              "lt": np.less, "le": np.less_equal}[getattr(self.operator, "value", self.operator)]
        return op(x, self.constant).astype(self.dtype)


class Unique(TensorOperation):
    """``(unique values, index of each input element, count of each value)`` of a 1-D input."""

    def _apply(self, x: np.ndarray) -> tuple:
        values, first, inverse, counts = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
        order = np.argsort(first, kind="stable")  # MindSpore keeps first-appearance order
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        return values[order], rank[inverse].astype(np.int32), counts[order].astype(np.int32)


def not_random(function: Callable) -> Callable:
    """Mark a user function as deterministic (accepted; msgraph does not reorder work)."""
    function.random = False
    return function


__all__ = ["Compose", "Concatenate", "Duplicate", "Fill", "Mask", "OneHot", "PadEnd", "RandomApply",
           "RandomChoice", "RandomOrder", "Relational", "Slice", "TypeCast", "Unique", "not_random",
           "PyTensorOperation", "TensorOperation"]
