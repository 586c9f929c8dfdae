"""TopK of rows holding NaN as MindSpore 2.10's CPU kernel computes it (cpu32's variant sweep): the kernel ranks an
index vector with ``comp = value greater`` (less for largest=False) through libstdc++'s std::nth_element and
std::stable_sort (sorted=True and k > n / 2: stable_sort of the whole row), and NaN, never compared before anything,
breaks that ordering: ``[1, nan, 3, -inf, inf]``, k = 3, gives ``[3, 1, nan]``.  Values and indices, sorted
True/False, float16/float32, ops.TopK in a Cell, ops.topk(largest=False), and TopK's gradient."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

n, I = np.nan, np.inf
ROWS = [[1, n, 3, -I, I], [n, 1, 2], [1, 2, n], [n, n, 1, 2], [3, n, 1, n, 2, 0], [n, n, n],
        [1, 2, 3, n, 5, 6, 7, 8, 9, 0, n, 4],
        [2, n, 0, 1, 1, n, -1, 3, 2, n, 0, 0, 1, I, -2, n, 2, 1, 0, 3],
        [n, 0, 0, 1, n, 1, 2, 2, -1, n, 3, -3, 1, 0, n, 2, 1, 1, 0, -1, 2, n, 3]]


class C(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.op = ops.TopK(s)

    def construct(self, a, k):
        return self.op(a, k)


for dt in (np.float32, np.float16):
    for r, row in enumerate(ROWS):
        for k in sorted({1, 2, 3, len(row) // 2, len(row) // 2 + 1, len(row) - 1, len(row)}):
            if not 0 < k <= len(row):
                continue
            for s in (True, False):
                v, i = C(s)(Tensor(np.array(row, dt)), k)
                emit(f"topk_{dt.__name__}_{r}_{k}_{s}", v)
                emit(f"topk_{dt.__name__}_{r}_{k}_{s}_idx", i)
m = np.array([ROWS[7][:10], ROWS[7][10:]], np.float32)
for k in (3, 6):
    for s in (True, False):
        v, i = ops.topk(Tensor(m), k, largest=False, sorted=s)
        emit(f"topk_smallest_{k}_{s}", v)
        emit(f"topk_smallest_{k}_{s}_idx", i)
v, i = C(True)(Tensor(m), 4)
emit("topk_2d", v)
emit("topk_2d_idx", i)


class G(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.TopK(True)

    def construct(self, a):
        return self.op(a, 3)[0] * 2


emit("topk_grad", ops.grad(G())(Tensor(np.array(ROWS[0], np.float32))))
emit("topk_grad_2d", ops.grad(G())(Tensor(m)))
