"""MindSpore's CPU Exp of float32 is nnacl's exp (a degree-5 Taylor polynomial with fused multiply-adds, a few ulps
from the correctly rounded value), bit for bit; float64 is the C library's.  Its gradient dout * out follows."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit


def hexes(a):
    return [float(x).hex() for x in np.asarray(a.asnumpy(), np.float64).ravel()]


x = (np.sin(np.arange(45, dtype=np.float32) * 1.37) * 20).astype(np.float32)
emit("exp_f32", hexes(ops.Exp()(Tensor(x))))
emit("exp_f32_small", hexes(ops.exp(Tensor(x[:5]))))
emit("exp_method", hexes(Tensor(x.reshape(5, 9)).exp()))
emit("exp_f64", hexes(ops.Exp()(Tensor(x.astype(np.float64)))))
emit("exp_special", hexes(ops.Exp()(Tensor(np.array([np.inf, -np.inf, np.nan, 0, -100, 100], np.float32)))))


def f(t):
    return (ops.exp(t) * 3).sum()


emit("exp_grad", hexes(ms.grad(f)(Tensor(x[:9]))))
