"""MindSpore 2.10's Tensor methods msgraph lacked (tests/st/tensor, h-tens3): the in-place forms of existing ops
(``exp_``, ``log_``, ``floor_``, ``tanh_``, ``erfinv_``, ``clamp_``, ``masked_fill_``, ``index_add_``,
``scatter_``, ``fill_diagonal_``, ``put_``), the in-place random fills (``normal_``, ``uniform_``, ``random_``,
``exponential_``), and ``new_empty`` / ``new_full`` / ``clone`` / ``bitwise_not``; ``diag(diagonal=0)``.

Each in-place method computes the new value with the existing op and hands it to ``Tensor._update_``: in
PyNative the Tensor (and its views) change, in graph code the front end rebinds the name (``calls.py``), as for
``add_``. Nothing here writes an op's math again.

MindSpore 2.10's CPU backend has kernels only for some of them (``exp_``, ``new_empty``, the random fills in
PyNative); the others are RuntimeErrors there ("The kernel InplaceLog unregistered."), msgraph computes them.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .registry import public_functions


def _F() -> Any:
    from . import functional as F

    return F


def _unary(fn_name: str, name: str):
    def method(self):
        return self._update_(getattr(_F(), fn_name)(self))

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"In place: ``self = ops.{fn_name}(self)``; returns self."
    return method


def _clamp_(self, min=None, max=None):  # noqa: A002 - MindSpore's names
    """In place: ``self = ops.clamp(self, min, max)``."""
    return self._update_(_F().clamp(self, min, max))


def _masked_fill_(self, mask, value):
    """In place: ``self = self.masked_fill(mask, value)``."""
    return self._update_(self.masked_fill(mask, value))


def _index_add_(self, dim, index, source, *, alpha=1):
    """In place: ``self[..., index[i], ...] += alpha * source[..., i, ...]`` along ``dim``."""
    F = _F()
    if not (isinstance(alpha, (int, float)) and alpha == 1):
        source = F.mul(source, alpha)
    return self._update_(F.index_add(self, F.cast(index, "int32"), source, dim))


def _scatter_(self, dim, index, src=None, *, value=None, reduce=None):
    """In place: ``self = self.scatter(dim, index, src or value[, reduce=])``."""
    if src is None:
        src = value
    if reduce is not None:
        return self._update_(self.scatter(dim=dim, index=index, src=src, reduce=reduce))
    return self._update_(self.scatter(dim=dim, index=index, src=src))


def _fill_diagonal_(self, fill_value, wrap=False):
    """In place: ``self = self.fill_diagonal(fill_value, wrap)``."""
    return self._update_(self.fill_diagonal(fill_value, wrap))


def _put_(self, index, source, accumulate=False):
    """In place: the flattened self gets ``source`` at ``index`` (added when ``accumulate``)."""
    F = _F()
    flat = F.reshape(self, (-1,))
    idx = F.reshape(F.cast(index, "int64"), (-1, 1))
    src = F.reshape(F.cast(source, self.dtype), (-1,))
    n = int(np.prod(shape_of(self)))
    idx = F.select(F.less(idx, 0), F.add(idx, n), idx)
    out = F.tensor_scatter_add(flat, idx, src) if accumulate else F.tensor_scatter_update(flat, idx, src)
    return self._update_(F.reshape(out, tuple(shape_of(self))))


# --- in-place random fills (msgraph's generator; MindSpore's numbers cannot be matched) -----------------------
def _shape(self) -> tuple:
    return tuple(int(d) for d in shape_of(self))


def _bound(value: Any, dtype: Any) -> Any:
    """A bound of ``F.uniform`` as the 0-d Tensor of ``dtype`` it requires (the methods take Python numbers)."""
    return _F().scalar_to_tensor(value, dtype)


def _normal_(self, mean=0, std=1, *, generator=None):  # noqa: ARG001
    """In place: samples of N(mean, std) in self's dtype."""
    F = _F()
    return self._update_(F.cast(F.add(F.mul(F.standard_normal(_shape(self)), std), mean), self.dtype))


def _uniform_(self, from_=0, to=1, *, generator=None):  # noqa: ARG001
    """In place: samples of U[from_, to) in self's dtype."""
    F = _F()
    u = F.uniform(_shape(self), _bound(float(from_), np.float32), _bound(float(to), np.float32))
    return self._update_(F.cast(u, self.dtype))


def _random_(self, from_=0, to=None, *, generator=None):  # noqa: ARG001
    """In place: integers of U[from_, to) (to=None: up to 2**mantissa bits for floats, the dtype's maximum for
    integers), in self's dtype."""
    dt = np.dtype(np_dtype(self))
    if to is None:
        to = 2 ** (np.finfo(dt).nmant + 1) if dt.kind == "f" else int(np.iinfo(dt).max) if dt.kind in "iu" else 2
        to = min(int(to), 2 ** 31 - 1)
    F = _F()
    return self._update_(F.cast(F.uniform(_shape(self), _bound(int(from_), np.int32), _bound(int(to), np.int32),
                                          dtype=np.int32), self.dtype))


def _exponential_(self, lambd=1, *, generator=None):  # noqa: ARG001
    """In place: samples of the exponential distribution of rate ``lambd``."""
    F = _F()
    u = F.uniform(_shape(self), _bound(0.0, np.float32), _bound(1.0, np.float32))
    return self._update_(F.cast(F.div(F.neg(F.log(F.sub(1.0, u))), float(lambd)), self.dtype))


# --- new Tensors ---------------------------------------------------------------------------------------------
def _size(size: Any) -> tuple:
    if isinstance(size, (int, np.integer)):
        return (int(size),)
    return tuple(int(d) for d in size)


def _new_empty(self, size, *, dtype=None, device=None):  # noqa: ARG001
    """A Tensor of ``size`` in ``dtype`` (self's by default); msgraph fills it with zeros."""
    return _F().zeros(_size(size), self.dtype if dtype is None else dtype)


def _new_full(self, size, fill_value, *, dtype=None):
    """A Tensor of ``size`` filled with ``fill_value``, in ``dtype`` (self's by default)."""
    if isinstance(size, int):   # MindSpore 2.10 (new_zeros / new_ones take an int)
        raise TypeError(f"new_full(): argument 'size' (position 1) must be tuple of int, not {user_type(size).__name__}.")
    return _F().fill(self.dtype if dtype is None else dtype, _size(size), fill_value)


def _clone(self):
    """A copy of self (its gradient flows back to self)."""
    from .control import identity_copy

    return identity_copy(self)


def _bitwise_not(self):
    """``~self`` for integer and bool Tensors."""
    return _F().invert(self)


def _diag(self, diagonal=0):
    """``Tensor.diag(diagonal=0)``: MindSpore 2.10 takes only the main diagonal (a ValueError otherwise)."""
    if isinstance(diagonal, bool) or not isinstance(diagonal, (int, np.integer)) or diagonal != 0:
        raise ValueError(f"For 'Tensor.diag', the argument 'diagonal' should be '0', but got {diagonal}.")
    return _F().diag(self)


def _install() -> None:
    from ..common.tensor_methods import TensorMethods

    methods = {name + "_": _unary(name, name + "_") for name in ("exp", "log", "floor", "tanh", "erfinv")}
    methods.update({
        "clamp_": _clamp_, "masked_fill_": _masked_fill_, "index_add_": _index_add_, "scatter_": _scatter_,
        "fill_diagonal_": _fill_diagonal_, "put_": _put_, "normal_": _normal_, "uniform_": _uniform_,
        "random_": _random_, "exponential_": _exponential_, "new_empty": _new_empty, "new_full": _new_full,
        "clone": _clone, "bitwise_not": _bitwise_not,
    })
    TensorMethods.diag = _diag
    for name, fn in methods.items():
        if name not in vars(TensorMethods):
            fn.__name__ = name
            setattr(TensorMethods, name, fn)


_install()

__all__ = public_functions(globals())
