"""Tensor attributes and methods of MindSpore 2.10 that run on its CPU backend (api26): ``data`` (a view of the
Tensor: a write through it is seen by the Tensor; assigning it replaces the data), ``requires_grad_``,
``init`` / ``init_flag`` / ``is_init()``, ``is_pinned()`` / ``is_shared()`` / ``is_meta``, ``random_categorical``,
``to_dlpack`` / ``from_dlpack`` (DLPack capsules, sharing memory, as ``ms.to_dlpack`` / ``ms.from_dlpack``),
``set_`` (the Tensor takes another's storage)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.tensor import Parameter, Tensor, _to_array
from .random_ops import random_categorical as _random_categorical
from ._helpers import user_type


def _data_get(self: Tensor) -> Tensor:
    return self.view(tuple(self.shape))


def _data_set(self: Tensor, value: Any) -> None:
    if not isinstance(value, Tensor):
        raise TypeError(f"For 'Tensor.data', the value must be a Tensor, but got {user_type(value).__name__}.")
    self._data = _to_array(value, None).copy()
    self._node = None


def requires_grad_(self: Tensor, requires_grad: bool = True) -> None:
    """Set ``requires_grad`` (a Parameter's flag; MindSpore's Tensor keeps none); returns None, as MindSpore."""
    if isinstance(self, Parameter):
        self.requires_grad = bool(requires_grad)


def _init(self: Tensor) -> Any:
    """The initializer of a ``Tensor(shape=, dtype=, init=)`` not yet initialised (``init_data``); else None."""
    return self.__dict__.get("_init_obj") if getattr(self, "_init_pending", False) else None


def _symbolic_shape(self: Tensor) -> Any:
    """The shape of a ``Tensor(shape=[Symbol(...), ...])`` placeholder with each Symbol's facts (``to_dict()``);
    None for other Tensors."""
    return self.__dict__.get("_symbolic_shape")


def is_init(self: Tensor) -> bool:
    return False


def is_pinned(self: Tensor) -> bool:
    return False


def is_shared(self: Tensor) -> bool:
    return False


def data_sync(self: Tensor, wait: bool = True) -> None:
    """Copy device data to the host: msgraph's data is always on the host (None, as MindSpore on CPU)."""


def set_init_flag(self: Tensor, flag: Any) -> None:
    """Set ``init_flag`` (MindSpore's record that the Tensor's data was initialised)."""
    self.__dict__["init_flag"] = flag


def random_categorical(self: Tensor, num_sample: int, seed: int = 0, dtype: Any = None) -> Tensor:
    """``ops.random_categorical(self, num_sample, seed, dtype)`` (deprecated Tensor form)."""
    from ..common import dtype as mstype

    return _random_categorical(self, num_sample, seed, mstype.int64 if dtype is None else dtype)


class _Capsule:
    """A DLPack capsule offered to numpy's ``from_dlpack`` (which takes an object with ``__dlpack__``)."""

    def __init__(self, capsule: Any) -> None:
        self.capsule = capsule

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self.capsule

    def __dlpack_device__(self) -> tuple:
        return (1, 0)   # kDLCPU, device 0


def to_dlpack(tensor: Any) -> Any:
    """``ms.to_dlpack``: a DLPack capsule over the Tensor's memory."""
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For 'to_dlpack', the input must be a Tensor, but got {user_type(tensor).__name__}.")
    data = tensor.asnumpy()
    if data.dtype == np.bool_:   # MindSpore 2.10 maps no DLPack type to its Bool (type id 30)
        raise RuntimeError("Unsupported data type: 30")
    if not data.flags.c_contiguous:
        data = np.ascontiguousarray(data)
        tensor._data = data
    return data.__dlpack__()


def from_dlpack(dlpack: Any) -> Tensor:
    """``ms.from_dlpack``: a Tensor over the memory of a DLPack capsule (which it consumes)."""
    if type(dlpack).__name__ != "PyCapsule":
        raise RuntimeError("from_dlpack received an invalid capsule. Note that DLTensor capsules can be consumed "
                           "only once, so you might have already constructed a tensor from it once.")
    try:
        arr = np.from_dlpack(_Capsule(dlpack))
    except (RuntimeError, BufferError, TypeError, ValueError):
        raise RuntimeError("from_dlpack received an invalid capsule. Note that DLTensor capsules can be consumed "
                           "only once, so you might have already constructed a tensor from it once.") from None
    return Tensor._wrap(arr)


def set_(self: Tensor, source: Any) -> Tensor:
    """``self`` takes ``source``'s storage (shape and data): writes through either are seen by the other; returns
    another Tensor over that storage, as MindSpore 2.10."""
    from ..common import views

    if not isinstance(source, Tensor):
        raise TypeError(f'Failed calling set_ with "set_({user_type(source).__name__})".\nThe valid calling should be:\n'
                        f'"Tensor.set_(source=<Storage>)"')
    if source.dtype != self.dtype:
        raise RuntimeError(f"Could not set tensor of type {source.dtype} to a tensor of type {self.dtype}")
    shared = source.view(tuple(source.shape))   # a view of source (common/views.py links it)
    views.detach(self)
    self._data, self._node = shared._data, shared._node
    link = shared.__dict__.get("_vparent")
    if link is not None:
        views.link(source, self, link[1])
    return source.view(tuple(source.shape))


def _install() -> None:
    Tensor.data = property(_data_get, _data_set)
    for name, fn in (("requires_grad_", requires_grad_), ("is_init", is_init), ("is_pinned", is_pinned),
                     ("is_shared", is_shared), ("random_categorical", random_categorical),
                     ("to_dlpack", to_dlpack), ("set_", set_), ("data_sync", data_sync),
                     ("set_init_flag", set_init_flag)):
        setattr(Tensor, name, fn)
    Tensor.init = property(_init)
    Tensor.symbolic_shape = property(_symbolic_shape)
    Tensor.init_flag = False
    Tensor.init_finished = True
    Tensor.param_info = None   # a Parameter's (its own property) describes it; a plain Tensor has none
    Tensor.is_meta = False
    Tensor.from_dlpack = staticmethod(from_dlpack)


_install()
