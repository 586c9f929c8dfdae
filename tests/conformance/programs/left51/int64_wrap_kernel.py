"""int64 arithmetic that overflows inside a fused chain, and ReLU of uint64 (left51: Graph mode's Numba kernels).

MindSpore 2.10 and msgraph's numpy path wrap int64 add / sub / mul around (two's complement): ``cast(x * 2, bool)`` of
-2**63 is False, ``abs(x - 1) * 2`` of it is -2, ``(x + 1) > x`` of 2**63 - 1 is False.  msgraph's fused Numba kernel
computed them with Numba's signed arithmetic, which carries LLVM's no-signed-wrap flag, and LLVM simplified by algebra
that only holds without overflow (True, 2, True; ``square(x) >= 0`` always True, ``maximum(x + 1, x)`` never the
wrapped value): Graph mode on the kernels only.  ReLU of uint64 in a kernel mixed the value with an int64 literal,
which Numba types float64: 2**63 + 12345 came back as 9223372036854788096.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Chains(nn.Cell):
    def construct(self, x, y):
        return (ops.cast(x * 2, ms.bool_), (x * 2) != 0, ops.abs(x - 1) * 2, (x + 1) > x, (x - 1) < x,
                ops.square(x) >= 0, x * x >= 0, ops.maximum(x + 1, x), ops.minimum(x - 1, x), ops.sign(x * 2),
                ops.clamp(x + 1, -5, 5), ops.where(x + 1 > 0, x, -x), (x + y) > x, (x - y) < x,
                ops.abs(ops.square(x) * 3), -x * 3, ops.addn([x, y, x]) * 1)


NAMES = ("mul2_bool", "mul2_ne0", "abs_sub_mul", "add1_gt", "sub1_lt", "square_ge0", "xx_ge0", "max_add", "min_sub",
         "sign_mul", "clamp_add", "where_add", "add_y_gt", "sub_y_lt", "abs_square_mul", "neg_mul", "addn")


class ReluTwice(nn.Cell):
    def construct(self, x):
        r = ops.relu(x)
        return r + r


lo, hi = -2 ** 63, 2 ** 63 - 1
xs = [lo, lo + 1, hi, hi - 1, 0, 1, -1, 2, -2, hi // 2, hi // 2 + 1, lo // 2, lo // 2 - 1, 3, 7, -7, hi // 3, lo // 3,
      100, -100]
ys = [-1, 2, 1, -1, lo, hi, 3, hi, lo, 2, 2, 2, -2, -1, 3, 5, 3, 3, -1, 7]
x = Tensor(np.array(xs * 4, np.int64))                  # 80 elements
y = Tensor(np.array(ys * 4, np.int64))
for name, r in zip(NAMES, Chains()(x, y)):
    emit(f"int64_{name}", r.asnumpy()[:20], **EXACT)

u = Tensor(np.array([2 ** 63 + 12345, 2 ** 62 + 7, 9007199254740993, 5, 0, 2 ** 64 - 3] * 8, np.uint64))
emit("relu_uint64_twice", ReluTwice()(u).asnumpy()[:6], **EXACT)
