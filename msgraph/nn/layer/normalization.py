"""Normalization: BatchNorm1d, BatchNorm2d, LayerNorm.

BatchNorm is one fused op (``msgraph.ops.batchnorm_ops.BatchNorm``, backward ``BatchNormGrad``)
in both modes; it returns the batch mean and biased variance.  The moving statistics are
Parameters with ``requires_grad=False``,
updated in training with ``ops.assign`` (an ordered side effect in Graph mode) of the op
``BatchNormMovingAverage``: ``moving = moving * momentum + batch_stat * (1 - momentum)`` (the attribute ``momentum``
holds 1 - momentum, as MindSpore's does), in the Parameters' dtype also in a ``Cell.to_float`` Cell; the moving
variance uses the unbiased batch variance, normalisation the biased one.
"""
from __future__ import annotations

from ... import ops
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.tensor import Parameter
from ...ops import operations as _P
from ...ops.batchnorm_ops import BatchNorm, BatchNormMovingAverage
from ...ops.nn_extra import _layer_norm_begin_axes
from ..cell import Cell

__all__ = ["BatchNorm1d", "BatchNorm2d", "LayerNorm"]


class _NormWithStats(Cell):
    """What BatchNorm and InstanceNorm share: per-feature ``gamma``/``beta`` (trainable when ``affine``),
    moving ``mean``/``variance`` (never trained) and their repr."""

    _momentum_kept_complement = False   # True where the attribute ``momentum`` holds 1 - momentum

    def _make_stats(self, num_features, gamma_init, beta_init, moving_mean_init, moving_var_init, affine, dtype):
        self.moving_mean = Parameter(initializer(moving_mean_init, (num_features,), dtype), name="mean",
                                     requires_grad=False)
        self.moving_variance = Parameter(initializer(moving_var_init, (num_features,), dtype), name="variance",
                                         requires_grad=False)
        self.gamma = Parameter(initializer(gamma_init, (num_features,), dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, (num_features,), dtype), name="beta", requires_grad=affine)

    def extra_repr(self) -> str:
        momentum = getattr(self, "momentum", None)
        if self._momentum_kept_complement:   # MindSpore prints 1.0 - (1.0 - momentum): 0.09999999999999998 for 0.1
            momentum = 1.0 - momentum
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={momentum}, "
                f"gamma={self.gamma!r}, beta={self.beta!r}, moving_mean={self.moving_mean!r}, "
                f"moving_variance={self.moving_variance!r}")


class _BatchNorm(_NormWithStats):
    _EXPECTED_NDIM = ()
    _momentum_kept_complement = True

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, data_format="NCHW",
                 dtype=mstype.float32):
        super().__init__()
        check_value_type("num_features", num_features, [int], type(self).__name__)
        if num_features < 1:
            raise ValueError(f"For '{type(self).__name__}', 'num_features' must be at least 1, got {num_features}.")
        if use_batch_statistics is not None and not isinstance(use_batch_statistics, bool):
            raise ValueError(f"For '{type(self).__name__}', the 'use_batch_statistics' must be a boolean value or "
                             f"None, but got {use_batch_statistics}.")
        if not 0.0 <= momentum <= 1.0:
            raise ValueError(f"For '{type(self).__name__}', 'momentum' must be in [0, 1], but got {momentum}.")
        if data_format == "NHWC":   # MindSpore 2.10's text
            raise ValueError(f"For '{type(self).__name__}', the 'NHWC' format only support in GPU target, but got "
                             f"device target CPU.")
        if data_format != "NCHW":
            raise ValueError(f"For '{type(self).__name__}', only data_format 'NCHW' is supported.")
        self.num_features = int(num_features)
        self.eps = float(eps)
        # MindSpore keeps 1 - momentum (the weight of the batch statistic) in the attribute
        self.momentum = 1.0 - float(momentum)
        self.affine = bool(affine)
        self.use_batch_statistics = use_batch_statistics
        self._make_stats(num_features, gamma_init, beta_init, moving_mean_init, moving_var_init, affine, dtype)
        self._bn_train = BatchNorm(True, self.eps)      # the fused op, training and inference forms
        self._bn_infer = BatchNorm(False, self.eps)
        # MindSpore's primitive attributes: model-zoo scripts reach them by name (FCN8s: bn_train.shard(...))
        self.bn_train = _P.BatchNorm(is_training=True, epsilon=self.eps, momentum=self.momentum)
        self.bn_infer = _P.BatchNorm(is_training=False, epsilon=self.eps)

    def construct(self, x):
        if not 0.0 < self.eps <= 1.0:  # MindSpore checks it when the layer runs
            raise ValueError(f"For primitive[BatchNorm], the eps must be in (0,1], but got {self.eps}.")
        ndim = len(ops.shape(x))  # MindSpore: a TypeError when x is not a Tensor
        if ndim not in self._EXPECTED_NDIM:
            raise ValueError(f"For '{type(self).__name__}', the input must have {self._EXPECTED_NDIM} dims.")
        if x.dtype == mstype.float64:   # MindSpore's BatchNorm primitive: float16/float32 (the fused op: float64 too)
            raise TypeError("For primitive[BatchNorm], the input argument[input_x] must be a type of "
                            "{Tensor[Float16], Tensor[Float32]}, but got Tensor[Float64].")
        use_batch = self.use_batch_statistics
        if use_batch is None:
            use_batch = self.training
        if use_batch:
            y, batch_mean, batch_var = self._bn_train(x, self.gamma, self.beta, self.moving_mean,
                                                         self.moving_variance)
            n = x.size // self.num_features
            # the unbiased batch variance: one value per channel makes it 0/0, a NaN moving variance in MindSpore
            # 2.10 (the zoo's SSD300 on its 1x1 feature map at batch 1)
            correction = n / (n - 1) if n > 1 else (float("inf") if n == 1 else 1.0)
            batch_mean = ops.stop_gradient(batch_mean)
            batch_var = ops.stop_gradient(batch_var)
            keep = 1.0 - self.momentum
            ops.assign(self.moving_mean, BatchNormMovingAverage(keep, self.momentum)(self.moving_mean, batch_mean))
            # the unbiased variance first, by the correction rounded to the statistics' dtype, then weighted
            # (MindSpore 2.10: 36 of 36 cases bit for bit; the correction folded into the weight was 21 of 36, act32)
            ops.assign(self.moving_variance, BatchNormMovingAverage(keep, self.momentum, correction)(
                self.moving_variance, batch_var))
            return y
        # MindSpore reshapes (N, C) / (N, C, L) to 4 dims for its inference BatchNorm and back: in float16 Graph
        # mode those Reshapes round (passes/f16_raise.py), so a MatMul's unrounded product does not reach it
        shape = ops.shape(x)
        if ndim < 4:
            x = ops.reshape(x, shape + (1,) * (4 - ndim))
        y, _, _ = self._bn_infer(x, self.gamma, self.beta, self.moving_mean, self.moving_variance)
        if ndim < 4:
            y = ops.reshape(y, shape)
        return y


class BatchNorm1d(_BatchNorm):
    """Batch normalization over ``(N, C)`` or ``(N, C, L)`` input."""

    _EXPECTED_NDIM = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Batch normalization over ``(N, C, H, W)`` input, per channel."""

    _EXPECTED_NDIM = (4,)


class LayerNorm(Cell):
    """Normalize over the axes from ``begin_norm_axis`` on; ``gamma``/``beta`` have ``normalized_shape``."""

    def __init__(self, normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init="ones",
                 beta_init="zeros", epsilon=1e-7, dtype=mstype.float32):
        super().__init__()
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For 'LayerNorm', 'normalized_shape' must be a tuple or list, "
                            f"but got {type(normalized_shape).__name__}.")
        self.normalized_shape = tuple(int(d) for d in normalized_shape)
        self.begin_norm_axis = int(begin_norm_axis)
        self.begin_params_axis = int(begin_params_axis)
        # MindSpore checks epsilon's type when the layer runs (a TypeError there, not at construction)
        self._epsilon_ok = isinstance(epsilon, float)  # an int is a TypeError too
        self.epsilon = float(epsilon) if self._epsilon_ok else 1e-7
        self._epsilon_type = type(epsilon).__name__
        self.gamma = Parameter(initializer(gamma_init, self.normalized_shape, dtype), name="gamma")
        self.beta = Parameter(initializer(beta_init, self.normalized_shape, dtype), name="beta")
        self.layer_norm = ops.LayerNorm(self.begin_norm_axis, self.begin_params_axis, self.epsilon)

    def extra_repr(self) -> str:
        return (f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
                f"begin_params_axis={self.begin_params_axis}, gamma={self.gamma!r}, beta={self.beta!r}")

    def construct(self, x):
        if not self._epsilon_ok:
            raise TypeError(f"Failed calling LayerNorm with \"LayerNorm(epsilon={self._epsilon_type})\": "
                            f"epsilon must be a float.")
        _layer_norm_begin_axes(len(x.shape), self.begin_norm_axis, self.begin_params_axis, x)
        # MindSpore: the LayerNorm primitive with gamma and beta cast to the input's dtype (float16 in, float16 out)
        y, _, _ = self.layer_norm(x, ops.cast(self.gamma, x.dtype), ops.cast(self.beta, x.dtype))
        return y
