"""`P.SegmentMean` (st ops/gpu segment_op, adapted by the adapt36gpu sweep): an integer x keeps its dtype, the mean
truncated toward 0 (MindSpore 2.10's kernel; msgraph had returned Float32 in PyNative, Float64 in Graph); unsorted or
negative ids raise ValueError (msgraph had computed); the gradient is dout[ids] / count (msgraph had returned
zeros); bool x, float ids, 2-D ids raise."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SegmentMean()

    def construct(self, x, ids):
        return self.op(x, ids)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, ids, s):
        return self.g(self.net)(x, ids, s)


net = Net()
IDS = Tensor(np.array([0, 0, 1, 1, 3], np.int32))
for dt in [ms.int8, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64]:
    emit_error(f"mean_{dt}", lambda: Net()(Tensor(np.array([[-3, 4], [0, 1], [5, -6], [2, -1], [-7, 8]]), dt), IDS))
emit_error("mean_uint8", lambda: Net()(Tensor(np.array([[3], [0], [5], [2], [7]]), ms.uint8), IDS))
emit_error("int64_ids_3d", lambda: Net()(Tensor(np.arange(12).reshape(3, 2, 2), ms.int32),
                                       Tensor(np.array([1, 1, 2], np.int64))))
emit_error("unsorted", lambda: Net()(Tensor(np.ones((3, 2), np.float32)), Tensor(np.array([1, 0, 2], np.int32))))
emit_error("negative", lambda: Net()(Tensor(np.ones((3, 2), np.float32)), Tensor(np.array([-1, 0, 2], np.int32))))
emit_error("bool_x", lambda: Net()(Tensor(np.array([True, False])), Tensor(np.array([0, 0], np.int32))))
emit_error("float_ids", lambda: Net()(Tensor(np.ones((2, 2), np.float32)), Tensor(np.array([0.0, 1.0], np.float32))))
emit_error("ids_2d", lambda: Net()(Tensor(np.ones((2, 2), np.float32)), Tensor(np.array([[0, 0]], np.int32))))
emit_error("grad", lambda: Grad(Net())(Tensor(np.array([[1., 2], [3, 4], [5, 6]], np.float32)),
                                       Tensor(np.array([0, 0, 2], np.int32)),
                                       Tensor(np.array([[1., 1], [2, 2], [3, 3]], np.float32))))
