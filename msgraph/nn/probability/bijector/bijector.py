"""MindSpore's ``nn.probability.bijector``: invertible maps ``y = g(x)`` with their log-Jacobians.

A Bijector is a Cell: ``b.forward(x)``, ``b.inverse(y)``, ``b.forward_log_jacobian(x)`` and
``b.inverse_log_jacobian(y)`` (or ``b('forward', x)`` …), in PyNative and inside ``construct`` in
Graph mode. Parameters given at construction become Tensors (a Python float is float32, a numpy array
keeps its float dtype); at call time they are cast to the value's dtype, which must be a float
dtype (TypeError otherwise). Calling a bijector on a Distribution gives the
``TransformedDistribution`` of ``g(X)``.
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np

from .... import ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ...cell import Cell
from ..distribution.distribution import Distribution

__all__ = ["Bijector", "Exp", "GumbelCDF", "Invert", "PowerTransform", "ScalarAffine", "Softplus"]

_FLOAT_NAMES = ("float16", "float32", "float64", "bfloat16")


def _is_float(dtype: Any) -> bool:
    return str(dtype).lower() in _FLOAT_NAMES


class Bijector(Cell):
    """Bijector(is_constant_jacobian=False, is_injective=True, name=None, dtype=None, param=None)."""

    def __init__(self, is_constant_jacobian: bool = False, is_injective: bool = True, name: Optional[str] = None,
                 dtype: Any = None, param: Optional[dict] = None) -> None:
        super().__init__()
        cls = type(self).__name__
        if not isinstance(name, str):
            raise TypeError(f"For '{cls}', the type of 'name' should be 'str', but got '{type(name).__name__}'.")
        for arg, val in (("is_constant_jacobian", is_constant_jacobian), ("is_injective", is_injective)):
            if not isinstance(val, bool):
                raise TypeError(f"For '{name}', the type of '{arg}' should be 'bool', but got "
                                f"'{type(val).__name__}'.")
        if dtype is not None and not _is_float(dtype):
            raise TypeError(f"For '{cls}', the 'dtype' should be a float type, but got {dtype}.")
        self._name = name
        self._dtype = dtype
        param = dict(param or {})
        self._parameters = {k: v for k, v in param.items()
                            if k not in ("param", "self", "__class__") and not k.startswith("_")}
        self._param_dict = param.get("param_dict")
        if "bijector" not in param:
            self._batch_shape = self._calc_batch_shape()
            self._is_scalar_batch = self._check_is_scalar_batch()
        self._is_constant_jacobian = is_constant_jacobian
        self._is_injective = is_injective
        self.default_parameters: list = []
        self.parameter_names: list = []
        self.common_dtype = None

    # -- properties ---------------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self._name

    @property
    def dtype(self) -> Any:
        return self._dtype

    @property
    def parameters(self) -> dict:
        return self._parameters

    @property
    def is_constant_jacobian(self) -> bool:
        return self._is_constant_jacobian

    @property
    def is_injective(self) -> bool:
        return self._is_injective

    @property
    def batch_shape(self) -> Any:
        return self._batch_shape

    @property
    def is_scalar_batch(self) -> bool:
        return self._is_scalar_batch

    # -- parameters ---------------------------------------------------------------------------------
    def _calc_batch_shape(self) -> Any:
        if not self._param_dict:
            return None
        shapes = []
        for v in self._param_dict.values():
            if v is None:
                return None
            shapes.append(tuple(v.shape) if isinstance(v, Tensor) else np.shape(v))
        return tuple(np.broadcast_shapes(*shapes))

    def _check_is_scalar_batch(self) -> bool:
        if not self._param_dict:
            return False
        return all(v is None or isinstance(v, (int, float)) for v in self._param_dict.values())

    def _add_parameter(self, value: Any, name: str) -> Tensor:
        if isinstance(value, bool) or value is None:
            raise TypeError(f"{name} cannot be type {type(value)}")
        value_t = value if isinstance(value, Tensor) else Tensor(value)
        if self._dtype is None:
            if self.common_dtype is None:
                self.common_dtype = value_t.dtype
            elif value_t.dtype != self.common_dtype:
                raise TypeError(f"{name} should have the same dtype as other arguments.")
            if not _is_float(value_t.dtype):
                raise TypeError(f"For '{type(self).__name__}', the 'dtype of {name}' should be a float type, "
                                f"but got {value_t.dtype}.")
        elif value_t.dtype != self._dtype:
            raise TypeError(f"{name} should have the same dtype as the bijector's dtype.")
        self.default_parameters = self.default_parameters + [value]
        self.parameter_names = self.parameter_names + [name]
        return value_t

    def _check_value_dtype(self, value: Any) -> Any:
        if not isinstance(value, Tensor) and not hasattr(value, "__msgraph_emit__"):
            raise TypeError(f"For '{self._name}', the 'input value of bijector' should be a Tensor, but got "
                            f"{type(value).__name__}.")
        if self._dtype is None:
            if not _is_float(value.dtype):
                raise TypeError(f"For '{self._name}', the 'input value of bijector' should be a float Tensor, "
                                f"but got {value.dtype}.")
        elif value.dtype != self._dtype:
            raise TypeError(f"For '{self._name}', the 'input value of bijector' should be {self._dtype}, but got "
                            f"{value.dtype}.")
        return value

    def cast_param_by_value(self, value: Any, para: Any) -> Any:
        return ops.cast(para, value.dtype)

    def shape_mapping(self, shape: Any) -> tuple:
        return tuple(np.broadcast_shapes(tuple(shape), tuple(self.batch_shape or ())))

    # -- the four maps ------------------------------------------------------------------------------
    def forward(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        return self._forward(value, *args, **kwargs)

    def inverse(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        return self._inverse(value, *args, **kwargs)

    def forward_log_jacobian(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        return self._forward_log_jacobian(value, *args, **kwargs)

    def inverse_log_jacobian(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        return self._inverse_log_jacobian(value, *args, **kwargs)

    def _forward(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"'forward' is not implemented for {self._name}.")

    def _inverse(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"'inverse' is not implemented for {self._name}.")

    def _forward_log_jacobian(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"'forward_log_jacobian' is not implemented for {self._name}.")

    def _inverse_log_jacobian(self, value: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"'inverse_log_jacobian' is not implemented for {self._name}.")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if args and isinstance(args[0], Distribution):
            from ..distribution.transformed_distribution import TransformedDistribution
            return TransformedDistribution(self, args[0])
        return super().__call__(*args, **kwargs)

    def construct(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "forward":
            return self.forward(*args, **kwargs)
        if name == "inverse":
            return self.inverse(*args, **kwargs)
        if name == "forward_log_jacobian":
            return self.forward_log_jacobian(*args, **kwargs)
        if name == "inverse_log_jacobian":
            return self.inverse_log_jacobian(*args, **kwargs)
        raise Exception("Invalid name")   # noqa: TRY002 - MindSpore raises a bare Exception here


def _check_nonneg(value: Tensor, name: str, strict: bool) -> None:
    v = value.asnumpy()
    if strict and not (v > 0).all():
        raise ValueError(f"{name} must be greater than zero.")
    if not strict and (v < 0).any():
        raise ValueError(f"{name} must be greater than or equal to zero.")


class PowerTransform(Bijector):
    """PowerTransform(power=0.0): y = (1 + x * c) ** (1 / c); Exp when c = 0."""

    def __init__(self, power: Any = 0.0, name: str = "PowerTransform") -> None:
        super().__init__(name=name, param={"power": power, "name": name, "param_dict": {"power": power}})
        self._power = self._add_parameter(power, "power")
        _check_nonneg(self._power, "Power", strict=False)

    @property
    def power(self) -> Any:
        return self._power

    def extend_repr(self) -> str:
        return f"power = {self.power}" if self.is_scalar_batch else f"batch_shape = {self.batch_shape}"

    def _prep(self, x: Any) -> tuple:
        x = self._check_value_dtype(x)
        c = self.cast_param_by_value(x, self.power)
        ones = ops.ones_like(x + c)
        c = c * ones
        x = x * ones
        zero = ops.equal(c, ops.zeros_like(c))
        return x, c, zero, ops.select(zero, ones, c)

    def _forward(self, x: Any) -> Any:
        x, c, zero, safe = self._prep(x)
        return ops.select(zero, ops.exp(x), ops.exp(ops.log1p(x * safe) / safe))

    def _inverse(self, y: Any) -> Any:
        y, c, zero, safe = self._prep(y)
        return ops.select(zero, ops.log(y), ops.expm1(ops.log(y) * safe) / safe)

    def _forward_log_jacobian(self, x: Any) -> Any:
        x, c, zero, _ = self._prep(x)
        return ops.select(zero, x, (1.0 / c - 1) * ops.log1p(x * c))

    def _inverse_log_jacobian(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        c = self.cast_param_by_value(y, self.power)
        return (c - 1) * ops.log(y)


class Exp(PowerTransform):
    """Exp(): y = exp(x)."""

    def __init__(self, name: str = "Exp") -> None:
        super().__init__(name=name)

    def extend_repr(self) -> str:
        return "exp" if self.is_scalar_batch else f"batch_shape = {self.batch_shape}"


class ScalarAffine(Bijector):
    """ScalarAffine(scale=1.0, shift=0.0): y = scale * x + shift."""

    def __init__(self, scale: Any = 1.0, shift: Any = 0.0, name: str = "ScalarAffine") -> None:
        super().__init__(is_constant_jacobian=True, is_injective=True, name=name, dtype=None,
                         param={"scale": scale, "shift": shift, "name": name,
                                "param_dict": {"scale": scale, "shift": shift}})
        self._scale = self._add_parameter(scale, "scale")
        self._shift = self._add_parameter(shift, "shift")

    @property
    def scale(self) -> Any:
        return self._scale

    @property
    def shift(self) -> Any:
        return self._shift

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"scale = {self.scale}, shift = {self.shift}"
        return f"batch_shape = {self.batch_shape}"

    def _forward(self, x: Any) -> Any:
        x = self._check_value_dtype(x)
        return self.cast_param_by_value(x, self.scale) * x + self.cast_param_by_value(x, self.shift) * ops.ones_like(x)

    def _inverse(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        return (y - self.cast_param_by_value(y, self.shift)) / self.cast_param_by_value(y, self.scale)

    def _forward_log_jacobian(self, x: Any) -> Any:
        x = self._check_value_dtype(x)
        return ops.log(ops.abs(self.cast_param_by_value(x, self.scale)))

    def _inverse_log_jacobian(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        return -1.0 * ops.log(ops.abs(self.cast_param_by_value(y, self.scale)))


_SOFTPLUS_THRESHOLD = float(np.log(np.finfo(np.float32).eps) + 1)
_SOFTPLUS_TINY = float(np.exp(_SOFTPLUS_THRESHOLD))


def _softplus(x: Any) -> Any:
    too_small = x < _SOFTPLUS_THRESHOLD
    too_large = x > -_SOFTPLUS_THRESHOLD
    safe = ops.select(ops.logical_or(too_small, too_large), ops.ones_like(x), x)
    y = ops.log(ops.exp(safe) + 1.0)
    return ops.select(too_small, ops.exp(x), ops.select(too_large, x, y))


def _inverse_softplus(x: Any) -> Any:
    too_small = x < _SOFTPLUS_TINY
    too_large = x > -_SOFTPLUS_THRESHOLD
    safe = ops.select(ops.logical_or(too_small, too_large), ops.ones_like(x), x)
    y = safe + ops.log(ops.abs(ops.expm1(-1 * safe)))
    return ops.select(too_small, ops.log(x), ops.select(too_large, x, y))


class Softplus(Bijector):
    """Softplus(sharpness=1.0): y = log(1 + exp(k * x)) / k."""

    def __init__(self, sharpness: Any = 1.0, name: str = "Softplus") -> None:
        super().__init__(name=name, dtype=None,
                         param={"sharpness": sharpness, "name": name, "param_dict": {"sharpness": sharpness}})
        self._sharpness = self._add_parameter(sharpness, "sharpness")

    @property
    def sharpness(self) -> Any:
        return self._sharpness

    def extend_repr(self) -> str:
        return f"sharpness = {self.sharpness}" if self.is_scalar_batch else f"batch_shape = {self.batch_shape}"

    def _forward(self, x: Any) -> Any:
        x = self._check_value_dtype(x)
        k = self.cast_param_by_value(x, self.sharpness)
        return _softplus(k * x) / k

    def _inverse(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        k = self.cast_param_by_value(y, self.sharpness)
        return _inverse_softplus(k * y) / k

    def _forward_log_jacobian(self, x: Any) -> Any:
        x = self._check_value_dtype(x)
        k = self.cast_param_by_value(x, self.sharpness)
        return -ops.softplus(-(k * x))   # log(sigmoid(k x))

    def _inverse_log_jacobian(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        k = self.cast_param_by_value(y, self.sharpness)
        ky = k * y
        return ky - _inverse_softplus(ky)


class GumbelCDF(Bijector):
    """GumbelCDF(loc=0.0, scale=1.0): y = exp(-exp(-(x - loc) / scale))."""

    def __init__(self, loc: Any = 0.0, scale: Any = 1.0, name: str = "GumbelCDF") -> None:
        super().__init__(name=name, param={"loc": loc, "scale": scale, "name": name,
                                           "param_dict": {"loc": loc, "scale": scale}})
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        _check_nonneg(self._scale, "scale", strict=True)

    @property
    def loc(self) -> Any:
        return self._loc

    @property
    def scale(self) -> Any:
        return self._scale

    def extend_repr(self) -> str:
        if self.is_scalar_batch:
            return f"loc = {self.loc}, scale = {self.scale}"
        return f"batch_shape = {self.batch_shape}"

    def _z(self, x: Any) -> tuple:
        x = self._check_value_dtype(x)
        scale = self.cast_param_by_value(x, self.scale)
        return (x - self.cast_param_by_value(x, self.loc)) / scale, scale

    def _forward(self, x: Any) -> Any:
        z, _ = self._z(x)
        return ops.exp(-1 * ops.exp(-z))

    def _inverse(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        return self.cast_param_by_value(y, self.loc) - self.cast_param_by_value(y, self.scale) * \
            ops.log(-1 * ops.log(y))

    def _forward_log_jacobian(self, x: Any) -> Any:
        z, scale = self._z(x)
        return -z - ops.exp(-z) - ops.log(scale)

    def _inverse_log_jacobian(self, y: Any) -> Any:
        y = self._check_value_dtype(y)
        scale = self.cast_param_by_value(y, self.scale)
        return ops.log(scale / (-1.0 * y * ops.log(y)))


class Invert(Bijector):
    """Invert(bijector): the inverse map of ``bijector``."""

    def __init__(self, bijector: Bijector, name: str = "") -> None:
        if not isinstance(bijector, Bijector):
            raise TypeError(f"For 'Invert', the type of 'bijector' should be 'Bijector', but got "
                            f"'{type(bijector).__name__}'.")
        name = name or "Invert" + bijector.name
        super().__init__(is_constant_jacobian=bijector.is_constant_jacobian, is_injective=bijector.is_injective,
                         name=name, dtype=bijector.dtype, param={"bijector": bijector, "name": name})
        self._bijector = bijector
        self._batch_shape = bijector.batch_shape
        self._is_scalar_batch = bijector.is_scalar_batch

    @property
    def bijector(self) -> Bijector:
        return self._bijector

    def inverse(self, y: Any) -> Any:
        return self.bijector("forward", y)

    def forward(self, x: Any) -> Any:
        return self.bijector("inverse", x)

    def inverse_log_jacobian(self, y: Any) -> Any:
        return self.bijector("forward_log_jacobian", y)

    def forward_log_jacobian(self, x: Any) -> Any:
        return self.bijector("inverse_log_jacobian", x)
