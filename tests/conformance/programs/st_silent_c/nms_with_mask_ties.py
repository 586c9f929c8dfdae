"""Adapted from tests/st/ops/cpu/test_nms_with_mask_op.py::test_nms_with_mask_edge_case_1: boxes with equal scores
come out of NMSWithMask in the order of MindSpore's bitonic sorting network (msgraph sorted them stably, which
changed the output rows and the keep mask)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, thr):
        super().__init__()
        self.nms = ops.NMSWithMask(thr)

    def construct(self, b):
        return self.nms(b)


bbox1 = [[12, 4, 33, 17, 0.6], [20, 11, 38, 23, 0.1], [20, 10, 45, 26, 0.9], [15, 17, 35, 38, 0.5],
         [10, 20, 30, 40, 0.4], [35, 35, 89, 90, 0.8], [12, 4, 33, 17, 0.3], [20, 11, 38, 23, 0.2],
         [20, 10, 45, 26, 0.1], [15, 17, 35, 38, 0.8], [10, 20, 30, 40, 0.41], [35, 35, 89, 90, 0.82]]
emit("edge_case_1", Net(0.3)(Tensor(np.array(bbox1, np.float32))))
rng = np.random.RandomState(3)
for n in (5, 8, 12, 17, 33):
    b = np.zeros((n, 5), np.float32)
    b[:, :2] = rng.randint(0, 50, (n, 2))
    b[:, 2:4] = b[:, :2] + rng.randint(1, 30, (n, 2))
    b[:, 4] = rng.choice([0.1, 0.5, 0.8, 0.9], n)
    emit(f"ties_{n}", Net(0.3)(Tensor(b)))
