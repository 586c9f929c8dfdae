"""st/probability/bijector and TransformedDistribution, third pass: bijectors with batched (array / Tensor)
parameters against values that broadcast, float16 / float64 / int values, in a Cell (Graph mode compiles it), their
gradients by value and by Parameter-held parameters, Invert of each, and TransformedDistribution over Normal /
Uniform / Exponential with each bijector: value methods, mean, batch shapes, sample shapes, parameters at the call."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
import mindspore.nn.probability.distribution as msd
import mindspore.nn.probability.bijector as msb
from _h import case

F32 = np.float32


def T(a, dt=F32):
    return Tensor(np.array(a, dt))


class BMeth(nn.Cell):
    def __init__(self, b, meth):
        super().__init__()
        self.b = b
        self.meth = meth

    def construct(self, x):
        if self.meth == "forward":
            return self.b.forward(x)
        if self.meth == "inverse":
            return self.b.inverse(x)
        if self.meth == "forward_log_jacobian":
            return self.b.forward_log_jacobian(x)
        return self.b.inverse_log_jacobian(x)


class BCall(nn.Cell):
    def __init__(self, b, meth):
        super().__init__()
        self.b = b
        self.meth = meth

    def construct(self, x):
        return self.b(self.meth, x)


BIJ = {
    "Exp": lambda: msb.Exp(),
    "PowerT_arr": lambda: msb.PowerTransform(power=np.array([[0.5], [2.0]], F32)),
    "PowerT_T": lambda: msb.PowerTransform(power=T([[0.5], [2.0]])),
    "PowerT_0": lambda: msb.PowerTransform(power=0.0),
    "Affine_T": lambda: msb.ScalarAffine(scale=T([[2.0], [-0.5]]), shift=T([1.0, 0.0, -1.0])),
    "Affine_arr": lambda: msb.ScalarAffine(scale=np.array([2.0, 3.0, 0.5], F32), shift=1.0),
    "Softplus_T": lambda: msb.Softplus(sharpness=T([[0.5], [2.0]])),
    "Softplus_f": lambda: msb.Softplus(sharpness=3.0),
    "GumbelCDF_T": lambda: msb.GumbelCDF(loc=T([[0.0], [1.0]]), scale=T([1.0, 2.0, 0.5])),
    "Invert_Affine": lambda: msb.Invert(msb.ScalarAffine(scale=T([[2.0], [-0.5]]), shift=1.0)),
    "Invert_Softplus": lambda: msb.Invert(msb.Softplus(sharpness=T([[0.5], [2.0]]))),
    "Invert_Gumbel": lambda: msb.Invert(msb.GumbelCDF(loc=1.0, scale=2.0)),
}
XS = {
    "f32": T([0.2, 0.5, 0.9]),
    "f16": T([0.2, 0.5, 0.9], np.float16),
    "f64": T([0.2, 0.5, 0.9], np.float64),
    "i32": T([1, 2, 3], np.int32),
    "0d": T(0.5),
    "col": T([[0.2], [0.7]]),
}
METHS = ["forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian"]

# A. methods x value kinds, in a Cell
for bn, mk in BIJ.items():
    for xn, x in XS.items():
        for m in METHS:
            case(f"A_{bn}_{m}_{xn}", lambda mk=mk, m=m, x=x: BMeth(mk(), m)(x))
    case(f"A_{bn}_call_forward", lambda mk=mk: BCall(mk(), "forward")(XS["f32"]))
    case(f"A_{bn}_batch_shape", lambda mk=mk: mk().batch_shape)
    case(f"A_{bn}_is_scalar_batch", lambda mk=mk: mk().is_scalar_batch)
    case(f"A_{bn}_dtype", lambda mk=mk: str(mk().dtype))


# B. gradients: by value (ms.grad) and by a Parameter holding the bijector's parameter
for bn, mk in BIJ.items():
    for m in METHS:
        net = None

        def g(mk=mk, m=m):
            n = BMeth(mk(), m)
            return ms.grad(lambda x: n(x).sum())(XS["f32"])
        case(f"B_{bn}_{m}_dvalue", g)


class AffP(nn.Cell):
    def __init__(self, meth):
        super().__init__()
        self.s = Parameter(T([2.0, 0.5, 3.0]), name="s")
        self.t = Parameter(T([1.0, -1.0, 0.0]), name="t")
        self.meth = meth

    def construct(self, x):
        b = msb.ScalarAffine(self.s, self.t)
        if self.meth == "forward":
            return b.forward(x).sum()
        if self.meth == "inverse":
            return b.inverse(x).sum()
        return b.forward_log_jacobian(x).sum()


for m in ("forward", "inverse", "fldj"):
    def g2(m=m):
        n = AffP(m)
        return ms.value_and_grad(n, None, n.trainable_params())(XS["f32"])
    case(f"B2_AffineParam_{m}", g2)


# C. TransformedDistribution over Normal / Uniform / Exponential with each bijector
class TMeth(nn.Cell):
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
        return self.d.sample(*a)


BASES = {
    "Normal": lambda: msd.Normal(T([[0.0], [0.5]]), T([1.0, 2.0, 0.5])),
    "NormalNone": lambda: msd.Normal(),
    "Uniform": lambda: msd.Uniform(0.0, 1.0),
    "Exponential": lambda: msd.Exponential(T([1.0, 2.0, 0.5])),
    "Normal64": lambda: msd.Normal(0.0, 1.0, dtype=ms.float64),
}
TBIJ = {
    "Exp": lambda: msb.Exp(),
    "Affine": lambda: msb.ScalarAffine(scale=2.0, shift=1.0),
    "AffineT": lambda: msb.ScalarAffine(scale=T([2.0, 3.0, 0.5])),
    "Softplus": lambda: msb.Softplus(sharpness=2.0),
    "PowerT": lambda: msb.PowerTransform(power=0.5),
    "Invert_Exp": lambda: msb.Invert(msb.Exp()),
    "GumbelCDF": lambda: msb.GumbelCDF(loc=0.0, scale=1.0),
}
TX = T([0.3, 0.8, 1.7])
for dn, dk in BASES.items():
    for bn, bk in TBIJ.items():
        x = T([0.1, 0.4, 0.7]) if bn in ("GumbelCDF",) else (T([-0.5, 0.3, 0.7]) if bn in ("Affine", "AffineT",
                                                                                             "Invert_Exp")
                                                               else TX)
        for m in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
            if dn == "NormalNone":
                case(f"C_{dn}_{bn}_{m}", lambda dk=dk, bk=bk, m=m, x=x:
                     TMeth(msd.TransformedDistribution(bk(), dk()), m)(x, T(0.5), T(2.0)))
            else:
                case(f"C_{dn}_{bn}_{m}", lambda dk=dk, bk=bk, m=m, x=x:
                     TMeth(msd.TransformedDistribution(bk(), dk()), m)(x))
        case(f"C_{dn}_{bn}_mean", lambda dk=dk, bk=bk, dn=dn:
             TMeth(msd.TransformedDistribution(bk(), dk()), "mean")(*((T(0.5), T(2.0)) if dn == "NormalNone"
                                                                      else ())))
        case(f"C_{dn}_{bn}_sample_shape", lambda dk=dk, bk=bk, dn=dn:
             TMeth(msd.TransformedDistribution(bk(), dk()), "sample")((2,), *((T(0.5), T(2.0)) if dn ==
                                                                             "NormalNone" else ())).shape)
        case(f"C_{dn}_{bn}_shapes", lambda dk=dk, bk=bk: (msd.TransformedDistribution(bk(), dk()).batch_shape,
                                                         msd.TransformedDistribution(bk(), dk()).broadcast_shape,
                                                         msd.TransformedDistribution(bk(), dk()).is_scalar_batch,
                                                         str(msd.TransformedDistribution(bk(), dk()).dtype)))


# D. TransformedDistribution call forms and errors
case("D_td_call_name", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0))("log_prob", TX))
case("D_td_call_unknown", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0))("foo", TX))
case("D_td_var", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0)).var())
case("D_td_entropy", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0)).entropy())
case("D_td_kl", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0)).kl_loss("Normal", T(0.0),
                                                                                               T(1.0)))
case("D_td_int_dist", lambda: msd.TransformedDistribution(msb.Exp(), msd.Bernoulli(0.5)))
case("D_td_bad_bij", lambda: msd.TransformedDistribution(msd.Normal(), msd.Normal(0.0, 1.0)))
case("D_td_f16_value", lambda: TMeth(msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0)), "log_prob")(
    T([0.3, 0.8], np.float16)))
case("D_td_int_value", lambda: TMeth(msd.TransformedDistribution(msb.ScalarAffine(2.0, 1.0), msd.Normal(0.0, 1.0)),
                                     "log_prob")(T([1, 2], np.int32)))
case("D_td_num_param", lambda: msd.TransformedDistribution(msb.Exp(), msd.Normal()).log_prob(TX, 0.5, 2.0))
case("D_bij_num_value", lambda: msb.ScalarAffine(2.0, 1.0).forward(1.0))
case("D_bij_list_value", lambda: msb.ScalarAffine(2.0, 1.0).forward([1.0, 2.0]))
case("D_bij_bool_param", lambda: msb.ScalarAffine(True, 1.0))
case("D_bij_int_param", lambda: BMeth(msb.ScalarAffine(2, 1), "forward")(XS["f32"]))
case("D_bij_int_param_i32v", lambda: BMeth(msb.ScalarAffine(2, 1), "forward")(XS["i32"]))
case("D_bij_pt_neg", lambda: msb.PowerTransform(power=-1.0).forward(XS["f32"]))
case("D_bij_softplus_0", lambda: msb.Softplus(sharpness=0.0))
case("D_bij_gumbel_scale0", lambda: msb.GumbelCDF(scale=0.0))
case("D_bij_affine_scale0", lambda: msb.ScalarAffine(scale=0.0).inverse(XS["f32"]))
case("D_invert_name", lambda: msb.Invert(msb.Exp()).name)
case("D_invert_bij", lambda: type(msb.Invert(msb.Exp()).bijector).__name__)
case("D_invert_bad", lambda: msb.Invert(msd.Normal()))
