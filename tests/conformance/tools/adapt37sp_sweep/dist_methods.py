"""Distributions x methods x value/param dtypes and shapes, PyNative and inside a Graph-mode Cell."""
import sys
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor
from mindspore import dtype as mstype
from _show import show

MODE = sys.argv[1] if len(sys.argv) > 1 else "both"


class Call(nn.Cell):
    def __init__(self, d, name):
        super().__init__()
        self.d = d
        self.name = name

    def construct(self, *args):
        return self.d(self.name, *args)


D = {
    "normal": (msd.Normal, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "uniform": (msd.Uniform, [np.array([0.0]), np.array([[1.0], [3.0]])], [(-1.0,), (4.0,)]),
    "exponential": (msd.Exponential, [np.array([0.5, 2.0])], [(1.5,)]),
    "lognormal": (msd.LogNormal, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "laplace": (msd.Laplace, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "halfnormal": (msd.HalfNormal, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "studentt": (msd.StudentT, [np.array([3.0]), np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(5.0,), (0.5,), (2.0,)]),
    "cauchy": (msd.Cauchy, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "logistic": (msd.Logistic, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "gumbel": (msd.Gumbel, [np.array([0.0, 1.0]), np.array([[1.0], [2.0]])], [(0.5,), (2.0,)]),
    "gamma": (msd.Gamma, [np.array([2.0, 3.0]), np.array([[1.0], [2.0]])], [(1.5,), (0.5,)]),
    "beta": (msd.Beta, [np.array([2.0, 3.0]), np.array([[1.0], [2.0]])], [(1.5,), (0.5,)]),
    "poisson": (msd.Poisson, [np.array([0.5, 2.0])], [(1.5,)]),
    "geometric": (msd.Geometric, [np.array([0.3, 0.6])], [(0.5,)]),
    "bernoulli": (msd.Bernoulli, [np.array([0.3, 0.6])], [(0.5,)]),
}
VALS = {
    "f32": Tensor(np.array([-1.0, 0.0, 0.25, 1.0, 2.5], np.float32)),
    "f16": Tensor(np.array([-1.0, 0.0, 0.25, 1.0, 2.5], np.float16)),
    "f64": Tensor(np.array([-1.0, 0.0, 0.25, 1.0, 2.5], np.float64)),
    "i32": Tensor(np.array([-1, 0, 1, 2, 3], np.int32)),
    "0d": Tensor(np.float32(0.5)),
    "col": Tensor(np.array([[0.5], [1.0], [3.0]], np.float32)),
}
VM = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")
SM = ("mean", "sd", "var", "entropy", "mode")
modes = [("py", ms.PYNATIVE_MODE), ("gr", ms.GRAPH_MODE)]
if MODE == "py":
    modes = modes[:1]
for mname, mode in modes:
    ms.set_context(mode=mode)
    for dn, (cls, params, callp) in D.items():
        for dt in (mstype.float32, mstype.float16, mstype.float64):
            if dt != mstype.float32 and dn not in ("normal", "exponential", "bernoulli", "gamma", "poisson", "geometric", "uniform", "cauchy"):
                continue
            dtn = str(dt)
            ddt = mstype.int32 if dn in ("bernoulli", "geometric", "poisson") and dt == mstype.float32 else dt
            try:
                d = cls(*params, dtype=ddt)
            except Exception as e:  # noqa: BLE001
                print(f"{mname}|{dn}|{dtn}|ctor: EXC {type(e).__name__}", flush=True)
                continue
            for vn, v in VALS.items():
                if dt != mstype.float32 and vn not in ("f32", "0d"):
                    continue
                for m in VM:
                    show(f"{mname}|{dn}|{dtn}|{m}|{vn}", Call(d, m), v)
            for m in SM:
                show(f"{mname}|{dn}|{dtn}|{m}", Call(d, m))
            show(f"{mname}|{dn}|{dtn}|sample", Call(d, "sample"), (3,), shape_only=True)
            # params at call time
            try:
                dn0 = cls(dtype=ddt)
            except Exception as e:  # noqa: BLE001
                print(f"{mname}|{dn}|{dtn}|ctor0: EXC {type(e).__name__}", flush=True)
                continue
            cps = [Tensor(np.array(p, np.float32)) for p in callp]
            for m in ("log_prob", "cdf"):
                show(f"{mname}|{dn}|{dtn}|call_{m}", Call(dn0, m), VALS["f32"], *cps)
            for m in ("mean", "entropy"):
                show(f"{mname}|{dn}|{dtn}|call_{m}", Call(dn0, m), *cps)
            show(f"{mname}|{dn}|{dtn}|call_sample", Call(dn0, "sample"), (2,), *cps, shape_only=True)
            # kl / cross entropy against call params
            for m in ("kl_loss", "cross_entropy"):
                show(f"{mname}|{dn}|{dtn}|{m}", Call(d, m), type(d).__name__, *cps)
            # override some params at call
            show(f"{mname}|{dn}|{dtn}|override_prob", Call(d, "prob"), VALS["f32"], *cps)
            # python scalar params
            try:
                d2 = cls(*[float(np.ravel(p)[0]) for p in params], dtype=ddt)
                show(f"{mname}|{dn}|{dtn}|scalar_logprob", Call(d2, "log_prob"), VALS["col"])
                show(f"{mname}|{dn}|{dtn}|scalar_mean", Call(d2, "mean"))
            except Exception as e:  # noqa: BLE001
                print(f"{mname}|{dn}|{dtn}|scalar_ctor: EXC {type(e).__name__}", flush=True)
