"""mindspore.nn names msgraph lacked (h-api, session 22: a dir() comparison of MindSpore 2.10's namespaces):
nn.ReduceLogSumExp (MindSpore's CPU has no kernel for MatDet's DetTriangle, MatInverse, MatrixDiag* or the
margin-loss Cells: only MatDet's non-SPD error is recorded).  msgraph raised AttributeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 3)
emit("ReduceLogSumExp_keep", nn.ReduceLogSumExp(1, True)(x), rtol=1e-5)
emit("ReduceLogSumExp_tuple", nn.ReduceLogSumExp((0, 1))(x), rtol=1e-5)
emit("ReduceLogSumExp_0", nn.ReduceLogSumExp(0)(Tensor(np.array([[1.0, 2.0], [3.0, 50.0]], np.float64))))
emit_error("ReduceLogSumExp_no_axis", lambda: nn.ReduceLogSumExp())
emit_error("MatDet_not_spd", lambda: nn.MatDet()(Tensor(np.array([[1, 2], [3, 4]], np.float32))))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lse = nn.ReduceLogSumExp(-1)
        self.lse2 = nn.ReduceLogSumExp((0, 1), True)

    def construct(self, a):
        return self.lse(a), self.lse2(a * 2)


emit("cell", Net()(x), rtol=1e-5)
