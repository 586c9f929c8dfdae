"""FillDiagonal's fill value and InplaceAdd / InplaceSub / InplaceUpdate's indices as MindSpore 2.10 checks them (found
by the adapt34a variant sweep of st ops/cpu test_fill_diagonal_op.py and test_inplace_op.py): an unsigned input
refuses a negative fill value (RuntimeError; msgraph raised numpy's OverflowError), an integer input truncates and
wraps it (uint8 300 -> 44, int32 2.7 -> 2); an index outside [0, rows) (a negative one too) is a ValueError (msgraph:
TensorScatterAdd's RuntimeError, or a negative index counted from the end)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


for fv, dt in ((-1.0, np.uint8), (300.0, np.uint8), (2.7, np.int32), (-2.7, np.int8), (200.0, np.int8), (2.5, np.float16)):
    emit_error(f"fill_{fv}_{np.dtype(dt).name}", Net(ops.FillDiagonal(fv)), Tensor(np.zeros((3, 3), dt)))
emit_error("fill_wrap_uint8", Net(ops.FillDiagonal(-1.0, True)), Tensor(np.ones((7, 3), np.uint8)))
x = Tensor(np.zeros((3, 2), np.float32))
for name, op in (("add", ops.InplaceAdd), ("sub", ops.InplaceSub), ("update", ops.InplaceUpdate)):
    emit_error(f"{name}_oob", Net(op((0, 5))), x, Tensor(np.ones((2, 2), np.float32)))
    emit_error(f"{name}_neg", Net(op(-1)), x, Tensor(np.ones((1, 2), np.float32)))
    emit_error(f"{name}_ok", Net(op((2, 0))), x, Tensor(np.arange(4, dtype=np.float32).reshape(2, 2)))
