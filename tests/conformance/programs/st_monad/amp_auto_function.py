# amp.auto_mixed_precision(function, "auto"): a function (not only a Cell) is accepted; AddN / Concat of
# mixed float16/float32 inputs give float32, of float16 inputs float16 (MindSpore 2.10 then gives
# float32 for later float16 calls too: not recorded).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)


def add3(a, b, c):
    return ms.ops.addn([a, b, c])


def cat3(a, b, c):
    return ms.ops.concat([a, b, c])


f = ms.amp.auto_mixed_precision(add3, "auto")
g = ms.amp.auto_mixed_precision(cat3, "auto")
h16 = Tensor(np.array([1, 2], np.float16))
h32 = Tensor(np.array([3, 4], np.float32))
emit("addn_half", f(h16, h16, h16))
emit("concat_half", g(h16, h16, h16))
emit("addn_mixed", f(h16, h32, h16))
emit("concat_mixed", g(h16, h16, h32))
