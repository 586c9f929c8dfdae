"""Less (`<`, Tensor.lt, ops.less, P.Less) with a Python int out of an integer Tensor's range compares exactly in
MindSpore 2.10's PyNative mode (the int is an int64 scalar Tensor there): uint8 < -3 is all False, int8 < 300 all
True, while LessEqual / Greater / GreaterEqual wrap the int into the Tensor's dtype (uint8 <= -3 compares with 253).
MindSpore's Graph mode wraps in Less too; msgraph follows its PyNative mode there."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

u = Tensor(np.array([1, 2, 250], np.uint8))
i8 = Tensor(np.array([1, -2, 100], np.int8))
i32 = Tensor(np.array([1, -2, 100], np.int32))
emit("u_lt_neg3", u < -3)
emit("u_lt_neg1_method", u.lt(-1))
emit("u_less_neg3_fn", ops.less(u, -3))
emit("u_less_prim", ops.Less()(u, -3))
emit("u_lt_256", u < 256)
emit("u_lt_300", u < 300)
emit("i8_lt_300", i8 < 300)
emit("i8_lt_neg300", i8 < -300)
emit("i32_lt_in_range", i32 < 2)
emit("neg3_gt_u", -3 > u)
emit("u_le_neg3_wraps", u <= -3)
emit("u_gt_300_wraps", u > 300)
emit("u_ge_neg3_wraps", u >= -3)
emit("u_lt_float", u < -3.0)


class C(nn.Cell):
    def construct(self, u, i8):
        return u < -3, u < 256, i8 < 300, u.lt(-1), u <= -3


for k, r in enumerate(C()(u, i8)):
    emit(f"cell{k}", r)

FOLLOW_PYNATIVE = {
    "cell0": "Graph-mode Less wraps the int into the Tensor's dtype (MindSpore's PyNative compares exactly)",
    "cell1": "Graph-mode Less wraps the int into the Tensor's dtype (MindSpore's PyNative compares exactly)",
    "cell2": "Graph-mode Less wraps the int into the Tensor's dtype (MindSpore's PyNative compares exactly)",
    "cell3": "Graph-mode Less wraps the int into the Tensor's dtype (MindSpore's PyNative compares exactly)",
}
