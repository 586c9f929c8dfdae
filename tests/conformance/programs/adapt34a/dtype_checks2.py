"""More dtype checks as MindSpore 2.10 makes them (found by the adapt34a variant sweep of st ops/cpu test_cumprod_op.py,
test_fill_diagonal_op.py, test_index_add_op.py, test_hsigmoid_op.py, test_inplace_op.py, test_inplace_update_v2_op.py,
test_celu_op.py): P.CumProd refuses bool (ops.cumprod computes it in int64); FillDiagonal refuses bool; IndexAdd
refuses int64 and bool values; HSigmoid refuses uint8; InplaceUpdate takes float16/32/64 and int32 values only,
InplaceUpdateV2 float16/32 and int32; CeLU's alpha 0 is a ValueError (TypeError for msgraph before)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


b = Tensor(np.arange(12).reshape(3, 4) % 3 == 1)
emit_error("cumprod_prim_bool", Net(ops.CumProd()), b, 0)
emit("cumprod_fn_bool", ops.cumprod(b, 1))
emit("cumprod_prim_int8", Net(ops.CumProd())(Tensor(np.arange(12).reshape(3, 4).astype(np.int8)), 1))
emit_error("filldiag_bool", Net(ops.FillDiagonal(1.0)), b)
emit("filldiag_int8", Net(ops.FillDiagonal(5.0))(Tensor(np.zeros((3, 4), np.int8))))
idx = Tensor(np.array([0, 2], np.int32))
for dt in (np.int64, np.bool_, np.int32, np.uint8, np.float16):
    x = Tensor(np.arange(12).reshape(3, 4).astype(dt))
    y = Tensor(np.ones((3, 2), dt))
    emit_error(f"indexadd_{np.dtype(dt).name}", lambda: ops.index_add(x, idx, y, 1))
for dt in (np.uint8, np.int8, np.int32, np.float32):
    emit_error(f"hsigmoid_{np.dtype(dt).name}", Net(ops.HSigmoid()), Tensor(np.array([-4, -1, 0, 2, 5]).astype(dt)))
for dt in (np.int8, np.uint8, np.int16, np.int64, np.bool_, np.float64, np.int32, np.float16):
    x = Tensor(np.arange(12).reshape(3, 4).astype(dt))
    v = Tensor(np.ones((2, 4), dt))
    emit_error(f"inplaceupdate_{np.dtype(dt).name}", Net(ops.InplaceUpdate((2, 0))), x, v)
    emit_error(f"inplaceupdatev2_{np.dtype(dt).name}", Net(ops.InplaceUpdateV2()), x, Tensor(np.array([2, 0], np.int32)), v)
emit_error("celu_alpha0", lambda: ops.celu(Tensor(np.array([-1.0, 1.0], np.float32)), 0.0))
emit_error("celu_prim_alpha0", lambda: ops.CeLU(0.0)(Tensor(np.array([-1.0, 1.0], np.float32))))
