"""MindSpore's ``Distribution`` base and the parameter bookkeeping every distribution shares.

Every method takes the distribution's parameters as optional trailing arguments that override the ones
given at construction (``n.log_prob(x, mean, sd)``); with neither, the call is a TypeError, as in
MindSpore. Parameters are cast to the distribution's dtype and broadcast together. A method a
distribution does not define comes from the ones it does, as MindSpore's ``Distribution`` derives them
(``prob = exp(log_prob)``, ``cdf = 1 - survival``, ``sd = sqrt(var)``, ``cross_entropy = entropy + kl``);
one with no definition at all raises NotImplementedError. The math is Tensor arithmetic and ``ops``
calls, so the methods also run inside ``construct`` in Graph mode.
"""
from __future__ import annotations

import math
from typing import Any, Dict, Optional, Sequence, Tuple

import numpy as np

from .... import ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ...cell import Cell
from ._utils.utils import set_param_type

_LOG_2PI = math.log(2.0 * math.pi)
_VALUE_METHODS = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")
#: the method names ``dist(name, ...)`` dispatches (MindSpore's Distribution.construct; any other name is its
#: NotImplementedError)
_CALLABLE = frozenset(_VALUE_METHODS + ("mean", "sd", "var", "mode", "entropy", "kl_loss", "cross_entropy",
                                        "sample", "get_dist_args", "get_dist_type"))

class Distribution(Cell):
    """Base class: keeps ``seed``, ``dtype`` and ``name``; subclasses define the methods."""

    def __init__(self, seed: Optional[int], dtype: Any, name: str, param: Optional[dict] = None):
        super().__init__()
        self._seed = 0 if seed is None else seed
        self._dtype = dtype
        self._name = name
        self._parameters_dict = dict(param or {})

    @property
    def name(self) -> str:
        return self._name

    @property
    def dtype(self) -> Any:
        return self._dtype

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def parameters(self) -> dict:
        return self._parameters_dict

    def construct(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if name not in _CALLABLE:
            raise NotImplementedError(f"{name} is not implemented for {type(self).__name__} distribution.")
        return getattr(self, name)(*args, **kwargs)

    # A user's subclass that defines none of a method's ingredients: MindSpore's NotImplementedError
    # (the built-in distributions derive these in _Parametric below).
    def prob(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"prob is not implemented: {type(self).__name__}")

    def log_prob(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"log_prob is not implemented: {type(self).__name__}")

    def cdf(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"cdf is not implemented: {type(self).__name__}")

    def log_cdf(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"log_cdf is not implemented: {type(self).__name__}")

    def survival_function(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"survival_function is not implemented: {type(self).__name__}")

    def log_survival(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"log_survival is not implemented: {type(self).__name__}")

    def sd(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"sd is not implemented: {type(self).__name__}")

    def var(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"var is not implemented: {type(self).__name__}")

    def mode(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"mode is not implemented: {type(self).__name__}")

    def mean(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"mean is not implemented: {type(self).__name__}")

    def entropy(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"entropy is not implemented: {type(self).__name__}")

    def kl_loss(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"kl_loss is not implemented: {type(self).__name__}")

    def cross_entropy(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"cross_entropy is not implemented: {type(self).__name__}")

    def sample(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"sample is not implemented: {type(self).__name__}")


def _check_tensor(value: Any, name: str) -> None:
    """MindSpore's CheckTensor: a distribution parameter given at a call is a Tensor (a Python number, list or
    numpy array is its TypeError)."""
    if not isinstance(value, Tensor) and not hasattr(value, "__msgraph_emit__"):
        raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")


def _as_param(value: Any, dtype: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, (int, float, list, tuple, np.ndarray)):
        return Tensor(np.asarray(value, dtype=np.dtype(dtype.np) if hasattr(dtype, "np") else np.float32))
    return value


class _Parametric(Distribution):
    """Parameter bookkeeping and the derived methods.

    ``_DISCRETE`` distributions (Bernoulli, Geometric, Categorical) keep their parameters and evaluate
    their values in float32 whatever the distribution's (sample) dtype is, as MindSpore does.
    """

    _PARAMS: Tuple[str, ...] = ()
    _DIST = ""
    _DISCRETE = False
    #: False where MindSpore 2.10 defines no get_dist_args / get_dist_type (HalfNormal, Laplace, StudentT)
    _DIST_ARGS = True

    # parameters MindSpore checks at construction: name -> how its ValueError names it ("" for a probability)
    _POSITIVE: Dict[str, str] = {}

    def __init__(self, values: Sequence[Any], seed: Optional[int], dtype: Any, name: str) -> None:
        cls = type(self).__name__
        if not isinstance(name, str):
            raise TypeError(f"For '{cls}', the type of 'name' should be 'str', but got type '{type(name).__name__}'.")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"For '{cls}', the 'seed' must be int, but got '{type(seed).__name__}'")
        dname = str(dtype).lower()
        if not (dname.startswith("float") or ((self._DISCRETE or self._DIST == "Poisson") and (dname.startswith("int") or
                                                                  dname.startswith("uint")))):
            kinds = "int, uint or float" if self._DISCRETE else "float"
            raise TypeError(f"For '{cls}', the 'dtype' should be a {kinds} type, but got {dtype}.")
        if any(isinstance(v, bool) for v in values):
            raise TypeError("Input cannot be Type Bool")
        param = {"param_dict": dict(zip(self._PARAMS, values))}
        super().__init__(seed, dtype, name, param)
        # MindSpore's parameter_type: the parameters' own dtype (float64 / integer arrays and Tensors: float32),
        # else ``dtype`` (float32 for an integer dtype); values are cast to ``dtype`` (see ``_value``)
        self._parameter_type = set_param_type(param["param_dict"], dtype)
        self._defaults = [_as_param(v, self._param_dtype()) for v in values]
        self._check_batch_shape()
        for pname, v in zip(self._PARAMS, self._defaults):
            label = self._POSITIVE.get(pname)
            if v is None or label is None:
                continue
            arr = v.asnumpy()
            if label == "":   # a probability: 0 < p < 1
                if not (arr > 0).all():
                    raise ValueError("Probabilities must be greater than zero")
                if not (arr < 1).all():
                    raise ValueError("Probabilities must be less than one")
            elif not (arr > 0).all():
                raise ValueError(f"{label} must be greater than zero.")
        for pname, v in zip(self._PARAMS, self._defaults):
            setattr(self, f"_{pname}_value", v)

    def _check_batch_shape(self) -> None:
        """MindSpore adds the construction parameters (``value + broadcast``) to find the batch shape: parameters
        that do not broadcast are its ValueError."""
        shape = None
        for v in self._defaults:
            if v is None:
                return
            vs = tuple(v.shape)
            if shape is not None:
                try:
                    vs = tuple(np.broadcast_shapes(vs, shape))
                except ValueError:
                    raise ValueError(f"For 'AddExt', input.shape and other.shape need to broadcast, but got "
                                     f"input.shape = {list(v.shape)} and other.shape = {list(shape)}") from None
            shape = vs

    # -- parameters ---------------------------------------------------------------------------------
    def _args(self, args: Sequence[Any]) -> Any:
        if len(args) > len(self._PARAMS):
            raise TypeError(f"For '{self._name}', too many parameter arguments: {len(args)}.")
        args = list(args) + [None] * (len(self._PARAMS) - len(args))
        out = []
        pdtype = self._param_dtype()
        common = None
        for pname, arg, default in zip(self._PARAMS, args, self._defaults):
            if arg is not None:
                _check_tensor(arg, pname)
            v = arg if arg is not None else default
            if v is None:   # MindSpore: a TypeError naming the parameter
                raise TypeError(f"For '{self._name}', the {pname} must be given either at construction or in "
                                f"the call.")
            # MindSpore's _check_param_type: every parameter has the first one's dtype (its SameTypeShape check)
            if common is None:
                common = v.dtype
            elif v.dtype != common:
                raise TypeError(f"For 'SameTypeShape', the x dtype should be = y dtype: {v.dtype}, but got "
                                f"{common}.")
            out.append(ops.cast(v, pdtype))
        if len(out) > 1 and not self._DISCRETE:
            shape = tuple(np.broadcast_shapes(*[tuple(v.shape) for v in out]))
            out = [ops.broadcast_to(v, shape) if tuple(v.shape) != shape else v for v in out]
        return out[0] if len(out) == 1 else tuple(out)

    def _value(self, value: Any) -> Any:
        if not isinstance(value, Tensor) and not hasattr(value, "__msgraph_emit__"):
            raise TypeError(f"For '{self._name}', the value must be a Tensor, but got {type(value).__name__}.")
        # MindSpore casts a value to the parameters' dtype for the discrete distributions, to the distribution's
        # dtype for the others (Poisson's integer dtype included); arithmetic with the parameters then promotes
        return ops.cast(value, self._param_dtype() if self._DISCRETE else self._dtype)

    def _pargs(self, args: Sequence[Any]) -> tuple:
        res = self._args(args)
        return res if isinstance(res, tuple) else (res,)

    def get_dist_args(self, *args: Any) -> tuple:
        """The parameters given (or, where None, the ones from construction, None if there are none)."""
        if not self._DIST_ARGS:
            raise NotImplementedError(f"get_dist_args is not implemented for {self._name} distribution.")
        if len(args) > len(self._PARAMS):
            raise TypeError(f"For '{self._name}', too many parameter arguments: {len(args)}.")
        args = list(args) + [None] * (len(self._PARAMS) - len(args))
        out = []
        for pname, arg, default in zip(self._PARAMS, args, self._defaults):
            if arg is not None and not isinstance(arg, Tensor) and not hasattr(arg, "__msgraph_emit__"):
                raise TypeError(f"For '{self._name}', the {pname} must be a Tensor, but got {type(arg).__name__}.")
            out.append(default if arg is None else arg)
        return tuple(out)

    def get_dist_type(self) -> str:
        if not self._DIST_ARGS:
            raise NotImplementedError(f"get_dist_type is not implemented for {self._name} distribution.")
        return self._DIST

    _REPR = ""   # MindSpore's extend_repr text for scalar parameters, e.g. "rate = {}"

    def extend_repr(self) -> str:
        if not self._REPR:
            return ""
        if self.is_scalar_batch:
            return self._REPR.format(*[str(v) for v in self._defaults])
        return f"batch_shape = {self.broadcast_shape}"

    def _param_dtype(self) -> Any:
        return self._parameter_type

    @property
    def is_scalar_batch(self) -> bool:
        return all(v is None or isinstance(v, (int, float)) for v in self._parameters_dict["param_dict"].values())

    @property
    def batch_shape(self) -> Any:
        if any(v is None for v in self._defaults):
            return None
        return tuple(np.broadcast_shapes(*[tuple(v.shape) for v in self._defaults]))

    @property
    def broadcast_shape(self) -> Any:
        """The parameters' broadcast shape (MindSpore: the batch shape, but for the distributions it builds as
        transformed ones, Gumbel, whose batch shape is its base Uniform's)."""
        return _Parametric.batch_shape.fget(self)

    # -- derived methods, in MindSpore's order of preference ----------------------------------------------
    def _has(self, name: str) -> bool:
        return getattr(type(self), name) is not getattr(_Parametric, name)

    def _missing(self, what: str) -> Any:
        raise NotImplementedError(f"{what} is not implemented for {self._DIST or type(self).__name__}")

    def log_prob(self, value: Any, *args: Any) -> Any:
        if self._has("_log_prob"):
            return self._log_prob(self._value(value), *self._pargs(args))
        if self._has("_prob"):
            return ops.log(self._prob(self._value(value), *self._pargs(args)))
        return self._missing("log_prob")

    def prob(self, value: Any, *args: Any) -> Any:
        if self._has("_prob"):
            return self._prob(self._value(value), *self._pargs(args))
        if self._has("_log_prob"):
            return ops.exp(self._log_prob(self._value(value), *self._pargs(args)))
        return self._missing("prob")

    def cdf(self, value: Any, *args: Any) -> Any:
        if self._has("_cdf"):
            return self._cdf(self._value(value), *self._pargs(args))
        if self._has("_log_cdf"):
            return ops.exp(self._log_cdf(self._value(value), *self._pargs(args)))
        if self._has("_survival"):
            return 1.0 - self._survival(self._value(value), *self._pargs(args))
        return self._missing("cdf")

    def log_cdf(self, value: Any, *args: Any) -> Any:
        if self._has("_log_cdf"):
            return self._log_cdf(self._value(value), *self._pargs(args))
        return ops.log(self.cdf(value, *args))

    def survival_function(self, value: Any, *args: Any) -> Any:
        if self._has("_survival"):
            return self._survival(self._value(value), *self._pargs(args))
        return 1.0 - self.cdf(value, *args)

    def log_survival(self, value: Any, *args: Any) -> Any:
        if self._has("_log_survival"):
            return self._log_survival(self._value(value), *self._pargs(args))
        return ops.log(self.survival_function(value, *args))

    def mean(self, *args: Any) -> Any:
        return self._mean(*self._pargs(args))

    def mode(self, *args: Any) -> Any:
        return self._mode(*self._pargs(args))

    def var(self, *args: Any) -> Any:
        return self._var(*self._pargs(args))

    def sd(self, *args: Any) -> Any:
        return ops.sqrt(self.var(*args))

    def entropy(self, *args: Any) -> Any:
        return self._entropy(*self._pargs(args))

    def kl_loss(self, dist: str, *args: Any) -> Any:
        """KL(self || other): ``args`` are the other distribution's parameters, then optionally this one's."""
        if dist != self._DIST:
            raise ValueError(f"For '{self._name}', the distribution to compare with must be '{self._DIST}', "
                             f"but got {dist!r}.")
        n = len(self._PARAMS)
        for pname, a in zip(self._PARAMS, args[:n]):
            if a is not None:
                _check_tensor(a, f"{pname}_b")
        other = list(args[:n])
        if len(other) < n or any(o is None for o in other):
            raise TypeError(f"For '{self._name}', kl_loss needs the other distribution's {n} parameter(s).")
        own = self._pargs(args[n:])
        other = [ops.cast(o, self._param_dtype()) for o in other]
        return self._kl(own, other)

    def cross_entropy(self, dist: str, *args: Any) -> Any:
        n = len(self._PARAMS)
        return self.entropy(*args[n:]) + self.kl_loss(dist, *args)

    def sample(self, shape: Any = (), *args: Any) -> Any:
        params = self._pargs(args)
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        batch = tuple(np.broadcast_shapes(*[tuple(p.shape) for p in params]))
        out = self._sample(shape + batch, *params)
        # MindSpore casts every sample to the distribution's dtype (float16 / float64 ones included)
        return ops.cast(out, self._dtype) if hasattr(out, "dtype") and out.dtype != self._dtype else out

    def construct(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "get_dist_type":
            return self.get_dist_type()
        if name not in _CALLABLE:
            # MindSpore's Distribution.construct knows its method names only (adapt39ux/distribution_call_checks)
            raise NotImplementedError(f"{name} is not implemented for {self._DIST or type(self).__name__} "
                                      "distribution.")
        if kwargs:   # parameters by name (``d('sample', mean=m, sd=s)``) go after the method's leading arguments
            unknown = [k for k in kwargs if k not in self._PARAMS]
            if unknown:
                raise TypeError(f"For '{self._name}', {name}() got an unexpected keyword argument '{unknown[0]}'.")
            lead = len(self._PARAMS) + 1 if name in ("kl_loss", "cross_entropy") else \
                1 if name in _VALUE_METHODS or name == "sample" else 0
            args = tuple(args) + ((),) * max(0, lead - len(args)) if name == "sample" else tuple(args)
            own = list(args[lead:]) + [None] * (len(self._PARAMS) - len(args[lead:]))
            own = [kwargs.get(p, a) for p, a in zip(self._PARAMS, own)]
            args = args[:lead] + tuple(own)
        return getattr(self, name)(*args)

    # -- defined by subclasses --------------------------------------------------------------------------
    def _log_prob(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _prob(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _cdf(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _log_cdf(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _survival(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _log_survival(self, value: Any, *p: Any) -> Any:
        raise NotImplementedError

    def _mean(self, *p: Any) -> Any:
        return self._missing("mean")

    def _mode(self, *p: Any) -> Any:
        return self._missing("mode")

    def _var(self, *p: Any) -> Any:
        return self._missing("var")

    def _entropy(self, *p: Any) -> Any:
        return self._missing("entropy")

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        return self._missing("kl_loss")

    def _sample(self, shape: tuple, *p: Any) -> Any:
        return self._missing("sample")


_TINY = float(np.float32(np.finfo(np.float64).tiny))   # MindSpore's minval: float64's tiny as a float32 (0.0)


def _std_uniform(shape: tuple, dtype: Any, seed: int = 0, low: float = 0.0) -> Any:
    """MindSpore's samplers' draw: ``ops.uniform(shape or (1,), low, 1.0, seed)`` (a Distribution passes its own
    seed, 0 by default, so the draws share ``ops.uniform``'s seed counter), cast, squeezed back to 0-d."""
    u = ops.uniform(shape if shape else (1,), Tensor(np.float32(low)), Tensor(np.float32(1)), seed)
    u = ops.cast(u, dtype)
    return u if shape else ops.reshape(u, ())


def _normal(shape: tuple, mean: Any, sd: Any, seed: int, dtype: Any) -> Any:
    """MindSpore's Normal sampler: ``ops.normal(shape or (1,), mean, sd, seed)``, cast, squeezed back to 0-d."""
    v = ops.cast(ops.normal(shape if shape else (1,), mean, sd, seed), dtype)
    return v if shape else ops.reshape(v, ())


