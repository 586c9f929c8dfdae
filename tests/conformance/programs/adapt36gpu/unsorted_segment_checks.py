"""UnsortedSegment{Sum,Max,Min,Prod} and SegmentMean (st ops/gpu unsorted_segment_* / segment_op variants,
adapt36gpu): num_segments 0 is a ValueError (msgraph: RuntimeError), a bool x a TypeError (msgraph computed Sum /
Prod); SegmentMean sums each segment in order in x's dtype before dividing (uint8 [254, 6] -> 2, int8 [100]*3 -> 14,
float16 [2048, 1, 1, 1] -> 512; msgraph had summed wider). Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit_error


class Seg(nn.Cell):
    def __init__(self, p, n):
        super().__init__()
        self.p = p
        self.n = n

    def construct(self, x, i):
        return self.p(x, i, self.n)


class Mean(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = P.SegmentMean()

    def construct(self, x, i):
        return self.p(x, i)


X = np.array([[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, -12]])
for name in ["UnsortedSegmentSum", "UnsortedSegmentMax", "UnsortedSegmentMin", "UnsortedSegmentProd"]:
    emit_error(f"{name}_num0", lambda: Seg(getattr(P, name)(), 0)(Tensor(X, ms.float32), Tensor([0, 0, 0], ms.int32)))
    emit_error(f"{name}_bool", lambda: Seg(getattr(P, name)(), 3)(Tensor(X > 0), Tensor([0, 1, 1], ms.int32)))
    emit_error(f"{name}_ok", lambda: Seg(getattr(P, name)(), 3)(Tensor(X, ms.int32), Tensor([0, 2, 0], ms.int64)))
emit_error("mean_uint8_wrap", lambda: Mean()(Tensor(X, ms.uint8), Tensor([0, 0, 2], ms.int32)))
emit_error("mean_int8_wrap", lambda: Mean()(Tensor(np.array([100, 100, 100, 5]), ms.int8), Tensor([0, 0, 0, 1], ms.int32)))
emit_error("mean_float16_order", lambda: Mean()(Tensor(np.array([2048, 1, 1, 1]), ms.float16), Tensor([0, 0, 0, 0], ms.int32)))
emit_error("mean_float32_order", lambda: Mean()(Tensor(np.array([1e8, 1, -1e8, 1]), ms.float32), Tensor([0, 0, 0, 0], ms.int32)))
