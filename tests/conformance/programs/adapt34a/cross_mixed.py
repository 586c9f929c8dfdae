"""ops.cross / Cross of two float dtypes computes in the first operand's dtype, and a float with an integer operand is
a TypeError, as MindSpore 2.10 (found by the adapt34a variant sweep of st ops/cpu test_cross_op.py; msgraph promoted:
float32 x float64 gave Float64, int32 x float32 computed).  The gradient of a mixed pair is left out (MindSpore's
bprop returns each gradient in the other operand's dtype)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

a = np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]])
b = np.array([[0.5, -1.0, 4.0], [2.0, 1.0, -3.0]])


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(x, y)


for da, db in ((np.float32, np.float64), (np.float64, np.float32), (np.float16, np.float32), (np.float32, np.float16),
               (np.float16, np.float64)):
    name = f"{np.dtype(da).name}_{np.dtype(db).name}"
    emit(f"fn_{name}", Net(ops.cross)(Tensor(a.astype(da)), Tensor(b.astype(db))))
    emit(f"prim_{name}", Net(ops.Cross(-1))(Tensor(a.astype(da)), Tensor(b.astype(db))))
for da, db in ((np.int32, np.float32), (np.float32, np.int32), (np.float64, np.int64), (np.bool_, np.float32)):
    emit_error(f"err_{np.dtype(da).name}_{np.dtype(db).name}", Net(ops.cross), Tensor(a.astype(da)), Tensor(b.astype(db)))
emit("same_f32", Net(ops.cross)(Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))))
