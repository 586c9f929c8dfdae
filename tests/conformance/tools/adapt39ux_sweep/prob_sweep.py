"""ut nn/probability/{distribution,bijector}/*.py turned into value checks: each distribution's prob / log_prob /
cdf / log_cdf / survival / log_survival / mean / var / sd / mode / entropy / kl_loss / cross_entropy with the
parameters given at construction or at the call, value dtypes float16 / float64 / int / 0-d, inside a Cell (Graph
mode compiles it), constructor and argument errors; bijectors' forward / inverse / log-jacobians over dtypes;
gradients of log_prob with respect to the value and the parameters."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.nn.probability.distribution as msd
import mindspore.nn.probability.bijector as msb
from _h import case

F32 = np.float32


class Call(nn.Cell):
    def __init__(self, d, name):
        super().__init__()
        self.d = d
        self.name = name

    def construct(self, *a):
        return self.d(self.name, *a)


class Meth(nn.Cell):
    def __init__(self, d, meth):
        super().__init__()
        self.d = d
        self.meth = meth

    def construct(self, *a):
        if self.meth == "prob":
            return self.d.prob(*a)
        if self.meth == "log_prob":
            return self.d.log_prob(*a)
        if self.meth == "cdf":
            return self.d.cdf(*a)
        if self.meth == "log_cdf":
            return self.d.log_cdf(*a)
        if self.meth == "survival_function":
            return self.d.survival_function(*a)
        if self.meth == "log_survival":
            return self.d.log_survival(*a)
        if self.meth == "mean":
            return self.d.mean(*a)
        if self.meth == "var":
            return self.d.var(*a)
        if self.meth == "sd":
            return self.d.sd(*a)
        if self.meth == "mode":
            return self.d.mode(*a)
        if self.meth == "entropy":
            return self.d.entropy(*a)
        if self.meth == "kl_loss":
            return self.d.kl_loss(*a)
        return self.d.cross_entropy(*a)


VALS = {"f32": Tensor(np.array([0.2, 0.5, 1.5], F32)), "f16": Tensor(np.array([0.2, 0.5, 1.5], np.float16)),
        "f64": Tensor(np.array([0.2, 0.5, 1.5])), "i32": Tensor(np.array([0, 1, 2], np.int32)),
        "0d": Tensor(np.array(0.5, F32))}
DISTS = {
    "normal": (lambda: msd.Normal(0.5, 2.0, dtype=ms.float32), lambda: msd.Normal(dtype=ms.float32), (Tensor(0.3, ms.float32), Tensor(1.5, ms.float32))),
    "exp": (lambda: msd.Exponential(1.5, dtype=ms.float32), lambda: msd.Exponential(dtype=ms.float32), (Tensor(0.7, ms.float32),)),
    "uniform": (lambda: msd.Uniform(0.0, 2.0, dtype=ms.float32), lambda: msd.Uniform(dtype=ms.float32), (Tensor(-1.0, ms.float32), Tensor(1.0, ms.float32))),
    "bernoulli": (lambda: msd.Bernoulli(0.3, dtype=ms.int32), lambda: msd.Bernoulli(dtype=ms.int32), (Tensor(0.6, ms.float32),)),
    "geometric": (lambda: msd.Geometric(0.4, dtype=ms.int32), lambda: msd.Geometric(dtype=ms.int32), (Tensor(0.2, ms.float32),)),
    "logistic": (lambda: msd.Logistic(0.5, 1.5, dtype=ms.float32), lambda: msd.Logistic(dtype=ms.float32), (Tensor(0.0, ms.float32), Tensor(2.0, ms.float32))),
    "lognormal": (lambda: msd.LogNormal(0.2, 0.8, dtype=ms.float32), lambda: msd.LogNormal(dtype=ms.float32), (Tensor(0.0, ms.float32), Tensor(1.0, ms.float32))),
    "cauchy": (lambda: msd.Cauchy(0.5, 2.0, dtype=ms.float32), lambda: msd.Cauchy(dtype=ms.float32), (Tensor(0.0, ms.float32), Tensor(1.0, ms.float32))),
    "gamma": (lambda: msd.Gamma(2.0, 1.5, dtype=ms.float32), lambda: msd.Gamma(dtype=ms.float32), (Tensor(3.0, ms.float32), Tensor(0.5, ms.float32))),
    "beta": (lambda: msd.Beta(2.0, 3.0, dtype=ms.float32), lambda: msd.Beta(dtype=ms.float32), (Tensor(1.5, ms.float32), Tensor(0.5, ms.float32))),
    "poisson": (lambda: msd.Poisson(2.5, dtype=ms.float32), lambda: msd.Poisson(dtype=ms.float32), (Tensor(1.5, ms.float32),)),
}
VALUE_METHODS = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")
STAT_METHODS = ("mean", "var", "sd", "mode", "entropy")
for dn, (mk, mk_empty, params) in DISTS.items():
    for m in VALUE_METHODS:
        for vn, v in VALS.items():
            if vn in ("f64", "0d") and m not in ("prob", "cdf"):
                continue
            case(f"{dn}_{m}_{vn}", lambda mk=mk, m=m, v=v: Meth(mk(), m)(v))
        case(f"{dn}_{m}_params", lambda mk_empty=mk_empty, m=m, params=params: Meth(mk_empty(), m)(VALS["f32"], *params))
    for m in STAT_METHODS:
        case(f"{dn}_{m}", lambda mk=mk, m=m: Meth(mk(), m)())
        case(f"{dn}_{m}_params", lambda mk_empty=mk_empty, m=m, params=params: Meth(mk_empty(), m)(*params))
    case(f"{dn}_no_params", lambda mk_empty=mk_empty: Meth(mk_empty(), "mean")())
    case(f"{dn}_kl", lambda mk=mk, dn=dn, params=params: Meth(mk(), "kl_loss")(type(mk()).__name__, *params))
    case(f"{dn}_cross_entropy", lambda mk=mk, params=params: Meth(mk(), "cross_entropy")(type(mk()).__name__, *params))
    case(f"{dn}_call_prob", lambda mk=mk: Call(mk(), "prob")(VALS["f32"]))
    case(f"{dn}_grad_value", lambda mk=mk: ops.grad(Meth(mk(), "log_prob"))(VALS["f32"]))
    case(f"{dn}_grad_params", lambda mk_empty=mk_empty, params=params: ops.grad(Meth(mk_empty(), "log_prob"), tuple(range(1, 1 + len(params))))(VALS["f32"] + 0.1, *params))
# constructor / argument errors
case("normal_neg_sd", lambda: msd.Normal(0.0, -1.0))
case("normal_zero_sd", lambda: msd.Normal(0.0, 0.0))
case("normal_int_dtype", lambda: msd.Normal(0.0, 1.0, dtype=ms.int32))
case("normal_f16", lambda: Meth(msd.Normal(0.0, 1.0, dtype=ms.float16), "prob")(VALS["f32"]))
case("normal_f64", lambda: Meth(msd.Normal(0.0, 1.0, dtype=ms.float64), "log_prob")(VALS["f32"]))
case("normal_list_params", lambda: Meth(msd.Normal([0.0, 1.0], [1.0, 2.0], dtype=ms.float32), "log_prob")(Tensor(np.array([[0.5], [1.0]], F32))))
case("normal_tensor_params", lambda: Meth(msd.Normal(Tensor([0.0, 1.0]), Tensor([1.0, 2.0]), dtype=ms.float32), "mean")())
case("normal_neg_sd_call", lambda: Meth(msd.Normal(dtype=ms.float32), "prob")(VALS["f32"], Tensor(0.0), Tensor(-1.0)))
case("exp_neg_rate", lambda: msd.Exponential(-1.0))
case("uniform_low_high", lambda: msd.Uniform(2.0, 1.0))
case("bernoulli_p_gt1", lambda: msd.Bernoulli(1.5))
case("bernoulli_float_dtype", lambda: Meth(msd.Bernoulli(0.3, dtype=ms.float32), "prob")(VALS["i32"]))
case("geometric_p0", lambda: msd.Geometric(0.0))
case("categorical", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "prob")(Tensor([0, 1, 2], ms.int32)))
case("categorical_logprob", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "log_prob")(Tensor([2, 0], ms.int32)))
case("categorical_cdf", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "cdf")(Tensor([0, 1, 2], ms.int32)))
case("categorical_entropy", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "entropy")())
case("categorical_mode", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "mode")())
case("categorical_bad_sum", lambda: msd.Categorical([0.2, 0.3, 0.6]))
case("categorical_oob", lambda: Meth(msd.Categorical([0.2, 0.3, 0.5], dtype=ms.int32), "prob")(Tensor([3, -1], ms.int32)))
case("dist_name_bad", lambda: Call(msd.Normal(0.0, 1.0), "foo")(VALS["f32"]))
# bijectors
BIJ = {"exp": lambda: msb.Exp(), "power0": lambda: msb.PowerTransform(0.0), "power2": lambda: msb.PowerTransform(2.0),
       "affine": lambda: msb.ScalarAffine(2.0, -1.0), "softplus": lambda: msb.Softplus(2.0),
       "gumbel": lambda: msb.GumbelCDF(0.5, 2.0), "invert_exp": lambda: msb.Invert(msb.Exp())}


class BMeth(nn.Cell):
    def __init__(self, b, meth):
        super().__init__()
        self.b = b
        self.meth = meth

    def construct(self, v):
        if self.meth == "forward":
            return self.b.forward(v)
        if self.meth == "inverse":
            return self.b.inverse(v)
        if self.meth == "fldj":
            return self.b.forward_log_jacobian(v)
        return self.b.inverse_log_jacobian(v)


for bn, mk in BIJ.items():
    for m in ("forward", "inverse", "fldj", "ildj"):
        for vn in ("f32", "f16", "f64", "i32", "0d"):
            case(f"bij_{bn}_{m}_{vn}", lambda mk=mk, m=m, vn=vn: BMeth(mk(), m)(VALS[vn]))
    case(f"bij_{bn}_grad", lambda mk=mk: ops.grad(BMeth(mk(), "forward"))(VALS["f32"]))
case("bij_power_neg", lambda: msb.PowerTransform(-1.0))
case("bij_softplus_zero", lambda: msb.Softplus(0.0))
case("bij_affine_zero_scale", lambda: msb.ScalarAffine(0.0, 1.0))
case("bij_gumbel_neg_scale", lambda: msb.GumbelCDF(0.0, -1.0))
case("bij_invert_bad", lambda: msb.Invert(1.0))
case("transformed", lambda: Meth(msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0, dtype=ms.float32)), "prob")(VALS["f32"]))
