"""More normalization layers: SyncBatchNorm, BatchNorm3d, GroupNorm, InstanceNorm1d/2d/3d.

* ``SyncBatchNorm`` is BatchNorm in one process (msgraph runs one process; with a single device
  MindSpore's SyncBatchNorm computes exactly that).
* ``BatchNorm3d`` runs a ``BatchNorm2d`` named ``bn2d`` on ``(N, C, D*H, W)``, like MindSpore
  (so its Parameters are ``bn2d.gamma``...).
* ``InstanceNorm*`` normalizes each sample and channel over its spatial dims with the biased
  variance.  MindSpore's CPU backend has no InstanceNorm kernel; the moving statistics exist
  (names ``mean``/``variance``) but msgraph does not update them.
"""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter
from ..cell import Cell
from .normalization import BatchNorm2d, _BatchNorm, _NormWithStats

__all__ = ["SyncBatchNorm", "BatchNorm3d", "GroupNorm", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d"]


class SyncBatchNorm(_BatchNorm):
    """Batch normalization synchronised across devices: in one process, BatchNorm over ``(N, C, ...)``.

    ``process_groups`` is accepted and ignored (one process, one group)."""

    _EXPECTED_NDIM = (2, 3, 4)

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, process_groups=None,
                 dtype=mstype.float32):
        super().__init__(num_features, eps, momentum, affine, gamma_init, beta_init, moving_mean_init,
                         moving_var_init, use_batch_statistics, "NCHW", dtype)
        if process_groups is not None and process_groups != 0 and not isinstance(process_groups, list):
            raise TypeError(f"For 'SyncBatchNorm', the 'process_groups' must be a list, "
                            f"but got {type(process_groups).__name__}.")
        self.process_groups = process_groups


class BatchNorm3d(Cell):
    """Batch normalization over ``(N, C, D, H, W)``: a BatchNorm2d (``bn2d``) on ``(N, C, D*H, W)``."""

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, dtype=mstype.float32):
        super().__init__()
        self.bn2d = BatchNorm2d(num_features, eps, momentum, affine, gamma_init, beta_init, moving_mean_init,
                                moving_var_init, use_batch_statistics, "NCHW", dtype)

    def construct(self, x):
        shape = x.shape
        if len(shape) != 5:
            raise ValueError(f"For 'BatchNorm3d', the in_shape must have 5 dims, but got {len(shape)}.")
        out = self.bn2d(ops.reshape(x, (shape[0], shape[1], shape[2] * shape[3], shape[4])))
        return ops.reshape(out, shape)


def _positive_int(cls, name, value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{cls}', the '{name}' must be an int, but got {type(value).__name__}.")
    if value <= 0:
        raise ValueError(f"For '{cls}', the '{name}' must be a positive int, but got {value}.")
    return value


class GroupNorm(Cell):
    """Normalize ``(N, C, ...)`` over groups of ``C / num_groups`` channels and the spatial dims."""

    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        self.num_groups = _positive_int("GroupNorm", "num_groups", num_groups)
        self.num_channels = _positive_int("GroupNorm", "num_channels", num_channels)
        if num_channels % num_groups:
            raise ValueError(f"For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', "
                             f"but got 'num_channels': {num_channels}, 'num_groups': {num_groups}.")
        if not isinstance(eps, float):
            raise TypeError(f"For 'GroupNorm', the 'eps' must be a float, but got {type(eps).__name__}.")
        if not isinstance(affine, bool):
            raise TypeError(f"For 'GroupNorm', the 'affine' must be a bool, but got {type(affine).__name__}.")
        self.eps = eps
        self.affine = affine
        self.gamma = Parameter(initializer(gamma_init, (num_channels,), dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, (num_channels,), dtype), name="beta", requires_grad=affine)
        self.group_norm = ops.GroupNorm()

    def extra_repr(self) -> str:
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"

    def construct(self, x):
        shape = x.shape
        if len(shape) < 2 or shape[1] != self.num_channels:
            raise ValueError(f"For 'GroupNorm', the channel(the second dim of the input 'x') must be equal to "
                             f"num_channels, but got input shape {shape}, num_channels: {self.num_channels}.")
        # MindSpore 2.10: ops.group_norm, one GroupNorm kernel (a float16 input computed in float32 inside), whose
        # inputs a mixed-precision policy casts (Cell.to_float(float16): a float16 result, amp35)
        # (ops.group_norm: that kernel through its dtype check -- an integer input is its TypeError, adapt41nn)
        return ops.group_norm(x, self.num_groups, self.gamma.to(x.dtype), self.beta.to(x.dtype), self.eps)


class _InstanceNorm(_NormWithStats):
    _NDIM = 4

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        name = type(self).__name__
        _positive_int(name, "num_features", num_features)
        if not isinstance(eps, float):
            raise TypeError(f"For '{name}', the 'eps' must be a float, but got {type(eps).__name__}.")
        if not isinstance(momentum, float):
            raise TypeError(f"For '{name}', the 'momentum' must be a float, but got {type(momentum).__name__}.")
        if not isinstance(affine, bool):
            raise TypeError(f"For '{name}', the 'affine' must be a bool, but got {type(affine).__name__}.")
        if not 0 <= momentum <= 1:
            raise ValueError(f"For '{name}', the 'momentum' must be a number in range [0, 1], but got {momentum}.")
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self._make_stats(num_features, gamma_init, beta_init, "zeros", "ones", affine, dtype)

    def construct(self, x):
        ndim = len(x.shape)
        if ndim != self._NDIM:
            raise ValueError(f"For '{type(self).__name__}', the in_shape must have {self._NDIM} dims, "
                             f"but got {ndim}.")
        axes = tuple(range(2, ndim))
        mean = ops.reduce_mean(x, axes, keep_dims=True)
        diff = x - mean
        var = ops.reduce_mean(diff * diff, axes, keep_dims=True)
        stat = (1, self.num_features) + (1,) * (ndim - 2)
        y = diff / ops.sqrt(var + self.eps)
        return y * ops.reshape(self.gamma, stat) + ops.reshape(self.beta, stat)


class InstanceNorm1d(_InstanceNorm):
    """Instance normalization over ``(N, C, L)``."""

    _NDIM = 3


class InstanceNorm2d(_InstanceNorm):
    """Instance normalization over ``(N, C, H, W)``."""

    _NDIM = 4


class InstanceNorm3d(_InstanceNorm):
    """Instance normalization over ``(N, C, D, H, W)``."""

    _NDIM = 5
