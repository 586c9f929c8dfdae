"""ops.batch_dot takes float32 operands only and Lstsq only l2_regularizer 0.0, as MindSpore 2.10 (TypeError; found by
the adapt34a variant sweep of st ops/cpu test_batchdot_op.py and test_lstsq_op.py: msgraph computed both)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class BD(nn.Cell):
    def construct(self, x, y):
        return ops.batch_dot(x, y, (2, 1))


a = np.arange(12).reshape(2, 2, 3)
b = np.arange(24).reshape(2, 3, 4) % 5
for dt in (np.float16, np.float64, np.int32, np.int64, np.int8):
    emit_error(f"batchdot_{np.dtype(dt).name}", BD(),
               Tensor(a.astype(dt)), Tensor(b.astype(dt)))
emit_error("batchdot_mixed", BD(), Tensor(a.astype(np.float32)),
           Tensor(b.astype(np.float16)))
emit("batchdot_f32", BD()(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))))
x = Tensor(np.array([[1, 1], [1, 2], [1, 3]], np.float32))
y = Tensor(np.array([[1], [2], [2]], np.float32))
emit_error("lstsq_l2", lambda: Net(ops.Lstsq(l2_regularizer=0.5))(x, y))
emit("lstsq_l2_zero", Net(ops.Lstsq(l2_regularizer=0.0))(x, y))
