"""ops.operations.SparseApplyProximalAdagrad on MindSpore 2.10's CPU: its input checks (TypeErrors for float64 /
int lr / float indices / var and accum of two dtypes, ValueErrors for shapes), then no CPU kernel ("Unsupported op",
RuntimeError) in both modes; under vmap the side-effect ValueError.  msgraph had no such primitive (AttributeError)
(left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit_error

P = ops.operations.SparseApplyProximalAdagrad


def run(dtype=np.float32, accum_dtype=None, idx=(0, 2), idx_dtype=np.int32, lr=0.1, accum_shape=(3, 4), rows=None):
    def f():
        var = Parameter(Tensor(np.arange(12, dtype=dtype).reshape(3, 4) / 10), name="var")
        accum = Parameter(Tensor(np.ones(accum_shape, accum_dtype or dtype)), name="accum")
        n = len(idx) if rows is None else rows
        grad = Tensor(np.arange(n * 4, dtype=dtype).reshape(n, 4) / 7 - 0.3)
        return P()(var, accum, lr, 0.01, 0.02, grad, Tensor(np.array(idx, idx_dtype)))
    return f


emit_error("float32", run())
emit_error("float16", run(dtype=np.float16))
emit_error("int64_indices", run(idx_dtype=np.int64))
emit_error("float64", run(dtype=np.float64))
emit_error("float_indices", run(idx_dtype=np.float32))
emit_error("int_lr", run(lr=1))
emit_error("accum_dtype", run(accum_dtype=np.float16))
emit_error("accum_shape", run(accum_shape=(3, 3)))
emit_error("grad_rows", run(rows=1))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P()
        self.var = Parameter(Tensor(np.ones((3, 4), np.float32)), name="var")
        self.accum = Parameter(Tensor(np.ones((3, 4), np.float32)), name="accum")

    def construct(self, grad, idx):
        return self.op(self.var, self.accum, 0.1, 0.01, 0.02, grad, idx)


emit_error("cell", Net(), Tensor(np.ones((2, 4), np.float32)), Tensor(np.array([0, 2], np.int32)))
