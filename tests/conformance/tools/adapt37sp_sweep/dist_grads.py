"""Gradients through distribution methods: ms.grad of log_prob / cdf / entropy / kl_loss with respect to the value
and to parameters given at the call, PyNative and @ms.jit, float32 and float64 parameters."""
import numpy as np
import mindspore as ms
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor, ops, jit
from mindspore import dtype as mstype
from _show import show

X = Tensor(np.array([0.3, 1.0, 2.5], np.float32))
D = {
    "normal": (msd.Normal, (0.5, 2.0)), "uniform": (msd.Uniform, (0.0, 3.0)), "exponential": (msd.Exponential, (1.5,)),
    "lognormal": (msd.LogNormal, (0.5, 2.0)), "laplace": (msd.Laplace, (0.5, 2.0)), "cauchy": (msd.Cauchy, (0.5, 2.0)),
    "logistic": (msd.Logistic, (0.5, 2.0)), "gumbel": (msd.Gumbel, (0.5, 2.0)), "gamma": (msd.Gamma, (1.5, 2.0)),
    "beta": (msd.Beta, (1.5, 2.0)), "poisson": (msd.Poisson, (1.5,)), "geometric": (msd.Geometric, (0.4,)),
    "bernoulli": (msd.Bernoulli, (0.4,)), "halfnormal": (msd.HalfNormal, (0.5, 2.0)), "studentt": (msd.StudentT, (3.0, 0.5, 2.0)),
}
for dn, (cls, ps) in D.items():
    try:
        d = cls(dtype=mstype.float32) if dn not in ("gumbel",) else None
    except Exception as e:  # noqa: BLE001
        print(f"{dn}|ctor0: EXC {type(e).__name__}")
        d = None
    try:
        dc = cls(*[np.array([p], np.float32) for p in ps], dtype=mstype.float32) if dn not in ("poisson",) else cls(np.array([ps[0]], np.float32))
    except Exception as e:  # noqa: BLE001
        print(f"{dn}|ctor: EXC {type(e).__name__}")
        continue
    P = [Tensor(np.array([p], np.float32)) for p in ps]
    for m in ("log_prob", "prob", "cdf", "log_survival"):
        f = lambda x, m=m: getattr(dc, m)(x).sum()
        show(f"{dn}|{m}|dx", lambda f=f: ms.grad(f)(X))
        show(f"{dn}|{m}|dx_jit", lambda f=f: ms.grad(jit(f))(X))
        if d is not None:
            g = lambda x, *p, m=m: getattr(d, m)(x, *p).sum()
            show(f"{dn}|{m}|dparams", lambda g=g: ms.grad(g, grad_position=tuple(range(1, 1 + len(P))))(X, *P))
    if d is not None:
        for m in ("entropy", "mean", "sd"):
            g = lambda *p, m=m: getattr(d, m)(*p).sum()
            show(f"{dn}|{m}|dparams", lambda g=g: ms.grad(g, grad_position=tuple(range(len(P))))(*P))
        g = lambda *p: d.kl_loss(type(d).__name__, *p[:len(P)], *p[len(P):]).sum()
        Q = [Tensor(np.array([p * 1.3], np.float32)) for p in ps] if dn not in ("geometric", "bernoulli") else [Tensor(np.array([0.6], np.float32))]
        show(f"{dn}|kl|dparams", lambda g=g: ms.grad(g, grad_position=tuple(range(2 * len(P))))(*Q, *P))
