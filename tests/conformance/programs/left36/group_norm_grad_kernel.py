"""left36 (amp35 / adapt35x left items): GroupNorm's gradients are MindSpore 2.10's CPU GroupNormGrad kernel's: it
normalises with the mean / rstd the forward returned (float16 ones for float16), sums dgamma / dbeta in float (double
for float64) and the input gradient in double from the dtype's values.  The input gradient is a small difference
of large terms: msgraph's composite gradient gave 0.0019 for MindSpore's 0.0116 under to_float(float16) on a
wide input (amp35's gn_b), float32 input gradients off by 4e-5 and float32 gamma gradients in the 4th digit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = np.arange(2 * 4 * 3 * 3, dtype=np.float32).reshape(2, 4, 3, 3) / 17 - 1.1


def weighted(o):
    return (o * ops.arange(1, o.size + 1).reshape(o.shape).astype(o.dtype)).sum()


TOL = {"float16": 0, "float32": 0, "float64": 1e-11}
for name, dt in (("float16", ms.float16), ("float32", ms.float32), ("float64", ms.float64)):
    x = Tensor(X).astype(dt)
    w = ms.Parameter(Tensor(np.array([1.5, 0.5, -1.0, 2.0], np.float32)).astype(dt), name="w")
    b = ms.Parameter(Tensor(np.array([0.25, 0.0, 0.5, -0.25], np.float32)).astype(dt), name="b")

    def f(a, w, b):
        return weighted(ops.group_norm(a, 2, w, b))

    gx, gw, gb = ms.grad(f, (0, 1, 2))(x, w, b)
    emit(f"{name}_dx", gx, rtol=TOL[name], atol=TOL[name])
    emit(f"{name}_dgamma", gw, rtol=TOL[name], atol=TOL[name])
    emit(f"{name}_dbeta", gb, rtol=TOL[name], atol=TOL[name])

cell = nn.GroupNorm(2, 4)
cell.to_float(ms.float16)


def g(a):
    return weighted(cell(a))


emit("to_float_forward", cell(Tensor(X)), rtol=0, atol=0)
emit("to_float_dx", ms.grad(g)(Tensor(X)), rtol=0, atol=0)
emit("to_float_dparams", ms.grad(g, None, cell.trainable_params())(Tensor(X)), rtol=0, atol=0)
cell32 = nn.GroupNorm(4, 4)


def h(a):
    return weighted(cell32(a))


emit("layer_f32_dx_4groups", ms.grad(h)(Tensor(X)), rtol=0, atol=0)
