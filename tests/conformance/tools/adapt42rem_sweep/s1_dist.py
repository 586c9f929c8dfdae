"""st/probability/distribution, third pass: batch shapes that broadcast (parameters (2, 1) against values (3,),
parameters at the call against parameters at construction), get_dist_args / get_dist_type in a Cell, kl_loss /
cross_entropy between batches, Python-number parameters at the call, properties, and Graph-mode gradients of
log_prob with respect to Parameters (inside an if / a for loop), for the 17 distributions of MindSpore 2.10."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
import mindspore.nn.probability.distribution as msd
from _h import case

F32 = np.float32


def T(a, dt=F32):
    return Tensor(np.array(a, dt))


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
        if self.meth == "cross_entropy":
            return self.d.cross_entropy(*a)
        return self.d.sample(*a)


# name -> (constructor, batched params (2, 1) x (1, 3) kind, values (3,), other-params for kl)
B21 = [[0.5], [1.5]]
B13 = [[0.7, 1.0, 2.0]]
DISTS = {
    "Normal": (msd.Normal, (T(B21), T(B13)), T([-0.5, 0.3, 1.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Laplace": (msd.Laplace, (T(B21), T(B13)), T([-0.5, 0.3, 1.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "HalfNormal": (msd.HalfNormal, (T(B21), T(B13)), T([0.6, 1.3, 2.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Cauchy": (msd.Cauchy, (T(B21), T(B13)), T([-0.5, 0.3, 1.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Logistic": (msd.Logistic, (T(B21), T(B13)), T([-0.5, 0.3, 1.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Gumbel": (msd.Gumbel, (T(B21), T(B13)), T([-0.5, 0.3, 1.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "LogNormal": (msd.LogNormal, (T(B21), T(B13)), T([0.5, 1.3, 2.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Uniform": (msd.Uniform, (T([[0.0], [-1.0]]), T([[1.0, 2.0, 3.0]])), T([-0.5, 0.3, 1.2]),
                (T([-0.1, 0.2, -2.0]), T([1.5, 2.5, 4.0]))),
    "Exponential": (msd.Exponential, (T(B21),), T([0.5, 1.3, 2.2]), (T([0.1, 0.2, 0.3]),)),
    "Gamma": (msd.Gamma, (T(B21), T(B13)), T([0.5, 1.3, 2.2]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Beta": (msd.Beta, (T(B21), T(B13)), T([0.2, 0.5, 0.9]), (T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "StudentT": (msd.StudentT, (T([[3.0], [5.0]]), T(B21), T(B13)), T([-0.5, 0.3, 1.2]),
                 (T([2.0, 4.0, 6.0]), T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]))),
    "Poisson": (msd.Poisson, (T(B21),), T([0.0, 1.0, 3.0]), (T([0.1, 0.2, 0.3]),)),
    "Bernoulli": (msd.Bernoulli, (T([[0.3], [0.8]]),), T([0.0, 1.0, 1.0]), (T([0.1, 0.5, 0.9]),)),
    "Geometric": (msd.Geometric, (T([[0.3], [0.8]]),), T([0.0, 1.0, 3.0]), (T([0.1, 0.5, 0.9]),)),
}
VMETH = ["prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"]
SMETH = ["mean", "var", "sd", "mode", "entropy"]

# A. batched parameters at construction, values that broadcast
for name, (C, ps, v, other) in DISTS.items():
    for m in VMETH:
        case(f"A_{name}_{m}", lambda C=C, ps=ps, v=v, m=m: Meth(C(*ps), m)(v))
    for m in SMETH:
        case(f"A_{name}_{m}", lambda C=C, ps=ps, m=m: Meth(C(*ps), m)())
    case(f"A_{name}_kl", lambda C=C, ps=ps, other=other, name=name: Meth(C(*ps), "kl_loss")(name, *other))
    case(f"A_{name}_xent", lambda C=C, ps=ps, other=other, name=name: Meth(C(*ps), "cross_entropy")(name, *other))
    case(f"A_{name}_sample_shape", lambda C=C, ps=ps: Meth(C(*ps), "sample")((4,)).shape)
    case(f"A_{name}_sample_dtype", lambda C=C, ps=ps: Meth(C(*ps), "sample")((4,)).dtype)

# B. parameters at the call broadcasting against the value; the construction's parameters unused
for name, (C, ps, v, other) in DISTS.items():
    if name == "Gumbel":
        continue
    for m in ("log_prob", "cdf"):
        case(f"B_{name}_{m}_call", lambda C=C, ps=ps, v=v, m=m: Meth(C(), m)(v, *ps))
    case(f"B_{name}_mean_call", lambda C=C, ps=ps: Meth(C(), "mean")(*ps))
    case(f"B_{name}_entropy_call", lambda C=C, ps=ps: Meth(C(), "entropy")(*ps))
    # the call's parameters override the construction's
    case(f"B_{name}_override", lambda C=C, ps=ps, v=v, other=other: Meth(C(*other), "log_prob")(v, *ps))
    # kl against a batch, parameters of self given at the call
    case(f"B_{name}_kl_call", lambda C=C, ps=ps, other=other, name=name:
         Meth(C(), "kl_loss")(name, *other, *ps))

# C. Python numbers as parameters at the call
for name, C, nums, v in [("Normal", msd.Normal, (0.5, 2.0), T([0.1, 1.0])),
                         ("Exponential", msd.Exponential, (2.0,), T([0.1, 1.0])),
                         ("Bernoulli", msd.Bernoulli, (0.3,), T([0.0, 1.0])),
                         ("Uniform", msd.Uniform, (0.0, 2.0), T([0.1, 1.0])),
                         ("Gamma", msd.Gamma, (2.0, 3.0), T([0.1, 1.0])),
                         ("Logistic", msd.Logistic, (0.0, 2.0), T([0.1, 1.0]))]:
    case(f"C_{name}_log_prob_num", lambda C=C, nums=nums, v=v: Meth(C(), "log_prob")(v, *nums))
    case(f"C_{name}_mean_num", lambda C=C, nums=nums: Meth(C(), "mean")(*nums))
    case(f"C_{name}_value_num", lambda C=C, nums=nums: Meth(C(*nums), "log_prob")(1.0))
    case(f"C_{name}_value_list", lambda C=C, nums=nums: Meth(C(*nums), "log_prob")([0.5, 1.0]))

# D. properties and shapes
for name, (C, ps, v, other) in DISTS.items():
    case(f"D_{name}_batch_shape", lambda C=C, ps=ps: C(*ps).batch_shape)
    case(f"D_{name}_broadcast_shape", lambda C=C, ps=ps: C(*ps).broadcast_shape)
    case(f"D_{name}_dtype", lambda C=C, ps=ps: str(C(*ps).dtype))
    case(f"D_{name}_is_scalar_batch", lambda C=C, ps=ps: C(*ps).is_scalar_batch)
    case(f"D_{name}_dist_type", lambda C=C, ps=ps: C(*ps).get_dist_type())
    case(f"D_{name}_dist_args", lambda C=C, ps=ps: C(*ps).get_dist_args())
    case(f"D_{name}_dist_args_call", lambda C=C, ps=ps, other=other: C(*ps).get_dist_args(*other))


# E. get_dist_args / get_dist_type inside a Cell (test_get_dist_args), kl through them
class ArgsNet(nn.Cell):
    def __init__(self, C, a, b):
        super().__init__()
        self.d0 = C()
        self.d1 = C(*a)
        self.d2 = C(*b)

    def construct(self, value, *p):
        args = self.d0.get_dist_args(*p)
        r1 = self.d1.prob(value, *args)
        args1 = self.d1.get_dist_args()
        t = self.d1.get_dist_type()
        r2 = self.d2.kl_loss(t, *args1)
        return r1, r2


for name, C, a, b, v, p in [
        ("Normal", msd.Normal, (0.0, 1.0), (3.0, 4.0), T([-2.0, 0.0, 2.0]), (T(3.0), T(4.0))),
        ("Exponential", msd.Exponential, (1.0,), (2.0,), T([0.5, 1.0, 2.0]), (T(3.0),)),
        ("Gamma", msd.Gamma, (1.0, 2.0), (2.0, 3.0), T([0.5, 1.0, 2.0]), (T(3.0), T(1.5))),
        ("Beta", msd.Beta, (1.0, 2.0), (2.0, 3.0), T([0.2, 0.5, 0.7]), (T(3.0), T(1.5))),
        ("Uniform", msd.Uniform, (0.0, 1.0), (-1.0, 3.0), T([0.2, 0.5, 0.7]), (T(0.0), T(2.0))),
        ("Bernoulli", msd.Bernoulli, (0.5,), (0.3,), T([0.0, 1.0, 1.0]), (T(0.7),)),
        ("Geometric", msd.Geometric, (0.5,), (0.3,), T([0.0, 1.0, 2.0]), (T(0.7),)),
        ("Categorical", msd.Categorical, ([0.5, 0.5],), ([0.2, 0.8],), T([0, 1, 1], np.int32),
         (T([0.3, 0.7]),)),
        ("LogNormal", msd.LogNormal, (0.0, 1.0), (1.0, 2.0), T([0.5, 1.0, 2.0]), (T(0.5), T(1.5))),
        ("Cauchy", msd.Cauchy, (0.0, 1.0), (1.0, 2.0), T([0.5, 1.0, 2.0]), (T(0.5), T(1.5))),
        ("Logistic", msd.Logistic, (0.0, 1.0), (1.0, 2.0), T([0.5, 1.0, 2.0]), (T(0.5), T(1.5))),
        ("Laplace", msd.Laplace, (0.0, 1.0), (1.0, 2.0), T([0.5, 1.0, 2.0]), (T(0.5), T(1.5))),
        ("HalfNormal", msd.HalfNormal, (0.0, 1.0), (1.0, 2.0), T([0.5, 1.0, 2.0]), (T(0.5), T(1.5)))]:
    case(f"E_{name}_args_net", lambda C=C, a=a, b=b, v=v, p=p: ArgsNet(C, a, b)(v, *p))


# F. gradients of a negative log-likelihood with respect to Parameters, inside control flow
class NLL(nn.Cell):
    def __init__(self, C, params, flow):
        super().__init__()
        self.d = C()
        self.p0 = Parameter(params[0], name="p0")
        self.n = len(params)
        if self.n > 1:
            self.p1 = Parameter(params[1], name="p1")
        else:
            self.p1 = Parameter(params[0], name="p1")
        self.flow = flow

    def construct(self, x):
        if self.n > 1:
            lp = self.d.log_prob(x, self.p0, self.p1)
        else:
            lp = self.d.log_prob(x, self.p0)
        if self.flow == "if":
            if x.sum() > 1.0:
                lp = lp * 2.0
            else:
                lp = lp - 1.0
        elif self.flow == "for":
            s = lp
            for _ in range(2):
                s = s + lp
            lp = s
        return -lp.mean()


for name, C, params, x in [
        ("Normal", msd.Normal, (T([0.5, -0.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Laplace", msd.Laplace, (T([0.5, -0.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Cauchy", msd.Cauchy, (T([0.5, -0.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Logistic", msd.Logistic, (T([0.5, -0.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("LogNormal", msd.LogNormal, (T([0.5, -0.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Gamma", msd.Gamma, (T([1.5, 2.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Beta", msd.Beta, (T([1.5, 2.5]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("StudentT", msd.StudentT, (T([3.0, 5.0]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("HalfNormal", msd.HalfNormal, (T([0.1, 0.2]), T([1.0, 2.0])), T([0.3, 0.9])),
        ("Exponential", msd.Exponential, (T([1.5, 2.5]),), T([0.3, 0.9])),
        ("Poisson", msd.Poisson, (T([1.5, 2.5]),), T([1.0, 2.0])),
        ("Bernoulli", msd.Bernoulli, (T([0.3, 0.6]),), T([0.0, 1.0])),
        ("Geometric", msd.Geometric, (T([0.3, 0.6]),), T([0.0, 2.0])),
        ("Uniform", msd.Uniform, (T([-1.0, 0.0]), T([1.0, 2.0])), T([0.3, 0.9]))]:
    if name == "StudentT":
        continue
    for flow in ("none", "if", "for"):
        def g(C=C, params=params, x=x, flow=flow):
            net = NLL(C, params, flow)
            gf = ms.value_and_grad(net, None, net.trainable_params())
            return gf(x)
        case(f"F_{name}_{flow}_grad", g)


# F2. StudentT (three parameters) and Categorical gradients through GradOperation
class StNLL(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = msd.StudentT()
        self.df = Parameter(T([3.0, 5.0]), name="df")
        self.mu = Parameter(T([0.5, -0.5]), name="mu")
        self.sd = Parameter(T([1.0, 2.0]), name="sd")

    def construct(self, x):
        return -self.d.log_prob(x, self.df, self.mu, self.sd).sum()


def st_grad():
    net = StNLL()
    return ops.GradOperation(get_by_list=True)(net, net.trainable_params())(T([0.3, 0.9]))


case("F2_StudentT_grad", st_grad)


class CatNLL(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = msd.Categorical()
        self.p = Parameter(T([[0.2, 0.3, 0.5], [0.6, 0.3, 0.1]]), name="p")

    def construct(self, x):
        return -self.d.log_prob(x, self.p).sum() + self.d.entropy(self.p).sum()


case("F2_Categorical_grad", lambda: ms.value_and_grad(CatNLL(), None, CatNLL().trainable_params())(T([0, 2], np.int32)))


def cat_grad2():
    net = CatNLL()
    return ms.value_and_grad(net, None, net.trainable_params())(T([0, 2], np.int32))


case("F2_Categorical_grad2", cat_grad2)


# G. ms.grad of methods with respect to the value (through an @ms.jit function)
for name, C, ps, v in [("Normal", msd.Normal, (0.5, 2.0), T([0.1, 1.0])),
                       ("Logistic", msd.Logistic, (0.5, 2.0), T([0.1, 1.0])),
                       ("Gumbel", msd.Gumbel, (0.5, 2.0), T([0.1, 1.0])),
                       ("Laplace", msd.Laplace, (0.5, 2.0), T([0.1, 1.0])),
                       ("Cauchy", msd.Cauchy, (0.5, 2.0), T([0.1, 1.0])),
                       ("HalfNormal", msd.HalfNormal, (0.5, 2.0), T([0.6, 1.0])),
                       ("StudentT", msd.StudentT, (3.0, 0.5, 2.0), T([0.1, 1.0])),
                       ("Gamma", msd.Gamma, (2.0, 3.0), T([0.1, 1.0])),
                       ("Beta", msd.Beta, (2.0, 3.0), T([0.1, 0.6])),
                       ("LogNormal", msd.LogNormal, (0.5, 2.0), T([0.1, 1.0]))]:
    d = C(*ps)
    for m in ("log_prob", "cdf", "log_survival"):
        net = Meth(d, m)
        case(f"G_{name}_{m}_dvalue", lambda net=net, v=v: ms.grad(lambda x: net(x).sum())(v))
