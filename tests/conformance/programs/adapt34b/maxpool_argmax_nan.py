"""MaxPoolWithArgmax over NaN as MindSpore 2.10's CPU kernel computes it (found by the adapt34b variant sweep of st
ops/cpu test_max_pool_with_argmax_cpu_op.py): each window starts at its first element and takes a later one only
where it is greater, so a NaN wins only as the window's first element (index 0), a later NaN is skipped, and an
all -inf window with NaN keeps its first -inf.  Eagerly and in a Cell (Graph mode), float16/32/64, 'same' padding."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

nan, inf = np.nan, np.inf


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


wins = [[nan, 1, 2, 3], [1, nan, nan, nan], [nan, nan, nan, nan], [-inf, nan, -inf, -inf], [1, nan, 2, 3], [0, nan, 0, -1]]
x = np.array(wins, np.float64).reshape(6, 2, 2).transpose(1, 0, 2).reshape(1, 1, 2, 12)
x = np.ascontiguousarray(x.reshape(2, 6, 2).transpose(1, 0, 2)).reshape(1, 6, 2, 2)
for dt in (np.float32, np.float16, np.float64):
    emit(f"valid_{dt.__name__}", Net(ops.MaxPoolWithArgmax(2, 2))(Tensor(x.astype(dt))))
    emit(f"same_{dt.__name__}", Net(ops.MaxPoolWithArgmax(3, 2, "same"))(
        Tensor(np.array([[[[1, nan, 2], [nan, 0, 5], [3, nan, nan]]]], dt))))
emit("stride1", Net(ops.MaxPoolWithArgmax(2, 1))(Tensor(np.array([[[[nan, 1, 2], [4, nan, 0], [1, 2, nan]]]], np.float32))))
