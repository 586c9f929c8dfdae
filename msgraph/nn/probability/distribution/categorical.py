"""Categorical distribution (MindSpore's ``nn.probability.distribution.Categorical``).

``probs`` has the classes on its last axis (each row sums to one); the batch shape is the rest. Values
are class indices (floored; -1 < value < 0 counts as 0); a value outside ``[0, num_classes - 1]`` has
probability NaN, as in MindSpore. ``mean`` and ``var`` keep the class axis as a size-1 axis and
``entropy``/``kl_loss`` squeeze every size-1 axis, as MindSpore's own code does.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np

from .... import ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from .distribution import _Parametric

__all__ = ["Categorical"]


def _check_probs(probs: Any) -> None:
    p = probs.asnumpy() if isinstance(probs, Tensor) else np.asarray(probs)
    if p.ndim == 0:
        raise ValueError("probs for Categorical distribution must have rank >= 1.")
    if not (p > 0).all():
        raise ValueError("Probabilities must be greater than zero")
    if not (p < 1).all():
        raise ValueError("Probabilities must be less than one")
    s = np.sum(p, axis=-1)
    eps = np.finfo(s.dtype).eps if s.dtype.kind == "f" else np.finfo(np.float64).eps
    if not np.allclose(s, np.ones(s.shape), rtol=eps * 10, atol=eps):
        raise ValueError("Probabilities for each category should sum to one for Categorical distribution.")


class Categorical(_Parametric):
    """Categorical(probs=None, seed=None, dtype=mstype.int32, name='Categorical')."""

    _PARAMS, _DIST, _DISCRETE = ("probs",), "Categorical", True
    _REPR = "probs = {}"

    def __init__(self, probs: Any = None, seed: Optional[int] = None, dtype: Any = mstype.int32,
                 name: str = "Categorical") -> None:
        super().__init__((probs,), seed, dtype, name)   # MindSpore checks name, seed and dtype first
        if probs is not None:
            _check_probs(probs)
        self._probs = self._defaults[0]

    @property
    def probs(self) -> Any:
        return self._probs

    @property
    def is_scalar_batch(self) -> bool:
        return self._probs is None or tuple(self._probs.shape)[:-1] == ()

    @property
    def batch_shape(self) -> Any:
        """MindSpore 2.10: the whole shape of ``probs`` (classes included); ``broadcast_shape`` drops the classes."""
        return None if self._probs is None else tuple(self._probs.shape)

    @property
    def broadcast_shape(self) -> Any:
        return None if self._probs is None else tuple(self._probs.shape)[:-1]

    @staticmethod
    def _index(p: Any) -> Any:
        return Tensor(np.arange(tuple(p.shape)[-1], dtype=np.float32))

    def _mean(self, p: Any) -> Any:
        return ops.ReduceSum(keep_dims=True)(self._index(p) * p, -1)

    def _mode(self, p: Any) -> Any:
        return ops.cast(ops.argmax(p, -1), self._dtype)

    def _var(self, p: Any) -> Any:
        i = self._index(p)
        s = ops.ReduceSum(keep_dims=True)
        m = s(i * p, -1)
        return s(i * i * p, -1) - m * m

    def _entropy(self, p: Any) -> Any:
        return ops.squeeze(-ops.ReduceSum(keep_dims=True)(ops.log(p) * p, -1))

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (a,), (b,) = own, other
        la, lb = ops.log(a), ops.log(b)
        return ops.squeeze(ops.ReduceSum(keep_dims=True)(
            ops.softmax(la, -1) * (ops.log_softmax(la, -1) - ops.log_softmax(lb, -1)), -1))

    def _pick(self, v: Any, table: Any) -> tuple:
        """(entries of ``table`` (batch + classes) at class floor(v), v < 0, v > num_classes - 1)."""
        v = ops.select(ops.logical_and(v < 0.0, v > -1.0), v * 0.0, ops.floor(v))
        k = tuple(table.shape)[-1]
        ve = ops.expand_dims(v, -1)
        shape = tuple(np.broadcast_shapes(tuple(ve.shape), tuple(table.shape)))
        ve = ops.broadcast_to(ve, shape[:-1] + (1,))
        table = ops.broadcast_to(table, shape)
        hit = ops.equal(Tensor(np.arange(k, dtype=np.float32)), ops.clip_by_value(ve, 0.0, float(k - 1)))
        picked = ops.ReduceSum(keep_dims=False)(ops.select(hit, table, ops.zeros_like(table)), -1)
        ve = ops.squeeze(ve, -1)
        return picked, ve < 0.0, ve > float(k - 1)

    def _log_prob(self, v: Any, p: Any) -> Any:
        picked, low, high = self._pick(v, ops.log(p))
        return ops.select(ops.logical_or(low, high), ops.fill(mstype.float32, tuple(picked.shape), np.nan), picked)

    def _cdf(self, v: Any, p: Any) -> Any:
        picked, low, _ = self._pick(v, ops.cumsum(p, -1))
        return ops.select(low, ops.zeros_like(picked), picked)

    def sample(self, shape: Any = (), *args: Any) -> Any:
        (p,) = self._pargs(args)
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        # MindSpore's sampler: one multinomial draw of num_sample = prod(shape) per row of probs (its own seed)
        k = tuple(p.shape)[-1]
        sample_shape = shape + tuple(p.shape)[:-1]
        num_sample = int(np.prod(shape)) if shape else 1
        samples = ops.multinomial(ops.reshape(p, (-1, k)), num_sample, seed=self.seed)
        samples = ops.squeeze(ops.transpose(samples, (1, 0)))
        samples = ops.cast(ops.reshape(samples, sample_shape if sample_shape else (1,)), self._dtype)
        return ops.reshape(samples, ()) if not sample_shape else samples
