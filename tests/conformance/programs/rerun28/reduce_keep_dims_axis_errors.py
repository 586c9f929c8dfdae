"""Error classes the error_sweep rerun found changed since session 15: MindSpore 2.10's ReduceX primitives take a
Python bool keep_dims only (ReduceSum(keep_dims='a' / 1 / None) is the call's TypeError; msgraph had come to
accept it), and LpNorm / L2Normalize check their axis against the input's rank (ValueError; in Graph mode msgraph
raised numpy's AxisError from the kernel since the gradient kernels of session 26)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Op(nn.Cell):
    def __init__(self, op, *extra):
        super().__init__()
        self.op = op
        self.extra = extra

    def construct(self, x):
        return self.op(x, *self.extra)


class Norm(nn.Cell):
    def construct(self, x):
        return ops.norm(x, 2, 4)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
for name in ("ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"):
    for kd in ("a", 1, None):
        emit_error(f"{name} keep_dims={kd!r}", Op(getattr(ops, name)(keep_dims=kd), 1), x)
    emit_error(f"{name} keep_dims=True", Op(getattr(ops, name)(keep_dims=True), 1), x)
emit_error("ReduceAll keep_dims=1", Op(ops.ReduceAll(keep_dims=1), 1), x > 2)
emit_error("ops.norm axis 4", Norm(), x)
emit_error("LpNorm axis 4", Op(ops.LpNorm(axis=4)), x)
emit_error("LpNorm axis -3", Op(ops.LpNorm(axis=-3)), x)
emit_error("LpNorm axis -2", Op(ops.LpNorm(axis=-2)), x)
emit_error("L2Normalize axis 4", Op(ops.L2Normalize(axis=4)), x)
emit_error("L2Normalize axis -1", Op(ops.L2Normalize(axis=-1)), x)
