"""A 0-d float64 value computed in graph code (an elementwise result, a reduction, an indexed element) combined with
an integer Tensor: MindSpore computes in float64 (found by the adapt34d variant sweep of st compiler/tensor_sync:
`self.z + input1 + input2` of a float64 attribute and int64 inputs).  msgraph's generated code held the 0-d value as
a numpy scalar, which its run-time promotion read as a weak Python float: the result was Float32 (SILENT: dtype and
float32 rounding)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _conf import emit, emit_error


class Sync(nn.Cell):
    def __init__(self, x):
        super().__init__()
        self.z = x * 2
        self.w = x

    def construct(self, a, b):
        if self.z > self.w:
            return self.z - a - b
        return self.z + a + b


@jit
def chain(z, a, b):
    t = z + a
    return t + b, t * b, b - t, ops.add(t, b)


@jit
def reduced(z, b):
    return z.sum() + b, z.max() * b, ops.exp(z.sum()) + b, z[0] + b, ops.square(z.mean()) + b


for dt in (ms.float64, ms.float16, ms.int32):
    emit_error("attr_sync_%s" % dt, lambda dt=dt: Sync(Tensor(1, dt))(Tensor(5), Tensor(3)))
    emit_error("attr_sync_neg_%s" % dt, lambda dt=dt: Sync(Tensor(-1, dt))(Tensor(5), Tensor(3)))
emit_error("chain_f64_int64", lambda: chain(Tensor(2.0, ms.float64), Tensor(5), Tensor(3)))
emit_error("chain_f64_int32", lambda: chain(Tensor(0.1, ms.float64), Tensor(5, ms.int32), Tensor(3, ms.int32)))
emit_error("reduced_f64_int64", lambda: reduced(Tensor(np.array([0.1, 1.0]), ms.float64), Tensor(3)))
emit_error("reduced_f64_int32_vec", lambda: reduced(Tensor(np.array([0.1, 1.0]), ms.float64),
                                                    Tensor(np.array([3, 4], np.int32))))


@jit
def other_ops(z, b, bi):
    return (ops.where(z.sum() > 0, z.sum(), b), ops.pow(z.sum(), bi), ops.pow(bi, z.min()), ops.maximum(z.sum(), bi),
            ops.clamp(bi, z.min(), z.sum()), z.sum() > bi)


emit_error("other_ops_f64_scalar", lambda: other_ops(Tensor(np.array([2.0, 1.0]), ms.float64), Tensor(3),
                                                     Tensor(np.array([3, 4], np.int32))))
