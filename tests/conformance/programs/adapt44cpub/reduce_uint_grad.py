"""Gradients of ReduceMean / ReduceMax / ReduceMin with uint16 / uint32 / uint64 inputs (adapt44cpub sweep
s1_int_grad, GradOperation with sens in a Cell): MindSpore 2.10's ReduceMean gradient divides the sens by the
count in the input's dtype (uint32 [4, 6, 8] over 2 rows -> [2, 3, 4]; msgraph: TypeError, its float32 1 / n not
converting back implicitly); ReduceMax / ReduceMin's divide the tie mask in float32, MindSpore's TypeError for these
dtypes (msgraph computed).  int32 / uint8 / float16 beside them."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, axis):
        return self.op(a, axis)


X = np.array([[1, 5, 3], [7, 2, 0]])
for name in ("ReduceMean", "ReduceMax", "ReduceMin"):
    for dt in (np.uint16, np.uint32, np.uint64, np.uint8, np.int32, np.float16):
        g = ops.GradOperation(get_all=True, sens_param=True)(Net(getattr(P, name)()))
        emit_error(f"{name}_{dt.__name__}_ax0", lambda: g(Tensor(X.astype(dt)), (0,), Tensor(np.array([4, 6, 9], dt))))
    g = ops.GradOperation(get_all=True, sens_param=True)(Net(getattr(P, name)(keep_dims=True)))
    emit_error(f"{name}_uint32_ax1_keep", lambda: g(Tensor(X.astype(np.uint32)), (1,),
                                                     Tensor(np.array([[7], [5]], np.uint32))))
