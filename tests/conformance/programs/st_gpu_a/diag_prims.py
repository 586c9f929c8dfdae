"""P.Diag / P.DiagPart (tests/st/ops/gpu/test_diag_op.py, test_diag_part_op.py): values for 1-d/2-d (rank 2k),
gradients, rank and shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


emit("diag_1d_int32", Net(P.Diag())(Tensor(np.array([1, 2, 3], np.int32))))
emit("diag_2d_f16", Net(P.Diag())(Tensor(np.arange(4, dtype=np.float16).reshape(2, 2))))
emit("diag_part_2d", Net(P.DiagPart())(Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))))
emit("diag_part_4d_int64", Net(P.DiagPart())(Tensor(np.arange(36, dtype=np.int64).reshape(2, 3, 2, 3))))
emit("diag_part_grad", ops.GradOperation()(Net(P.DiagPart()))(Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))))
emit("diag_grad", ops.GradOperation()(Net(P.Diag()))(Tensor(np.arange(3, dtype=np.float32))))
emit_error("diag_part_mismatch", lambda: Net(P.DiagPart())(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
emit_error("diag_part_odd_rank", lambda: Net(P.DiagPart())(Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2))))
emit_error("diag_scalar", lambda: Net(P.Diag())(Tensor(np.array(3.0, np.float32))))
