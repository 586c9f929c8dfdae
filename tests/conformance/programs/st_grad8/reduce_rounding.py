"""MindSpore 2.10's CPU ReduceSum / ReduceMean rounding (measured): a 2-d float32 along axis 1 adds 8-lane SIMD
accumulators, their lanes in order, then the tail; a 2-d float32 ReduceSum along axis 0 adds row by row; every other
float16/float32 reduction is as exact as a double-precision sum rounded once; ReduceMean divides its sum by the
count in float32.  Hex bits show a last-place difference."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit


def hexes(a):
    return [float(x).hex() for x in np.asarray(a.asnumpy(), np.float64).ravel()]


def data(shape, k):
    n = int(np.prod(shape))
    v = (np.sin(np.arange(n, dtype=np.float64) * (1.7 + k)) + 1.05) * 10.0 ** (np.arange(n) % 7 - 3)
    return v.astype(np.float32).reshape(shape)


for k, n in enumerate((5, 8, 17, 100, 1000)):
    x = Tensor(data((n,), k))
    emit(f"all_{n}", (hexes(ops.ReduceSum()(x).reshape(1)), hexes(ops.ReduceMean()(x).reshape(1)),
                      hexes(x.mean().reshape(1))))
x = data((8, 10), 7)
emit("axis0_f32", (hexes(ops.ReduceSum()(Tensor(x), 0)), hexes(ops.ReduceMean()(Tensor(x), 0))))
emit("all_2d_f32", (hexes(ops.ReduceSum()(Tensor(x)).reshape(1)), hexes(ops.ReduceMean()(Tensor(x), (0, 1)).reshape(1))))
y = data((5, 7, 9), 8)
emit("axes02_mean_f32", hexes(ops.ReduceMean()(Tensor(y), (0, 2))))
for ax in (0, 1, (0, 1)):
    h = Tensor(x.astype(np.float16))
    emit(f"f16_{ax}", (hexes(ops.ReduceSum()(h, ax)), hexes(ops.ReduceMean()(h, ax))))
for c in (3, 8, 13, 33):
    z = Tensor(data((4, c), c))
    emit(f"axis1_{c}", (hexes(ops.ReduceSum()(z, 1)), hexes(ops.ReduceMean()(z, -1)), hexes(z.sum(1))))
z = Tensor(data((3, 4, 21), 9))
emit("3d_last", (hexes(ops.ReduceSum(keep_dims=True)(z, -1)), hexes(ops.ReduceMean()(z, 2))))
emit("3d_mid", (hexes(ops.ReduceSum()(z, 1)), hexes(ops.ReduceMean()(z, 1))))
