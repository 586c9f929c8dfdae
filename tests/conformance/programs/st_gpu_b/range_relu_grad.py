"""Adapted from tests/st/ops/gpu/test_range_op.py and test_relu_grad_grad_op.py (run on the CPU backend)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


f32 = ms.float32
emit("range_f32_len", Net(P.Range(100))(Tensor(1000.04, f32), Tensor(1001.04, f32), Tensor(0.01, f32)))
emit("range_f32_neg", Net(P.Range(53))(Tensor(-12000, f32), Tensor(-12053, f32), Tensor(-1, f32)))
emit("range_f32_tenth", Net(P.Range())(Tensor(0.0, f32), Tensor(1.0, f32), Tensor(0.1, f32)))
emit("range_f64", Net(P.Range())(Tensor(1.5, ms.float64), Tensor(5, ms.float64), Tensor(0.7, ms.float64)))
emit("range_int32", Net(P.Range())(Tensor(1, ms.int32), Tensor(50, ms.int32), Tensor(7, ms.int32)))
emit("range_maxlen_not_enforced", Net(P.Range(3))(Tensor(1, ms.int32), Tensor(20, ms.int32), Tensor(2, ms.int32)))
for m in (0, -1):
    emit_error(f"range_maxlen_{m}", Net(P.Range(m)), Tensor(-4, ms.float64), Tensor(-1, ms.float64),
               Tensor(1.5, ms.float64))

y = np.array([[0.0, 1.5], [3.0, 0.0], [0.25, 7.0]])
dy = np.array([[1.0, -2.0], [3.5, 4.0], [-5.0, 6.0]])
for dt in (np.float16, np.float32, np.float64, np.int8, np.int32, np.int64):
    yy, dd = Tensor(y.astype(dt)), Tensor(dy.astype(dt))
    emit(f"relu_grad_{np.dtype(dt).name}", Net(G.ReluGrad())(dd, yy))
    emit(f"relu_grad_grad_{np.dtype(dt).name}", ops.GradOperation(get_all=True, sens_param=True)(
        Net(G.ReluGrad()))(dd, yy, Tensor((dy * 2).astype(dt))))
