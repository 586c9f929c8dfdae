"""MindSpore's parametric distributions: Normal, Uniform, Exponential, LogNormal, Laplace, HalfNormal, StudentT,
Cauchy, Logistic, Gumbel, Gamma, Beta, Poisson and Geometric.

Every method takes the distribution's parameters as optional trailing arguments that override the ones
given at construction (``n.log_prob(x, mean, sd)``); with neither, the call is a ValueError, as in
MindSpore. Parameters are cast to the distribution's dtype and broadcast together. A method a
distribution does not define comes from the ones it does, as MindSpore's ``Distribution`` derives them
(``prob = exp(log_prob)``, ``cdf = 1 - survival``, ``sd = sqrt(var)``, ``cross_entropy = entropy + kl``);
one with no definition at all raises NotImplementedError (MindSpore 2.10's HalfNormal, Laplace and
StudentT only define ``prob``/``log_prob``). The math is Tensor arithmetic and ``ops`` calls, so the
methods also run inside ``construct`` in Graph mode. ``sample`` gives MindSpore's shapes and dtypes
(``shape + batch_shape``), not its random values.
"""
from __future__ import annotations

import math
from typing import Any, Optional, Sequence, Tuple

import numpy as np

from .... import ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from .distribution import _LOG_2PI, _TINY, _Parametric, _as_param, _normal, _std_uniform


def _std_gamma(shape: tuple, concentration: Any, seed: int) -> Any:
    """Gamma(concentration, 1) samples of ``shape`` (the batch shape already broadcast into it)."""
    alpha = ops.broadcast_to(concentration, shape) if shape else ops.reshape(concentration, (1,))
    out = ops.random_gamma((1,), alpha, seed=seed)
    return ops.reshape(out, shape)


class Normal(_Parametric):
    """Normal(mean=None, sd=None, seed=None, dtype=float32, name='Normal')."""

    _PARAMS, _DIST = ("mean", "sd"), "Normal"
    _POSITIVE = {"sd": "Standard deviation"}
    _REPR = "mean = {}, standard deviation = {}"

    def __init__(self, mean: Any = None, sd: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Normal") -> None:
        super().__init__((mean, sd), seed, dtype, name)

    def _log_prob(self, x: Any, mean: Any, sd: Any) -> Any:
        z = (x - mean) / sd
        return -0.5 * z * z - ops.log(sd) - 0.5 * _LOG_2PI

    def _cdf(self, x: Any, mean: Any, sd: Any) -> Any:
        return 0.5 * (1.0 + ops.erf((x - mean) / (sd * math.sqrt(2.0))))

    def _mean(self, mean: Any, sd: Any) -> Any:
        return mean

    _mode = _mean

    def _var(self, mean: Any, sd: Any) -> Any:
        return sd * sd

    def _entropy(self, mean: Any, sd: Any) -> Any:
        return ops.log(sd) + 0.5 * (_LOG_2PI + 1.0)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (ma, sa), (mb, sb) = own, other
        return ops.log(sb / sa) + (sa * sa + (ma - mb) * (ma - mb)) / (2.0 * sb * sb) - 0.5

    def _sample(self, shape: tuple, mean: Any, sd: Any) -> Any:
        return _normal(shape, mean, sd, self.seed, self._dtype)


class LogNormal(Normal):
    """LogNormal(loc=None, scale=None, seed=0, dtype=float32, name='LogNormal'): exp of a Normal(loc, scale)."""

    _PARAMS, _DIST = ("loc", "scale"), "LogNormal"
    _POSITIVE = {"scale": "Standard deviation"}
    _REPR = "loc = {}, scale = {}"

    def __init__(self, loc: Any = None, scale: Any = None, seed: Optional[int] = 0, dtype: Any = mstype.float32,
                 name: str = "LogNormal") -> None:
        _Parametric.__init__(self, (loc, scale), seed, dtype, name)

    # MindSpore's LogNormal is a TransformedDistribution of an Exp bijector: the bijector's inverse (log) and its
    # log-jacobian (-log) run in the value's own dtype, the Normal casts log(value) to the distribution's dtype, and
    # the sum promotes (a float16 value: log rounded to float16 first; a float64 value: a float64 log_prob / prob;
    # adapt39ux/lognormal_value_dtype)
    def _log_prob(self, x: Any, loc: Any, scale: Any) -> Any:
        log_x = ops.log(x)
        return Normal._log_prob(self, ops.cast(log_x, self._dtype), loc, scale) - log_x

    def _value(self, value: Any) -> Any:
        # MindSpore's LogNormal hands the value to its Exp bijector, which takes float Tensors only (as they are)
        dt = getattr(value, "dtype", None)
        if dt is not None and not str(dt).lower().startswith(("float", "bfloat")):
            raise TypeError(f"For input value of bijector , the type must be or be subclass of Float, but got {dt}")
        if not isinstance(value, Tensor) and not hasattr(value, "__msgraph_emit__"):
            return super()._value(value)   # (its TypeError)
        return value

    def _cdf(self, x: Any, loc: Any, scale: Any) -> Any:
        cdf = Normal._cdf(self, ops.cast(ops.log(x), self._dtype), loc, scale)
        # MindSpore: 0 where the value is <= 0 (not the NaN of log's negative values)
        return ops.select(ops.broadcast_to(x > 0, cdf.shape), cdf, ops.zeros_like(cdf))

    def _mean(self, loc: Any, scale: Any) -> Any:
        return ops.exp(loc + 0.5 * scale * scale)

    def _mode(self, loc: Any, scale: Any) -> Any:
        return ops.exp(loc - scale * scale)

    def _var(self, loc: Any, scale: Any) -> Any:
        s2 = scale * scale
        return ops.expm1(s2) * ops.exp(2.0 * loc + s2)

    def _entropy(self, loc: Any, scale: Any) -> Any:
        return Normal._entropy(self, loc, scale) + loc

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        return Normal._kl(self, own, other)

    def _sample(self, shape: tuple, loc: Any, scale: Any) -> Any:
        return ops.exp(Normal._sample(self, shape, loc, scale))


class Uniform(_Parametric):
    """Uniform(low=None, high=None, seed=None, dtype=float32, name='Uniform')."""

    _PARAMS, _DIST = ("low", "high"), "Uniform"
    _REPR = "low = {}, high = {}"

    def __init__(self, low: Any = None, high: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Uniform") -> None:
        super().__init__((low, high), seed, dtype, name)
        if self._defaults[0] is not None and self._defaults[1] is not None and \
                not (self._defaults[0].asnumpy() < self._defaults[1].asnumpy()).all():
            raise ValueError("low must be less than high")

    def _prob(self, x: Any, low: Any, high: Any) -> Any:
        # MindSpore's exp(-1 * log(high - low)), the -1 in the distribution's dtype (float64: a float64 result)
        prob = ops.exp(ops.fill(self._dtype, tuple(x.shape), -1.0) * ops.log(high - low))
        inside = ops.logical_and(x >= low, x <= high)
        return ops.select(ops.broadcast_to(inside, prob.shape), prob, ops.zeros_like(prob))

    def _cdf(self, x: Any, low: Any, high: Any) -> Any:
        z = (x - low) / (high - low)
        return ops.clip_by_value(z, 0.0, 1.0)

    def _mean(self, low: Any, high: Any) -> Any:
        return 0.5 * (low + high)

    def _var(self, low: Any, high: Any) -> Any:
        w = high - low
        return w * w / 12.0

    def _entropy(self, low: Any, high: Any) -> Any:
        return ops.log(high - low)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (la, ha), (lb, hb) = own, other
        inside = ops.logical_and(lb <= la, ha <= hb)
        return ops.select(inside, ops.log(hb - lb) - ops.log(ha - la), ops.fill(la.dtype, la.shape, np.inf))

    def _sample(self, shape: tuple, low: Any, high: Any) -> Any:
        return (high - low) * _std_uniform(shape, self._dtype, self.seed) + low


class Exponential(_Parametric):
    """Exponential(rate=None, seed=None, dtype=float32, name='Exponential')."""

    _PARAMS, _DIST = ("rate",), "Exponential"
    _POSITIVE = {"rate": "rate"}
    _REPR = "rate = {}"

    def __init__(self, rate: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Exponential") -> None:
        super().__init__((rate,), seed, dtype, name)

    def _prob(self, x: Any, rate: Any) -> Any:
        return ops.select(x >= 0, rate * ops.exp(-rate * x), ops.zeros_like(x * rate))

    def _log_prob(self, x: Any, rate: Any) -> Any:
        lp = ops.log(rate) - rate * x
        return ops.select(ops.broadcast_to(x >= 0, lp.shape), lp, ops.fill(lp.dtype, lp.shape, -np.inf))

    def _cdf(self, x: Any, rate: Any) -> Any:
        return ops.select(x >= 0, -ops.expm1(-rate * x), ops.zeros_like(x * rate))

    def _mean(self, rate: Any) -> Any:
        return 1.0 / rate

    def _mode(self, rate: Any) -> Any:
        return ops.zeros(tuple(rate.shape), self._dtype)   # MindSpore: in the distribution's dtype

    def _var(self, rate: Any) -> Any:
        return 1.0 / (rate * rate)

    def _entropy(self, rate: Any) -> Any:
        return 1.0 - ops.log(rate)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (ra,), (rb,) = own, other
        return ops.log(ra) - ops.log(rb) + rb / ra - 1.0

    def _sample(self, shape: tuple, rate: Any) -> Any:
        return -(ops.log(_std_uniform(shape, mstype.float32, self.seed, _TINY)) / rate)


class HalfNormal(_Parametric):
    """HalfNormal(mean=None, sd=None, ...): |N(0, sd)| shifted by ``mean``; MindSpore 2.10 defines prob/log_prob."""

    _PARAMS, _DIST = ("mean", "sd"), "HalfNormal"
    _DIST_ARGS = False
    _POSITIVE = {"sd": "Standard deviation"}

    def __init__(self, mean: Any = None, sd: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "HalfNormal") -> None:
        super().__init__((mean, sd), seed, dtype, name)

    def _prob(self, x: Any, mean: Any, sd: Any) -> Any:
        z = (x - mean) / sd
        pdf = math.sqrt(2.0 / math.pi) / sd * ops.exp(-0.5 * z * z)
        return pdf * ops.cast(x >= 0, self._dtype)   # MindSpore tests the value itself, not value - mean


class Laplace(_Parametric):
    """Laplace(mean=None, sd=None, ...): scale ``sd``; MindSpore 2.10 defines prob/log_prob."""

    _PARAMS, _DIST = ("mean", "sd"), "Laplace"
    _DIST_ARGS = False
    _POSITIVE = {"sd": "Standard deviation"}

    def __init__(self, mean: Any = None, sd: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Laplace") -> None:
        super().__init__((mean, sd), seed, dtype, name)

    def _log_prob(self, x: Any, mean: Any, sd: Any) -> Any:
        return -ops.abs((x - mean) / sd) - ops.log(2.0 * sd)


class StudentT(_Parametric):
    """StudentT(df=None, mean=None, sd=None, ...): MindSpore 2.10 defines prob/log_prob."""

    _PARAMS, _DIST = ("df", "mean", "sd"), "StudentT"
    _DIST_ARGS = False
    _POSITIVE = {"df": "Degrees of freedom", "sd": "Standard deviation"}

    def __init__(self, df: Any = None, mean: Any = None, sd: Any = None, seed: Optional[int] = None,
                 dtype: Any = mstype.float32, name: str = "StudentT") -> None:
        super().__init__((df, mean, sd), seed, dtype, name)

    def _log_prob(self, x: Any, df: Any, mean: Any, sd: Any) -> Any:
        y = (x - mean) / sd
        unnorm = -0.5 * (df + 1.0) * ops.log1p(y * y / df)
        norm = ops.log(ops.abs(sd)) + 0.5 * ops.log(df) + 0.5 * math.log(math.pi) + ops.lgamma(0.5 * df) - \
            ops.lgamma(0.5 * (df + 1.0))
        return unnorm - norm


class Cauchy(_Parametric):
    """Cauchy(loc=None, scale=None, seed=None, dtype=float32, name='Cauchy')."""

    _PARAMS, _DIST = ("loc", "scale"), "Cauchy"
    _POSITIVE = {"scale": "scale"}
    _REPR = "location = {}, scale = {}"

    def __init__(self, loc: Any = None, scale: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Cauchy") -> None:
        super().__init__((loc, scale), seed, dtype, name)

    def _log_prob(self, x: Any, loc: Any, scale: Any) -> Any:
        z = (x - loc) / scale
        return -math.log(math.pi) - ops.log(scale) - ops.log1p(z * z)

    def _cdf(self, x: Any, loc: Any, scale: Any) -> Any:
        return ops.atan((x - loc) / scale) / math.pi + 0.5

    def _mode(self, loc: Any, scale: Any) -> Any:
        return loc

    def mean(self, *args: Any) -> Any:   # (before the parameters are looked at: MindSpore's order)
        raise ValueError("For 'Cauchy', the mean is undefined.")

    def var(self, *args: Any) -> Any:
        raise ValueError("For 'Cauchy', the variance is undefined.")

    def sd(self, *args: Any) -> Any:
        raise ValueError("For 'Cauchy', the standard deviation is undefined.")

    def _mean(self, loc: Any, scale: Any) -> Any:
        raise ValueError("For 'Cauchy', the mean is undefined.")

    def _var(self, loc: Any, scale: Any) -> Any:
        raise ValueError("For 'Cauchy', the variance is undefined.")

    def _entropy(self, loc: Any, scale: Any) -> Any:
        return math.log(4.0 * math.pi) + ops.log(scale)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (la, sa), (lb, sb) = own, other
        num = (sa + sb) * (sa + sb) + (la - lb) * (la - lb)
        return ops.log(num) - ops.log(4.0 * sa * sb)

    def _sample(self, shape: tuple, loc: Any, scale: Any) -> Any:
        return loc + scale * ops.tan(math.pi * (_std_uniform(shape, mstype.float32, self.seed) - 0.5))


class Logistic(_Parametric):
    """Logistic(loc=None, scale=None, seed=None, dtype=float32, name='Logistic')."""

    _PARAMS, _DIST = ("loc", "scale"), "Logistic"
    _POSITIVE = {"scale": "scale"}
    _REPR = "location = {}, scale = {}"

    def __init__(self, loc: Any = None, scale: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Logistic") -> None:
        super().__init__((loc, scale), seed, dtype, name)

    # MindSpore 2.10's Logistic has its own softplus, log(exp(x) + 1) with exp(x) / x past float32's
    # log(eps) + 1 thresholds, in log_prob / log_cdf / log_survival (ops.softplus rounds otherwise: 3e-7 off in
    # float32 log_prob, measured vd50s, st probability test_logistic).
    _SOFTPLUS_THRESHOLD = float(np.log(np.finfo(np.float32).eps)) + 1.0

    def _softplus(self, x: Any) -> Any:
        too_small = ops.less(x, self._SOFTPLUS_THRESHOLD)
        too_large = ops.greater(x, -self._SOFTPLUS_THRESHOLD)
        either = ops.logical_or(too_small, too_large)
        safe = ops.select(either, ops.ones_like(x), x)
        y = ops.log(ops.exp(safe) + 1.0)
        return ops.select(too_small, ops.exp(x), ops.select(too_large, x, y))

    def _log_prob(self, x: Any, loc: Any, scale: Any) -> Any:
        z = (x - loc) / scale
        return -z - 2.0 * self._softplus(-z) - ops.log(scale)

    def _cdf(self, x: Any, loc: Any, scale: Any) -> Any:
        return ops.sigmoid((x - loc) / scale)

    def _log_cdf(self, x: Any, loc: Any, scale: Any) -> Any:
        return (-1) * self._softplus(-((x - loc) / scale))

    def _survival(self, x: Any, loc: Any, scale: Any) -> Any:
        return ops.sigmoid(-((x - loc) / scale))

    def _log_survival(self, x: Any, loc: Any, scale: Any) -> Any:
        return (-1) * self._softplus((x - loc) / scale)

    def _mean(self, loc: Any, scale: Any) -> Any:
        return loc

    _mode = _mean

    def _var(self, loc: Any, scale: Any) -> Any:
        return scale * scale * (math.pi * math.pi / 3.0)

    def _entropy(self, loc: Any, scale: Any) -> Any:
        return ops.log(scale) + 2.0

    def _sample(self, shape: tuple, loc: Any, scale: Any) -> Any:
        u = _std_uniform(shape, mstype.float32, self.seed, _TINY)
        return (ops.log(u) - ops.log1p(-u)) * scale + loc


class Gumbel(_Parametric):
    """Gumbel(loc, scale, seed=0, dtype=float32, name='Gumbel')."""

    _PARAMS, _DIST = ("loc", "scale"), "Gumbel"
    _POSITIVE = {"scale": "scale"}
    _REPR = "loc = {}, scale = {}"

    def __init__(self, loc: Any, scale: Any, seed: Optional[int] = 0, dtype: Any = mstype.float32,
                 name: str = "Gumbel") -> None:
        super().__init__((loc, scale), seed, dtype, name)

    @property
    def batch_shape(self) -> Any:
        """MindSpore builds Gumbel as a transformed Uniform(0, 1): its batch shape is the Uniform's, (); the
        parameters' shape is its ``broadcast_shape``."""
        return ()

    def _log_prob(self, x: Any, loc: Any, scale: Any) -> Any:
        z = (x - loc) / scale
        return -(z + ops.exp(-z)) - ops.log(scale)

    def _cdf(self, x: Any, loc: Any, scale: Any) -> Any:
        return ops.exp(-ops.exp(-(x - loc) / scale))

    def _mean(self, loc: Any, scale: Any) -> Any:
        return loc + scale * float(np.euler_gamma)

    def _mode(self, loc: Any, scale: Any) -> Any:
        return loc

    def _var(self, loc: Any, scale: Any) -> Any:
        return scale * scale * (math.pi * math.pi / 6.0)

    def _entropy(self, loc: Any, scale: Any) -> Any:
        return ops.log(scale) + float(np.euler_gamma) + 1.0

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (la, sa), (lb, sb) = own, other
        eg = float(np.euler_gamma)
        return ops.log(sb) - ops.log(sa) + eg * (sa / sb - 1.0) + ops.expm1((lb - la) / sb +
                                                                              ops.lgamma(sa / sb + 1.0)) + (la - lb) / sb

    def _sample(self, shape: tuple, loc: Any, scale: Any) -> Any:
        u = _std_uniform(shape, self._dtype)
        return loc - scale * ops.log(-ops.log(u))


class Gamma(_Parametric):
    """Gamma(concentration=None, rate=None, seed=None, dtype=float32, name='Gamma')."""

    _PARAMS, _DIST = ("concentration", "rate"), "Gamma"
    _POSITIVE = {"concentration": "concentration", "rate": "rate"}
    _REPR = "concentration = {}, rate = {}"

    def __init__(self, concentration: Any = None, rate: Any = None, seed: Optional[int] = None,
                 dtype: Any = mstype.float32, name: str = "Gamma") -> None:
        for pname, v in (("concentration", concentration), ("rate", rate)):   # as MindSpore: no Python scalars
            if isinstance(v, (int, float)):
                raise TypeError(f"Input {pname} can't be scalar")
        super().__init__((concentration, rate), seed, dtype, name)

    def _log_prob(self, x: Any, c: Any, r: Any) -> Any:
        return c * ops.log(r) + (c - 1.0) * ops.log(x) - r * x - ops.lgamma(c)

    def _cdf(self, x: Any, c: Any, r: Any) -> Any:
        return ops.igamma(c, r * x)

    def _mean(self, c: Any, r: Any) -> Any:
        return c / r

    def _mode(self, c: Any, r: Any) -> Any:
        return ops.select(c >= 1.0, (c - 1.0) / r, ops.fill(self._dtype, (c / r).shape, np.nan))

    def _var(self, c: Any, r: Any) -> Any:
        return c / (r * r)

    def _entropy(self, c: Any, r: Any) -> Any:
        return c - ops.log(r) + ops.lgamma(c) + (1.0 - c) * ops.digamma(c)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (ca, ra), (cb, rb) = own, other
        return (ca - cb) * ops.digamma(ca) + ops.lgamma(cb) - ops.lgamma(ca) + cb * (ops.log(ra) - ops.log(rb)) + \
            ca * (rb / ra - 1.0)

    def _sample(self, shape: tuple, c: Any, r: Any) -> Any:
        return _std_gamma(shape, c, self._seed) / r


class Beta(_Parametric):
    """Beta(concentration1=None, concentration0=None, seed=None, dtype=float32, name='Beta')."""

    _PARAMS, _DIST = ("concentration1", "concentration0"), "Beta"
    _POSITIVE = {"concentration1": "concentration1", "concentration0": "concentration0"}
    _REPR = "concentration1 = {}, concentration0 = {}"

    def __init__(self, concentration1: Any = None, concentration0: Any = None, seed: Optional[int] = None,
                 dtype: Any = mstype.float32, name: str = "Beta") -> None:
        for pname, v in (("concentration0", concentration0), ("concentration1", concentration1)):
            if isinstance(v, float):   # MindSpore checks floats only (an int passes)
                raise TypeError(f"Input {pname} can't be scalar")
        super().__init__((concentration1, concentration0), seed, dtype, name)

    @staticmethod
    def _lbeta(a: Any, b: Any) -> Any:
        return ops.lgamma(a) + ops.lgamma(b) - ops.lgamma(a + b)

    def _log_prob(self, x: Any, a: Any, b: Any) -> Any:
        return (a - 1.0) * ops.log(x) + (b - 1.0) * ops.log1p(-x) - self._lbeta(a, b)

    def _mean(self, a: Any, b: Any) -> Any:
        return a / (a + b)

    def _mode(self, a: Any, b: Any) -> Any:
        ok = ops.logical_and(a > 1.0, b > 1.0)
        return ops.select(ok, (a - 1.0) / (a + b - 2.0), ops.fill(self._dtype, (a + b).shape, np.nan))

    def _var(self, a: Any, b: Any) -> Any:
        s = a + b
        return a * b / (s * s * (s + 1.0))

    def _entropy(self, a: Any, b: Any) -> Any:
        s = a + b
        return self._lbeta(a, b) - (a - 1.0) * ops.digamma(a) - (b - 1.0) * ops.digamma(b) + \
            (s - 2.0) * ops.digamma(s)

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (a1, b1), (a2, b2) = own, other
        s1 = a1 + b1
        return self._lbeta(a2, b2) - self._lbeta(a1, b1) + (a1 - a2) * ops.digamma(a1) + \
            (b1 - b2) * ops.digamma(b1) + (a2 - a1 + b2 - b1) * ops.digamma(s1)

    def _sample(self, shape: tuple, a: Any, b: Any) -> Any:
        ga = _std_gamma(shape, a, self._seed)
        gb = _std_gamma(shape, b, self._seed + 1)
        return ga / (ga + gb)


class Poisson(_Parametric):
    """Poisson(rate=None, seed=None, dtype=float32, name='Poisson')."""

    _PARAMS, _DIST = ("rate",), "Poisson"
    _POSITIVE = {"rate": "rate"}
    _REPR = "rate = {}"

    def __init__(self, rate: Any = None, seed: Optional[int] = None, dtype: Any = mstype.float32,
                 name: str = "Poisson") -> None:
        if isinstance(rate, (int, float)):
            raise TypeError("Input rate can't be scalar")
        super().__init__((rate,), seed, dtype, name)

    # As MindSpore 2.10 computes them: a non-integer value is not rounded (log_prob and cdf continue the
    # integer formulas), a negative one gives -inf / 0; the value is in the distribution's dtype (an integer
    # dtype truncates it)
    def _log_prob(self, x: Any, rate: Any) -> Any:
        neg = x < 0
        safe = ops.select(neg, ops.zeros_like(x), x)
        y = ops.log(rate) * safe - ops.lgamma(safe + 1.0)
        return ops.select(ops.broadcast_to(neg, y.shape), ops.fill(y.dtype, y.shape, -np.inf), y) - rate

    def _cdf(self, x: Any, rate: Any) -> Any:
        neg = x < 0
        safe = ops.select(neg, ops.zeros_like(x), x)
        res = 1.0 - ops.igamma(1.0 + safe, rate)
        return ops.select(ops.broadcast_to(neg, res.shape), ops.zeros_like(res), res)

    def _mean(self, rate: Any) -> Any:
        return rate

    def _mode(self, rate: Any) -> Any:
        return ops.floor(rate)

    def _sample(self, shape: tuple, rate: Any) -> Any:
        rate = ops.broadcast_to(ops.cast(rate, mstype.float32), shape) if shape else ops.reshape(rate, (1,))
        out = ops.random_poisson(Tensor(np.array([1], np.int32)), rate, seed=self._seed)
        return ops.cast(ops.reshape(out, shape), self._dtype)

    def _var(self, rate: Any) -> Any:
        return rate


class Geometric(_Parametric):
    """Geometric(probs=None, seed=None, dtype=int32, name='Geometric'): failures before the first success."""

    _PARAMS, _DIST, _DISCRETE = ("probs",), "Geometric", True
    _POSITIVE = {"probs": ""}
    _REPR = "probs = {}"

    def __init__(self, probs: Any = None, seed: Optional[int] = None, dtype: Any = mstype.int32,
                 name: str = "Geometric") -> None:
        super().__init__((probs,), seed, dtype, name)

    def _sample(self, shape: tuple, p: Any) -> Any:
        u = _std_uniform(shape, mstype.float32, self.seed, _TINY)
        return ops.cast(ops.floor(ops.log(u) / ops.log(1.0 - p)), self._dtype)

    def _prob(self, x: Any, p: Any) -> Any:
        k = ops.floor(x)
        pr = ops.pow(1.0 - p, k) * p
        return ops.select(x >= 0, pr, ops.zeros_like(pr))

    def _cdf(self, x: Any, p: Any) -> Any:
        k = ops.floor(x)
        c = 1.0 - ops.pow(1.0 - p, k + 1.0)
        return ops.select(x >= 0, c, ops.zeros_like(c))

    def _mean(self, p: Any) -> Any:
        return (1.0 - p) / p

    def _mode(self, p: Any) -> Any:
        return ops.zeros(tuple(p.shape), self._dtype)   # in the distribution's (integer) dtype

    def _var(self, p: Any) -> Any:
        return (1.0 - p) / (p * p)

    def _entropy(self, p: Any) -> Any:
        q = 1.0 - p
        return -(q * ops.log(q) + p * ops.log(p)) / p

    def _kl(self, own: Sequence[Any], other: Sequence[Any]) -> Any:
        (pa,), (pb,) = own, other
        return ops.log(pa) - ops.log(pb) + (1.0 - pa) / pa * (ops.log(1.0 - pa) - ops.log(1.0 - pb))
