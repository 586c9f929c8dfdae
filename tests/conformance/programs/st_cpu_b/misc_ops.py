"""Adapted from tests/st/ops/cpu/test_pdist_op.py, test_range_op.py and test_searchsorted_op.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from _conf import emit, emit_error

x = Tensor(np.array([[1., 1.], [2., 2.], [3., 3.], [0.5, -1.]], np.float32))
emit("pdist_p2", F.pdist(x, p=2.0))
emit("pdist_p0", F.pdist(x, p=0.0))
emit("pdist_inf", F.pdist(x, p=float("inf")))
emit("pdist_p1", F.pdist(x, p=1.0))
emit("pdist_p3_f64", F.pdist(Tensor(np.array([[1., 2., 0.], [0., -1., 4.], [2., 2., 2.]], np.float64)), p=3.0))
emit_error("pdist_batched", lambda: F.pdist(Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2)), p=2.0))
emit("pdist_f16", ops.pdist(Tensor(np.array([[1., 1.], [2., 2.], [3., 3.]], np.float16))))
emit_error("pdist_neg_p", lambda: F.pdist(x, p=-1.0))

r = ops.Range()
emit("range_int32_tensors", r(Tensor(2, ms.int32), Tensor(5, ms.int32), Tensor(2, ms.int32)))
emit("range_f32_tensors", r(Tensor(2., ms.float32), Tensor(5., ms.float32), Tensor(.5, ms.float32)))
emit("range_f64_tensors", r(Tensor(2., ms.float64), Tensor(5., ms.float64), Tensor(1.5, ms.float64)))
emit("range_reverse", r(Tensor(8, ms.int32), Tensor(1, ms.int32), Tensor(-2, ms.int32)))


class SearchNet(nn.Cell):
    def __init__(self, dtype=ms.int64, right=False):
        super().__init__()
        self.op = P.SearchSorted(dtype=dtype, right=right)

    def construct(self, seq, vals):
        return self.op(seq, vals)


seq = Tensor(np.array([[0, 1, 3, 5, 7], [2, 4, 6, 8, 10]], np.int32))
vals = Tensor(np.array([[3, 6, 9], [1, 2, 10]], np.int32))
emit("searchsorted_left", SearchNet()(seq, vals))
emit("searchsorted_1d_seq", SearchNet()(Tensor(np.array([0.5, 1.5, 2.5], np.float32)),
                                        Tensor(np.array([[0., 1.5], [3., 2.]], np.float32))))
emit("ops_searchsorted", ops.searchsorted(seq, vals, right=True))
emit_error("searchsorted_bad_shape", lambda: SearchNet()(seq, Tensor(np.ones((3, 2), np.int32))).asnumpy())
